import { ipKeyGenerator, rateLimit as expressRateLimit, type Store } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import { PIPELINE_CODE, REQUEST_TEXT } from '@squadhub/shared';
import type { AppContext } from '../context.js';
import { redisRateLimitStore } from '../redis/rate-limit-store.js';
import { READS_LIMIT } from './reads-limit.js';
import { asStep } from './steps.js';

/** One IPv6 customer usually holds a whole /64, so an address inside it is not a new client. */
const IPV6_SUBNET = 64;

/**
 * A per-route rate limit answering 429 `{ detail, code: 'rate_limited' }` (the detail may be the route's own). Keyed by user id when logged in (so players
 * behind one NAT do not starve each other; the verified token's subject, as the limit comes before
 * the route reads the session), by client address otherwise (IPv6 per /64). With
 * REDIS_URL the counts live in Redis and are shared by every instance (they let requests pass
 * while Redis is unavailable: see redis/rate-limit-store.ts); without it, in this process.
 * RATE_LIMITS=false turns limits off for benchmarks.
 */
export function rateLimit(
  ctx: AppContext,
  opts: {
    /**
     * Names this limiter's counters in Redis; two limiters must never share one. Without it, the
     * limiter's position in the order the app creates its limiters, which is the same on every
     * instance running the same build.
     */
    name?: string;
    windowMs: number;
    limit: number;
    detail?: string;
    keyByBody?: (body: unknown) => string | undefined;
    /** `address`: count by client address even for a logged-in user (a second limit beside the per-user one). */
    keyBy?: 'viewer' | 'address';
    /** Count only failed requests (answers of 400 and above), e.g. wrong passwords at login. */
    skipSuccessfulRequests?: boolean;
    /** Count only successful requests (answers below 400), e.g. changes made, not typos refused. */
    skipFailedRequests?: boolean;
  },
): RequestHandler {
  if (!ctx.config.RATE_LIMITS) return asStep('rate limit', (_req, _res, next) => next());
  const name = opts.name ?? `limiter-${nextLimiterNumber(ctx)}`;
  const limiter = expressRateLimit({
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: opts.skipSuccessfulRequests ?? false,
    skipFailedRequests: opts.skipFailedRequests ?? false,
    store: counterStore(ctx, name),
    passOnStoreError: true,
    // The store logs outages itself, once per outage; the library would log every request.
    logger: { error: (err, msg) => ctx.logger.debug({ err }, msg), warn: (err, msg) => ctx.logger.debug({ err }, msg) },
    keyGenerator: (req) => {
      const fromBody = opts.keyByBody?.(req.body);
      if (fromBody) return `body:${fromBody}`;
      return req.claims && opts.keyBy !== 'address' ? `user:${req.claims.sub}` : `ip:${clientAddress(req)}`;
    },
    validate: { keyGeneratorIpFallback: false },
    handler: (_req, res) => {
      res.status(429).json({ detail: opts.detail ?? REQUEST_TEXT.tooManyRequests, code: PIPELINE_CODE.rateLimited });
    },
  });
  return asStep('rate limit', limiter);
}

const readsLimits = new WeakMap<AppContext, RequestHandler>();
const sharedReadsLimits = new WeakSet<object>();

/**
 * The one shared reads limiter of an app (READS_LIMIT): the limit of every route without one of its
 * own. Every call with the same context returns the same step.
 */
export function readsLimit(ctx: AppContext): RequestHandler {
  let limiter = readsLimits.get(ctx);
  if (!limiter) {
    limiter = rateLimit(ctx, { name: 'reads', ...READS_LIMIT });
    readsLimits.set(ctx, limiter);
    sharedReadsLimits.add(limiter);
  }
  return limiter;
}

/** Whether a step is an app's shared reads limiter (routes/mount.ts tells it from a route's own limit). */
export const isReadsLimit = (step: unknown): boolean => typeof step === 'function' && sharedReadsLimits.has(step);

/** The client's address as TRUST_PROXY lets Express see it; an IPv6 address stands for its /64. */
function clientAddress(req: Request): string {
  return req.ip ? ipKeyGenerator(req.ip, IPV6_SUBNET) : 'unknown';
}

/** Redis with REDIS_URL; otherwise undefined, which is express-rate-limit's in-memory store. */
function counterStore(ctx: AppContext, name: string): Store | undefined {
  if (!ctx.redis) return undefined;
  return redisRateLimitStore(ctx.redis, `${ctx.config.REDIS_KEY_PREFIX}rate-limit:${name}:`, ctx.logger);
}

const limitersCreated = new WeakMap<AppContext, number>();

function nextLimiterNumber(ctx: AppContext): number {
  const n = (limitersCreated.get(ctx) ?? 0) + 1;
  limitersCreated.set(ctx, n);
  return n;
}
