/**
 * The request log: one structured line per finished request, at a level chosen by status
 * (5xx error, 4xx `clientErrors`, others debug), with method, path (never the query string, which
 * can carry tokens), status and duration. Production logs 4xx at info (refused logins, probing);
 * development at debug, so the start-up banner of `npm start` is not buried under the 401s and
 * 404s of a first walk through the app (LOG_LEVEL=debug shows every request). It replaces pino-http, whose per-request child logger serialised
 * and redacted every request even when no line was written; that cost showed up in the auth/me
 * bench's hot path. For the same reason every response shares one `finish` listener (no closure
 * and no `once` wrapper per request): what it needs travels on the request.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from '../logger.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The app logger, for handlers that want to log about this request. */
      log: Logger;
    }
  }
}

/** When the request arrived, for its duration. */
const STARTED = Symbol('request started');
type LoggedRequest = Request & { [STARTED]: number };

export function requestLog(
  logger: Logger,
  opts: { ignore?: (path: string) => boolean; clientErrors?: 'info' | 'debug' } = {},
): RequestHandler {
  const clientErrors = opts.clientErrors ?? 'info';
  function logFinished(this: Response) {
    const req = this.req as LoggedRequest;
    const status = this.statusCode;
    const level = status >= 500 ? 'error' : status >= 400 ? clientErrors : 'debug';
    if (!logger.isLevelEnabled(level)) return;
    const path = req.originalUrl.split('?')[0];
    if (opts.ignore?.(path)) return;
    const ms = Math.round((performance.now() - req[STARTED]) * 10) / 10;
    logger[level]({ method: req.method, path, status, ms }, `${req.method} ${path} ${status} ${ms} ms`);
  }
  return (req, res, next) => {
    req.log = logger;
    (req as LoggedRequest)[STARTED] = performance.now();
    res.on('finish', logFinished);
    next();
  };
}
