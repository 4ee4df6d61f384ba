/**
 * Check-in (docs/product/squads.md#check-in): seated players confirm they are here inside the
 * window before a scheduled start; at the start, every seat not checked in is freed with a full
 * refund and offered to the waitlist. The release runs once per tournament across instances: the
 * deadline job holds an advisory lock, locks the tournament row, and `no_shows_released_at` marks
 * it done. A check-in and the release both read the database clock under the tournament's lock,
 * so a check-in racing the start either lands before the release (the seat stays) or is refused.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { PLAY_TEXT, SQUAD_TEXT, type Tournament } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { ADVISORY_LOCKS, tryTransactionLock } from '../../db/advisory-locks.js';
import type { Tx } from '../../db/client.js';
import { rowsOf, type UserRow } from '../../db/rows.js';
import { tournamentSlots, tournaments } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../domain/errors.js';
import { logAction } from '../play/action-log.js';
import { freeSeat } from '../play/seat-lifecycle.js';
import { fillFromWaitlist } from '../cups/waitlist.js';
import { offerFreeSeats } from './offers.js';
import { seatOf } from '../play/seats.js';
import * as announce from '../tournaments/announce.js';
import { lockTournament } from '../tournaments/load.js';
import { assertOpenForChanges } from '../tournaments/policy.js';
import { viewInTransaction } from '../tournaments/view.js';
import { checkInPhase } from './check-in-window.js';

/** The database clock now (not the transaction's start): read after the lock, it orders a check-in against the start. */
export async function clockNow(tx: Tx): Promise<Date> {
  const [row] = rowsOf<{ now: Date | string }>(await tx.execute(sql`SELECT clock_timestamp() AS now`));
  return new Date(row!.now);
}

/** POST /tournaments/{id}/check-in: idempotent inside the window, 409 outside it. */
export async function checkIn(ctx: AppContext, user: UserRow, tournamentId: string): Promise<Tournament> {
  return inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, tournamentId);
    assertOpenForChanges(t);
    const phase = checkInPhase(t, await clockNow(tx));
    if (phase === 'off') throw conflict(SQUAD_TEXT.checkInOff);
    if (phase === 'before') throw conflict(SQUAD_TEXT.checkInNotOpen(t.checkInMinutes));
    if (phase === 'closed') throw conflict(SQUAD_TEXT.checkInClosed);
    const seat = await seatOf(tx, t.id, user.id);
    if (!seat) throw conflict(PLAY_TEXT.notSeated);
    if (!seat.checkedInAt) {
      await tx
        .update(tournamentSlots)
        .set({ checkedInAt: sql`clock_timestamp()` })
        .where(eq(tournamentSlots.id, seat.id));
      await logAction(tx, t.id, { kind: 'check_in', actorId: user.id, playerId: user.id });
      // With check-in on, the room details reach a seat once it has checked in.
      announce.roomDetailsToPlayer(events, t, user.id);
      announce.tournamentUpdatedSoon(ctx, events, t.id);
    }
    return viewInTransaction(tx, t.id, user);
  });
}

/** A tournament of `tournaments` whose check-in window has opened and was not announced yet. */
export const checkInOpening = sql`check_in_minutes > 0 AND check_in_opened_at IS NULL AND no_shows_released_at IS NULL
  AND start_type = 'scheduled' AND approval_status = 'approved' AND NOT is_finalized
  AND start_date > now() AND start_date - make_interval(mins => check_in_minutes) <= now()`;

/** A tournament of `tournaments` whose check-in has closed and whose no-shows were not released yet. */
export const noShowsDue = sql`${tournaments.checkInMinutes} > 0 AND ${tournaments.noShowsReleasedAt} IS NULL
  AND ${tournaments.startType} = 'scheduled' AND ${tournaments.startDate} <= now()`;

/**
 * The deadline job's part: tells the seated players of each tournament whose window just opened
 * (`check_in_open`, once per tournament: `check_in_opened_at` is set in the same statement).
 */
export async function announceCheckInsOpen(ctx: AppContext): Promise<number> {
  return inTransaction(ctx, async (tx, events) => {
    if (!(await tryTransactionLock(tx, ADVISORY_LOCKS.deadlines))) return 0;
    const opened = rowsOf<{ id: string; title: string; start_date: Date | string }>(
      await tx.execute(sql`
        UPDATE tournaments SET check_in_opened_at = now()
        WHERE ${checkInOpening}
        RETURNING id, title, start_date`),
    );
    for (const t of opened) {
      const seated = await tx
        .select({ playerId: tournamentSlots.playerId })
        .from(tournamentSlots)
        .where(and(eq(tournamentSlots.tournamentId, t.id), isNull(tournamentSlots.checkedInAt)));
      for (const { playerId } of seated) {
        await announce.checkInOpen(ctx, tx, events, playerId, {
          tournament_id: t.id,
          tournament_title: t.title,
          closes_at: new Date(t.start_date).toISOString(),
        });
      }
    }
    return opened.length;
  });
}

/**
 * The deadline job's part: at the start of each tournament with check-in, frees every seat not
 * checked in (full refund, `no_show` in the log) and offers the seats to the waitlist. Returns the
 * seats it freed.
 */
export async function releaseNoShows(ctx: AppContext): Promise<number> {
  const due = await ctx.db.select({ id: tournaments.id }).from(tournaments).where(noShowsDue);
  let freed = 0;
  for (const { id } of due) {
    freed += await inTransaction(ctx, async (tx, events) => {
      if (!(await tryTransactionLock(tx, ADVISORY_LOCKS.deadlines))) return 0;
      const t = await lockTournament(tx, id).catch(() => undefined);
      // Under the lock: another instance may have done it, or the start may have moved.
      if (!t || t.noShowsReleasedAt || checkInPhase(t, await clockNow(tx)) !== 'closed') return 0;
      await tx
        .update(tournaments)
        .set({ noShowsReleasedAt: sql`clock_timestamp()` })
        .where(eq(tournaments.id, t.id));
      if (t.approvalStatus !== 'approved' || t.isFinalized) return 0;
      const noShows = await tx
        .select()
        .from(tournamentSlots)
        .where(and(eq(tournamentSlots.tournamentId, t.id), isNull(tournamentSlots.checkedInAt)))
        // In grid order: each freed seat goes to the next in line, first seat to the first player.
        .orderBy(asc(tournamentSlots.teamNumber), asc(tournamentSlots.slotIndex));
      // Each player hears (and their phones say) that it was for not checking in; the freed seats
      // are then offered to the waitlist in one pass, in grid order.
      for (const seat of noShows) await freeSeat(ctx, tx, events, t, seat, { kind: 'no_show', offerLater: true });
      // A cup lobby's places go to the cup's waiting teams; a tournament's seats to its waitlist.
      if (t.cupId) await fillFromWaitlist(ctx, tx, events, t);
      else if (noShows.length > 0) await offerFreeSeats(ctx, tx, events, t);
      return noShows.length;
    });
  }
  return freed;
}
