/** Swap-players: the creator or an admin swaps two seated players (docs/product/tournaments.md#seats). */
import { PLAY_TEXT, type Tournament } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { badRequest } from '../../domain/errors.js';
import * as announce from '../tournaments/announce.js';
import { assertManager, assertOpenForChanges } from '../tournaments/policy.js';
import { seatOfPosition } from './action-log.js';
import { endSeatStep, relocateSeats, seatStep, type Position } from './seat-lifecycle.js';
import { assertPosition, occupiedSlot, usernameOf } from './seats.js';

/** Creator or admin swaps two seated players. */
export function swapPlayers(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  a: Position,
  b: Position,
): Promise<Tournament> {
  return seatStep(ctx, user, tournamentId, async (tx, events, t) => {
    assertManager(t, user);
    assertOpenForChanges(t);
    assertPosition(t, a.teamNumber, a.slotIndex);
    assertPosition(t, b.teamNumber, b.slotIndex);
    if (a.teamNumber === b.teamNumber && a.slotIndex === b.slotIndex) throw badRequest(PLAY_TEXT.sameSlot);
    const first = await occupiedSlot(tx, t, a.teamNumber, a.slotIndex);
    const second = await occupiedSlot(tx, t, b.teamNumber, b.slotIndex);
    await relocateSeats(tx, t, [
      { seat: first, to: b },
      { seat: second, to: a },
    ]);
    const [name1, name2] = [await usernameOf(tx, first.playerId), await usernameOf(tx, second.playerId)];
    await endSeatStep(ctx, tx, events, t, {
      line: {
        kind: 'swap',
        actorId: user.id,
        playerId: first.playerId,
        otherPlayerId: second.playerId,
        detail: { from: seatOfPosition(a), to: seatOfPosition(b) },
      },
      event: () =>
        announce.playersSwapped(
          ctx,
          tx,
          events,
          t,
          { tournament_id: t.id, player1_username: name1, player2_username: name2 },
          { playerIds: [first.playerId, second.playerId], actorId: user.id },
        ),
      offer: true,
    });
  });
}
