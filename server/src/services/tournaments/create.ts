/**
 * Creating a tournament (docs/product/tournaments.md#creating-a-tournament). The request was validated by
 * `createTournamentSchema`; here the template fixes the map and sizes, the contribution is
 * debited through the ledger (purchased coins first) with its split stored for refunds, and
 * the prize pool starts at the contribution. A super admin's tournament is approved at once;
 * everyone else's waits for approval. A new host's largest possible pool is capped.
 */
import { eq } from 'drizzle-orm';
import {
  TOURNAMENT_TEXT,
  descriptionFromRules,
  findTemplate,
  formatLabel,
  templateImageUrl,
  type CreateTournamentInput,
  type Tournament,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { TournamentRow, UserRow } from '../../db/rows.js';
import { tournaments } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest } from '../../domain/errors.js';
import { assertAccountOpen, debit } from '../../ledger/ledger.js';
import { assertWithinNewHostCap } from '../hosts/trust.js';
import type { EventBuffer } from '../../realtime/hub.js';
import * as announce from './announce.js';
import { approvedAtCreation } from './policy.js';
import { loadTournamentView } from './view.js';

/** POST /tournaments: the new tournament as its creator sees it. */
export async function createTournament(
  ctx: AppContext,
  creator: UserRow,
  input: CreateTournamentInput,
): Promise<Tournament> {
  return inTransaction(ctx, async (tx, events) => {
    const row = await insertTournament(tx, events, creator, input);
    return (await loadTournamentView(tx, row.id, creator, 'full'))!;
  });
}

/** The tournament row with its contribution paid, inside the caller's transaction (the seed uses it too). */
export async function insertTournament(
  tx: Tx,
  events: EventBuffer,
  creator: Pick<UserRow, 'id' | 'role'>,
  input: CreateTournamentInput,
): Promise<TournamentRow> {
  const template = findTemplate(input.template_type);
  if (!template) throw badRequest(TOURNAMENT_TEXT.templateNotFound);
  // Before anything is written or paid: a new host's pool is capped (docs/product/trust.md#new-hosts).
  await assertWithinNewHostCap(tx, creator, input);
  const approved = approvedAtCreation(creator);
  const [row] = await tx
    .insert(tournaments)
    .values({
      title: input.title,
      description: descriptionFromRules(input.rules),
      imageUrl: templateImageUrl(template.id),
      tournamentFormat: formatLabel(input.slots_per_team).toLowerCase(),
      templateType: template.id,
      gameMode: input.game_mode,
      mapName: template.mapName,
      slotsPerTeam: input.slots_per_team,
      maxTeams: input.max_teams,
      maxPlayers: input.max_teams * input.slots_per_team,
      entryFee: input.entry_fee,
      prizePool: input.creator_prize_contribution,
      creatorPrizeContribution: input.creator_prize_contribution,
      startType: input.start_type,
      startDate: input.start_date ? new Date(input.start_date) : null,
      checkInMinutes: input.check_in_minutes,
      requireGameIdentity: input.require_game_identity,
      codeGraceMinutes: input.code_grace_minutes,
      payoutHoldMinutes: input.payout_hold_minutes,
      series: input.series ?? null,
      status: approved ? 'upcoming' : 'pending',
      approvalStatus: approved ? 'approved' : 'pending',
      rules: input.rules,
      tiktokUsername: input.tiktok_username,
      creatorId: creator.id,
    })
    .returning();
  // A tournament of a deleted account would outlive its deletion (see assertAccountOpen).
  await assertAccountOpen(tx, creator.id);
  if (input.creator_prize_contribution > 0) {
    // Debited after the insert so the ledger row can name the tournament; a short balance
    // throws 409 'Insufficient coins' and the whole transaction, insert included, rolls back.
    const split = await debit(tx, events, creator.id, input.creator_prize_contribution, 'purchased_first', {
      reason: 'creator_contribution',
      refType: 'tournament',
      refId: row.id,
    });
    await tx
      .update(tournaments)
      .set({ contributionPurchased: split.purchased, contributionWinnings: split.winnings })
      .where(eq(tournaments.id, row.id));
    row.contributionPurchased = split.purchased;
    row.contributionWinnings = split.winnings;
  }
  if (approved) await announce.tournamentCreated(tx, events, row);
  else announce.pendingTournamentsChanged(events, row);
  return row;
}
