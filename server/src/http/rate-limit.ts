import { rateLimit as expressRateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import type { AppContext } from '../context.js';

/**
 * A per-route rate limit answering 429 `{ detail }`. Keyed by user id when logged in (so players
 * behind one NAT do not starve each other), by IP otherwise. RATE_LIMITS=false turns limits off
 * for benchmarks.
 */
export function rateLimit(
  ctx: AppContext,
  opts: {
    windowMs: number;
    limit: number;
    detail?: string;
    keyByBody?: (body: unknown) => string | undefined;
    /** Count only failed requests (answers of 400 and above), e.g. wrong passwords at login. */
    skipSuccessfulRequests?: boolean;
  },
): RequestHandler {
  if (!ctx.config.RATE_LIMITS) return (_req, _res, next) => next();
  return expressRateLimit({
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: opts.skipSuccessfulRequests ?? false,
    keyGenerator: (req) => {
      const fromBody = opts.keyByBody?.(req.body);
      if (fromBody) return `body:${fromBody}`;
      return req.user ? `user:${req.user.id}` : `ip:${req.ip}`;
    },
    validate: { keyGeneratorIpFallback: false },
    handler: (_req, res) => {
      res.status(429).json({ detail: opts.detail ?? 'Too many requests. Please slow down and try again shortly.' });
    },
  });
}
