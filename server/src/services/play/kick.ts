/** Kick-player: the creator's or an admin's kick, or a self-kick (leave.ts) (docs/product/tournaments.md#seats). */
import type { KickPlayerResponse } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { refundCupFeeOf } from '../cups/refunds.js';
import type { Tx } from '../../db/client.js';
import type { SlotRow, TournamentRow, UserRow } from '../../db/rows.js';
import { assertOpenForChanges, canRun } from '../tournaments/policy.js';
import { ownSeatToLeave } from './leave.js';
import { freeSeat, seatStep, type Position } from './seat-lifecycle.js';
import { occupiedSlot } from './seats.js';

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
  const tournament = await seatStep(ctx, user, tournamentId, async (tx, events, t) => {
    const seat = canRun(t, user) ? await seatToKick(tx, t, at) : await ownSeatToLeave(tx, t, user, at);
    isSelfKick = seat.playerId === user.id;
    await freeSeat(ctx, tx, events, t, seat, {
      kind: isSelfKick ? 'leave' : 'kick',
      actorId: user.id,
      username: isSelfKick ? user.username : undefined,
    });
    // Kicked from a cup lobby: the cup's fee comes back (docs/product/cups.md#co-hosts).
    if (t.cupId && !isSelfKick) await refundCupFeeOf(tx, events, t.cupId, seat.playerId);
  });
  return { ...tournament, is_self_kick: isSelfKick };
}

/** A manager's kick: any seated player, while the tournament is approved and not finalized. */
async function seatToKick(tx: Tx, t: TournamentRow, at: Position): Promise<SlotRow> {
  assertOpenForChanges(t);
  return occupiedSlot(tx, t, at.teamNumber, at.slotIndex);
}
