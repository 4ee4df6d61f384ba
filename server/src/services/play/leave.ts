/** Leave-slot, and the self-kick (kick-player naming one's own seat) under the same rule (docs/product/tournaments.md#seats). */
import { PLAY_TEXT, type Tournament } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { SlotRow, TournamentRow, UserRow } from '../../db/rows.js';
import { conflict, forbidden } from '../../domain/errors.js';
import { assertSeatReleasable } from '../tournaments/policy.js';
import { freeSeat, seatStep, type Position } from './seat-lifecycle.js';
import { seatOf } from './seats.js';

/**
 * Leaves one's own slot; the entry fee comes back, each part to its own bucket. Not once the
 * room details are sent: the player would keep the code for free.
 */
export function leaveSlot(ctx: AppContext, user: UserRow, tournamentId: string): Promise<Tournament> {
  return seatStep(ctx, user, tournamentId, async (tx, events, t) => {
    assertSeatReleasable(t);
    const seat = await seatOf(tx, t.id, user.id);
    if (!seat) throw conflict(PLAY_TEXT.notSeated);
    await freeSeat(ctx, tx, events, t, seat, { kind: 'leave', actorId: user.id, username: user.username });
  });
}

/**
 * The seat a player who manages nothing names in kick-player: only their own, and only while
 * they could leave-slot (403 for any other seat).
 */
export async function ownSeatToLeave(tx: Tx, t: TournamentRow, user: UserRow, at: Position): Promise<SlotRow> {
  const seat = await seatOf(tx, t.id, user.id);
  if (!seat || seat.teamNumber !== at.teamNumber || seat.slotIndex !== at.slotIndex) {
    throw forbidden(PLAY_TEXT.notManager);
  }
  assertSeatReleasable(t);
  return seat;
}
