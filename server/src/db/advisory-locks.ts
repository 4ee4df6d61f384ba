/**
 * PostgreSQL advisory locks, so several API instances may start and run together on one database:
 * migrations and start-up data run on one instance at a time, the sweep on one instance per tick.
 * PGlite lives inside one process, which runs these steps one after another anyway.
 */
import { sql, type SQL } from 'drizzle-orm';

/** Lock ids: arbitrary, but fixed and distinct (they share one key space with any other user of the database). */
export const ADVISORY_LOCKS = {
  migrations: 5_318_001,
  startUpData: 5_318_002,
  tournamentSweep: 5_318_003,
  startReminders: 5_318_004,
  /** Squad holds and waitlist offers running out, check-ins opening, no-shows freed at the start. */
  deadlines: 5_318_005,
} as const;

export type AdvisoryLock = (typeof ADVISORY_LOCKS)[keyof typeof ADVISORY_LOCKS];

/**
 * Runs `fn` while this process holds `lock`, waiting for another instance that holds it. The lock
 * belongs to a connection of its own, independent of the pool `fn` uses (a pool of one could
 * otherwise wait for itself); ending that session releases the lock, also if this process dies.
 */
export async function whileHoldingLock<T>(databaseUrl: string, lock: AdvisoryLock, fn: () => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const holder = new pg.Client({ connectionString: databaseUrl });
  // A connection lost while `fn` runs surfaces through the queries `fn` makes; it must not crash the process.
  holder.on('error', () => {});
  await holder.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [lock]);
    return await fn();
  } finally {
    await holder.end();
  }
}

/**
 * A transaction (client.ts's `Tx`), as far as taking a lock needs one: client.ts opens the database
 * while holding a lock of this module, so this module names none of its types.
 */
interface Transaction {
  execute(query: SQL): PromiseLike<unknown>;
}

/**
 * Takes `lock` for the rest of transaction `tx` if no other session holds it; false when one does.
 * Released by the commit or rollback.
 */
export async function tryTransactionLock(tx: Transaction, lock: AdvisoryLock): Promise<boolean> {
  // Both drivers answer with `rows`; the shared database type does not say so.
  const result = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${lock}) AS locked`)) as {
    rows: { locked: boolean }[];
  };
  return result.rows[0]?.locked === true;
}
