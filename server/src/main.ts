/** `npm start`: configuration, database (PGlite by default), seed, server, graceful shutdown. */
import { existsSync } from 'node:fs';
import { styleText } from 'node:util';
import { ConfigError, ENV_FILE, loadConfig, type Config } from './config/config.js';
import { startBackgroundJobs } from './jobs/index.js';
import { createLogger } from './logger.js';
import { seedOnStart } from './seed/index.js';
import { buildContext, startServer } from './server.js';
import { importLegacyUploads } from './uploads/legacy-files.js';

/** A stuck shutdown (a hung database, say) still ends the process, with a failure code, this long after draining. */
const FORCED_EXIT_MS = 10_000;

function configOrExit(): Config {
  try {
    if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * What a newcomer reads after `npm start`: the address to open, the database, the demo logins.
 * Printed last of the start-up, set apart by blank lines (and in colour on a terminal), while the
 * log lines stay short in development (logger.ts) and quiet about ordinary 4xx (request-log.ts).
 */
function printBanner(lines: string[]) {
  const bold = (text: string) => (process.stdout.isTTY ? styleText(['bold', 'green'], text) : text);
  const [first, ...rest] = lines;
  console.log(['', `  ${bold(first!)}`, ...rest.map((line) => `  ${line}`), ''].join('\n'));
}

async function main() {
  const config = configOrExit();
  const logger = createLogger(config.LOG_LEVEL, { readable: config.NODE_ENV !== 'production' });
  const { ctx, database } = await buildContext(config, { logger });
  await importLegacyUploads(ctx.db, config.DATA_DIR, ctx.logger);
  const seedLines = await seedOnStart(ctx);
  const server = await startServer(ctx, database);
  const stopJobs = startBackgroundJobs(ctx);
  // The OCR workers load their model now, not during a player's first read.
  ctx.screens.warm();
  // The banner says it to people; production's log collector gets it as a record.
  if (config.NODE_ENV === 'production')
    ctx.logger.info({ database: database.kind, port: server.port }, 'Squadhub is running');
  const dbLine = database.kind === 'pglite' ? `embedded PGlite (${config.DATA_DIR})` : 'PostgreSQL';
  printBanner([`Squadhub is running: open ${ctx.config.PUBLIC_URL}`, `Database: ${dbLine}`, ...seedLines]);

  const shutdown = async (signal: string) => {
    ctx.logger.info({ signal }, 'shutting down');
    const limit = config.SHUTDOWN_DRAIN_MS + FORCED_EXIT_MS;
    setTimeout(() => {
      console.error(`Shutdown took longer than ${limit / 1000} s; exiting anyway.`);
      process.exit(1);
    }, limit).unref();
    stopJobs();
    // Health answers 503 while requests are still served, then the server closes (docs/operations.md#draining).
    await server.drain();
    await server.close();
    ctx.logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('Squadhub failed to start:', err);
  process.exit(1);
});
