/**
 * A seat's lifecycle (docs/product/tournaments.md#seats, docs/product/money.md#entry-fees): the one
 * place a seat is taken (`takeSeat`), freed (`freeSeat`) or moved (`relocateSeats`), and the ending
 * every seat step shares (`endSeatStep`: its action-log line, the waitlist offer of a freed seat,
 * the live events). The verbs (join.ts, change.ts, leave.ts, kick.ts, admin-kick.ts, move.ts,
 * swap.ts, and the squads' services/squads/teams.ts, waitlist.ts, check-in.ts, and
 * services/admin/delete.ts) check who may do what, then call these.
 *
 * Every step but join runs in one transaction that first locks the tournament row (`FOR UPDATE`,
 * `seatStep`), so two of them on one tournament never interleave; join, the hot path, takes the
 * row only for its counter update (see `takeSeat`). The unique indexes (one player per slot, one
 * slot per player) decide races for a slot. Entry fees go through the ledger, purchased coins
 * first, and the split is stored on the seat so a refund returns each part to its own bucket. When
 * a step fails (slot taken, insufficient coins), the whole transaction, debit included, rolls back.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PLAY_TEXT, lacksGameIdentity, type Tournament } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { rowsOf, type SlotRow, type TournamentRow, type UserRow } from '../../db/rows.js';
import { teamHolds, tournamentSlots, tournaments, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../domain/errors.js';
import { assertAccountOpen, debit } from '../../ledger/ledger.js';
import { countSeatTaken } from '../../metrics/metrics.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { assertNotReleasedAsNoShow, autoCheckInSql } from '../squads/check-in-window.js';
import { positionHeldSql, type Position } from '../squads/holds.js';
import { offerFreeSeats } from '../squads/offers.js';
import * as announce from '../tournaments/announce.js';
import { lockTournament } from '../tournaments/load.js';
import { assertRoomForOneMore, joinableSql } from '../tournaments/policy.js';
import { refundSeatFee } from '../tournaments/refunds.js';
import { viewInTransaction } from '../tournaments/view.js';
import { logAction, seatOfPosition, type ActionLine } from './action-log.js';
import { assertPosition, seatOf, usernameOf } from './seats.js';

export type { Position };

// ---- The step and its ending ------------------------------------------------------------------

/**
 * Runs one seat step under the tournament's `FOR UPDATE` lock: act (its ending included), then
 * the viewer's answer (their view, as the step left it), in one transaction. A unique violation
 * (a racing step took the slot first) becomes 409 after the rollback.
 */
