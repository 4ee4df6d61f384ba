/**
 * The automatic void (docs/product/trust.md): a tournament whose host sent no room code by its
 * room-code deadline, or recorded no results by its results deadline, is voided by the deadline
 * job and every fee refunded, without an admin. Admins hear at half the results deadline.
 *
 * Exactly once across instances: each void runs in its own transaction under the `deadlines`
 * advisory lock and the tournament row lock, and re-reads the conditions there; the void makes the
 * tournament finalized, so nothing voids (or pays) it again, and every refund is an idempotent
 * ledger movement. A room code racing the void takes the same row lock (services/play/room.ts):
 * whichever commits first wins, and the other sees it (the code: 409 `tournament_voided`).
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ADMIN_ROLES, DELETION_DELAY_MS, type VoidReason } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { ADVISORY_LOCKS, tryTransactionLock } from '../../db/advisory-locks.js';
import type { Tx } from '../../db/client.js';
import { rowsOf, type TournamentRow } from '../../db/rows.js';
import { teamHolds, tournamentSlots, tournaments, users, waitlistEntries } from '../../db/schema.js';
import { cupLobbyEnded } from '../cups/progress.js';
import { inTransaction } from '../../db/transaction.js';
import { lockUsers } from '../../ledger/ledger.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { logAction } from '../play/action-log.js';
import * as announce from './announce.js';
import { resultsDeadline, roomCodeDeadline, running } from './deadline-times.js';
import { lockTournament } from './load.js';
import { refundContribution, refundSeatFee } from './refunds.js';

/** A tournament of `tournaments` whose room code or results are overdue: it is due a void. */
export const voidDue = () => sql`(${running} AND (${roomCodeDeadline()} <= now() OR ${resultsDeadline()} <= now()))`;

/** A tournament of `tournaments` whose results are half overdue and whose admins were not alerted yet. */
export const resultsAlertDue = () =>
  sql`(${running} AND ${tournaments.resultsAlertedAt} IS NULL AND ${resultsDeadline(0.5)} <= now())`;

/** Why the tournament is due a void now, read under its lock (the row as committed), or null. */
async function voidReasonNow(tx: Tx, id: string): Promise<VoidReason | null> {
  const [row] = rowsOf<{ reason: VoidReason | null }>(
    await tx.execute(sql`SELECT CASE WHEN ${roomCodeDeadline()} <= now() THEN 'no_room_code'
        WHEN ${resultsDeadline()} <= now() THEN 'no_results' END AS reason
      FROM ${tournaments} WHERE ${tournaments.id} = ${id}`),
  );
  return row?.reason ?? null;
}

/** The deadline job's part: voids every tournament due a void. Returns how many it voided. */
export async function voidOverdueTournaments(ctx: AppContext): Promise<number> {
  const due = await ctx.db.select({ id: tournaments.id }).from(tournaments).where(voidDue());
  let voided = 0;
  for (const { id } of due) {
    voided += await inTransaction(ctx, async (tx, events) => {
      if (!(await tryTransactionLock(tx, ADVISORY_LOCKS.deadlines))) return 0;
      const t = await lockTournament(tx, id).catch(() => undefined);
      // Under the lock: another instance may have voided it, or the code may have just gone out.
      const reason = t && (await voidReasonNow(tx, id));
      if (!t || !reason) return 0;
      await voidTournament(ctx, tx, events, t, reason);
      return 1;
    });
  }
  return voided;
}

/**
 * Voids a tournament whose row the caller holds locked: every seat's fee back to the buckets it
 * came from and the creator's contribution, team holds and the waitlist (offers included) ended,
 * the tournament finalized as voided (pool 0, removed after DELETION_DELAY_MS as any finalized
 * one), its line in the log, and everyone told. The seats stay, for the record of who played
 * (their fee split still says what was paid, and the ledger what came back); a finalized
 * tournament is never refunded again.
 */
async function voidTournament(
  ctx: AppContext,
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  reason: VoidReason,
): Promise<void> {
  const seats = await tx
    .select()
    .from(tournamentSlots)
    .where(eq(tournamentSlots.tournamentId, t.id))
    .orderBy(asc(tournamentSlots.teamNumber), asc(tournamentSlots.slotIndex));
  // Every user row the refunds touch, at once in the ledger's order (no deadlock with a deletion).
  await lockUsers(tx, [t.creatorId, ...seats.map((s) => s.playerId)]);
  const refunded = new Map<string, number>([[t.creatorId, 0]]);
  const add = (userId: string, coins: number) => refunded.set(userId, (refunded.get(userId) ?? 0) + coins);
  for (const seat of seats) add(seat.playerId, await refundSeatFee(tx, events, t, seat, undefined, true));
  add(t.creatorId, await refundContribution(tx, events, t, undefined));
  await tx.delete(teamHolds).where(eq(teamHolds.tournamentId, t.id));
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.tournamentId, t.id));
  const now = new Date();
  await tx
    .update(tournaments)
    .set({
      voidReason: reason,
      voidedAt: now,
      prizePool: 0,
      isFinalized: true,
      finalizedAt: now,
      status: 'completed',
      deletionScheduledAt: new Date(now.getTime() + DELETION_DELAY_MS),
      updatedAt: now,
    })
    .where(eq(tournaments.id, t.id));
  const coins = [...refunded.values()].reduce((a, b) => a + b, 0);
  await logAction(tx, t.id, { kind: 'voided', detail: { coins, void_reason: reason } });
  // A voided cup lobby's teams are out with their cup fees back (docs/product/cups.md#money).
  await cupLobbyEnded(ctx, tx, events, { ...t, voidReason: reason });
  await announce.tournamentVoided(ctx, tx, events, t, reason, refunded);
  await announce.tournamentUpdated(ctx, tx, events, t);
}

/**
 * The deadline job's part: tells admins (socket and phones) of each live tournament half-way to
 * its results deadline, once (`results_alerted_at` is set by the same statement).
 */
export async function alertResultsOverdue(ctx: AppContext): Promise<number> {
  return inTransaction(ctx, async (tx, events) => {
    if (!(await tryTransactionLock(tx, ADVISORY_LOCKS.deadlines))) return 0;
    const alerted = rowsOf<{ id: string; title: string; due_ms: number }>(
      await tx.execute(sql`UPDATE ${tournaments} SET results_alerted_at = now()
        WHERE ${resultsAlertDue()}
        RETURNING id, title, (extract(epoch FROM ${resultsDeadline()}) * 1000)::float8 AS due_ms`),
    );
    if (alerted.length === 0) return 0;
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role, [...ADMIN_ROLES]));
    for (const t of alerted) {
      await announce.resultsOverdue(
        ctx,
        tx,
        events,
        admins.map((a) => a.id),
        { tournament_id: t.id, tournament_title: t.title, results_deadline: new Date(Number(t.due_ms)).toISOString() },
      );
    }
    return alerted.length;
  });
}
