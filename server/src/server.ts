/** Builds a running server from configuration: database, app, socket.io. Used by main and tests. */
import http from 'node:http';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import type { Config } from './config/config.js';
import type { AppContext } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { createLogger, type Logger } from './logger.js';
import { createMailer } from './mail/mailer.js';
import { RealtimeHub } from './realtime/hub.js';
import { attachSocketServer, type SocketServer } from './realtime/socket.js';

export interface RunningServer {
  ctx: AppContext;
  url: string;
  port: number;
  httpServer: http.Server;
  io: SocketServer;
  close(): Promise<void>;
}

export async function buildContext(
  config: Config,
  opts: { database?: DatabaseHandle; logger?: Logger } = {},
): Promise<{ ctx: AppContext; database: DatabaseHandle }> {
  const logger = opts.logger ?? createLogger(config.LOG_LEVEL);
  const database =
    opts.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: path.join(config.DATA_DIR, 'pglite'),
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  const uploadsDir = path.resolve(config.DATA_DIR, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    logger,
    realtime: new RealtimeHub(null),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger }),
    uploadsDir,
  };
  return { ctx, database };
}

/** Listens on config.PORT (0 = any free port) and attaches socket.io. */
export async function startServer(ctx: AppContext, database: DatabaseHandle): Promise<RunningServer> {
  const app = createApp(ctx);
  const httpServer = http.createServer(app);
  const sockets = await attachSocketServer(ctx, httpServer);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(ctx.config.PORT, ctx.config.HOST, () => resolve());
  });
  const port = (httpServer.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    ctx,
    port,
    url: `http://localhost:${port}`,
    httpServer,
    io: sockets.io,
    close: () =>
      (closing ??= (async () => {
        await sockets.close();
        httpServer.closeAllConnections();
        await new Promise<void>((resolve) => httpServer.close(() => resolve()));
        await database.close();
      })()),
  };
}
