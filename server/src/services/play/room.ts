/**
 * Stop entries and send the room code (spec 1 §4, spec 2 §5). Room details leave the server
 * only towards participants, the creator and admins: `room_details_updated` is addressed to
 * them alone and everyone else gets a `tournament_updated` without the details.
 */
import { and, eq, sql } from 'drizzle-orm';
import { PLAY_TEXT, SUCCESS, type SendRoomCodeResponse, type Tournament } from '@squadhub/shared';
import type { UserRow } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { tournaments } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../http/errors.js';
import { scheduleTournamentUpdated, viewInTransaction } from '../tournaments/broadcast.js';
import { findTournament, lockTournament } from '../tournaments/load.js';
import { assertManager, assertOpenForChanges, managedBy } from '../tournaments/policy.js';
import { roomInsiderIds } from '../tournaments/view.js';
import { logAction } from './action-log.js';

export interface RoomDetails {
  room_code: string;
  room_link: string | null;
  password: string | null;
}

/** One-way: after this no one can take or change a seat. */
export async function stopEntries(ctx: AppContext, user: UserRow, tournamentId: string): Promise<Tournament> {
  return inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, tournamentId);
    assertManager(t, user);
    assertOpenForChanges(t);
    if (t.entriesStopped) throw conflict(PLAY_TEXT.alreadyStopped);
    await tx.update(tournaments).set({ entriesStopped: true, updatedAt: new Date() }).where(eq(tournaments.id, t.id));
    await logAction(tx, t.id, { kind: 'stop_entries', actorId: user.id });
    scheduleTournamentUpdated(ctx, events, tournamentId, {}, 'summary');
    return viewInTransaction(tx, tournamentId, user);
  });
}

/**
 * Stores the room details, makes the tournament live and alerts the insiders. This is the
 * latency that matters most (players waiting in the lobby), so the change is ONE conditional
 * UPDATE (the conditions are the authorization and state rules; only when it matches nothing do
 * we read the row to say why) with its line in the action log, then one read of the seated
 * players, then the event: no locked read-modify-write.
 */
export async function sendRoomCode(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  room: RoomDetails,
): Promise<SendRoomCodeResponse> {
  const t = await inTransaction(ctx, async (tx, events) => {
    const [updated] = await tx
      .update(tournaments)
      .set({
        roomCode: room.room_code,
        roomLink: room.room_link,
        roomPassword: room.password,
        roomUpdatedAt: new Date(),
        status: sql`CASE WHEN ${tournaments.status} = 'completed' THEN 'completed' ELSE 'live' END`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(tournaments.id, tournamentId),
          eq(tournaments.approvalStatus, 'approved'),
          eq(tournaments.isFinalized, false),
          managedBy(user),
        ),
      )
      .returning({
        id: tournaments.id,
        title: tournaments.title,
        creatorId: tournaments.creatorId,
        currentPlayers: tournaments.currentPlayers,
      });
    if (!updated) return undefined;
    // The log says that the code was sent, never what it is.
    await logAction(tx, updated.id, { kind: 'room_code_sent', actorId: user.id });
    events.afterCommit(async () => {
      // Read after the commit: everyone seated now gets the alert (a later joiner sees the code
      // in their own view of the tournament).
      const insiderIds = await roomInsiderIds(ctx.db, updated);
      ctx.realtime.send({ kind: 'users', userIds: insiderIds, includeAdmins: true }, 'room_details_updated', {
        tournament_id: updated.id,
        tournament_title: updated.title,
        room_code: room.room_code,
        room_link: room.room_link,
        room_password: room.password,
      });
    });
    // Everyone learns the tournament is live (outsiders without the details); the seats did not
    // change, so the light card view is enough for all.
    scheduleTournamentUpdated(ctx, events, tournamentId, {}, 'summary');
    return updated;
  });
  if (!t) {
    const current = await findTournament(ctx.db, tournamentId);
    assertManager(current, user);
    assertOpenForChanges(current);
    throw conflict(PLAY_TEXT.finalized);
  }
  return { participants_count: t.currentPlayers, message: SUCCESS.roomCodeSent(t.currentPlayers) };
}
