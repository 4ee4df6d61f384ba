/**
 * Seats: join, change, leave, kick, move, swap (docs/product/tournaments.md#seats, docs/product/money.md#entry-fees).
 *
 * Every step but join runs in one transaction that first locks the tournament row (`FOR UPDATE`),
 * so two of them on one tournament never interleave; join, the hot path, takes the row only for
 * its counter update (see `joinSlot`). The unique indexes (one player per slot, one slot per
 * player) decide races for a slot. Entry fees go through the ledger, purchased coins first, and
 * the split is stored on the slot so a refund returns each part to its own bucket. When a step
 * fails (slot taken, insufficient coins), the whole transaction, debit included, rolls back.
 */
import { and, eq, sql } from 'drizzle-orm';
import { PLAY_TEXT, SQUAD_TEXT, type KickPlayerResponse, type Tournament } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import type { SlotRow, TournamentRow, UserRow } from '../../db/rows.js';
import { teamHolds, tournamentSlots, tournaments, waitlistEntries } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, forbidden, notFound } from '../../domain/errors.js';
import { assertAccountOpen, credit, debit } from '../../ledger/ledger.js';
import { countSeatTaken } from '../../metrics/metrics.js';
import type { PushContext } from '../../push/outbox.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { assertNotReleasedAsNoShow, autoCheckInSql, releasedAsNoShowSql } from '../squads/check-in-window.js';
import { assertNotHeld, heldColumns, holdRefusal, positionHeldSql } from '../squads/holds.js';
import { offerFreeSeats } from '../squads/offers.js';
import * as announce from '../tournaments/announce.js';
import { lockTournament } from '../tournaments/load.js';
import {
  assertEntriesOpen,
  assertManager,
  assertOpenForChanges,
  assertRoomForOneMore,
  assertSeatReleasable,
  canManage,
  joinableSql,
} from '../tournaments/policy.js';
import { viewInTransaction } from '../tournaments/view.js';
import { logAction, seatOfPosition } from './action-log.js';
import { assertPosition, occupiedSlot, seatOf, usernameOf } from './seats.js';

export interface Position {
  teamNumber: number;
  slotIndex: number;
}

/**
 * Runs one slot step: lock, act, and the viewer's answer (their view, as the step left it), in
 * one transaction; after the commit, the coalesced live update, built outside the lock. A unique
 * violation (a racing step took the slot first) becomes 409 after the rollback.
 */
