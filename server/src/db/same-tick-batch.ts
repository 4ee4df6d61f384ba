/**
 * Batching without caching: the loads made while the event loop reads the requests that arrived
 * together are answered by ONE call of `batch`, sent once every waiting request has been read
 * (`setImmediate`). Every request in a batch arrived before its query left, so each still sees
 * every change committed before it arrived, on any instance; nothing is kept between batches.
 * Used on the hottest reads (the logged-in user, the grid, the leaderboards), where under load
 * one round trip per request was most of the cost.
 */
import DataLoader from 'dataloader';
import { sql, type SQL } from 'drizzle-orm';

/** The most loads one batch answers; more that arrive together go in further batches. */
export const MAX_BATCH_SIZE = 100;

export function sameTickBatcher<K, V>(
  /** One value per key (an Error rejects that load), in the order of `keys` (a key may repeat). */
  batch: (keys: readonly K[]) => Promise<(V | Error)[]>,
): DataLoader<K, V> {
  return new DataLoader(batch, {
    cache: false,
    batchScheduleFn: (send) => setImmediate(send),
    maxBatchSize: MAX_BATCH_SIZE,
  });
}

/**
 * `make(db)` made once per database handle and kept for its life: a loader, or the statements a
 * loader prepares, belong to one pool (each test database and each server has its own).
 */
export function perDatabase<D extends object, T>(make: (db: D) => T): (db: D) => T {
  const made = new WeakMap<D, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

/**
 * A batcher whose loads with the same key share one call of `run` (each distinct key runs once a
 * batch, the distinct ones at once): for reads every asker gets the same answer from, a board or
 * a page of an admin list. A run that fails fails only the loads of its key.
 */
export function sharedRuns<K, V>(key: (load: K) => string, run: (load: K) => Promise<V>): DataLoader<K, V> {
  // DataLoader rejects the loads whose place in the answer holds an Error.
  return sameTickBatcher<K, V>(async (loads: readonly K[]) => {
    const runs = new Map<string, Promise<V | Error>>();
    return Promise.all(
      loads.map((load) => {
        const k = key(load);
        let result = runs.get(k);
        if (!result) {
          result = run(load).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))));
          runs.set(k, result);
        }
        return result;
      }),
    );
  });
}

/**
 * The sizes of the statements that read a batch's rows by id, the last the largest batch. A batch
 * takes the smallest that holds it and repeats its last id to fill it. Each lists its ids one by
 * one (`idList`): PostgreSQL then counts them in its plan without values as it does with them,
 * and keeps that plan for the connection; with an array of unknown length it assumed ten ids and
 * planned the statement again on every batch.
 */
export const BATCH_SIZES = [1, 2, 4, 8, 16, 32, 64, MAX_BATCH_SIZE];

/** `size` uuid placeholders `id0`, `id1`, ..., for `column IN (${idList(size)})`. */
export const idList = (size: number): SQL =>
  sql.join(
    Array.from({ length: size }, (_, i) => sql`${sql.placeholder(`id${i}`)}::uuid`),
    sql`, `,
  );

/** The placeholders' names, made once rather than on every batch. */
const ID_NAMES = Array.from({ length: MAX_BATCH_SIZE }, (_, i) => `id${i}`);

/** The size of statement a batch of ids takes, and their values for its placeholders. */
export function idValues(ids: readonly string[]): { size: number; values: Record<string, string> } {
  const size = BATCH_SIZES.find((s) => s >= ids.length);
  if (size === undefined) throw new Error(`a batch of ${ids.length} ids is above ${MAX_BATCH_SIZE}`);
  const values: Record<string, string> = {};
  for (let i = 0; i < size; i++) values[ID_NAMES[i]!] = ids[Math.min(i, ids.length - 1)]!;
  return { size, values };
}
