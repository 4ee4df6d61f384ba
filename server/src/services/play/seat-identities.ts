/**
 * The host console's lobby check (docs/product/results.md#game-identity): each seat with its
 * player's game UID and in-game name, so the host can match the lobby against the game room.
 * Personal data of the players: the creator and admins read it here, and it is in no other answer
 * or live event (the tournament answer and its broadcasts carry none).
 */
import { asc, eq } from 'drizzle-orm';
import type { SeatIdentity } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { tournamentSlots, users } from '../../db/schema.js';
import { shownUsername } from '../../presenters/closed-account.js';
import { findTournament } from '../tournaments/load.js';
import { assertRunner, type Viewer } from '../tournaments/policy.js';

/** GET /tournaments/{id}/seat-identities: the creator and admins (`canManage`), 403 for anyone else. */
export async function listSeatIdentities(
  ctx: AppContext,
  viewer: Viewer,
  tournamentId: string,
): Promise<SeatIdentity[]> {
  const t = await findTournament(ctx.db, tournamentId);
  assertRunner(t, viewer);
  const rows = await ctx.db
    .select({
      teamNumber: tournamentSlots.teamNumber,
      slotIndex: tournamentSlots.slotIndex,
      playerId: tournamentSlots.playerId,
      username: shownUsername,
      gameUid: users.gameUid,
      gameName: users.gameName,
    })
    .from(tournamentSlots)
    .innerJoin(users, eq(users.id, tournamentSlots.playerId))
    .where(eq(tournamentSlots.tournamentId, t.id))
    .orderBy(asc(tournamentSlots.teamNumber), asc(tournamentSlots.slotIndex));
  return rows.map((r) => ({
    team_number: r.teamNumber,
    slot_index: r.slotIndex,
    player_id: r.playerId,
    username: r.username,
    game_uid: r.gameUid,
    game_name: r.gameName,
  }));
}
