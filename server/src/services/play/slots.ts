/**
 * Seats: join, change, leave, kick, move, swap (spec 1 §4, §7; DESIGN.md §4–§5).
 *
 * Every step runs in one transaction that first locks the tournament row, so two steps on one
 * tournament never interleave; the unique indexes (one player per slot, one slot per player)
 * are the last line of defence. Entry fees go through the ledger, purchased coins first, and
 * the split is stored on the slot so a refund returns each part to its own bucket. When a step
 * fails (slot taken, insufficient coins), the whole transaction, debit included, rolls back.
 */
import { eq, sql } from 'drizzle-orm';
import { PLAY_TEXT, type Tournament } from '@squadhub/shared';
import type { UserRow } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { tournamentSlots, tournaments, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, isUniqueViolation } from '../../http/errors.js';
import { credit, debit } from '../../ledger/ledger.js';
import type { EventBuffer } from '../../realtime/hub.js';
import type { TournamentRow } from '../tournaments/view.js';
import {
  assertEntriesOpen,
  assertManager,
  assertOpenForChanges,
  assertPosition,
  assertSlotFree,
  lockTournament,
  occupiedSlot,
  seatOf,
  slotAt,
  type SlotRow,
} from './access.js';
import { scheduleTournamentUpdated, viewAfterCommit } from './broadcast.js';

export interface Position {
  teamNumber: number;
  slotIndex: number;
}

/**
 * Runs one slot step: lock, act, commit; then the coalesced live update and the viewer's view,
 * both built after the commit so the tournament row is locked only for the step itself. A
 * unique violation (a racing step took the slot first) becomes 409 after the rollback.
 */
async function slotStep(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  act: (tx: Tx, events: EventBuffer, t: TournamentRow) => Promise<{ playerUsername?: string } | void>,
): Promise<Tournament> {
  let done: { playerUsername?: string } | void;
  try {
    done = await inTransaction(ctx, async (tx, events) => act(tx, events, await lockTournament(tx, tournamentId)));
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(PLAY_TEXT.slotTaken);
    throw err;
  }
  scheduleTournamentUpdated(ctx, tournamentId, { player_username: done?.playerUsername });
  return viewAfterCommit(ctx, tournamentId, user);
}

const usernameOf = async (tx: Tx, id: string) =>
  (await tx.select({ username: users.username }).from(users).where(eq(users.id, id)))[0]?.username ?? 'Player';

/** Takes an empty slot, charging the entry fee (purchased coins first). */
export async function joinSlot(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  pos: Position,
): Promise<Tournament> {
  // In a storm most requests find their slot already taken: tell them at once, without queueing
  // for the tournament lock. The check under the lock below stays the one that counts.
  if (await slotAt(ctx.db, tournamentId, pos.teamNumber, pos.slotIndex)) throw conflict(PLAY_TEXT.slotTaken);
  return slotStep(ctx, user, tournamentId, async (tx, events, t) => {
    assertEntriesOpen(t);
    assertPosition(t, pos.teamNumber, pos.slotIndex);
    // One round trip for both checks: every statement here runs while the tournament is locked.
    const [state] = await tx
      .select({
        seated: sql<boolean>`EXISTS (SELECT 1 FROM ${tournamentSlots} WHERE ${tournamentSlots.tournamentId} = ${t.id} AND ${tournamentSlots.playerId} = ${user.id})`,
        taken: sql<boolean>`EXISTS (SELECT 1 FROM ${tournamentSlots} WHERE ${tournamentSlots.tournamentId} = ${t.id} AND ${tournamentSlots.teamNumber} = ${pos.teamNumber} AND ${tournamentSlots.slotIndex} = ${pos.slotIndex})`,
      })
      .from(sql`(SELECT 1) AS one`);
    if (state?.seated) throw conflict(PLAY_TEXT.alreadySeated);
    if (t.currentPlayers >= t.maxPlayers) throw conflict(PLAY_TEXT.tournamentFull);
    if (state?.taken) throw conflict(PLAY_TEXT.slotTaken);
    const split =
      t.entryFee > 0
        ? await debit(tx, events, user.id, t.entryFee, 'purchased_first', {
            reason: 'entry_fee',
            refType: 'tournament',
            refId: t.id,
          })
        : { purchased: 0, winnings: 0 };
    // The seat and the counters in one statement (the unique indexes still guard the seat).
    await tx.execute(sql`
      WITH seat AS (
        INSERT INTO ${tournamentSlots} (tournament_id, team_number, slot_index, player_id, fee_purchased, fee_winnings)
        VALUES (${t.id}, ${pos.teamNumber}, ${pos.slotIndex}, ${user.id}, ${split.purchased}, ${split.winnings})
      )
      UPDATE ${tournaments}
      SET current_players = current_players + 1, prize_pool = prize_pool + ${split.purchased + split.winnings}, updated_at = now()
      WHERE id = ${t.id}`);
    return { playerUsername: user.username };
  });
}

