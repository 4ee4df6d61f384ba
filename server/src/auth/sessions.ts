/**
 * Sessions (DESIGN.md §8 "Sessions"). A token belongs to a session of its user: it carries the
 * user's `session_version` when it was issued, and it stays valid while that version is still the
 * user's and the account is not deleted. Both rules live here, and every instance reads them from
 * the database on each request, so nothing about a session is remembered per process.
 *
 * A password reset, a role change and an account deletion call `endSessions` inside their
 * transaction: raising `session_version` invalidates every earlier token on every instance, and
 * after the commit the user's open sockets are disconnected on every instance through the
 * socket.io adapter.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { users } from '../db/schema.js';
import type { EventBuffer } from '../realtime/hub.js';
import type { UserRow } from './passport.js';
import type { AccessTokenClaims } from './tokens.js';

export async function endSessions(tx: Tx, events: EventBuffer, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  events.disconnectUser(userId);
}

/**
 * The user a verified token speaks for: only while the token belongs to the user's current
 * session and the account is not deleted. Used by HTTP authentication and the socket handshake.
 */
export async function sessionUser(ctx: AppContext, claims: AccessTokenClaims): Promise<UserRow | undefined> {
  const user = await loadUser(ctx, claims.sub);
  return user && user.deletedAt === null && user.sessionVersion === claims.sv ? user : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One prepared statement per database: the user row is read on every authenticated request. */
const userById = new WeakMap<AppContext['db'], ReturnType<typeof prepareUserById>>();
const prepareUserById = (db: AppContext['db']) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_user_by_id');

async function loadUser(ctx: AppContext, id: string): Promise<UserRow | undefined> {
  // A token's subject that is not a uuid names no user (and must not become a SQL error).
  if (!UUID.test(id)) return undefined;
  let query = userById.get(ctx.db);
  if (!query) userById.set(ctx.db, (query = prepareUserById(ctx.db)));
  const [user] = await query.execute({ id });
  return user;
}