async function slotStep(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  act: (tx: Tx, events: EventBuffer, t: TournamentRow) => Promise<{ playerUsername?: string } | void>,
): Promise<Tournament> {
  try {
    return await inTransaction(ctx, async (tx, events) => {
      const t = await lockTournament(tx, tournamentId);
      const acted = await act(tx, events, t);
      // A seat freed, or a manager's move onto an offered seat: the waitlist hears of it now.
      await offerFreeSeats(ctx, tx, events, t);
      // Moves and swaps write only seats: touch the tournament so its version (a trigger raises it) orders the update.
      await tx.update(tournaments).set({ updatedAt: new Date() }).where(eq(tournaments.id, tournamentId));
      announce.tournamentUpdatedSoon(ctx, events, tournamentId, { player_username: acted?.playerUsername });
      return viewInTransaction(tx, tournamentId, user);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(PLAY_TEXT.slotTaken);
    throw err;
  }
}

/** Thrown inside the join transaction when a statement matched nothing: explained after the rollback. */
class JoinRefused extends Error {}

/**
 * Takes an empty slot, charging the entry fee (purchased coins first). The hottest write, so it
 * does not take the `FOR UPDATE` lock of the other steps; in lock order (slot, tournament, user):
 *  1. insert the seat under a key-share lock of the tournament: the unique indexes decide the
 *     race for the slot (the loser waits for the winner's commit, then fails) and the one seat per
 *     player, and the losers of a storm never queue for the tournament row; the player's account
 *     must still be open (a key-share lock on their row too);
 *  2. a conditional UPDATE of the counters that is the tournament lock and the state check at once;
 *  3. the ledger debit, then the split on the seat, then the player's view of the result (the
 *     answer). The tournament row is held only for 2–3.
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
      const seatId = await insertSeat(tx, tournamentId, user.id, pos);
      events.afterCommit(countSeatTaken);
      // A seat for a deleted account would be a ghost: the seat's key-share lock on the user row
      // waited for any deletion in progress, and holds off any new one until this commits.
      await assertAccountOpen(tx, user.id);
      const [t] = await tx
        .update(tournaments)
        .set({
          currentPlayers: sql`${tournaments.currentPlayers} + 1`,
          prizePool: sql`${tournaments.prizePool} + ${tournaments.entryFee}`,
          updatedAt: new Date(),
        })
        .where(
          and(eq(tournaments.id, tournamentId), joinableSql, sql`NOT ${positionHeldSql(sql`${tournaments.id}`, pos)}`),
        )
        .returning({ entryFee: tournaments.entryFee });
      if (!t) throw new JoinRefused();
      if (t.entryFee > 0) {
        const split = await debit(tx, events, user.id, t.entryFee, 'purchased_first', {
          reason: 'entry_fee',
          refType: 'tournament',
          refId: tournamentId,
        });
        await tx
          .update(tournamentSlots)
          .set({ feePurchased: split.purchased, feeWinnings: split.winnings })
          .where(eq(tournamentSlots.id, seatId));
      }
      // A seat taken directly ends the player's wait; a seat offered to them is offered on by the
      // deadline job. Only a player the first read saw waiting pays for the statement.
      if (early.waiting) {
        await tx
          .delete(waitlistEntries)
          .where(and(eq(waitlistEntries.tournamentId, tournamentId), eq(waitlistEntries.userId, user.id)));
      }
      await logAction(tx, tournamentId, {
        kind: 'join',
        actorId: user.id,
        playerId: user.id,
        detail: { to: seatOfPosition(pos), coins: t.entryFee },
      });
      announce.tournamentUpdatedSoon(ctx, events, tournamentId, { player_username: user.username });
      return viewInTransaction(tx, tournamentId, user);
    });
  } catch (err) {
    if (err instanceof JoinRefused || isUniqueViolation(err)) {
      // Taken (the race was lost), or the state changed again since: someone else got there first.
      const refusal = await joinRefusal(ctx.db, tournamentId, user, pos);
      throw refusal instanceof Error ? refusal : conflict(PLAY_TEXT.slotTaken);
    }
    throw err;
  }
}

/**
 * The seat, fee split still 0. `FOR KEY SHARE` is taken before the row is inserted: the steps
 * that lock `FOR UPDATE` (moves, swaps, edits) then never hold the tournament while waiting for
 * this uncommitted seat, nor this join the seat while waiting for them (no deadlock), and the grid
 * size checked here cannot change before the commit. Throws JoinRefused when no tournament
 * matched (unknown, or the position is outside the grid).
 */
async function insertSeat(tx: Tx, tournamentId: string, playerId: string, pos: Position): Promise<string> {
  const result = await tx.execute(sql`
    INSERT INTO ${tournamentSlots} (tournament_id, team_number, slot_index, player_id, checked_in_at)
    SELECT id, ${pos.teamNumber}::int, ${pos.slotIndex}::int, ${playerId}::uuid, ${autoCheckInSql} FROM ${tournaments}
    WHERE id = ${tournamentId} AND ${pos.teamNumber}::int BETWEEN 1 AND max_teams
      AND ${pos.slotIndex}::int BETWEEN 0 AND slots_per_team - 1
    FOR KEY SHARE
    RETURNING id`);
  const row = (result as unknown as { rows: { id: string }[] }).rows[0];
  if (!row) throw new JoinRefused();
  return row.id;
}

/**
 * Why a join would be refused now, in the order the rules are stated (closed, position, already
 * seated, full, slot taken, held); otherwise whether the player is waiting in line. One query, no lock.
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
    assertRoomForOneMore(row.t);
    if (row.taken) throw conflict(PLAY_TEXT.slotTaken);
  } catch (err) {
    return err as Error;
  }
  return holdRefusal(row) ?? { waiting: row.waiting };
}

/** A seated player moves to another empty slot, at no cost, until the room details are sent. */
export function changeSlot(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  from: Position,
  to: Position,
): Promise<Tournament> {
  return slotStep(ctx, user, tournamentId, async (tx, events, t) => {
    assertSeatReleasable(t);
    assertPosition(t, from.teamNumber, from.slotIndex);
    const seat = await seatOf(tx, t.id, user.id);
    if (!seat) {
      // A no-show has no seat to change: say why.
      await assertNotReleasedAsNoShow(tx, t.id, user.id);
      throw conflict(PLAY_TEXT.notSeated);
    }
    if (seat.teamNumber !== from.teamNumber || seat.slotIndex !== from.slotIndex) throw conflict(PLAY_TEXT.notYourSlot);
    assertPosition(t, to.teamNumber, to.slotIndex);
    await assertNotHeld(tx, t.id, to);
    await moveSeat(tx, t, seat, to);
    await logAction(tx, t.id, {
      kind: 'change_slot',
      actorId: user.id,
      playerId: user.id,
      detail: { from: seatOfPosition(seat), to: seatOfPosition(to) },
    });
    await announce.playerMoved(
      ctx,
      tx,
      events,
      t,
      { tournament_id: t.id, player_username: user.username },
      { playerIds: [user.id], actorId: user.id },
    );
    return { playerUsername: user.username };
  });
}

/**
 * Leaves one's own slot; the entry fee comes back, each part to its own bucket. Not once the
 * room details are sent: the player would keep the code for free.
 */
export function leaveSlot(ctx: AppContext, user: UserRow, tournamentId: string): Promise<Tournament> {
  return slotStep(ctx, user, tournamentId, async (tx, events, t) => {
    assertSeatReleasable(t);
    const seat = await seatOf(tx, t.id, user.id);
    if (!seat) throw conflict(PLAY_TEXT.notSeated);
    await freeSeat(ctx, tx, events, t, seat, { kind: 'leave', actorId: user.id, username: user.username });
    return { playerUsername: user.username };
  });
}

/**
 * Removes the player at a slot, refunding their fee (each part to its own bucket). The creator or
 * an admin may kick anyone until finalization; anyone else may only name their own slot, which
 * is leaving it (the spec's client leaves through kick-player), under leave's rule.
 */
export async function kickPlayer(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  at: Position,
): Promise<KickPlayerResponse> {
  let isSelfKick = false;
  const tournament = await slotStep(ctx, user, tournamentId, async (tx, events, t) => {
    const seat = canManage(t, user) ? await seatToKick(tx, t, at) : await ownSeatToLeave(tx, t, user, at);
    isSelfKick = seat.playerId === user.id;
    const username = await freeSeat(ctx, tx, events, t, seat, {
      kind: isSelfKick ? 'leave' : 'kick',
      actorId: user.id,
      username: isSelfKick ? user.username : undefined,
    });
    return { playerUsername: username };
  });
  return { ...tournament, is_self_kick: isSelfKick };
}

/** A manager's kick: any seated player, while the tournament is approved and not finalized. */
async function seatToKick(tx: Tx, t: TournamentRow, at: Position): Promise<SlotRow> {
  assertOpenForChanges(t);
  return occupiedSlot(tx, t, at.teamNumber, at.slotIndex);
}

/** Anyone else names their own seat, and may leave it only while they could leave-slot. */
async function ownSeatToLeave(tx: Tx, t: TournamentRow, user: UserRow, at: Position): Promise<SlotRow> {
  const seat = await seatOf(tx, t.id, user.id);
  if (!seat || seat.teamNumber !== at.teamNumber || seat.slotIndex !== at.slotIndex) {
    throw forbidden(PLAY_TEXT.notManager);
  }
  assertSeatReleasable(t);
  return seat;
}

/** Creator or admin moves a seated player to an empty slot. */
export function movePlayer(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  from: Position,
  to: Position,
): Promise<Tournament> {
  return slotStep(ctx, user, tournamentId, async (tx, events, t) => {
    assertManager(t, user);
    assertOpenForChanges(t);
    const seat = await occupiedSlot(tx, t, from.teamNumber, from.slotIndex);
    await moveSeat(tx, t, seat, to);
    await logAction(tx, t.id, {
      kind: 'move',
      actorId: user.id,
      playerId: seat.playerId,
      detail: { from: seatOfPosition(from), to: seatOfPosition(to) },
    });
    const username = await usernameOf(tx, seat.playerId);
    await announce.playerMoved(
      ctx,
      tx,
      events,
      t,
      { tournament_id: t.id, player_username: username },
      { playerIds: [seat.playerId], actorId: user.id },
    );
    return { playerUsername: username };
  });
}

/** Creator or admin swaps two seated players. */
export function swapPlayers(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  a: Position,
  b: Position,
): Promise<Tournament> {
  return slotStep(ctx, user, tournamentId, async (tx, events, t) => {
    assertManager(t, user);
    assertOpenForChanges(t);
    assertPosition(t, a.teamNumber, a.slotIndex);
    assertPosition(t, b.teamNumber, b.slotIndex);
    if (a.teamNumber === b.teamNumber && a.slotIndex === b.slotIndex) throw badRequest(PLAY_TEXT.sameSlot);
    const first = await occupiedSlot(tx, t, a.teamNumber, a.slotIndex);
    const second = await occupiedSlot(tx, t, b.teamNumber, b.slotIndex);
    // The position index is unique and checked row by row: park the first seat outside the grid.
    await setPosition(tx, first.id, { teamNumber: 0, slotIndex: -1 });
    await setPosition(tx, second.id, a);
    await setPosition(tx, first.id, b);
    await logAction(tx, t.id, {
      kind: 'swap',
      actorId: user.id,
      playerId: first.playerId,
      otherPlayerId: second.playerId,
      detail: { from: seatOfPosition(a), to: seatOfPosition(b) },
    });
    const [name1, name2] = [await usernameOf(tx, first.playerId), await usernameOf(tx, second.playerId)];
    await announce.playersSwapped(
      ctx,
      tx,
      events,
      t,
      { tournament_id: t.id, player1_username: name1, player2_username: name2 },
      { playerIds: [first.playerId, second.playerId], actorId: user.id },
    );
  });
}

async function setPosition(tx: Tx, slotId: string, to: Position) {
  await tx
    .update(tournamentSlots)
    .set({ teamNumber: to.teamNumber, slotIndex: to.slotIndex })
    .where(eq(tournamentSlots.id, slotId));
}

/**
 * No read of the target first: a taken target fails the position index, which `slotStep` answers
 * with 409 at once (under our `FOR UPDATE`, no join can hold an uncommitted seat to wait for).
 */
async function moveSeat(tx: Tx, t: TournamentRow, seat: SlotRow, to: Position) {
  if (seat.teamNumber === to.teamNumber && seat.slotIndex === to.slotIndex) throw badRequest(PLAY_TEXT.sameSlot);
  assertPosition(t, to.teamNumber, to.slotIndex);
  await setPosition(tx, seat.id, to);
}

/**
 * Seats a player at an empty position, charging the entry fee (purchased coins first), for the
 * steps that hold the tournament row `FOR UPDATE` (a team reserve, a squad invite, a waitlist
 * accept); join-slot has its own hot path above. The caller has checked entries, the position and
 * that the player has no seat. With check-in on, a seat taken once the window is open (or
 * `checkedIn`) counts as checked in. Returns the fee paid.
 */
export async function seatPlayer(
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  playerId: string,
  pos: Position,
  opts: { checkedIn?: boolean } = {},
): Promise<number> {
  assertRoomForOneMore(t);
  const [seat] = await tx
    .insert(tournamentSlots)
    .values({
      tournamentId: t.id,
      teamNumber: pos.teamNumber,
      slotIndex: pos.slotIndex,
      playerId,
      checkedInAt: opts.checkedIn ? sql`now()` : sql`(SELECT ${autoCheckInSql} FROM ${tournaments} WHERE id = ${t.id})`,
    })
    .returning({ id: tournamentSlots.id });
  events.afterCommit(countSeatTaken);
  await assertAccountOpen(tx, playerId);
  await tx
    .update(tournaments)
    .set({
      currentPlayers: sql`${tournaments.currentPlayers} + 1`,
      prizePool: sql`${tournaments.prizePool} + ${t.entryFee}`,
      updatedAt: new Date(),
    })
    .where(eq(tournaments.id, t.id));
  if (t.entryFee > 0) {
    const split = await debit(tx, events, playerId, t.entryFee, 'purchased_first', {
      reason: 'entry_fee',
      refType: 'tournament',
      refId: t.id,
    });
    await tx
      .update(tournamentSlots)
      .set({ feePurchased: split.purchased, feeWinnings: split.winnings })
      .where(eq(tournamentSlots.id, seat!.id));
  }
  return t.entryFee;
}

/** How a seat was freed by `freeSeat`, and by whom (none for a no-show: the deadline job). */
export interface FreedBy {
  kind: 'leave' | 'kick' | 'no_show';
  actorId?: string;
  /** The player's name when the caller knows it already. */
  username?: string;
}

/**
 * A seat emptied by its player leaving, a kick (the creator's, an admin's or the super admin's
 * panel) or the no-show release: the refund, the line of the action log and `player_kicked`.
 * Returns the player's username. The caller offers the seat to the waitlist (`offerFreeSeats`)
 * in the same transaction, once its seats are settled.
 */
export async function freeSeat(
  ctx: PushContext,
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  seat: SlotRow,
  by: FreedBy,
): Promise<string> {
  const username = by.username ?? (await usernameOf(tx, seat.playerId));
  // A no-show's refund is booked to the creator, as the hold it may end.
  const refunded = await removeSeat(tx, events, t, seat, by.actorId ?? t.creatorId);
  await logAction(tx, t.id, {
    kind: by.kind,
    actorId: by.actorId,
    playerId: seat.playerId,
    detail: { from: seatOfPosition(seat), coins: refunded },
  });
  await announce.playerKicked(ctx, tx, events, t, {
    tournament_id: t.id,
    player_id: seat.playerId,
    player_username: username,
    is_self_kick: by.kind === 'leave',
    is_no_show: by.kind === 'no_show',
  });
  return username;
}

/**
 * Deletes a seat and refunds what was paid for it; the pool shrinks by the same amount. Returns
 * the coins refunded.
 */
export async function removeSeat(
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  seat: SlotRow,
  actorId: string,
): Promise<number> {
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
  const paid = seat.feePurchased + seat.feeWinnings;
  if (paid > 0) {
    await credit(
      tx,
      events,
      seat.playerId,
      { purchased: seat.feePurchased, winnings: seat.feeWinnings },
      { reason: 'entry_refund', refType: 'tournament', refId: t.id, actorId },
    );
  }
  await tx
    .update(tournaments)
    .set({
      currentPlayers: sql`${tournaments.currentPlayers} - 1`,
      prizePool: sql`GREATEST(${tournaments.prizePool} - ${paid}, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(tournaments.id, t.id));
  return paid;
}
