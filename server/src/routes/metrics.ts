/**
 * GET /metrics: this instance's Prometheus metrics (metrics/metrics.ts), in the text format
 * Prometheus scrapes. Only for the operator's scraper: it needs METRICS_TOKEN as a bearer token
 * (401 with a `WWW-Authenticate` challenge otherwise), and without METRICS_TOKEN it does not
 * exist (404, like any unknown path). The token is compared in constant time (both sides hashed
 * first, so neither the content nor the length leaks through the timing). See
 * docs/operations.md#metrics.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { ACCESS_TEXT, REQUEST_TEXT } from '@squadhub/shared';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

const BEARER = /^Bearer +(\S+)\s*$/i;

export function metricsHandler(ctx: AppContext): RequestHandler {
  const token = ctx.config.METRICS_TOKEN;
  const expected = token === undefined ? null : digest(token);
  const { registry } = ctx.metrics;
  return async (req, res, next) => {
    // Never kept by a cache, never taken for another type: the JSON refusals included.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (!expected) return next(new HttpError(404, REQUEST_TEXT.noRoute(req.method, req.path)));
    const given = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (given === undefined) return next(new HttpError(401, ACCESS_TEXT.notAuthenticated));
    if (!timingSafeEqual(digest(given), expected)) return next(new HttpError(401, ACCESS_TEXT.invalidToken));
    res.type(registry.contentType).send(await registry.metrics());
  };
}
