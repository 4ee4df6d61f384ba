/** Change-slot: a seated player moves themselves (docs/product/tournaments.md#seats). */
import { PLAY_TEXT, type Tournament } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { conflict } from '../../domain/errors.js';
import { assertNotReleasedAsNoShow } from '../squads/check-in-window.js';
import { assertNotHeld } from '../squads/holds.js';
import { assertSeatReleasable } from '../tournaments/policy.js';
import { moveOneSeat, seatStep, type Position } from './seat-lifecycle.js';
import { assertPosition, seatOf } from './seats.js';

/** A seated player moves to another empty slot, at no cost, until the room details are sent. */
export function changeSlot(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  from: Position,
  to: Position,
): Promise<Tournament> {
  return seatStep(ctx, user, tournamentId, async (tx, events, t) => {
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
    await moveOneSeat(ctx, tx, events, t, { kind: 'change_slot', actorId: user.id, seat, username: user.username, to });
  });
}
