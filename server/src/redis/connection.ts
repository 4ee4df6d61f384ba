/**
 * Redis connections (REDIS_URL). Every client connects in the background and reconnects by itself
 * with a capped backoff, so the server starts, and keeps serving HTTP, while Redis is away. An
 * outage is logged once when it starts and once when it ends, not on every reconnect attempt.
 *
 * The process has one general client (ctx.redis: rate-limit counters, the health check); the
 * socket.io adapter opens its own publisher/subscriber pair, because a subscribed connection can
 * run no other command.
 */
import { createClient } from 'redis';
import type { Logger } from '../logger.js';

export type RedisClient = ReturnType<typeof createClient>;

/** The longest wait between two reconnect attempts. */
export const RECONNECT_MAX_MS = 5_000;

/** 100 ms, 200 ms, 400 ms … up to RECONNECT_MAX_MS, with jitter so instances do not retry in step. */
export const reconnectDelay = (retries: number): number =>
  Math.min(100 * 2 ** retries, RECONNECT_MAX_MS) + Math.floor(Math.random() * 100);

export function openRedis(
  url: string,
  logger: Logger,
  opts: {
    /** What the connection is for, in its log lines. */
    role: string;
    /**
     * Commands fail at once while disconnected instead of waiting in memory for the connection to
     * come back: right for a request that must not hang (a rate-limit count), wrong for messages
     * that should still arrive late (socket.io's publisher and subscriptions).
     */
    failFast: boolean;
  },
): RedisClient {
  const client = createClient({
    url,
    disableOfflineQueue: opts.failFast,
    socket: { reconnectStrategy: reconnectDelay, connectTimeout: 5_000 },
  });
  let down = false;
  client.on('error', (err: unknown) => {
    if (down) return;
    down = true;
    logger.warn({ err, redis: opts.role }, 'Redis unavailable; reconnecting in the background');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info({ redis: opts.role }, 'Redis connection restored');
  });
  // Resolves once connected; while Redis is away it keeps retrying (the errors go to the handler above).
  client.connect().catch((err: unknown) => logger.error({ err, redis: opts.role }, 'Redis client stopped'));
  return client;
}

/** Closes a client at shutdown, whether or not it is connected. Commands still waiting are dropped. */
export function closeRedis(client: RedisClient): void {
  if (client.isOpen) client.destroy();
}

/** True when Redis answers a PING within `timeoutMs`. */
export async function redisAnswers(client: RedisClient, timeoutMs = 1_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([
      client.ping().then(
        () => true,
        () => false,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Resolves true once `client` is connected, false after `timeoutMs`. A starting instance waits
 * this long for Redis before it takes requests, so that rate limits count from the first one;
 * without Redis it starts anyway and limits let requests pass until the connection comes up.
 */
export async function redisReady(client: RedisClient, timeoutMs: number): Promise<boolean> {
  if (client.isReady) return true;
  let timer: NodeJS.Timeout | undefined;
  let onReady: (() => void) | undefined;
  try {
    return await new Promise<boolean>((resolve) => {
      onReady = () => resolve(true);
      client.once('ready', onReady);
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
  } finally {
    clearTimeout(timer);
    if (onReady) client.off('ready', onReady);
  }
}
