/**
 * Creating a cup (docs/product/cups.md#creating-a-cup). The request was validated by
 * `createCupSchema`, stages included (they can be played with the most teams the cup takes); here
 * the owner's contribution is debited through the ledger (purchased coins first) into the cup's
 * pool, with its split kept for a refund.
 */
import { eq } from 'drizzle-orm';
import { findTemplate, type CreateCupInput } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { cups } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { assertAccountOpen, debit } from '../../ledger/ledger.js';
import { cupView, type Cup } from './view.js';

/** POST /cups */
export async function createCup(ctx: AppContext, owner: UserRow, input: CreateCupInput): Promise<Cup> {
  return inTransaction(ctx, async (tx, events) => {
    const template = findTemplate(input.template_type)!;
    const [row] = await tx
      .insert(cups)
      .values({
        ownerId: owner.id,
        title: input.title,
        rules: input.rules,
        tiktokUsername: input.tiktok_username,
        templateType: template.id,
        gameMode: input.game_mode,
        slotsPerTeam: template.slotsPerTeam,
        maxTeams: input.max_teams,
        waitlistTeams: input.waitlist_teams,
        entryFee: input.entry_fee,
        prizePool: input.owner_contribution,
        ownerContribution: input.owner_contribution,
        payout: input.payout,
        payoutHoldMinutes: input.payout_hold_minutes,
        stages: input.stages,
        ...(input.registration_opens_at ? { registrationOpensAt: new Date(input.registration_opens_at) } : {}),
        registrationClosesAt: new Date(input.registration_closes_at),
      })
      .returning();
    await assertAccountOpen(tx, owner.id);
    if (input.owner_contribution > 0) {
      // After the insert so the ledger row names the cup; a short balance rolls the cup back too.
      const split = await debit(tx, events, owner.id, input.owner_contribution, 'purchased_first', {
        reason: 'creator_contribution',
        refType: 'cup',
        refId: row!.id,
      });
      await tx
        .update(cups)
        .set({ contributionPurchased: split.purchased, contributionWinnings: split.winnings })
        .where(eq(cups.id, row!.id));
    }
    return cupView(tx, row!.id, owner);
  });
}
