/**
 * Rows kept with their row version (docs/scale/speed-ups.md#session-users). PostgreSQL gives every
 * version of a row its own `xmin`, the transaction that wrote it: any UPDATE makes a new one (a
 * row lock does not), and only a committed version is ever read outside its own transaction. So a
 * read that still finds the `xmin` a row was kept with finds the very row that was kept, and the
 * cheap read of the version can stand in for reading and decoding every column again; the version
 * is still read on every use, so nothing older than the database is ever answered.
 *
 * `xmin` is 32 bits and wraps after 2^32 transactions; a kept row is read again once it is
 * `MAX_AGE_MS` old, far too short a time for that many transactions, so a wrapped `xmin` can never
 * match.
 */
import type { SpeedRegistry } from './registry.js';

/** How long a kept row may answer for its version before it is read again (see the top). */
const MAX_AGE_MS = 10 * 60_000;

interface Kept<R> {
  version: string;
  row: R;
  keptAt: number;
}

export interface KeptRows<R> {
  /** The row kept under `id` when its version is still `version`; undefined otherwise. */
  current(id: string, version: string, now: number): R | undefined;
  /** Keeps `row`, frozen (it is shared by every request that reads it from now on), and returns it. */
  keep(id: string, version: string, row: R, now: number): R;
}

/** At most `limit` rows kept under `name`, the oldest kept dropped first. */
export function keptRows<R extends object>(speed: SpeedRegistry, name: string, limit: number): KeptRows<R> {
  const kept = speed.cache<string, Kept<R>>(name, limit);
  return {
    current(id, version, now) {
      const hit = kept.get(id);
      return hit !== undefined && hit.version === version && now - hit.keptAt < MAX_AGE_MS ? hit.row : undefined;
    },
    keep(id, version, row, now) {
      kept.set(id, { version, row: Object.freeze(row), keptAt: now });
      return row;
    },
  };
}
