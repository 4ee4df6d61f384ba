/** The super admin's kick from the tournament's admin panel (docs/product/tournaments.md#editing), with the fee refunded. */
import { SUCCESS, TOURNAMENT_TEXT, type ApiResponse } from '@squadhub/shared';
import type { UserRow } from '../../db/rows.js';
import type { AppContext } from '../../context.js';
import { conflict } from '../../domain/errors.js';
import { lockTournament } from '../tournaments/load.js';
import { changeThenView } from '../tournaments/manage.js';
import { assertOpenForChanges } from '../tournaments/policy.js';
import { freeSeat } from './seat-lifecycle.js';
import { slotAt } from './seats.js';

/**
 * DELETE /admin/tournaments/{id}/kick-player (super admin; the route checks the role): the named
 * player must sit at the named slot (so a stale screen cannot kick whoever moved there since);
 * the fee is refunded.
 */
export async function adminKickPlayer(
  ctx: AppContext,
  admin: UserRow,
  id: string,
  at: { player_id: string; team_number: number; slot_index: number },
): Promise<ApiResponse<'delete', '/admin/tournaments/{id}/kick-player'>> {
  const { changed: username, tournament } = await changeThenView(ctx, admin, id, async (tx, events) => {
    const t = await lockTournament(tx, id);
    assertOpenForChanges(t);
    const seat = await slotAt(tx, t.id, at.team_number, at.slot_index);
    if (!seat || seat.playerId !== at.player_id) throw conflict(TOURNAMENT_TEXT.playerNotInSlot);
    // The same kick as the creator's (its line in the log, the seat offered to the waitlist at
    // once); the state is built here, for the panel's answer and everyone at once.
    return freeSeat(ctx, tx, events, t, seat, { kind: 'kick', actorId: admin.id, update: 'now' });
  });
  return { message: SUCCESS.playerKicked(username), player_username: username, tournament };
}
