import type { AppContext } from '../context.js';
import { EventBuffer } from '../realtime/hub.js';
import type { Queryable, Tx } from './client.js';

/**
 * Runs `fn` in one database transaction and broadcasts the live events it queued only after
 * the commit. Every tournament change and every multi-statement money movement goes through here.
 */
export async function inTransaction<T>(ctx: AppContext, fn: (tx: Tx, events: EventBuffer) => Promise<T>): Promise<T> {
  const events = new EventBuffer();
  const result = await ctx.db.transaction((tx) => fn(tx, events));
  afterCommit(ctx, events);
  return result;
}

/**
 * For a change that is ONE SQL statement (atomic on its own, like a ledger transfer): runs it
 * without BEGIN/COMMIT, so its row locks are released the moment the statement ends rather than
 * a client round trip later.
 */
export async function inSingleStatement<T>(
  ctx: AppContext,
  fn: (db: Queryable, events: EventBuffer) => Promise<T>,
): Promise<T> {
  const events = new EventBuffer();
  const result = await fn(ctx.db, events);
  afterCommit(ctx, events);
  return result;
}

/** Once a change is durable: refresh cached copies of the users it wrote, then announce it. */
function afterCommit(ctx: AppContext, events: EventBuffer): void {
  ctx.userCache.invalidate(events.changedUsers());
  ctx.userCache.applyBalances(events.changedBalances());
  events.flush(ctx.realtime);
}
