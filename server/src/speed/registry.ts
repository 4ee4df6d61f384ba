/**
 * Every speed-up of an app in one place (docs/scale/speed-ups.md): the caches, the prepared
 * statements and the same-tick batchers that make a read cheaper without changing what it
 * answers. A service asks for one by name (`ctx.speed.cache(name, …)`, `ctx.speed.batcher(name,
 * …)`, `ctx.speed.statement(name, …)`) and otherwise reads as its rule; what each speed-up saves,
 * and the figures that justify it, live beside the others in docs/scale/.
 *
 * One registry per app context (server.ts `buildContext`), so each test app and each server has
 * its own, bound to its own database pool: nothing is shared between two apps in one process.
 * A name is made once, by the first caller, and the same value is handed to every later one.
 */
import type DataLoader from 'dataloader';
import { sameTickBatcher } from '../db/same-tick-batch.js';

/** A bounded map: past `limit` entries, the oldest one set goes (see `BoundedCache#set`). */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(readonly limit: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Keeps `value` under `key` (last in line), and forgets the first in line past the limit. */
  set(key: K, value: V): V {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

type Kind = 'cache' | 'batcher' | 'statement' | 'value';

export class SpeedRegistry {
  private readonly made = new Map<string, { kind: Kind; value: unknown }>();

  /** The names made so far, each with its kind (for tests and the docs' list of speed-ups). */
  names(): { name: string; kind: Kind }[] {
    return [...this.made].map(([name, { kind }]) => ({ name, kind }));
  }

  private once<T>(kind: Kind, name: string, make: () => T): T {
    const found = this.made.get(name);
    if (found) {
      if (found.kind !== kind) throw new Error(`speed-up "${name}" is a ${found.kind}, not a ${kind}`);
      return found.value as T;
    }
    const value = make();
    this.made.set(name, { kind, value });
    return value;
  }

  /** A cache of at most `limit` entries, the oldest set dropped first. */
  cache<K, V>(name: string, limit: number): BoundedCache<K, V> {
    return this.once('cache', name, () => new BoundedCache<K, V>(limit));
  }

  /**
   * A same-tick batcher (db/same-tick-batch.ts): the loads of the requests that arrived together
   * answered by one call of `batch`. `batch` is only used the first time `name` is asked for.
   */
  batcher<K, V>(name: string, batch: (keys: readonly K[]) => Promise<(V | Error)[]>): DataLoader<K, V> {
    return this.once('batcher', name, () => sameTickBatcher(batch));
  }

  /** A batcher made by `make` (db/same-tick-batch.ts `sharedRuns`) the first time `name` is asked for. */
  madeBatcher<K, V>(name: string, make: () => DataLoader<K, V>): DataLoader<K, V> {
    return this.once('batcher', name, make);
  }

  /** A prepared statement (or a set of them), made by `make` the first time `name` is asked for. */
  statement<T>(name: string, make: () => T): T {
    return this.once('statement', name, make);
  }

  /** Any other speed-up that is built once per app (a loader built of others, a table of statements). */
  value<T>(name: string, make: () => T): T {
    return this.once('value', name, make);
  }
}
