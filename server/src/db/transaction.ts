/**
 * The one place transactions are opened. The rule of every layer:
 * - Routes never open a transaction: they rate-limit, authenticate, parse and call one service
 *   entry point `(ctx, user, id?, input?)`, which returns the presented answer.
 * - Service entry points open exactly one transaction here (`inTransaction`, or
 *   `inSingleStatement` for a change that is one statement), authorize and act inside it, and
 *   present their answer.
 * - Helpers shared by several services run inside a caller's transaction and take
 *   `(tx, events, ...)`; they never open one of their own.
 * - Post-commit work (socket events, coalesced broadcasts, closing sockets) is queued on the
 *   transaction's EventBuffer, which these helpers flush once the change is durable.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { REQUEST_TEXT } from '@squadhub/shared';
import { conflict } from '../domain/errors.js';
import type { Logger } from '../logger.js';
import type { Database, Queryable, Tx } from './client.js';
import { pgErrorCode } from './pg-errors.js';

/**
 * What one attempt of a transaction collects to run after its commit: realtime/hub.ts's
 * EventBuffer (live events, closing sockets, hooks that read the committed state).
 */
export interface AfterCommitQueue {
  flush(): Promise<void>;
}

/** What the helpers need of the app context: the database, a log, and a fresh queue per attempt. */
export interface TransactionContext<Q extends AfterCommitQueue> {
  db: Database;
  logger: Pick<Logger, 'warn'>;
  realtime: { eventBuffer(): Q };
}

/** How many times one transaction runs before a conflict that keeps coming back is answered 409. */
const MAX_ATTEMPTS = 3;

/**
 * Failures that running the same transaction again cures (SQLSTATE 40P01 deadlock_detected,
 * 40001 serialization_failure). The lock order (see `lockUsers` in ledger/ledger.ts) makes
 * deadlocks rare; this is the safety net docs/design/storage.md#transactions describes.
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
 * Runs `fn` in one database transaction and runs the post-commit work it queued only after the
 * commit. Every tournament change and every multi-statement money movement goes through here.
 *
 * A deadlock or a serialization failure rolls the transaction back and runs the whole of `fn`
 * again with a fresh EventBuffer, so the events of a failed attempt are never sent. `fn` must do
 * nothing it cannot repeat outside the database (mail and other outside effects go after it).
 */
export async function inTransaction<T, Q extends AfterCommitQueue>(
  ctx: TransactionContext<Q>,
  fn: (tx: Tx, events: Q) => Promise<T>,
): Promise<T> {
  return runThenFlush(ctx, (events) => ctx.db.transaction((tx) => fn(tx, events)));
}

/**
 * For a change that is ONE SQL statement (atomic on its own, like a ledger transfer): runs it
 * without BEGIN/COMMIT, so its row locks are released the moment the statement ends rather than
 * a client round trip later. It keeps the rest of `inTransaction`'s contract: a statement that
 * lost a deadlock changed nothing and runs again, and queued events leave only after it succeeded.
 */
export async function inSingleStatement<T, Q extends AfterCommitQueue>(
  ctx: TransactionContext<Q>,
  fn: (db: Queryable, events: Q) => Promise<T>,
): Promise<T> {
  return runThenFlush(ctx, (events) => fn(ctx.db, events));
}

/**
 * Runs `attempt` with a fresh EventBuffer until it succeeds or stops being retryable, then
 * flushes the buffer of the attempt that succeeded. The flush is outside the retries: post-commit
 * work never runs the committed change again.
 */
async function runThenFlush<T, Q extends AfterCommitQueue>(
  ctx: TransactionContext<Q>,
  attempt: (events: Q) => Promise<T>,
): Promise<T> {
  for (let n = 1; ; n++) {
    const events = ctx.realtime.eventBuffer();
    let result: T;
    try {
      result = await attempt(events);
    } catch (err) {
      if (!RETRYABLE.has(pgErrorCode(err) ?? '')) throw err;
      // The last conflict goes to the log with the request's id (http/errors.ts).
      if (n >= MAX_ATTEMPTS) throw conflict(REQUEST_TEXT.tooManyChanges, { cause: err });
      // A random pause, longer each time, so the transactions that collided do not meet again.
      await sleep(Math.random() * 20 * n);
      continue;
    }
    await events.flush();
    return result;
  }
}
