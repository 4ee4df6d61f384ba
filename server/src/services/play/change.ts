/** Change-slot: a seated player moves themselves (docs/product/tournaments.md#seats). */
import { PLAY_TEXT, type Tournament } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { conflict } from '../../domain/errors.js';
import { assertNotReleasedAsNoShow } from '../squads/check-in-window.js';
import { assertNotHeld } from '../squads/holds.js';
import { assertSeatReleasable } from '../tournaments/policy.js';
import * as announce from '../tournaments/announce.js';
import { seatOfPosition } from './action-log.js';
import { endSeatStep, relocateSeats, seatStep, type Position } from './seat-lifecycle.js';
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
    await relocateSeats(tx, t, [{ seat, to }]);
    await endSeatStep(ctx, tx, events, t, {
      line: {
        kind: 'change_slot',
        actorId: user.id,
        playerId: user.id,
        detail: { from: seatOfPosition(seat), to: seatOfPosition(to) },
      },
      event: () =>
        announce.playerMoved(
          ctx,
          tx,
          events,
          t,
          { tournament_id: t.id, player_username: user.username },
          { playerIds: [user.id], actorId: user.id },
        ),
      // The seat left behind goes to the waitlist.
      offer: true,
      playerUsername: user.username,
    });
  });
}
