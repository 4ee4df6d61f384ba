/**
 * Stop entries and send the room code (docs/product/tournaments.md#the-room-code). Room details leave the server
 * only towards participants, the creator and admins: `room_details_updated` is addressed to
 * them alone and everyone else gets a `tournament_updated` without the details.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  isAdminRole,
  PLAY_TEXT,
  SUCCESS,
  type SendRoomCodeResponse,
  type Tournament,
  type TournamentActionKind,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { preparedStatement } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { teamHolds, tournamentActions, tournamentSlots, tournaments, waitlistEntries } from '../../db/schema.js';
import { inSingleStatement, inTransaction } from '../../db/transaction.js';
import { conflict } from '../../domain/errors.js';
import { roomCodeOutboxInsert } from '../../push/outbox.js';
import { countRoomCodeSent } from '../../metrics/metrics.js';
import * as announce from '../tournaments/announce.js';
import { assertTournamentVisible, findTournament, lockTournament } from '../tournaments/load.js';
import {
  assertManager,
  assertOpenForChanges,
  managedBy,
  openForChangesSql,
  type Viewer,
} from '../tournaments/policy.js';
import { viewInTransaction } from '../tournaments/view.js';
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
    // No seat can be taken any more: squad holds and the waitlist (offers included) end with entries.
    await tx.delete(teamHolds).where(eq(teamHolds.tournamentId, t.id));
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.tournamentId, t.id));
    await logAction(tx, t.id, { kind: 'stop_entries', actorId: user.id });
    announce.tournamentUpdatedSoon(ctx, events, tournamentId);
    return viewInTransaction(tx, tournamentId, user);
  });
}

/**
 * Stores the room details, makes the tournament live and alerts the insiders. This is the
 * latency that matters most (players waiting in the lobby), so it is ONE prepared statement,
 * committed without a BEGIN/COMMIT round trip: a conditional UPDATE (its conditions are the
 * authorization and state rules), its line in the action log, and the seated players. Only when
 * it matches nothing do we read the row to say why.
 *
 * The seated players are those of the statement's snapshot. Every seat change also updates the
 * tournament row (current_players), which raises its `version` (migration 0003), and cannot
 * commit while this statement holds that row. So when the version we raised is the snapshot's
 * plus one, no seat changed in between, and a seat taken after our commit gets the code in its
 * own join answer. Otherwise (a seat changed while we waited for the row) the players are read
 * again after the commit.
 */
export function sendRoomCode(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  room: RoomDetails,
): Promise<SendRoomCodeResponse> {
  // Inside `alerting`: broadcasts that can wait let this alert go first (announce.tournamentWentLive).
  return ctx.realtime.alerting(() => storeAndAlert(ctx, user, tournamentId, room));
}

async function storeAndAlert(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  room: RoomDetails,
): Promise<SendRoomCodeResponse> {
  const t = await inSingleStatement(ctx, async (db, events) => {
    // Admins manage every tournament, so their statement has one condition less: two shapes.
    const statement = isAdminRole(user.role) ? sendRoomCodeAsAdmin : sendRoomCodeAsCreator;
    const result = await statement(db, {
      tournament_id: tournamentId,
      actor_id: user.id,
      room_code: room.room_code,
      room_link: room.room_link,
      room_password: room.password,
      now: new Date().toISOString(),
    });
    const row = result.rows[0] as unknown as SentRow | undefined;
    if (!row) return undefined;
    const updated = {
      id: row.id,
      title: row.title,
      creatorId: row.creator_id,
      currentPlayers: Number(row.current_players),
    };
    events.afterCommit(countRoomCodeSent);
    announce.roomDetailsUpdated(ctx, events, updated, row.seats_unchanged ? row.seated : null, {
      room_code: room.room_code,
      room_link: room.room_link,
      room_password: room.password,
    });
    // Everyone learns the tournament is live (outsiders without the details), after the alerts.
    announce.tournamentWentLive(ctx, events, tournamentId);
    return updated;
  });
  if (!t) {
    // The route leaves the visibility check to this slow path: whoever the UPDATE matched manages
    // the tournament, so can see it.
    await assertTournamentVisible(ctx, user, tournamentId);
    const current = await findTournament(ctx.db, tournamentId);
    assertManager(current, user);
    assertOpenForChanges(current);
    throw conflict(PLAY_TEXT.finalized);
  }
  return { participants_count: t.currentPlayers, message: SUCCESS.roomCodeSent(t.currentPlayers) };
}

/** The values each run of the room-code statement binds. */
interface RoomCodeValues extends Record<string, unknown> {
  tournament_id: string;
  actor_id: string;
  room_code: string;
  room_link: string | null;
  room_password: string | null;
  /** ISO time: the server's clock, as every other `updated_at` it writes. */
  now: string;
}

/**
 * The room-code statement for one shape of manager, built once with placeholders (see
 * `preparedStatement`): the conditional UPDATE, its line in the action log (which says that the
 * code was sent, never what it is), its push to the seated players' phones (committed with it;
 * docs/design/phones.md#the-outbox), and the seats of its snapshot with whether they can be trusted.
 */
function roomCodeStatement(name: string, manager: Viewer['role']) {
  const value = (key: keyof RoomCodeValues & string) => sql`${sql.placeholder(key)}`;
  const now = sql`${value('now')}::timestamptz`;
  const tournamentId = value('tournament_id');
  const kind: TournamentActionKind = 'room_code_sent';
  return preparedStatement<RoomCodeValues>(
    name,
    sql`
    WITH seen AS (SELECT version FROM ${tournaments} WHERE id = ${tournamentId}),
    updated AS (
      UPDATE ${tournaments}
      SET room_code = ${value('room_code')}, room_link = ${value('room_link')},
          room_password = ${value('room_password')}, room_updated_at = ${now}, updated_at = ${now},
          status = CASE WHEN status = 'completed' THEN 'completed' ELSE 'live' END
      WHERE ${and(
        eq(tournaments.id, tournamentId),
        openForChangesSql,
        managedBy({ id: value('actor_id'), role: manager }),
      )}
      RETURNING id, title, creator_id, current_players, version, check_in_minutes
    ),
    logged AS (
      INSERT INTO ${tournamentActions} (tournament_id, kind, actor_id)
      SELECT id, ${kind}, ${value('actor_id')}::uuid FROM updated
    ),
    pushed AS (${roomCodeOutboxInsert(sql`updated`)})
    SELECT u.id, u.title, u.creator_id, u.current_players,
           u.version = seen.version + 1 AS seats_unchanged,
           -- With check-in on, only the seats checked in get the room (view.ts roomInsiderIds).
           ARRAY(SELECT s.player_id FROM ${tournamentSlots} s WHERE s.tournament_id = u.id
             AND (u.check_in_minutes = 0 OR s.checked_in_at IS NOT NULL)) AS seated
    FROM updated u CROSS JOIN seen`,
  );
}
const sendRoomCodeAsCreator = roomCodeStatement('send_room_code_as_creator', 'player');
const sendRoomCodeAsAdmin = roomCodeStatement('send_room_code_as_admin', 'admin');

/** The columns the room-code statement returns, as PostgreSQL names them. */
interface SentRow {
  id: string;
  title: string;
  creator_id: string;
  current_players: number;
  seats_unchanged: boolean;
  seated: string[];
}
