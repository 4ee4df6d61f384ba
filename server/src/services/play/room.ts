/**
 * Stop entries and send the room code (docs/product/tournaments.md#the-room-code). Room details leave the server
 * only towards the room's insiders (domain/room-insider.ts: the seats inside, the creator and
 * admins): `room_details_updated` is addressed to them alone and everyone else gets a
 * `tournament_updated` without the details.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ACCESS_TEXT,
  PLAY_TEXT,
  SUCCESS,
  type SendRoomCodeResponse,
  type Tournament,
  type TournamentActionKind,
} from '@squadhub/shared';
import { namesAUser, sessionUser, sessionUserSql } from '../../auth/sessions.js';
import type { AccessTokenClaims } from '../../auth/tokens.js';
import type { AppContext } from '../../context.js';
import { preparedStatement } from '../../db/client.js';
import { rowsOf, type UserRow } from '../../db/rows.js';
import { teamHolds, tournamentActions, tournaments, waitlistEntries } from '../../db/schema.js';
import { inSingleStatement, inTransaction } from '../../db/transaction.js';
import { conflict, unauthorized } from '../../domain/errors.js';
import { roomCodeOutboxInsert } from '../../push/outbox.js';
import { countRoomCodeSent } from '../../metrics/metrics.js';
import { insiderSeatsSql } from '../../realtime/recipients.js';
import * as announce from '../tournaments/announce.js';
import { assertTournamentVisible, findTournament, lockTournament } from '../tournaments/load.js';
import { assertOpenForChanges, assertRunner, openForChangesSql, runBySql } from '../tournaments/policy.js';
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
    assertRunner(t, user);
    assertOpenForChanges(t);
    if (t.entriesStopped) throw conflict(PLAY_TEXT.alreadyStopped);
    // A when_full tournament starts now (docs/product/trust.md#room-code-deadline).
    await tx
      .update(tournaments)
      .set({ entriesStopped: true, entriesClosedAt: t.entriesClosedAt ?? sql`now()`, updatedAt: new Date() })
      .where(eq(tournaments.id, t.id));
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
 * committed without a BEGIN/COMMIT round trip: the session's user (the read every other route
 * makes before its handler: auth/access.ts), a conditional UPDATE (its conditions are the session,
 * the authorization and the state rules), its line in the action log, and the seated players. Only
 * when it matches nothing do we read the user and the row to say why.
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
  claims: AccessTokenClaims,
  tournamentId: string,
  room: RoomDetails,
): Promise<SendRoomCodeResponse> {
  // Inside `alerting`: broadcasts that can wait let this alert go first (announce.tournamentWentLive).
  return ctx.realtime.alerting(() => storeAndAlert(ctx, claims, tournamentId, room));
}

async function storeAndAlert(
  ctx: AppContext,
  claims: AccessTokenClaims,
  tournamentId: string,
  room: RoomDetails,
): Promise<SendRoomCodeResponse> {
  const t =
    namesAUser(claims) &&
    (await inSingleStatement(ctx, async (db, events) => {
      const result = await sendRoomCodeStatement(db, {
        tournament_id: tournamentId,
        user_id: claims.sub,
        session_version: claims.sv,
        session_id: claims.sid,
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
        coHostId: row.co_host_id,
        currentPlayers: Number(row.current_players),
        seenNow: row.seats_unchanged ? (row.seated ? row.seated.split(',').length : 0) : null,
      };
      events.afterCommit(countRoomCodeSent);
      const seated = row.seats_unchanged ? (row.seated ? row.seated.split(',') : []) : null;
      announce.roomDetailsUpdated(
        ctx,
        events,
        updated,
        seated,
        {
          room_code: room.room_code,
          room_link: room.room_link,
          room_password: room.password,
        },
        row.push_queued,
      );
      // Everyone learns the tournament is live (outsiders without the details), after the alerts.
      announce.tournamentWentLive(ctx, events, tournamentId);
      return updated;
    }));
  if (!t) {
    // Why the statement matched nothing, in the order of every other route: the session (401),
    // the tournament's visibility (404; whoever the UPDATE matches manages it, so can see it), the
    // manager (403), its state (409).
    const user = await sessionUser(ctx, claims);
    if (!user) throw unauthorized(ACCESS_TEXT.invalidToken);
    await assertTournamentVisible(ctx, user, tournamentId);
    const current = await findTournament(ctx.db, tournamentId);
    assertRunner(current, user);
    assertOpenForChanges(current);
    throw conflict(PLAY_TEXT.finalized);
  }
  return roomCodeAnswer(t.currentPlayers, t.seenNow ?? (await insiderSeatCount(ctx, t.id)));
}

/**
 * How many seats the code reached and how many more it will (docs/product/tournaments.md#the-room-code):
 * the specification's text when every seat sees it (`visibleNow`: the seats inside the room,
 * domain/room-insider.ts), with check-in on and seats not checked in yet the two numbers.
 */
export function roomCodeAnswer(seated: number, visibleNow: number): SendRoomCodeResponse {
  const now = Math.min(visibleNow, seated);
  const later = seated - now;
  return {
    participants_count: seated,
    visible_now: now,
    visible_on_check_in: later,
    message: later === 0 ? SUCCESS.roomCodeSent(seated) : SUCCESS.roomCodeSentCheckIn(now, later),
  };
}

