/**
 * The frame of every bench: a temp PostgreSQL database, a JWT secret shared by the bench and the
 * server process, a context for preparing data, and cleanup (processes stopped, database dropped)
 * even when the bench fails or is interrupted with Ctrl-C.
 *
 *   await runBench('auth/me', async ({ databaseUrl, jwtSecret, ctx, track }) => {
 *     const server = track(await startSquadhubServer({ databaseUrl, jwtSecret }));
 *     const user = await createUser(ctx);
 *     ...
 *     return true;   // false (e.g. below target) sets exit code 1
 *   });
 *
 * `{ keepDatabase: true }` leaves the database in place at the end (its URL is printed), for
 * EXPLAIN work on what the bench filled; drop it by hand afterwards.
 */
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../server/src/context.js';
import { openBenchContext } from './context.js';
import { createTempDatabase } from './database.js';

export interface BenchEnv {
  databaseUrl: string;
  jwtSecret: string;
  ctx: AppContext;
  /** Registers something with `stop()` to be stopped at the end (in reverse order). */
  track<T extends { stop(): Promise<void> }>(resource: T): T;
}

export async function runBench(
  name: string,
  body: (env: BenchEnv) => Promise<boolean | void>,
  opts: { keepDatabase?: boolean } = {},
): Promise<void> {
  const db = await createTempDatabase();
  const stoppers: (() => Promise<void>)[] = [];
  let cleaned: Promise<void> | undefined;
  const cleanup = () =>
    (cleaned ??= (async () => {
      for (const stop of stoppers.reverse()) await stop().catch((e) => console.error('cleanup:', e));
      if (opts.keepDatabase) console.log(`${name}: kept database ${db.url}`);
      else await db.drop().catch((e) => console.error('drop database:', e));
    })());
  const onSignal = () => void cleanup().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  console.log(`${name}: database ${db.name}`);
  let ok = false;
  try {
    const jwtSecret = randomBytes(32).toString('hex');
    const bench = await openBenchContext({ databaseUrl: db.url, jwtSecret });
    stoppers.push(() => bench.close());
    const track: BenchEnv['track'] = (resource) => {
      stoppers.push(() => resource.stop());
      return resource;
    };
    ok = (await body({ databaseUrl: db.url, jwtSecret, ctx: bench.ctx, track })) !== false;
  } catch (err) {
    console.error(`${name} failed:`, err);
  } finally {
    await cleanup();
  }
  process.exit(ok ? 0 : 1);
}
