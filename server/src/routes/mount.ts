/**
 * Mounts a route from its entry in the API contract (shared/src/schemas/api), found by its
 * operationId: the method and path come from the entry, its `access` picks the authenticate step
 * (auth/access.ts), and its `rateLimited` says whether the route has a limit of its own. Every
 * route is limited: one with no limit of its own takes the app's shared reads limit
 * (http/rate-limit.ts `readsLimit`). A route mounted without a limiter, without its own limit where
 * the contract names one, or with one the contract does not name, throws while the routers are
 * built, so the contract and the routers cannot drift apart.
 *
 * The handler reads its body, query, path parameters and upload fields through `input`, which
 * parses them with the entry's own schemas: what the server checks is what the API document says.
 *
 * Every route runs the pipeline in one order (docs/architecture.md#request-flow):
 * rate limit → authenticate → the route's own authorize and validate steps → handler.
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { API_CONTRACT, type ApiOperationId, type ApiRoute } from '@squadhub/shared';
import { SESSION_CHECKED_BY_STATEMENT, accessStep } from '../auth/access.js';
import { isReadsLimit } from '../http/rate-limit.js';
import { parse, parseBody, parseParams, parseQuery } from '../http/validate.js';

const CONTRACT: ReadonlyMap<string, ApiRoute> = new Map(API_CONTRACT.routes.map((route) => [route.operationId, route]));

type Entry<O extends ApiOperationId> = Extract<(typeof API_CONTRACT.routes)[number], { operationId: O }>;
type Part = 'body' | 'query' | 'params' | 'upload';
/** The schema the entry of `O` declares under `K` (a helper-built entry may declare it optionally). */
type SchemaOf<O extends ApiOperationId, K extends Part> = Extract<
  Entry<O> extends { [k in K]?: infer S } ? S : never,
  z.ZodType
>;

/**
 * The inputs of a route, each parsed with its contract entry's schema when the handler asks for it
 * (so the handler keeps the order of its answers: a 404 for an unknown tournament before a 400
 * for its body). A failure is a 400 with the schema's message (http/validate.ts).
 */
export interface Inputs<O extends ApiOperationId> {
  /** The JSON body. */
  body(): z.output<SchemaOf<O, 'body'>>;
  query(): z.output<SchemaOf<O, 'query'>>;
  params(): z.output<SchemaOf<O, 'params'>>;
  /** The text fields of a multipart upload (the file itself is `req.file`). */
  upload(): z.output<SchemaOf<O, 'upload'>>;
}

export interface Mounting<O extends ApiOperationId> {
  /** The route's own rate limit(s), counted in this order, where the contract calls it `rateLimited`; else `readsLimit(ctx)`. */
  limiter?: RequestHandler | readonly RequestHandler[];
  /** Steps between authentication and the handler: an authorize check, an upload's parser, the raw body. */
  steps?: readonly RequestHandler[];
  /** The 403 text of the role check, where the client shows a text of its own. */
  forbidden?: string;
  /**
   * `statement`: the handler's one statement checks the session (a `user` route only; see
   * auth/access.ts SESSION_CHECKED_BY_STATEMENT), so no read of the user comes before it.
   */
  session?: 'statement';
  handler: (req: Request, res: Response, input: Inputs<O>) => unknown;
}

function declared<S>(schema: S | undefined, route: ApiRoute, part: Part): S {
  if (!schema) throw new Error(`${route.operationId}: the contract declares no ${part}`);
  return schema;
}

/**
 * The inputs of one request: one object whose methods live on its class, so a request makes no
 * closures for inputs it may never read (docs/scale/request-pipeline.md).
 */
class RouteInputs {
  constructor(
    private readonly route: ApiRoute,
    private readonly req: Request,
  ) {}
  body() {
    return parseBody(declared(this.route.body, this.route, 'body'), this.req);
  }
  query() {
    return parseQuery(declared(this.route.query, this.route, 'query'), this.req);
  }
  params() {
    return parseParams(declared(this.route.params, this.route, 'params'), this.req);
  }
  upload() {
    return parse(declared(this.route.upload, this.route, 'upload'), this.req.body ?? {});
  }
}

/** `/tournaments/{id}` as Express writes it: `/tournaments/:id`. */
export const expressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Adds the route of `operationId` to `router`, with the steps its contract entry calls for. */
export function mount<O extends ApiOperationId>(router: Router, operationId: O, mounting: Mounting<O>): void {
  const route = CONTRACT.get(operationId);
  if (!route) throw new Error(`No route of the API contract has the operationId "${operationId}"`);
  const limiters = mounting.limiter === undefined ? [] : [mounting.limiter].flat();
  if (limiters.length === 0) {
    throw new Error(`${operationId}: every route is rate limited; mount it with its own limit or readsLimit(ctx)`);
  }
  const ownLimit = limiters.some((limiter) => !isReadsLimit(limiter));
  if (route.rateLimited && !ownLimit) {
    throw new Error(
      `${operationId}: the contract says it has a rate limit of its own, but it is mounted with the reads limit`,
    );
  }
  if (!route.rateLimited && ownLimit) {
    throw new Error(
      `${operationId}: mounted with a limit of its own, but the contract does not say it is rate limited`,
    );
  }
  if (mounting.session === 'statement' && route.access !== 'user') {
    throw new Error(`${operationId}: only a route for users can leave the session check to its statement`);
  }
  const authenticate =
    mounting.session === 'statement' ? SESSION_CHECKED_BY_STATEMENT : accessStep(route.access, mounting.forbidden);
  const handler: RequestHandler = (req, res) =>
    mounting.handler(req, res, new RouteInputs(route, req) as unknown as Inputs<O>);
  router[route.method](expressPath(route.path), ...limiters, authenticate, ...(mounting.steps ?? []), handler);
}
