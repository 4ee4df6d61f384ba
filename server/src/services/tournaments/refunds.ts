/**
 * Giving coins back when a tournament goes away (docs/product/money.md#refunds): every seated player's entry
 * fee and the creator's contribution return, each part to the bucket it came from — unless the
 * tournament was finalized, when the pool has already been paid out to the winners.
 * Callers hold the tournament row lock (`lockTournament`).
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { SlotRow, TournamentRow } from '../../db/rows.js';
import { tournamentSlots, tournaments } from '../../db/schema.js';
import { credit, lockUsers } from '../../ledger/ledger.js';
import type { RefundSummary } from '../../presenters/tournament.js';
import type { EventBuffer } from '../../realtime/hub.js';
import * as announce from './announce.js';

/** What a deletion did, for the answer. */
export interface DeletionResult extends RefundSummary {
  was_pending: boolean;
}

/**
 * Gives one paid part back to `userId`, each bucket to where it came from; with `keyId`, as one
 * idempotent ledger movement keyed `<reason>:<keyId>`. Returns the coins given back (nothing moves
 * for 0).
 */
async function refundPart(
  tx: Tx,
  events: EventBuffer,
  t: Pick<TournamentRow, 'id'>,
  actorId: string | undefined,
  part: {
    userId: string;
    purchased: number;
    winnings: number;
    reason: 'contribution_refund' | 'entry_refund';
    keyId?: string;
  },
): Promise<number> {
  const amount = part.purchased + part.winnings;
  if (amount === 0) return 0;
  await credit(
    tx,
    events,
    part.userId,
    { purchased: part.purchased, winnings: part.winnings },
    {
      reason: part.reason,
      refType: 'tournament',
      refId: t.id,
      idempotencyKey: part.keyId === undefined ? undefined : `${part.reason}:${part.keyId}`,
      actorId,
    },
  );
  return amount;
}

/**
 * Gives a seat's entry fee back to its player, each part to the bucket it came from (the split
 * stored on the seat when it was taken). The one refund of a seat: a freed seat
 * (services/play/seat-lifecycle.ts `freeSeat`) and a deleted tournament's seats (`keyed`: one
 * idempotent movement per seat). Returns the coins given back.
 */
export function refundSeatFee(
  tx: Tx,
  events: EventBuffer,
  t: Pick<TournamentRow, 'id'>,
  seat: SlotRow,
  /** Who refunds; none for the deadline job's void (services/tournaments/voids.ts). */
  actorId: string | undefined,
  keyed = false,
): Promise<number> {
  return refundPart(tx, events, t, actorId, {
    userId: seat.playerId,
    purchased: seat.feePurchased,
    winnings: seat.feeWinnings,
    reason: 'entry_refund',
    keyId: keyed ? seat.id : undefined,
  });
}

/** Refunds the contribution to the creator (one idempotent movement per tournament). */
export function refundContribution(
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  actorId: string | undefined,
): Promise<number> {
  return refundPart(tx, events, t, actorId, {
    userId: t.creatorId,
    purchased: t.contributionPurchased,
    winnings: t.contributionWinnings,
    reason: 'contribution_refund',
    keyId: t.id,
  });
}

/** Refunds and removes every seat (one idempotent ledger movement per seat). */
async function refundSeats(tx: Tx, events: EventBuffer, t: TournamentRow, actorId: string): Promise<RefundSummary> {
  const seats = await tx.delete(tournamentSlots).where(eq(tournamentSlots.tournamentId, t.id)).returning();
  // Two deletions sharing players must not lock those players in opposite orders (a deadlock):
  // take every row this refund touches at once, in the ledger's fixed order.
  await lockUsers(tx, [t.creatorId, ...seats.map((s) => s.playerId)]);
  let coins = 0;
  // The seats go with the tournament: no counters, log lines, offers or holds to end.
  for (const seat of seats) coins += await refundSeatFee(tx, events, t, seat, actorId, true);
  return { players_refunded: seats.length, coins_refunded: coins };
}

/**
 * Refunds what is owed and deletes the tournament (its slots and chat go with it; winner rows
 * stay for the leaderboards), announcing it: gone for everyone, and out of the approval queue
 * when it was pending. Returns what was given back.
 */
export async function refundAndDelete(
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  actorId: string,
): Promise<DeletionResult> {
  let summary: RefundSummary = { players_refunded: 0, coins_refunded: 0 };
  if (!t.isFinalized) {
    summary = await refundSeats(tx, events, t, actorId);
    summary.coins_refunded += await refundContribution(tx, events, t, actorId);
  }
  await tx.delete(tournaments).where(eq(tournaments.id, t.id));
  if (t.approvalStatus === 'pending') announce.pendingTournamentsChanged(events, t);
  announce.tournamentDeleted(events, t.id);
  return { ...summary, was_pending: t.approvalStatus === 'pending' };
}
