/**
 * One Drizzle database type for both drivers: PGlite (embedded, default) and node-postgres.
 * Every query, transaction and `FOR UPDATE` runs unchanged on either.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { fillPlaceholders, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../config/paths.js';
import { ADVISORY_LOCKS, whileHoldingLock } from './advisory-locks.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Code that works inside or outside a transaction takes this. */
export type Queryable = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** How busy the connections are now, for the metrics (metrics/metrics.ts); set by `openDatabase`. */
  usage?: () => DatabaseUsage;
  close(): Promise<void>;
}

/** PostgreSQL: the pool's connections and queued queries. PGlite: its one connection. */
export type DatabaseUsage =
  { kind: 'postgres'; total: number; idle: number; waiting: number; max: number } | { kind: 'pglite'; open: boolean };

/**
 * Set on every connection (docs/scale/query-plans.md#planner-settings).
 * - `random_page_cost`: PostgreSQL's default (4) prices a random read for spinning disks; with the
 *   working set in memory or on SSD, as on any current server, 1.1 is the usual value. At 4 the
 *   planner read whole tables to join the 30 rows of a grid page instead of looking them up by
 *   primary key.
 * - `jit=off`: JIT compilation pays off for long analytic queries, never for requests of a few
 *   milliseconds. A card's payout columns (never run unless results were recorded) priced the
 *   grid's statement past `jit_above_cost`, and compiling it took 74 ms of its 100 on every run.
 */
const PLANNER_SETTINGS = '-c random_page_cost=1.1 -c jit=off';

/**
 * Connections the pool keeps open however long they idle, and how long one above them may idle.
 * Hot statements are prepared once per connection (`preparedStatement`); pg's pool closed every
 * idle connection after 10 s, so between two bursts a room code could land on a new connection
 * and pay its start and its statement's planning, several milliseconds, with a lobby waiting
 * (bench/RESULTS.md#the-room-fan-out-one-instance).
 */
const POOL_KEPT_OPEN = 4;
const POOL_IDLE_MS = 60_000;

export const MIGRATIONS_FOLDER = MIGRATIONS_DIR;

/**
 * The PostgreSQL extensions the migrations create, which PGlite loads only when asked: pg_trgm for
 * the admin player search (docs/scale/query-plans.md#admin-player-search). Every PGlite opened on
 * this schema must load them, or a query touching their indexes fails.
 */
export const PGLITE_EXTENSIONS = async () => {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
};

/** Opens the database and applies pending migrations. `dataDir` undefined with no URL = in memory. */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** In memory: start from this dump of a data dir (`PGlite.dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const max = opts.poolSize ?? 20;
    const pool = new pg.Pool({
      connectionString: opts.url,
      max,
      min: Math.min(POOL_KEPT_OPEN, max),
      idleTimeoutMillis: POOL_IDLE_MS,
      options: PLANNER_SETTINGS,
    });
    // An idle connection that dies (server restart, DROP DATABASE ... WITH (FORCE) in tests) is
    // dropped by the pool and replaced on the next query; without a listener it would crash the process.
    pool.on('error', () => {});
    const db = drizzle(pool, { schema });
    textRunners.set(db as unknown as Database, (name, text, values) => pool.query({ name, text, values }));
    // Instances starting together on an empty database would otherwise race to create the same tables.
    await whileHoldingLock(opts.url, ADVISORY_LOCKS.migrations, () =>
      migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    );
    const usage = (): DatabaseUsage => ({
      kind: 'postgres',
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 0,
    });
    return { db: db as unknown as Database, kind: 'postgres', usage, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const extensions = await PGLITE_EXTENSIONS();
  const client = opts.dataDir
    ? new PGlite(path.resolve(opts.dataDir), { extensions })
    : new PGlite({ loadDataDir: opts.loadDataDir, extensions });
  const db = drizzle(client, { schema });
  textRunners.set(db as unknown as Database, (_name, text, values) => client.query(text, values));
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const usage = (): DatabaseUsage => ({ kind: 'pglite', open: !client.closed });
  return { db: db as unknown as Database, kind: 'pglite', usage, close: () => client.close() };
}

type Rows = { rows: Record<string, unknown>[] };

/** Turns Drizzle's `sql` into the text and parameters a driver takes. */
const dialect = new PgDialect();

/**
 * For each database opened here: runs SQL text with its values on the driver, outside any
 * transaction. On node-postgres a named statement is prepared once per connection (pg's
 * `query({ name, text, values })`), so PostgreSQL parses and plans it once instead of on every
 * call; PGlite has a single connection and runs the text as it is.
 */
const textRunners = new WeakMap<Queryable, (name: string, text: string, values: unknown[]) => Promise<Rows>>();

/**
 * Runs a hot, fixed-shape statement as a named prepared statement (the ledger transfer runs on
 * every coin transfer). Inside a transaction it runs as usual.
 */
export async function executeNamed(db: Queryable, name: string, query: SQL): Promise<Rows> {
  const run = textRunners.get(db);
  if (!run) return (await db.execute(query)) as unknown as Rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  return run(name, text, params);
}

/**
 * A statement whose SQL is built, and turned into text, once: its values are `sql.placeholder`s,
 * and each call only binds them. For the host's hottest step (the room code), where building the
 * query with Drizzle on every call was a visible part of a path players wait on
 * (docs/scale/query-plans.md#statements-built-once). It runs on its
 * own, committed when it ends, never inside a transaction.
 */
export function preparedStatement<Values extends Record<string, unknown>>(
  name: string,
  query: SQL,
): (db: Queryable, values: Values) => Promise<Rows> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (db, values) => {
    const run = textRunners.get(db);
    if (!run) throw new Error(`${name}: runs on a database opened by openDatabase, outside a transaction`);
    return run(name, text, fillPlaceholders(params, values));
  };
}
