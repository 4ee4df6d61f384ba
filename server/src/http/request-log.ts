/**
 * The request log, the one place every request passes first: it gives the request its id
 * (http/request-id.ts), answers it in `X-Request-Id`, and once the answer is sent writes one
 * structured line (with the id) and observes the HTTP duration histogram (metrics/metrics.ts).
 *
 * The line's level follows the status (5xx error, 4xx `clientErrors`, others debug), with method,
 * path (never the query string, which can carry tokens), status and duration. Production logs 4xx
 * at info (refused logins, probing); development at debug, so the start-up banner of `npm start`
 * is not buried under the 401s and 404s of a first walk through the app (LOG_LEVEL=debug shows
 * every request). It replaces pino-http, whose per-request child logger serialised and redacted
 * every request even when no line was written (docs/scale/request-pipeline.md#earlier-cuts).
 * So `req.log`, the logger that adds the request id, is made only when something logs
 * through it, and every response shares one `finish` listener (no closure and no `once` wrapper
 * per request): what it needs travels on the request.
 */
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from '../logger.js';
import type { AppMetrics } from '../metrics/metrics.js';
import { REQUEST_ID_HEADER, requestIdOf, type TrustProxyFn } from './request-id.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** This request's id: answered in X-Request-Id, in its log lines and its 5xx bodies. */
      id: string;
      /** The app logger with this request's id on every line, for handlers that log about it. */
      log: Logger;
    }
  }
}

/** When the request arrived, for its duration. */
const STARTED = Symbol('request started');
const APP_LOGGER = Symbol('app logger');
const REQUEST_LOGGER = Symbol('request logger');
type LoggedRequest = Request & { [STARTED]: number; [APP_LOGGER]?: Logger; [REQUEST_LOGGER]?: Logger };

// `req.log` is a child logger bound to the request id, made on first use (most requests never log).
Object.defineProperty(express.request, 'log', {
  configurable: true,
  get(this: LoggedRequest) {
    return (this[REQUEST_LOGGER] ??= this[APP_LOGGER]?.child({ request_id: this.id }));
  },
  set(this: LoggedRequest, logger: Logger) {
    this[REQUEST_LOGGER] = logger;
  },
});

/** The histogram's route label of a request that no route took. */
export const UNMATCHED_ROUTE = 'unmatched';
/** The label of files a static folder answered (the web client's assets, artwork). */
export const STATIC_ROUTE = 'static';
/** The label of the web client's history fallback (a regular expression, not a pattern). */
export const PAGE_ROUTE = 'page';

/** Each route's label, from its pattern and the router it is mounted in, made once per route. */
const labelOfRoute = new WeakMap<object, string>();

/**
 * The route pattern that answered (`/api/tournaments/:id`), never the raw path, so the metric has
 * one series per route. Every API router is mounted at /api without a prefix of its own
 * (routes/index.ts); the pages are mounted at the root.
 */
export function routeLabel(req: Request, status: number): string {
  const route = req.route as { path?: unknown } | undefined;
  if (!route) return status < 400 && (req.method === 'GET' || req.method === 'HEAD') ? STATIC_ROUTE : UNMATCHED_ROUTE;
  let label = labelOfRoute.get(route);
  if (label === undefined) {
    const prefix = req.originalUrl.startsWith('/api/') ? '/api' : '';
    label = typeof route.path === 'string' ? `${prefix}${route.path}` : PAGE_ROUTE;
    labelOfRoute.set(route, label);
  }
  return label;
}

export function requestLog(
  logger: Logger,
  opts: { ignore?: (path: string) => boolean; clientErrors?: 'info' | 'debug'; metrics?: AppMetrics } = {},
): RequestHandler {
  const clientErrors = opts.clientErrors ?? 'info';
  const { metrics } = opts;
  function logFinished(this: Response) {
    const req = this.req as LoggedRequest;
    const status = this.statusCode;
    const ms = performance.now() - req[STARTED];
    metrics?.observeRequest(routeLabel(req, status), req.method, status, ms / 1000);
    const level = status >= 500 ? 'error' : status >= 400 ? clientErrors : 'debug';
    if (!logger.isLevelEnabled(level)) return;
    const path = req.originalUrl.split('?')[0];
    if (opts.ignore?.(path)) return;
    const rounded = Math.round(ms * 10) / 10;
    logger[level](
      { request_id: req.id, method: req.method, path, status, ms: rounded },
      `${req.method} ${path} ${status} ${rounded} ms`,
    );
  }
  return (req, res, next) => {
    const logged = req as LoggedRequest;
    logged[STARTED] = performance.now();
    logged[APP_LOGGER] = logger;
    req.id = requestIdOf(req, req.app.get('trust proxy fn') as TrustProxyFn);
    res.setHeader(REQUEST_ID_HEADER, req.id);
    res.on('finish', logFinished);
    next();
  };
}
