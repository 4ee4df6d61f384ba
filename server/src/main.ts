/** `npm start`: configuration, database (PGlite by default), seed, server, graceful shutdown. */
import { ConfigError, loadConfig } from './config/config.js';
import { startBackgroundJobs } from './jobs/index.js';
import { seedOnStart } from './seed/index.js';
import { buildContext, startServer } from './server.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { ctx, database } = await buildContext(config);
  const seedLines = await seedOnStart(ctx);
  const server = await startServer(ctx, database);
  const stopJobs = startBackgroundJobs(ctx);
  const address = config.PUBLIC_URL;
  ctx.logger.info({ database: database.kind, port: server.port }, 'Squadhub is running');
  console.log(
    `\n  Squadhub is running: open ${address}\n  Database: ${database.kind === 'pglite' ? `embedded PGlite (${config.DATA_DIR})` : 'PostgreSQL'}`,
  );
  for (const line of seedLines) console.log(`  ${line}`);
  console.log('');

  const shutdown = async (signal: string) => {
    ctx.logger.info({ signal }, 'shutting down');
    stopJobs();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await server.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

void main();
