/** Builds a running server from configuration: database, app, socket.io. Used by main and tests. */
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadAllMessages } from '@squadhub/shared';
import { createApp } from './app.js';
import type { Config } from './config/config.js';
import type { AppContext } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { newAnswerLog } from './http/answer-checks.js';
import { answerClientErrors } from './http/client-errors.js';
import type { TrustProxyFn } from './http/request-id.js';
import { createLogger, type Logger } from './logger.js';
import { createMailer } from './mail/mailer.js';
import { AppMetrics } from './metrics/metrics.js';
import { PushSender } from './push/sender.js';
import { Coalescer } from './realtime/coalescer.js';
import { RealtimeHub } from './realtime/hub.js';
import { attachSocketServer, type SocketServer } from './realtime/socket.js';
import { closeRedis, openRedis, redisReady, type RedisClient } from './redis/connection.js';
import { ScreenReader } from './services/results/screen-reader.js';
import { SpeedRegistry } from './speed/registry.js';
import { postgresImageStore } from './uploads/postgres-image-store.js';
import { useTestTimes } from './services/tournaments/deadline-times.js';

export interface RunningServer {
  ctx: AppContext;
  url: string;
  port: number;
  httpServer: http.Server;
  io: SocketServer;
  /** Health answers 503 from now on; resolves SHUTDOWN_DRAIN_MS later, while requests are still served. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export async function buildContext(
  config: Config,
  opts: { database?: DatabaseHandle; logger?: Logger } = {},
): Promise<{ ctx: AppContext; database: DatabaseHandle }> {
  const logger = opts.logger ?? createLogger(config.LOG_LEVEL);
  useTestTimes(config);
  // Every language an answer may be written in (docs/product/languages.md).
  await loadAllMessages();
  const database =
    opts.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: path.join(config.DATA_DIR, 'pglite'),
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  const redis = config.REDIS_URL ? openRedis(config.REDIS_URL, logger, { role: 'rate limits', failFast: true }) : null;
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    logger,
    realtime: new RealtimeHub(null, { checkEvents: config.NODE_ENV === 'test' }),
    coalescer: new Coalescer(),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger }),
    redis,
    images: postgresImageStore(database.db),
    push: new PushSender({ db: database.db, config, logger }),
    screens: new ScreenReader({
      workers: config.RESULT_READ_WORKERS,
      queue: config.RESULT_READ_QUEUE,
      timeoutMs: config.RESULT_READ_TIMEOUT_MS,
    }),
    metrics: new AppMetrics({ database: database.usage, redisReady: redis ? () => redis.isReady : null }),
    lifecycle: { draining: false },
    speed: new SpeedRegistry(),
    ...(config.NODE_ENV === 'test' ? { answerChecks: newAnswerLog() } : {}),
  };
  return { ctx, database };
}

/** How long a starting instance waits for Redis before taking requests anyway. */
export const REDIS_START_WAIT_MS = 5_000;

/** How long a shutdown waits for requests in flight before cutting their connections. */
export const SHUTDOWN_GRACE_MS = 5_000;

/** Listens on config.PORT (0 = any free port) and attaches socket.io. */
export async function startServer(ctx: AppContext, database: DatabaseHandle): Promise<RunningServer> {
  if (ctx.redis && !(await redisReady(ctx.redis, REDIS_START_WAIT_MS))) {
    ctx.logger.warn('Redis did not answer at start: rate limits let requests pass until it does');
  }
  const app = createApp(ctx);
  const httpServer = http.createServer(app);
  // An idle keep-alive connection must be closed by the client (browsers, proxies and Node's agent
  // give up within seconds to a minute), never by the server while a request is on its way: Node's
  // 5 s default raced clients with the same timeout, whose next request then failed with
  // ECONNRESET (seen in CI's e2e). Headers must outlast it (Node's rule).
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  answerClientErrors(httpServer);
  const sockets = await attachSocketServer(ctx, httpServer, app.get('trust proxy fn') as TrustProxyFn);
  ctx.metrics.watchSockets(() => sockets.io.engine.clientsCount);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(ctx.config.PORT, ctx.config.HOST, () => resolve());
  });
  const port = (httpServer.address() as AddressInfo).port;
  // With PORT=0 the derived address must name the port actually bound (e-mailed links use it).
  if (ctx.config.PUBLIC_URL_FROM_PORT) ctx.config.PUBLIC_URL = `http://localhost:${port}`;
  let closing: Promise<void> | undefined;
  return {
    ctx,
    port,
    url: `http://localhost:${port}`,
    httpServer,
    io: sockets.io,
    drain: () => drain(ctx),
    close: () => (closing ??= closeGracefully(httpServer, sockets, database, ctx.redis, ctx.push, ctx.screens)),
  };
}

/**
 * The start of a shutdown (main.ts, on SIGTERM or SIGINT, before `close`): /api/health answers
 * 503 `draining` at once, while the instance keeps serving for SHUTDOWN_DRAIN_MS, long enough for
 * a load balancer's health checks to take it out of rotation before its connections close
 * (docs/operations.md#draining).
 */
async function drain(ctx: AppContext): Promise<void> {
  ctx.lifecycle.draining = true;
  const ms = ctx.config.SHUTDOWN_DRAIN_MS;
  if (ms === 0) return;
  ctx.logger.info({ ms }, 'draining: /api/health answers 503 until the server closes');
  await sleep(ms);
}

/**
 * Stops accepting connections, lets requests in flight finish (up to SHUTDOWN_GRACE_MS) so no
 * transaction is cut in half by the shutdown, disconnects sockets, then closes Redis and the database.
 */
async function closeGracefully(
  httpServer: http.Server,
  sockets: { close(): Promise<void> },
  database: DatabaseHandle,
  redis: RedisClient | null,
  push: { stop(): Promise<void> },
  screens: { close(): Promise<void> },
): Promise<void> {
  const drained = new Promise<void>((resolve) => httpServer.close(() => resolve()));
  httpServer.closeIdleConnections();
  const grace = setTimeout(() => httpServer.closeAllConnections(), SHUTDOWN_GRACE_MS);
  // socket.io's close disconnects every socket, then waits for the HTTP server to finish closing.
  await sockets.close();
  await drained;
  clearTimeout(grace);
  // Pushes in flight are cut; their deliveries stay claimed and are sent again later.
  await push.stop();
  // Reads in flight were answered or cut with their connections: the OCR threads can go.
  await screens.close();
  if (redis) closeRedis(redis);
  await database.close();
}
