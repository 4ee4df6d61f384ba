/**
 * Sessions (docs/product/accounts.md#sessions). A token belongs to a session of its user: it carries the
 * user's `session_version` when it was issued, and it stays valid while that version is still the
 * user's and the account is not deleted. Both rules live here, and every instance reads them from
 * the database on each request, so nothing about a session is remembered per process.
 *
 * A password reset, a role change and an account deletion call `endSessions` inside their
 * transaction: raising `session_version` invalidates every earlier token on every instance, and
 * after the commit the user's open sockets are disconnected on every instance through the
 * socket.io adapter.
 */
import type DataLoader from 'dataloader';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { withCompiledRowMapping } from '../db/row-mapper.js';
import { BATCH_SIZES, idList, idValues, perDatabase, sameTickBatcher } from '../db/same-tick-batch.js';
import { users } from '../db/schema.js';
import type { EventBuffer } from '../realtime/hub.js';
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
  if (!namesAUser(claims)) return undefined;
  const user = await userLoader(ctx.db).load(claims.sub);
  return user && user.deletedAt === null && user.sessionVersion === claims.sv ? user : undefined;
}

/**
 * `sessionUser` as a query for a statement that checks the session itself, in the round trip of
 * its change (services/play/room.ts): the user's `id` and `role` while the session is current
 * and the account open, no row otherwise. `userId` must be a uuid (`namesAUser`).
 */
export const sessionUserSql = (userId: SQL, sessionVersion: SQL): SQL =>
  sql`SELECT id, role FROM ${users}
    WHERE id = ${userId} AND deleted_at IS NULL AND session_version = ${sessionVersion}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A token's subject that is not a uuid names no user (and must not become a SQL error). */
export const namesAUser = (claims: AccessTokenClaims): boolean => UUID.test(claims.sub);

/** The user rows of the requests that arrived together, read in one query (db/same-tick-batch.ts). */
const userLoader = perDatabase((db: AppContext['db']): DataLoader<string, UserRow | undefined> => {
  // One statement per batch size, each prepared once per connection (db/same-tick-batch.ts).
  const bySize = new Map(
    BATCH_SIZES.map((size) => [
      size,
      withCompiledRowMapping(
        db
          .select()
          .from(users)
          .where(sql`${users.id} IN (${idList(size)})`)
          .prepare(`auth_users_by_${size}_ids`),
      ),
    ]),
  );
  return sameTickBatcher(async (ids: readonly string[]) => {
    const { size, values } = idValues(ids);
    const rows = await bySize.get(size)!.execute(values);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id));
  });
});
