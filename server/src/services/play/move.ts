/** Move-player: the creator or an admin moves a seated player (docs/product/tournaments.md#seats). */
import type { Tournament } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { assertManager, assertOpenForChanges } from '../tournaments/policy.js';
import { moveOneSeat, seatStep, type Position } from './seat-lifecycle.js';
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
    const username = await usernameOf(tx, seat.playerId);
    await moveOneSeat(ctx, tx, events, t, { kind: 'move', actorId: user.id, seat, username, to });
  });
}
