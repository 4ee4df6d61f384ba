/** Move-player: the creator or an admin moves a seated player (docs/product/tournaments.md#seats). */
import type { Tournament } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import * as announce from '../tournaments/announce.js';
import { assertManager, assertOpenForChanges } from '../tournaments/policy.js';
import { seatOfPosition } from './action-log.js';
import { endSeatStep, relocateSeats, seatStep, type Position } from './seat-lifecycle.js';
import { occupiedSlot, usernameOf } from './seats.js';

/** Creator or admin moves a seated player to an empty slot. */
export function movePlayer(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  from: Position,
  to: Position,
): Promise<Tournament> {
  return seatStep(ctx, user, tournamentId, async (tx, events, t) => {
    assertManager(t, user);
    assertOpenForChanges(t);
    const seat = await occupiedSlot(tx, t, from.teamNumber, from.slotIndex);
    await relocateSeats(tx, t, [{ seat, to }]);
    const username = await usernameOf(tx, seat.playerId);
    await endSeatStep(ctx, tx, events, t, {
      line: {
        kind: 'move',
        actorId: user.id,
        playerId: seat.playerId,
        detail: { from: seatOfPosition(from), to: seatOfPosition(to) },
      },
      event: () =>
        announce.playerMoved(
          ctx,
          tx,
          events,
          t,
          { tournament_id: t.id, player_username: username },
          { playerIds: [seat.playerId], actorId: user.id },
        ),
      // The seat left behind goes to the waitlist; a move onto an offered seat ends that offer.
      offer: true,
      playerUsername: username,
    });
  });
}
