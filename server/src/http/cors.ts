/**
 * Which browser origins may call the API and open the live socket: the web client's own origin
 * (PUBLIC_URL), the desktop app (its renderer is served under DESKTOP_APP_ORIGIN, a scheme no web
 * page can send), and the extra origins of CORS_ORIGINS. Outside production also local
 * development servers, and the `file://` / `null` origins of a renderer opened from disk (the
 * e2e stand-in for the desktop app): in production any local HTML file or sandboxed frame could
 * send those (docs/architecture.md#security-headers-and-cors).
 */
import cors from 'cors';
import type { RequestHandler } from 'express';
import { DESKTOP_APP_ORIGIN, NEXT_BEFORE_HEADER } from '@squadhub/shared';
import type { Config } from '../config/config.js';

type CorsConfig = Pick<Config, 'NODE_ENV' | 'PUBLIC_URL' | 'CORS_ORIGINS'>;

/** Origins that only development may allow: a local dev server, or a page opened from disk. */
const DEVELOPMENT_ORIGINS: (string | RegExp)[] = [/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/, 'file://', 'null'];

export function allowedOrigins(config: CorsConfig): (string | RegExp)[] {
  const extra = config.CORS_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return [
    new URL(config.PUBLIC_URL).origin,
    DESKTOP_APP_ORIGIN,
    ...extra,
    ...(config.NODE_ENV === 'production' ? [] : DEVELOPMENT_ORIGINS),
  ];
}

/** CORS through the library, which also adds `Vary: Origin`, so caches keep one copy per origin (images and artwork are cached for long). */
export function crossOrigin(config: CorsConfig): RequestHandler {
  return cors({ origin: allowedOrigins(config), credentials: false });
}

/**
 * CORS for the JSON API. A request without an `Origin` header (the web client's own GETs,
 * server-to-server callers, Stripe) has no CORS question to answer, so it skips the library:
 * on the hottest reads that was a measurable part of each answer
 * (docs/scale/request-pipeline.md#earlier-cuts). Its
 * `Vary: Origin` matters only to caches: the JSON answers are not cacheable (no validators, no
 * freshness), and the API reference's files are only ever fetched by its own page.
 */
export function apiCrossOrigin(config: CorsConfig): RequestHandler {
  // The desktop app reads a 401's challenge to tell a refused token from a wrong password, and
  // the next page's cursor of an admin list (docs/scale/query-plans.md#admin-lists-page-by-cursor).
  const withOrigin = cors({
    origin: allowedOrigins(config),
    credentials: false,
    exposedHeaders: ['WWW-Authenticate', NEXT_BEFORE_HEADER],
  });
  return (req, res, next) => (req.headers.origin === undefined ? next() : withOrigin(req, res, next));
}
