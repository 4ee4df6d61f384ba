/** Join-slot: the hot path of the seat steps (docs/product/tournaments.md#seats). */
import { and, eq, sql } from 'drizzle-orm';
import { PLAY_TEXT, SQUAD_TEXT, type Tournament } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import type { UserRow } from '../../db/rows.js';
import { tournaments, waitlistEntries } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../domain/errors.js';
import { releasedAsNoShowSql } from '../squads/check-in-window.js';
import { heldColumns, holdRefusal } from '../squads/holds.js';
import { assertEntriesOpen, assertRoomForOneMore } from '../tournaments/policy.js';
import { viewInTransaction } from '../tournaments/view.js';
import { seatOfPosition } from './action-log.js';
import { endSeatStep, gameIdentityHeldSql, SeatRefused, takeSeat, type Position } from './seat-lifecycle.js';
import { assertPosition } from './seats.js';

/**
 * Takes an empty slot, charging the entry fee (purchased coins first). The hottest write, so it
 * does not take the `FOR UPDATE` lock of the other steps: `takeSeat` without a locked row, in its
 * lock order (slot, tournament, user): the seat under a key-share lock of the tournament, then the
 * conditional UPDATE of the counters that is the tournament lock and the state check at once, then
 * the ledger debit and the split on the seat; then the shared ending (log line, state update) and
 * the player's view of the result (the answer). The tournament row is held only from the UPDATE on.
 * Any refusal rolls everything back, debit included, and is explained afterwards (`joinRefusal`).
 */
export async function joinSlot(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  pos: Position,
): Promise<Tournament> {
  // Most refusals (a slot taken before this request, a closed or full tournament) are visible
  // before any lock: one read answers them. The statements below stay the ones that count.
  const early = await joinRefusal(ctx.db, tournamentId, user, pos);
  if (early instanceof Error) throw early;
  try {
    return await inTransaction(ctx, async (tx, events) => {
      const { t, fee } = await takeSeat(tx, events, tournamentId, user.id, pos);
      // A seat taken directly ends the player's wait; a seat offered to them is offered on by the
      // deadline job. Only a player the first read saw waiting pays for the statement.
      if (early.waiting) {
        await tx
          .delete(waitlistEntries)
          .where(and(eq(waitlistEntries.tournamentId, tournamentId), eq(waitlistEntries.userId, user.id)));
      }
      await endSeatStep(ctx, tx, events, t, {
        line: { kind: 'join', actorId: user.id, playerId: user.id, detail: { to: seatOfPosition(pos), coins: fee } },
        offer: false,
        playerUsername: user.username,
      });
      return viewInTransaction(tx, tournamentId, user);
    });
  } catch (err) {
    if (err instanceof SeatRefused || isUniqueViolation(err)) {
      // Taken (the race was lost), or the state changed again since: someone else got there first.
      const refusal = await joinRefusal(ctx.db, tournamentId, user, pos);
      throw refusal instanceof Error ? refusal : conflict(PLAY_TEXT.slotTaken);
    }
    throw err;
  }
}

/**
 * Why a join would be refused now, in the order the rules are stated (closed, position, already
 * seated, released as a no-show, no game identity where one is required, full, slot taken, held);
 * otherwise whether the player is waiting in line. One query, no lock.
 */
async function joinRefusal(
  db: Queryable,
  tournamentId: string,
  user: UserRow,
  pos: Position,
): Promise<Error | { waiting: boolean }> {
  const [row] = await db
    .select({
      t: tournaments,
      // Plain names: inside a one-table select Drizzle leaves columns unqualified.
      seated: sql<boolean>`EXISTS (SELECT 1 FROM tournament_slots s WHERE s.tournament_id = ${tournamentId} AND s.player_id = ${user.id})`,
      taken: sql<boolean>`EXISTS (SELECT 1 FROM tournament_slots s WHERE s.tournament_id = ${tournamentId} AND s.team_number = ${pos.teamNumber} AND s.slot_index = ${pos.slotIndex})`,
      waiting: sql<boolean>`EXISTS (SELECT 1 FROM waitlist_entries w WHERE w.tournament_id = ${tournamentId} AND w.user_id = ${user.id})`,
      noShow: releasedAsNoShowSql(sql`${tournamentId}::uuid`, sql`${user.id}::uuid`),
      noGameIdentity: sql<boolean>`NOT ${gameIdentityHeldSql(sql`${user.id}::uuid`)}`,
      ...heldColumns(sql`${tournamentId}::uuid`, pos),
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!row) return notFound(PLAY_TEXT.tournamentNotFound);
  try {
    assertEntriesOpen(row.t);
    assertPosition(row.t, pos.teamNumber, pos.slotIndex);
    if (row.seated) throw conflict(PLAY_TEXT.alreadySeated);
    if (row.noShow) throw conflict(SQUAD_TEXT.releasedNoShow);
    if (row.noGameIdentity) throw conflict(PLAY_TEXT.gameIdentityRequired);
    assertRoomForOneMore(row.t);
    if (row.taken) throw conflict(PLAY_TEXT.slotTaken);
  } catch (err) {
    return err as Error;
  }
  return holdRefusal(row) ?? { waiting: row.waiting };
}
