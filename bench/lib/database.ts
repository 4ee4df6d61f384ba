/**
 * Temporary PostgreSQL databases for benches.
 *
 *   const db = await createTempDatabase();      // CREATE DATABASE squadhub_bench_<time>_<rand>
 *   db.url                                       // postgres://postgres@127.0.0.1:5432/<name>
 *   await db.drop();                             // DROP DATABASE ... WITH (FORCE); safe to call twice
 *
 * The admin connection is BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres.
 * The schema is applied by whoever opens the database first (the server process migrates at start,
 * `openBenchContext` does too).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TempDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTempDatabase(
  adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL,
): Promise<TempDatabase> {
  // The name is generated, never user input, so interpolating it into DDL is safe.
  const name = `squadhub_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