export async function seatStep(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  act: (tx: Tx, events: EventBuffer, t: TournamentRow) => Promise<void>,
): Promise<Tournament> {
  try {
    return await inTransaction(ctx, async (tx, events) => {
      const t = await lockTournament(tx, tournamentId);
      await act(tx, events, t);
      return viewInTransaction(tx, tournamentId, user);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(PLAY_TEXT.slotTaken);
    throw err;
  }
}

/** How a seat step ends; see `endSeatStep`. */
export interface StepEnding {
  /** Its line in the action log. */
  line: ActionLine;
  /**
   * Offer free seats to the waitlist now (a seat freed, an offered seat taken by a move, a waiting
   * player seated another way). Only under the tournament's `FOR UPDATE` lock: the hot join, which
   * frees nothing and holds no such lock, does not.
   */
  offer: boolean;
  /** The step's own live event (player_kicked, player_moved, …), queued before the state. */
  event?: () => unknown;
  /** The state to everyone: coalesced after the commit (default), or built now in the transaction. */
  update?: 'soon' | 'now';
  /** The name the state update carries (`player_username`). */
  playerUsername?: string;
}

/** The shared ending of every seat step, in the step's transaction. */
export async function endSeatStep(
  ctx: AppContext,
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  ending: StepEnding,
): Promise<void> {
  await logAction(tx, t.id, ending.line);
  await ending.event?.();
  if (ending.offer) await offerFreeSeats(ctx, tx, events, t);
  const extras = ending.playerUsername === undefined ? {} : { player_username: ending.playerUsername };
  if (ending.update === 'now') await announce.tournamentUpdated(ctx, tx, events, t, extras);
  else announce.tournamentUpdatedSoon(ctx, events, t.id, extras);
}

// ---- Taking a seat ----------------------------------------------------------------------------

/**
 * A when_full tournament starts when its entries close (docs/product/trust.md#room-code-deadline):
 * the seat that fills it closes them, in the counter UPDATE (the old row's values on the right).
 */
const entriesClosedOnTake = sql`CASE WHEN ${tournaments.entriesClosedAt} IS NULL AND ${tournaments.startType} = 'when_full'
  AND ${tournaments.currentPlayers} + 1 >= ${tournaments.maxPlayers} THEN now() ELSE ${tournaments.entriesClosedAt} END`;

/** A freed seat opens them again, unless entries were stopped. */
const entriesClosedOnFree = sql`CASE WHEN ${tournaments.entriesStopped} THEN ${tournaments.entriesClosedAt} END`;

/**
 * The player's part of the rule for taking a seat, for the steps under the tournament's lock (a
 * team reserve, a squad invite, joining the waitlist; join.ts `joinRefusal` states the same in its
 * one query): one seat per player, none again for a player freed here as a no-show, and a game
 * identity where the tournament requires one. Entries and the position are checked by the
 * caller, in its own order.
 */
export async function assertMayTakeSeat(db: Queryable, tournamentId: string, playerId: string): Promise<void> {
  if (await seatOf(db, tournamentId, playerId)) throw conflict(PLAY_TEXT.alreadySeated);
  await assertNotReleasedAsNoShow(db, tournamentId, playerId);
  await assertGameIdentityHeld(db, tournamentId, playerId);
}

/**
 * `lacksGameIdentity` (shared/src/rules/tournament.ts) as a condition on the `tournaments` row of
 * the statement: the one statement that takes a seat (`insertSeat`) checks it, so no path seats
 * a player without the identity the tournament requires; join.ts's up-front read explains it.
 */
export const gameIdentityHeldSql = (playerId: SQL): SQL =>
  sql`(NOT tournaments.require_game_identity OR EXISTS (SELECT 1 FROM users gi WHERE gi.id = ${playerId} AND gi.game_uid IS NOT NULL))`;

/** Refuses a player without a game identity a seat of a tournament that requires one (409 `game_identity_required`). */
export async function assertGameIdentityHeld(db: Queryable, tournamentId: string, playerId: string): Promise<void> {
  const [row] = await db
    .select({ required: tournaments.requireGameIdentity, gameUid: users.gameUid })
    .from(tournaments)
    .innerJoin(users, eq(users.id, playerId))
    .where(eq(tournaments.id, tournamentId));
  if (row && lacksGameIdentity({ require_game_identity: row.required }, { game_uid: row.gameUid })) {
    throw conflict(PLAY_TEXT.gameIdentityRequired);
  }
}

/** Thrown inside a take when a statement matched nothing: the caller explains it after the rollback. */
export class SeatRefused extends Error {}

export interface TakenSeat {
  seatId: string;
  /** The entry fee paid. */
  fee: number;
  /** The tournament row as the take left it (counters raised). */
  t: TournamentRow;
}

/**
 * Takes an empty seat: the seat (with its check-in mark), the counters (current_players,
 * prize_pool), the entry fee through the ledger (purchased coins first) and its split stored on
 * the seat. Called two ways:
 *  - with the tournament row its caller holds `FOR UPDATE` (a team reserve, a squad invite, a
 *    waitlist accept): the caller has checked entries, the position and that the player has no
 *    seat; the room is checked here;
 *  - with the tournament id only, by the hot join, which holds no lock: in lock order (slot,
 *    tournament, user), the seat is inserted under a key-share lock of the tournament, so the
 *    unique indexes decide the race for the slot (the loser waits for the winner's commit, then
 *    fails) and the losers of a storm never queue for the tournament row; then a conditional
 *    UPDATE of the counters is the tournament lock and the state check at once (joinable, the
 *    position not held); the row is held only from there to the commit.
 * The player's account must still be open (a key-share lock on their row too). With check-in on,
 * a seat taken once the window is open (or `checkedIn`) counts as checked in. Throws SeatRefused
 * when a statement matched nothing (unknown tournament, position outside the grid, no game
 * identity where one is required, state changed).
 */
export async function takeSeat(
  tx: Tx,
  events: EventBuffer,
  tournament: TournamentRow | string,
  playerId: string,
  pos: Position,
  opts: { checkedIn?: boolean } = {},
): Promise<TakenSeat> {
  const locked = typeof tournament === 'string' ? undefined : tournament;
  const tournamentId = typeof tournament === 'string' ? tournament : tournament.id;
  if (locked) assertRoomForOneMore(locked);
  const seatId = await insertSeat(tx, tournamentId, playerId, pos, opts.checkedIn ?? false);
  events.afterCommit(countSeatTaken);
  // A seat for a deleted account would be a ghost: the seat's key-share lock on the user row
  // waited for any deletion in progress, and holds off any new one until this commits.
  await assertAccountOpen(tx, playerId);
  const [t] = await tx
    .update(tournaments)
    .set({
      currentPlayers: sql`${tournaments.currentPlayers} + 1`,
      prizePool: sql`${tournaments.prizePool} + ${tournaments.entryFee}`,
      entriesClosedAt: entriesClosedOnTake,
      updatedAt: new Date(),
    })
    .where(
      locked
        ? eq(tournaments.id, tournamentId)
        : and(eq(tournaments.id, tournamentId), joinableSql, sql`NOT ${positionHeldSql(sql`${tournaments.id}`, pos)}`),
    )
    .returning();
  if (!t) throw new SeatRefused();
  if (t.entryFee > 0) {
    const split = await debit(tx, events, playerId, t.entryFee, 'purchased_first', {
      reason: 'entry_fee',
      refType: 'tournament',
      refId: tournamentId,
    });
    await tx
      .update(tournamentSlots)
      .set({ feePurchased: split.purchased, feeWinnings: split.winnings })
      .where(eq(tournamentSlots.id, seatId));
  }
  return { seatId, fee: t.entryFee, t };
}

/**
 * The seat, fee split still 0, in one INSERT…SELECT. `FOR KEY SHARE` is taken before the row is
 * inserted: the steps that lock `FOR UPDATE` (moves, swaps, edits) then never hold the tournament
 * while waiting for this uncommitted seat, nor this join the seat while waiting for them (no
 * deadlock), and the grid size checked here cannot change before the commit. Under a caller's
 * `FOR UPDATE` the key-share lock is its own. Throws SeatRefused when no tournament matched
 * (unknown, the position outside the grid, or the player lacks the game identity it requires).
 */
async function insertSeat(
  tx: Tx,
  tournamentId: string,
  playerId: string,
  pos: Position,
  checkedIn: boolean,
): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
    INSERT INTO ${tournamentSlots} (tournament_id, team_number, slot_index, player_id, checked_in_at)
    SELECT id, ${pos.teamNumber}::int, ${pos.slotIndex}::int, ${playerId}::uuid, ${checkedIn ? sql`now()` : autoCheckInSql} FROM ${tournaments}
    WHERE id = ${tournamentId} AND ${pos.teamNumber}::int BETWEEN 1 AND max_teams
      AND ${pos.slotIndex}::int BETWEEN 0 AND slots_per_team - 1
      AND ${gameIdentityHeldSql(sql`${playerId}::uuid`)}
    FOR KEY SHARE
    RETURNING id`),
  );
  if (!row) throw new SeatRefused();
  return row.id;
}

// ---- Freeing a seat ---------------------------------------------------------------------------

/** How a seat was freed by `freeSeat`, and by whom (none for a no-show: the deadline job). */
export interface FreedBy {
  kind: 'leave' | 'kick' | 'no_show' | 'account_closed';
  actorId?: string;
  /** The player's name when the caller knows it already. */
  username?: string;
  /** The state update: coalesced (default), or built in the transaction (the admin panels). */
  update?: 'soon' | 'now';
  /**
   * The caller frees more seats in this step and offers them all to the waitlist in one pass once
   * it is done (the no-show release), instead of one pass per seat.
   */
  offerLater?: boolean;
}

/**
 * Frees a seat: its player leaving, a kick (the creator's, an admin's or the super admin's panel),
 * the no-show release or a closed account. The release (the seat deleted, a captain's squad hold
 * ended with them), the refund to the buckets the fee came from, the counters; then the shared
 * ending: its line in the log, `player_kicked` (not for a closed account, whose sockets close),
 * the seat offered to the waitlist at once, the state. Returns the player's username (as shown).
 */
export async function freeSeat(
  ctx: AppContext,
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  seat: SlotRow,
  by: FreedBy,
): Promise<string> {
  const closed = by.kind === 'account_closed';
  const username = by.username ?? (closed ? '' : await usernameOf(tx, seat.playerId));
  // A no-show's refund is booked to the creator, as the hold it may end.
  const actorId = by.actorId ?? t.creatorId;
  await tx.delete(tournamentSlots).where(eq(tournamentSlots.id, seat.id));
  // A captain who leaves, is kicked or closes their account takes their squad's hold with them.
  const released = await tx
    .delete(teamHolds)
    .where(and(eq(teamHolds.tournamentId, t.id), eq(teamHolds.captainId, seat.playerId)))
    .returning({ teamNumber: teamHolds.teamNumber });
  for (const hold of released) {
    await logAction(tx, t.id, {
      kind: 'team_released',
      actorId,
      playerId: seat.playerId,
      detail: { from: { team_number: hold.teamNumber, slot_index: 0 } },
    });
  }
  const refunded = await refundSeatFee(tx, events, t, seat, actorId);
  await tx
    .update(tournaments)
    .set({
      currentPlayers: sql`${tournaments.currentPlayers} - 1`,
      prizePool: sql`GREATEST(${tournaments.prizePool} - ${refunded}, 0)`,
      entriesClosedAt: entriesClosedOnFree,
      updatedAt: new Date(),
    })
    .where(eq(tournaments.id, t.id));
  const named = by.kind === 'leave' || by.kind === 'kick';
  await endSeatStep(ctx, tx, events, t, {
    line: {
      kind: by.kind,
      actorId: by.actorId,
      playerId: seat.playerId,
      detail: { from: seatOfPosition(seat), coins: refunded },
    },
    event: closed
      ? undefined
      : () =>
          announce.playerKicked(ctx, tx, events, t, {
            tournament_id: t.id,
            player_id: seat.playerId,
            player_username: username,
            is_self_kick: by.kind === 'leave',
            is_no_show: by.kind === 'no_show',
          }),
    offer: !by.offerLater,
    update: by.update,
    playerUsername: named ? username : undefined,
  });
  return username;
}

// ---- Moving seats -----------------------------------------------------------------------------

/** One seat and where it goes. */
export interface Relocation {
  seat: SlotRow;
  to: Position;
}

/**
 * Moves seats to new positions, at no cost: one seat to an empty slot (change, move), or seats
 * trading places (swap). No read of a target first: a taken target fails the position index,
 * which `seatStep` answers with 409 at once (under its `FOR UPDATE`, no join can hold an
 * uncommitted seat to wait for). The position index is unique and checked row by row, so for a
 * swap the first seat waits outside the grid while the others move.
 */
export async function relocateSeats(tx: Tx, t: TournamentRow, moves: Relocation[]): Promise<void> {
  for (const { seat, to } of moves) {
    if (seat.teamNumber === to.teamNumber && seat.slotIndex === to.slotIndex) throw badRequest(PLAY_TEXT.sameSlot);
    assertPosition(t, to.teamNumber, to.slotIndex);
  }
  const [first, ...rest] = moves;
  if (!first) return;
  if (rest.length) await setPosition(tx, first.seat.id, { teamNumber: 0, slotIndex: -1 });
  for (const { seat, to } of rest) await setPosition(tx, seat.id, to);
  await setPosition(tx, first.seat.id, first.to);
  // Moves write only seats: touch the tournament so its version (a trigger raises it) orders the update.
  await tx.update(tournaments).set({ updatedAt: new Date() }).where(eq(tournaments.id, t.id));
}

async function setPosition(tx: Tx, slotId: string, to: Position) {
  await tx
    .update(tournamentSlots)
    .set({ teamNumber: to.teamNumber, slotIndex: to.slotIndex })
    .where(eq(tournamentSlots.id, slotId));
}

/** One seat moved by `moveOneSeat`: by its player (change-slot) or by a manager (move-player). */
export interface OneSeatMove {
  kind: 'change_slot' | 'move';
  actorId: string;
  seat: SlotRow;
  /** The seated player's name. */
  username: string;
  to: Position;
}

/**
 * Moves one seat to an empty slot and ends the step: its log line, `player_moved`, the seat left
 * behind offered to the waitlist (a move onto an offered seat ends that offer), and the state.
 */
export async function moveOneSeat(
  ctx: AppContext,
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  move: OneSeatMove,
): Promise<void> {
  const { seat, to } = move;
  await relocateSeats(tx, t, [{ seat, to }]);
  await endSeatStep(ctx, tx, events, t, {
    line: {
      kind: move.kind,
      actorId: move.actorId,
      playerId: seat.playerId,
      detail: { from: seatOfPosition(seat), to: seatOfPosition(to) },
    },
    event: () =>
      announce.playerMoved(
        ctx,
        tx,
        events,
        t,
        { tournament_id: t.id, player_username: move.username },
        { playerIds: [seat.playerId], actorId: move.actorId },
      ),
    offer: true,
    playerUsername: move.username,
  });
}
