/**
 * Direct database access for preparing bench data, through the server's own modules (so coins go
 * through the ledger and tokens are signed exactly as the server signs them).
 *
 *   const bench = await openBenchContext({ databaseUrl: db.url, jwtSecret });
 *   const user = await createUser(bench.ctx, { purchased: 100 });   // server/test/support/factories.ts
 *   user.auth                                                       // { Authorization: 'Bearer …' }
 *   await bench.close();
 *
 * Opening migrates the database, so call it before starting the server process or after; both are fine.
 * `bench.ctx.realtime` is not attached to any socket server: events queued here go nowhere.
 */
import { loadConfig } from '../../server/src/config/config.js';
import type { AppContext } from '../../server/src/context.js';
import { openDatabase } from '../../server/src/db/client.js';
import { createLogger } from '../../server/src/logger.js';
import { buildContext } from '../../server/src/server.js';
import { PRODUCTION_STAND_INS } from './production-stand-ins.js';

export { createUser, type TestUser } from '../../server/test/support/factories.js';

export interface BenchContext {
  ctx: AppContext;
  close(): Promise<void>;
}

export async function openBenchContext(opts: { databaseUrl: string; jwtSecret: string }): Promise<BenchContext> {
  const config = loadConfig({
    ...PRODUCTION_STAND_INS,
    NODE_ENV: 'production',
    DATABASE_URL: opts.databaseUrl,
    JWT_SECRET: opts.jwtSecret,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATA_DIR: process.env.TMPDIR ?? '/tmp',
  });
  const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 10 });
  const { ctx } = await buildContext(config, { database, logger: createLogger('warn') });
  return { ctx, close: () => database.close() };
}
