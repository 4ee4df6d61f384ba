/**
 * socket.io's Redis adapter (REDIS_URL): events and socket commands (join, disconnect) reach the
 * sockets of every API instance. It has its own publisher and subscriber connections, which queue
 * their commands while Redis is away and send them once it is back, so a user's "end sessions"
 * still reaches the other instances late rather than never. While Redis is down, events still
 * reach this instance's own sockets.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { Logger } from '../logger.js';
import { closeRedis, openRedis, type RedisClient } from './connection.js';

export function redisSocketAdapter(
  url: string,
  keyPrefix: string,
  logger: Logger,
): { adapter: ReturnType<typeof createAdapter>; close(): void } {
  const pub = openRedis(url, logger, { role: 'socket.io publisher', failFast: false });
  const sub = openRedis(url, logger, { role: 'socket.io subscriber', failFast: false });
  const adapter = createAdapter(withoutUnhandledFailures(pub), withoutUnhandledFailures(sub), {
    key: `${keyPrefix}socket.io`,
  });
  return {
    adapter,
    close: () => {
      closeRedis(pub);
      closeRedis(sub);
    },
  };
}

/** The Redis commands the adapter sends without waiting for their answer. */
const FIRE_AND_FORGET = ['publish', 'subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe'] as const;

/**
 * The adapter sends these commands and drops the promise. One that fails (Redis went away while
 * it was in flight, or the client closed at shutdown with it still queued) would be an unhandled
 * rejection, which stops the process; here it is a lost message instead, and the outage itself
 * is logged by the connection.
 */
function withoutUnhandledFailures(client: RedisClient): RedisClient {
  for (const name of FIRE_AND_FORGET) {
    const command = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, { [name]: (...args: unknown[]) => command(...args).catch(() => undefined) });
  }
  return client;
}
