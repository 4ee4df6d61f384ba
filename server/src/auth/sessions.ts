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
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { MAX_BATCH_SIZE, sameTickBatcher } from '../db/same-tick-batch.js';
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
  const user = await loadUser(ctx, claims.sub);
  return user && user.deletedAt === null && user.sessionVersion === claims.sv ? user : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user rows of the requests that arrived together, read in one query (db/same-tick-batch.ts). */
const userLoaders = new WeakMap<AppContext['db'], DataLoader<string, UserRow | undefined>>();

/**
 * The sizes of the statements that read a batch's users, the last the batcher's largest batch. A
 * batch takes the smallest that holds it and repeats its last id to fill it. Each lists its ids
 * one by one: PostgreSQL then counts them in its plan without values as it does with them, and
 * keeps that plan for the connection; with an array of unknown length it assumed ten ids and
 * planned the statement again on every batch.
 */
const BATCH_SIZES = [1, 2, 4, 8, 16, 32, 64, MAX_BATCH_SIZE];

function userLoader(db: AppContext['db']): DataLoader<string, UserRow | undefined> {
  let loader = userLoaders.get(db);
  if (!loader) {
    const bySize = BATCH_SIZES.map((size) => {
      const ids = Array.from({ length: size }, (_, i) => sql`${sql.placeholder(`id${i}`)}::uuid`);
      const statement = db
        .select()
        .from(users)
        .where(sql`${users.id} IN (${sql.join(ids, sql`, `)})`)
        .prepare(`auth_users_by_${size}_ids`);
      return { size, statement };
    });
    loader = sameTickBatcher(async (ids: readonly string[]) => {
      const { size, statement } = bySize.find((s) => s.size >= ids.length)!;
      const values = Object.fromEntries(
        Array.from({ length: size }, (_, i) => [`id${i}`, ids[Math.min(i, ids.length - 1)]]),
      );
      const rows = await statement.execute(values);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    });
    userLoaders.set(db, loader);
  }
  return loader;
}

async function loadUser(ctx: AppContext, id: string): Promise<UserRow | undefined> {
  // A token's subject that is not a uuid names no user (and must not become a SQL error).
  if (!UUID.test(id)) return undefined;
  return userLoader(ctx.db).load(id);
}
