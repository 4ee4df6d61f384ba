import type { AppContext } from '../context.js';
import { EventBuffer } from '../realtime/hub.js';
import type { Queryable, Tx } from './client.js';

/**
 * Runs `fn` in one database transaction and broadcasts the live events it queued only after
 * the commit. Every money movement and every tournament change goes through here.
 */
export async function inTransaction<T>(ctx: AppContext, fn: (tx: Tx, events: EventBuffer) => Promise<T>): Promise<T> {
  const events = new EventBuffer();
  const result = await ctx.db.transaction((tx) => fn(tx, events));
  ctx.userCache.invalidate(events.changedUsers());
  events.flush(ctx.realtime);
  return result;
}

/**
 * For a change that is ONE SQL statement (atomic on its own, like a ledger transfer): runs it
 * without BEGIN/COMMIT, so its row locks are released the moment the statement ends rather than
 * a client round trip later. Events and cache invalidation follow the statement, as above.
 */
export async function inSingleStatement<T>(
  ctx: AppContext,
  fn: (db: Queryable, events: EventBuffer) => Promise<T>,
): Promise<T> {
  const events = new EventBuffer();
  const result = await fn(ctx.db, events);
  ctx.userCache.invalidate(events.changedUsers());
  events.flush(ctx.realtime);
  return result;
}