/** The seats inside the room, read after the commit when a seat changed while the statement waited. */
async function insiderSeatCount(ctx: AppContext, tournamentId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await ctx.db.execute(sql`SELECT (SELECT count(*) FROM (${insiderSeatsSql(sql.raw('t'))}) AS inside)::int AS n
      FROM tournaments t WHERE t.id = ${tournamentId}`),
  );
  return Number(row?.n ?? 0);
}

/** The values each run of the room-code statement binds. */
interface RoomCodeValues extends Record<string, unknown> {
  tournament_id: string;
  /** The token's claims: the statement checks the session itself (auth/sessions.ts sessionUserSql). */
  user_id: string;
  session_version: number;
  session_id: string;
  room_code: string;
  room_link: string | null;
  room_password: string | null;
  /** ISO time: the server's clock, as every other `updated_at` it writes. */
  now: string;
}

/** One lobby's new room details as SQL values, and the time written with them. */
export interface RoomCodeValuesSql {
  code: SQL;
  link: SQL;
  password: SQL;
  now: SQL;
}

/**
 * The room-code statement after its `manager` (the caller: id, role) and `seen` (each targeted
 * row's id and version before the UPDATE) CTEs: the conditional UPDATE, whose conditions are the
 * authorization and state rules (`match` picks the rows, `from` joins what they need), its line in
 * each action log (which says the code was sent, never what it is), its push to the seated
 * players' phones (committed with it; docs/design/phones.md#the-outbox), and the seats of its
 * snapshot with whether they can be trusted. One code (below) and a cup's codes for many lobbies
 * (services/cups/room-codes.ts) are this statement.
 */
export function roomCodeUpdateSql(p: { manager: SQL; from: SQL; match: SQL; set: RoomCodeValuesSql }): SQL {
  const kind: TournamentActionKind = 'room_code_sent';
  return sql`
    updated AS (
      UPDATE ${tournaments}
      SET room_code = ${p.set.code}, room_link = ${p.set.link},
          room_password = ${p.set.password}, room_updated_at = ${p.set.now}, updated_at = ${p.set.now},
          first_code_sent_at = coalesce(first_code_sent_at, ${p.set.now}),
          status = CASE WHEN status = 'completed' THEN 'completed' ELSE 'live' END
      FROM ${p.from}
      WHERE ${and(p.match, openForChangesSql, runBySql(p.manager))}
      RETURNING ${tournaments.id}, title, creator_id, co_host_id, current_players, version, check_in_minutes, ${p.manager}.id AS actor_id
    ),
    logged AS (
      INSERT INTO ${tournamentActions} (tournament_id, kind, actor_id)
      SELECT id, ${kind}, actor_id FROM updated
    ),
    pushed AS (${roomCodeOutboxInsert(sql`updated`)})
    SELECT u.id, u.title, u.creator_id, u.co_host_id, u.current_players,
           u.version = seen.version + 1 AS seats_unchanged,
           EXISTS (SELECT 1 FROM pushed) AS push_queued,
           -- The seats inside the room (domain/room-insider.ts: with check-in on, those checked in).
           -- One comma-separated text, not a uuid[]: node-postgres parses arrays character by
           -- character; run alone, this statement's p99 went from 2.2 to 0.6 ms without the
           -- collections of that garbage.
           array_to_string(ARRAY(${insiderSeatsSql(sql.raw('u'))}), ',') AS seated
    FROM updated u JOIN seen ON seen.id = u.id`;
}

/**
 * The room-code statement of one tournament, built once with placeholders (see
 * `preparedStatement`): the session's user checked inside it, then `roomCodeUpdateSql`.
 */
const sendRoomCodeStatement = (() => {
  const value = (key: keyof RoomCodeValues & string) => sql`${sql.placeholder(key)}`;
  const tournamentId = value('tournament_id');
  const manager = sql.raw('manager');
  return preparedStatement<RoomCodeValues>(
    'send_room_code',
    sql`
    WITH ${manager} AS (${sessionUserSql(sql`${value('user_id')}::uuid`, sql`${value('session_version')}::int`, sql`${value('session_id')}::uuid`)}),
    seen AS (SELECT version, id FROM ${tournaments} WHERE id = ${tournamentId}),
    ${roomCodeUpdateSql({
      manager,
      from: manager,
      match: eq(tournaments.id, tournamentId),
      set: {
        code: value('room_code'),
        link: value('room_link'),
        password: value('room_password'),
        now: sql`${value('now')}::timestamptz`,
      },
    })}`,
  );
})();

/** The columns the room-code statement returns, as PostgreSQL names them. */
export interface SentRow {
  id: string;
  title: string;
  creator_id: string;
  co_host_id: string | null;
  current_players: number;
  seats_unchanged: boolean;
  /** Whether the statement queued the room code's push (a seat has a device that wants it). */
  push_queued: boolean;
  /** The ids of the seats inside the room, comma-separated ('' when none). */
  seated: string;
}
