/**
 * Stop entries and send the room code (spec 1 §4, spec 2 §5). Room details leave the server
 * only towards participants, the creator and admins: `room_details_updated` is addressed to
 * them alone and everyone else gets a `tournament_updated` without the details.
 */
import { eq } from 'drizzle-orm';
import { PLAY_TEXT, SUCCESS, type SendRoomCodeResponse, type Tournament } from '@squadhub/shared';
import type { UserRow } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { tournaments } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../http/errors.js';
import { roomInsiderIds } from '../tournaments/view.js';
import { assertManager, assertOpenForChanges, lockTournament } from './access.js';
import { scheduleTournamentUpdated, viewAfterCommit } from './broadcast.js';

export interface RoomDetails {
  room_code: string;
  room_link: string | null;
  password: string | null;
}

/** One-way: after this no one can take or change a seat. */
export async function stopEntries(ctx: AppContext, user: UserRow, tournamentId: string): Promise<Tournament> {
  await inTransaction(ctx, async (tx) => {
    const t = await lockTournament(tx, tournamentId);
    assertManager(t, user);
    assertOpenForChanges(t);
    if (t.entriesStopped) throw conflict(PLAY_TEXT.alreadyStopped);
    await tx.update(tournaments).set({ entriesStopped: true, updatedAt: new Date() }).where(eq(tournaments.id, t.id));
  });
  scheduleTournamentUpdated(ctx, tournamentId);
  return viewAfterCommit(ctx, tournamentId, user);
}

/** Stores the room details, makes the tournament live and alerts the insiders. */
export async function sendRoomCode(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  room: RoomDetails,
): Promise<SendRoomCodeResponse> {
  const answer = await inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, tournamentId);
    assertManager(t, user);
    assertOpenForChanges(t);
    await tx
      .update(tournaments)
      .set({
        roomCode: room.room_code,
        roomLink: room.room_link,
        roomPassword: room.password,
        roomUpdatedAt: new Date(),
        status: t.status === 'completed' ? 'completed' : 'live',
        updatedAt: new Date(),
      })
      .where(eq(tournaments.id, t.id));
    const insiderIds = await roomInsiderIds(tx, t);
    events.add({ kind: 'users', userIds: insiderIds, includeAdmins: true }, 'room_details_updated', {
      tournament_id: t.id,
      tournament_title: t.title,
      room_code: room.room_code,
      room_link: room.room_link,
      room_password: room.password,
    });
    // The row is locked, so the seat count is exact.
    const participantsCount = t.currentPlayers;
    return { participants_count: participantsCount, message: SUCCESS.roomCodeSent(participantsCount) };
  });
  // Everyone else learns the tournament is live, without the details.
  scheduleTournamentUpdated(ctx, tournamentId);
  return answer;
}
