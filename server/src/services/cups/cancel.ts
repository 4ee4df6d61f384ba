/**
 * Cancelling a cup before it is seeded (docs/product/cups.md#money): every fee and the owner's
 * contribution go back to the buckets they came from, and the pool is left at 0.
 */
import { eq } from 'drizzle-orm';
import { CUP_TEXT } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { CupRow, UserRow } from '../../db/rows.js';
import { cupPlayers, cups } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../domain/errors.js';
import { credit } from '../../ledger/ledger.js';
import { queueEvent } from '../../realtime/addressing.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { assertCupManager, lockCup } from './access.js';
import { refundCupFees } from './refunds.js';
import { cupView, type Cup } from './view.js';

/** The owner's contribution back, as it was paid (the caller holds the cup row, freshly read). */
export async function refundContribution(tx: Tx, events: EventBuffer, cup: CupRow): Promise<void> {
  const coins = cup.contributionPurchased + cup.contributionWinnings;
  if (coins === 0) return;
  await credit(
    tx,
    events,
    cup.ownerId,
    { purchased: cup.contributionPurchased, winnings: cup.contributionWinnings },
    { reason: 'contribution_refund', refType: 'cup', refId: cup.id, idempotencyKey: `cup-contribution:${cup.id}` },
  );
  await tx
    .update(cups)
    .set({
      prizePool: cup.prizePool - coins,
      contributionPurchased: 0,
      contributionWinnings: 0,
    })
    .where(eq(cups.id, cup.id));
}

/** POST /cups/{id}/cancel */
export async function cancelCup(ctx: AppContext, user: UserRow, cupId: string): Promise<Cup> {
  return inTransaction(ctx, async (tx, events) => {
    const cup = await lockCup(tx, cupId);
    assertCupManager(cup, user);
    if (cup.status !== 'registration') throw conflict(CUP_TEXT.cannotCancel);
    await refundCupFees(tx, events, cup, await tx.select().from(cupPlayers).where(eq(cupPlayers.cupId, cup.id)));
    await refundContribution(tx, events, await lockCup(tx, cup.id));
    await tx.update(cups).set({ status: 'cancelled' }).where(eq(cups.id, cup.id));
    queueEvent(events, 'cup_updated', { cup_id: cup.id, status: 'cancelled', current_stage: 0 });
    return cupView(tx, cup.id, user);
  });
}
