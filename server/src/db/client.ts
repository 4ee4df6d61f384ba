/**
 * One Drizzle database type for both drivers: PGlite (embedded, default) and node-postgres.
 * Every query, transaction and `FOR UPDATE` runs unchanged on either.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
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
  close(): Promise<void>;
}

/**
 * Set on every connection. `random_page_cost`: PostgreSQL's default (4) prices a random read for
 * spinning disks; with the working set in memory or on SSD, as on any current server, 1.1 is the
 * usual value. At 4 the planner read whole tables to join the 30 rows of a grid page instead of
 * looking them up by primary key (EXPLAIN ANALYZE on the `npm run bench:list` data: 0.59 ms
 * against 0.34 ms per page).
 */
const PLANNER_SETTINGS = '-c random_page_cost=1.1';

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

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
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20, options: PLANNER_SETTINGS });
    // An idle connection that dies (server restart, DROP DATABASE ... WITH (FORCE) in tests) is
    // dropped by the pool and replaced on the next query; without a listener it would crash the process.
    pool.on('error', () => {});
    const db = drizzle(pool, { schema });
    namedQueries.set(db as unknown as Database, (name, query) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return pool.query({ name, text, values: params });
    });
    // Instances starting together on an empty database would otherwise race to create the same tables.
    await whileHoldingLock(opts.url, ADVISORY_LOCKS.migrations, () =>
      migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    );
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client;
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(path.resolve(opts.dataDir));
  } else {
    client = new PGlite({ loadDataDir: opts.loadDataDir });
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

type Rows = { rows: Record<string, unknown>[] };

/** Turns Drizzle's `sql` into the text and parameters a driver takes. */
const dialect = new PgDialect();

/** For each node-postgres database: runs a named prepared statement on its pool. */
const namedQueries = new WeakMap<Queryable, (name: string, query: SQL) => Promise<Rows>>();

/**
 * Runs a hot, fixed-shape statement as a named prepared statement on node-postgres (pg's
 * `query({ name, text, values })`), so PostgreSQL parses and plans it once per connection instead
 * of on every call (the ledger transfer runs on every coin transfer). PGlite, and a transaction,
 * run it as usual.
 */
export async function executeNamed(db: Queryable, name: string, query: SQL): Promise<Rows> {
  const named = namedQueries.get(db);
  if (named) return named(name, query);
  return (await db.execute(query)) as unknown as Rows;
}
