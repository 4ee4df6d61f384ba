import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../context.js';
import { conflict, pgErrorCode } from '../http/errors.js';
import { EventBuffer } from '../realtime/hub.js';
import type { Queryable, Tx } from './client.js';

/** How many times one transaction runs before a conflict that keeps coming back is answered 409. */
const MAX_ATTEMPTS = 3;

/**
 * Failures that running the same transaction again cures (SQLSTATE 40P01 deadlock_detected,
 * 40001 serialization_failure). The lock order (see `lockUsers` in ledger/ledger.ts) makes
 * deadlocks rare; this is the safety net DESIGN.md §8 asks for.
 */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Thrown by a transaction that finds, once it holds its locks, that what it read before taking
 * them has changed, so it holds the wrong locks: it is rolled back and run again, like a
 * serialization failure reported by PostgreSQL.
 */
export class SerializationFailure extends Error {
  readonly code = '40001';
}

/**
 * Runs `fn` in one database transaction and broadcasts the live events it queued only after
 * the commit. Every tournament change and every multi-statement money movement goes through here.
 *
 * A deadlock or a serialization failure rolls the transaction back and runs the whole of `fn`
 * again with a fresh EventBuffer, so the events of a failed attempt are never sent. `fn` must do
 * nothing it cannot repeat outside the database (mail and other outside effects go after it).
 */
export async function inTransaction<T>(ctx: AppContext, fn: (tx: Tx, events: EventBuffer) => Promise<T>): Promise<T> {
  return withRetries(ctx, async () => {
    const events = new EventBuffer();
    const result = await ctx.db.transaction((tx) => fn(tx, events));
    afterCommit(ctx, events);
    return result;
  });
}

/**
 * For a change that is ONE SQL statement (atomic on its own, like a ledger transfer): runs it
 * without BEGIN/COMMIT, so its row locks are released the moment the statement ends rather than
 * a client round trip later. A statement that lost a deadlock changed nothing and runs again.
 */
export async function inSingleStatement<T>(
  ctx: AppContext,
  fn: (db: Queryable, events: EventBuffer) => Promise<T>,
): Promise<T> {
  return withRetries(ctx, async () => {
    const events = new EventBuffer();
    const result = await fn(ctx.db, events);
    afterCommit(ctx, events);
    return result;
  });
}

async function withRetries<T>(ctx: AppContext, attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (!RETRYABLE.has(pgErrorCode(err) ?? '')) throw err;
      if (n >= MAX_ATTEMPTS) {
        ctx.logger.warn({ err, attempts: n }, 'transaction kept conflicting; giving up');
        throw conflict('Too many changes at once. Please try again.');
      }
      // A random pause, longer each time, so the transactions that collided do not meet again.
      await sleep(Math.random() * 20 * n);
    }
  }
}

/** Once a change is durable: announce it. */
function afterCommit(ctx: AppContext, events: EventBuffer): void {
  events.flush(ctx.realtime);
}
