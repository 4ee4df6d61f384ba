/**
 * Rate-limit counters in Redis (rate-limit-redis), shared by every API instance.
 *
 * While Redis is unavailable the limiters let requests through (`passOnStoreError`): a short
 * outage must not turn every limited route into an error, and the other protections (password
 * hashing cost, validation, authorization) stay in place. The first failure of a streak is logged
 * as a warning and the recovery as info, instead of one line per request.
 */
import type { ClientRateLimitInfo, IncrementResponse } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { Logger } from '../logger.js';
import type { RedisClient } from './connection.js';

/** One per Redis client, shared by all of its limiters, so an outage is one warning, not one per limiter. */
class StoreOutageLog {
  private failing = false;

  constructor(private readonly logger: Logger) {}

  failed(err: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.logger.warn({ err }, 'rate limits are not enforced while Redis is unavailable (requests pass)');
  }

  succeeded(): void {
    if (!this.failing) return;
    this.failing = false;
    this.logger.info('rate limits are enforced again');
  }
}

const outageLogs = new WeakMap<RedisClient, StoreOutageLog>();

/**
 * rate-limit-redis loads its two Lua scripts once, when the limiter is created. If Redis was
 * unreachable then (the server starts without waiting for it), the stored load has failed for
 * good; this store loads the scripts again on the next call after a failed load.
 */
class RecoveringRedisStore extends RedisStore {
  private scriptLoadFailed = false;

  constructor(
    client: RedisClient,
    prefix: string,
    private readonly outages: StoreOutageLog,
  ) {
    super({ prefix, sendCommand: (...args: string[]) => client.sendCommand(args) });
  }

  override loadIncrementScript(key?: string): Promise<string> {
    return this.noticeFailure(super.loadIncrementScript(key));
  }

  override loadGetScript(key?: string): Promise<string> {
    return this.noticeFailure(super.loadGetScript(key));
  }

  override async increment(key: string): Promise<IncrementResponse> {
    return this.observe(() => super.increment(key));
  }

  override async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.observe(() => super.get(key));
  }

  private async observe<T>(call: () => Promise<T>): Promise<T> {
    if (this.scriptLoadFailed) {
      this.scriptLoadFailed = false;
      this.incrementScriptSha = this.loadIncrementScript();
      this.getScriptSha = this.loadGetScript();
    }
    try {
      const result = await call();
      this.outages.succeeded();
      return result;
    } catch (err) {
      this.outages.failed(err);
      throw err;
    }
  }

  /** Remembers a failed load; the handler also keeps the stored promise from being an unhandled rejection. */
  private noticeFailure(load: Promise<string>): Promise<string> {
    load.catch(() => (this.scriptLoadFailed = true));
    return load;
  }
}

/** A store for one limiter; `prefix` must be unique to that limiter. */
export function redisRateLimitStore(client: RedisClient, prefix: string, logger: Logger): RedisStore {
  let outages = outageLogs.get(client);
  if (!outages) outageLogs.set(client, (outages = new StoreOutageLog(logger)));
  return new RecoveringRedisStore(client, prefix, outages);
}
