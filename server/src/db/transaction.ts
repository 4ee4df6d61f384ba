import type { AppContext } from '../context.js';
import { EventBuffer } from '../realtime/hub.js';
import type { Tx } from './client.js';

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