/** A seated player moves to another empty slot, at no cost. */
export function changeSlot(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  from: Position,
  to: Position,
): Promise<Tournament> {
  return slotStep(ctx, user, tournamentId, async (tx, events, t) => {
    assertEntriesOpen(t);
    assertPosition(t, from.teamNumber, from.slotIndex);
    const seat = await seatOf(tx, t.id, user.id);
    if (!seat) throw conflict(PLAY_TEXT.notSeated);
    if (seat.teamNumber !== from.teamNumber || seat.slotIndex !== from.slotIndex) throw conflict(PLAY_TEXT.notYourSlot);
    await moveSeat(tx, t, seat, to);
    events.add({ kind: 'everyone' }, 'player_moved', { tournament_id: t.id, player_username: user.username });
    return { playerUsername: user.username };
  });
}

/** Leaves one's own slot; the entry fee comes back, each part to its own bucket. */
export function leaveSlot(ctx: AppContext, user: UserRow, tournamentId: string): Promise<Tournament> {
  return slotStep(ctx, user, tournamentId, async (tx, events, t) => {
    assertEntriesOpen(t);
    const seat = await seatOf(tx, t.id, user.id);
    if (!seat) throw conflict(PLAY_TEXT.notSeated);
    await removeSeat(tx, events, t, seat, user.id);
    events.add({ kind: 'everyone' }, 'player_kicked', {
      tournament_id: t.id,
      player_id: user.id,
      player_username: user.username,
      is_self_kick: true,
    });
    return { playerUsername: user.username };
  });
}

/** Creator or admin removes a player, refunding their fee (allowed until finalization). */
export function kickPlayer(ctx: AppContext, user: UserRow, tournamentId: string, at: Position): Promise<Tournament> {
  return slotStep(ctx, user, tournamentId, async (tx, events, t) => {
    assertManager(t, user);
    assertOpenForChanges(t);
    const seat = await occupiedSlot(tx, t, at.teamNumber, at.slotIndex);
    const username = await usernameOf(tx, seat.playerId);
    await removeSeat(tx, events, t, seat, user.id);
    events.add({ kind: 'everyone' }, 'player_kicked', {
      tournament_id: t.id,
      player_id: seat.playerId,
      player_username: username,
      is_self_kick: seat.playerId === user.id,
    });
    return { playerUsername: username };
  });
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
    const username = await usernameOf(tx, seat.playerId);
    events.add({ kind: 'everyone' }, 'player_moved', { tournament_id: t.id, player_username: username });
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
    const [name1, name2] = [await usernameOf(tx, first.playerId), await usernameOf(tx, second.playerId)];
    events.add({ kind: 'everyone' }, 'players_swapped', {
      tournament_id: t.id,
      player1_username: name1,
      player2_username: name2,
    });
  });
}

async function setPosition(tx: Tx, slotId: string, to: Position) {
  await tx
    .update(tournamentSlots)
    .set({ teamNumber: to.teamNumber, slotIndex: to.slotIndex })
    .where(eq(tournamentSlots.id, slotId));
}

async function moveSeat(tx: Tx, t: TournamentRow, seat: SlotRow, to: Position) {
  if (seat.teamNumber === to.teamNumber && seat.slotIndex === to.slotIndex) throw badRequest(PLAY_TEXT.sameSlot);
  await assertSlotFree(tx, t, to.teamNumber, to.slotIndex);
  await setPosition(tx, seat.id, to);
}

/** Deletes a seat and refunds what was paid for it; the pool shrinks by the same amount. */
export async function removeSeat(tx: Tx, events: EventBuffer, t: TournamentRow, seat: SlotRow, actorId: string) {
  await tx.delete(tournamentSlots).where(eq(tournamentSlots.id, seat.id));
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
}
