/**
 * What a test server checks of every answer it sends under /api (NODE_ENV=test; app.ts installs
 * `checkAnswers` first in the API pipeline): the JSON body is what the contract entry of the
 * matched route says (shared/src/schemas/api), `ok` for a success and `{ detail, code }` (or the
 * route's own error body) for an error; a success has the status and headers the entry declares,
 * and an error a status the API document lists for the operation. The body must also be what
 * the published API document allows (document-answer-checks.ts), since clients are generated from
 * it. The answer schemas are strict, so an undocumented field fails as much as a missing one. Every test
 * that calls the API checks its answers this way, as RealtimeHub checks every event
 * (realtime/event-checks.ts).
 *
 * A mismatch is recorded and the answer becomes a 500 naming it, so the test that caused it fails
 * on its status, and the test harness fails the file when any was recorded.
 */
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { API_CONTRACT, statusCode, type ApiRoute, type ErrorStatus } from '@squadhub/shared';
import { operationOf } from '../openapi/document.js';
import { documentAnswerProblem } from './document-answer-checks.js';

/** What a test server answered, for the tests to read. */
export interface AnswerLog {
  /** The operation and status of every answer to a route of the contract. */
  answered: { operationId: string; status: number }[];
  /** Each answer that broke the contract, in words. */
  mismatches: string[];
}

export const newAnswerLog = (): AnswerLog => ({ answered: [], mismatches: [] });

const ROUTES = new Map<string, ApiRoute>(
  API_CONTRACT.routes.map((route: ApiRoute) => [`${route.method} ${route.path}`, route]),
);

/**
 * The contract entry of the route that took the request, if any. Every router is mounted in the
 * API router without a prefix (routes/index.ts), so a route's own path is its path under /api;
 * `req.route` stays set while the error handler answers for it.
 */
function routeOf(req: Request): ApiRoute | undefined {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path !== 'string') return undefined;
  const method = req.method === 'HEAD' ? 'get' : req.method.toLowerCase();
  // Express writes `/tournaments/:id` where the contract writes `/tournaments/{id}`.
  return ROUTES.get(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
}

const documented = new Map<ApiRoute, ReadonlySet<number>>();
/** The statuses the API document lists for a route: its success, its own errors and the shared ones. */
function documentedStatuses(route: ApiRoute): ReadonlySet<number> {
  let statuses = documented.get(route);
  if (!statuses) {
    statuses = new Set(Object.keys(operationOf(route).responses).map(Number));
    documented.set(route, statuses);
  }
  return statuses;
}

const name = (req: Request, route: ApiRoute | undefined) =>
  route ? `${route.operationId} (${route.method.toUpperCase()} ${route.path})` : `${req.method} ${req.originalUrl}`;

/** Why a JSON answer breaks the contract, or null when it keeps it. */
export function jsonAnswerProblem(route: ApiRoute | undefined, status: number, body: unknown): string | null {
  let schema: z.ZodType;
  if (status >= 400) {
    if (route && !documentedStatuses(route).has(status)) {
      return `status ${status}, which the API document does not list for this operation`;
    }
    const own = route?.errors?.[status as ErrorStatus];
    schema = typeof own === 'object' ? own.json : API_CONTRACT.error;
  } else if (!route) {
    return `a ${status} answer to a route that is not in the contract`;
  } else if (!('json' in route.ok)) {
    const declared =
      'html' in route.ok
        ? 'a page'
        : 'image' in route.ok
          ? 'an image'
          : 'empty' in route.ok
            ? 'no content'
            : 'a redirect';
    return `a JSON ${status} answer where the contract declares ${declared}`;
  } else if (status !== (route.ok.status ?? 200)) {
    return `status ${status} where the contract declares ${route.ok.status ?? 200}`;
  } else {
    schema = route.ok.json;
  }
  // What the client receives: dates as strings, undefined fields left out.
  const sent: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const result = schema.safeParse(sent);
  if (!result.success) return `a ${status} answer that does not match its schema:\n${z.prettifyError(result.error)}`;
  return route ? documentAnswerProblem(route, status, sent) : null;
}

/**
 * Why an answer sent without res.json (a page, a redirect) breaks the contract, or null. The
 * reference page's own scripts and styles are files under /api/docs, not operations.
 */
function otherAnswerProblem(route: ApiRoute | undefined, status: number): string | null {
  if (status >= 400) return `a ${status} answer that is not JSON \`{ detail, code }\``;
  if (!route) return null;
  if ('json' in route.ok) return `a ${status} answer that is not JSON where the contract declares JSON`;
  const declared = 'html' in route.ok || 'image' in route.ok ? 200 : 'empty' in route.ok ? 204 : 303;
  return status === declared ? null : `status ${status} where the contract declares ${declared}`;
}

/** The first header a success of `route` declares but `res` lacks, as a problem; null when none. */
function missingHeader(route: ApiRoute | undefined, res: Response): string | null {
  if (!route || res.statusCode >= 400 || !('json' in route.ok)) return null;
  const absent = Object.keys(route.ok.headers ?? {}).find((header) => res.getHeader(header) === undefined);
  return absent ? `no ${absent} header, which the contract declares` : null;
}

/**
 * Checks every answer of the API against the contract, recording into `log`. Installed only on
 * test servers: it parses every answer a second time.
 */
export function checkAnswers(log: AnswerLog, report: (problem: string) => void = () => {}): RequestHandler {
  return (req, res, next) => {
    // A CORS preflight is answered before any route, with no body.
    if (req.method === 'OPTIONS') return next();
    let sentJson = false;
    const json = res.json.bind(res);
    const fail = (problem: string) => {
      log.mismatches.push(problem);
      report(problem);
    };
    res.json = (body: unknown): Response => {
      sentJson = true;
      const route = routeOf(req);
      const problem = jsonAnswerProblem(route, res.statusCode, body) ?? missingHeader(route, res);
      if (!problem) return json(body);
      const detail = `The answer of ${name(req, route)} breaks the contract: ${problem}`;
      fail(detail);
      res.status(500);
      return json({ detail, code: statusCode(500) });
    };
    res.on('finish', () => {
      const route = routeOf(req);
      if (route) log.answered.push({ operationId: route.operationId, status: res.statusCode });
      const problem = sentJson ? null : otherAnswerProblem(route, res.statusCode);
      if (problem) fail(`The answer of ${name(req, route)} breaks the contract: ${problem}`);
    });
    next();
  };
}
