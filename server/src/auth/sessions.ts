/**
 * Sessions (docs/product/accounts.md#sessions). Each login or registration starts a session: its
 * token carries a new session id and the user's `session_version`. The token speaks for its user
 * while the account is open, that version is still the user's, and its session has not been ended
 * on its own (`ended_sessions`). These rules live here, and every instance checks them against the
 * database on each request, so no instance answers from a copy older than the database.
 *
 * - `endSession` (a logout) lists the one session as ended and closes its sockets;
 * - `endSessions` (logging out everywhere, a password reset or change, a role change, closing the
 *   account) raises `session_version`, which refuses every earlier token at once, and closes the
 *   user's sockets; a password change keeps its own session (it gets a token under the new
 *   version, auth/tokens.ts `issueAccessToken`), and its sockets stay open.
 *
 * Both run inside the caller's transaction; the sockets are closed after the commit, on every
 * instance, through the socket.io adapter (realtime/hub.ts).
 */
import type DataLoader from 'dataloader';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { withCompiledRowMapping } from '../db/row-mapper.js';
import { BATCH_SIZES, idList, idValues } from '../db/same-tick-batch.js';
import { endedSessions, users } from '../db/schema.js';
import { keptRows } from '../speed/row-versions.js';
import type { EventBuffer } from '../realtime/hub.js';
import type { AccessTokenClaims } from './tokens.js';

/**
 * Ends every session of the user but `keepSession` (whose token must then be issued again: the
 * earlier one carries the old version). Returns the user's new session version.
 */
export async function endSessions(tx: Tx, events: EventBuffer, userId: string, keepSession?: string): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  // The version now refuses every session listed as ended: their rows have done their work.
  await tx.delete(endedSessions).where(eq(endedSessions.userId, userId));
  events.disconnectUser(userId, keepSession);
  return row?.sessionVersion ?? 0;
}

/**
 * Locks the user row of `claims` and says whether its session is still current: a change made in
 * the name of a session (a logout, a password change) then cannot cross another that ends it.
 */
export async function lockCurrentSession(tx: Tx, claims: AccessTokenClaims): Promise<UserRow | undefined> {
  if (!namesAUser(claims)) return undefined;
  const [user] = await tx.select().from(users).where(eq(users.id, claims.sub)).for('no key update');
  if (!user || user.deletedAt !== null || user.sessionVersion !== claims.sv) return undefined;
  const [ended] = await tx
    .select({ id: endedSessions.sessionId })
    .from(endedSessions)
    .where(eq(endedSessions.sessionId, claims.sid));
  return ended ? undefined : user;
}

/**
 * Ends the session of `claims` alone (a logout); the user's other sessions go on. The caller holds
 * the user row (`lockCurrentSession`).
 */
export async function endSession(tx: Tx, events: EventBuffer, claims: AccessTokenClaims): Promise<void> {
  // The user's sessions whose tokens have expired since need no row any more.
  await tx
    .delete(endedSessions)
    .where(and(eq(endedSessions.userId, claims.sub), lt(endedSessions.expiresAt, sql`now()`)));
  await tx
    .insert(endedSessions)
    .values({ sessionId: claims.sid, userId: claims.sub, expiresAt: new Date(claims.exp * 1000) })
    .onConflictDoNothing();
  events.disconnectSession(claims.sid);
}

/**
 * The user a verified token speaks for: only while the token's session has not ended and the
 * account is not deleted. Used by HTTP authentication and the socket handshake.
 */
export async function sessionUser(ctx: AppContext, claims: AccessTokenClaims): Promise<UserRow | undefined> {
  if (!namesAUser(claims)) return undefined;
  const found = await sessionUsers(ctx).load(claims.sub);
  if (!found) return undefined;
  const { user, ended } = found;
  return user.deletedAt === null && user.sessionVersion === claims.sv && !ended.includes(claims.sid) ? user : undefined;
}

/**
 * `sessionUser` as a query for a statement that checks the session itself, in the round trip of
 * its change (services/play/room.ts): the user's `id` and `role` while the session is current
 * and the account open, no row otherwise. `userId` must be a uuid (`namesAUser`).
 */
export const sessionUserSql = (userId: SQL, sessionVersion: SQL, sessionId: SQL): SQL =>
  sql`SELECT id, role FROM ${users}
    WHERE id = ${userId} AND deleted_at IS NULL AND session_version = ${sessionVersion}
      AND NOT EXISTS (SELECT 1 FROM ${endedSessions} WHERE session_id = ${sessionId})`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A token's subject that is not a uuid names no user (and must not become a SQL error). */
export const namesAUser = (claims: AccessTokenClaims): boolean => UUID.test(claims.sub);

/** A user row with the ids of its sessions ended one at a time, comma-separated (mostly none). */
interface UserWithEnded {
  user: UserRow;
  ended: string;
}

/** Active users whose rows an instance keeps for their version check (a row is a few hundred bytes). */
const SESSION_USERS_KEPT = 10_000;

/**
 * The user rows of the requests that arrived together, with their ended sessions, in one round
 * trip (db/same-tick-batch.ts; docs/scale/speed-ups.md#session-users): the batch reads each user's
 * row version and ended sessions, and a row kept at that version is used as it is
 * (speed/row-versions.ts); only the rows changed since (a balance, a role, a closed account) are
 * read whole, in a second statement. The ended sessions come as one text, not a uuid[]:
 * node-postgres parses arrays character by character (see services/play/room.ts).
 */
const sessionUsers = (ctx: AppContext): DataLoader<string, UserWithEnded | undefined> =>
  ctx.speed.batcher('session-users', async (ids: readonly string[]) => {
    const kept = keptRows<UserRow>(ctx.speed, 'session-user-rows', SESSION_USERS_KEPT);
    const now = performance.now();
    const found = new Map<string, UserWithEnded>();
    const changed: string[] = [];
    const checked = idValues(ids);
    for (const { id, version, ended } of await sessionChecksByIds(ctx).get(checked.size)!.execute(checked.values)) {
      const user = kept.current(id, version, now);
      if (user) found.set(id, { user, ended });
      else changed.push(id);
    }
    if (changed.length > 0) {
      const { size, values } = idValues(changed);
      for (const { user, version, ended } of await usersByIds(ctx).get(size)!.execute(values)) {
        found.set(user.id, { user: kept.keep(user.id, version, user, now), ended });
      }
    }
    return ids.map((id) => found.get(id));
  });

/** The version of a user row (speed/row-versions.ts). */
const rowVersion = sql<string>`${users}.xmin::text`;
/** The user's sessions listed as ended, comma-separated. */
const endedOf = sql<string>`array_to_string(ARRAY(SELECT ${endedSessions.sessionId} FROM ${endedSessions}
  WHERE ${endedSessions.userId} = ${users.id}), ',')`;

/** One statement per batch size, each prepared once per connection (db/same-tick-batch.ts). */
const sessionChecksByIds = (ctx: AppContext) =>
  ctx.speed.statement('auth_session_checks_by_ids', () => {
    const { db } = ctx;
    return new Map(
      BATCH_SIZES.map((size) => [
        size,
        withCompiledRowMapping(
          db
            .select({ id: users.id, version: rowVersion, ended: endedOf })
            .from(users)
            .where(sql`${users.id} IN (${idList(size)})`)
            .prepare(`auth_session_checks_by_${size}_ids`),
        ),
      ]),
    );
  });

/** The same, with the whole user row: for the rows whose version has changed. */
const usersByIds = (ctx: AppContext) =>
  ctx.speed.statement('auth_users_by_ids', () => {
    const { db } = ctx;
    return new Map(
      BATCH_SIZES.map((size) => [
        size,
        withCompiledRowMapping(
          db
            .select({ user: users, version: rowVersion, ended: endedOf })
            .from(users)
            .where(sql`${users.id} IN (${idList(size)})`)
            .prepare(`auth_users_by_${size}_ids`),
        ),
      ]),
    );
  });
