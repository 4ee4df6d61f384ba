/**
 * Mounts a route from its entry in the API contract (shared/src/schemas/api), found by its
 * operationId: the method and path come from the entry, its `access` picks the authenticate step
 * (auth/access.ts), and its `rateLimited` decides whether the route takes a limiter. A limited
 * route without a limiter, or a limiter on a route the contract does not limit, throws while the
 * routers are built, so the contract and the routers cannot drift apart.
 *
 * Every route runs the pipeline in one order (docs/architecture.md#request-flow):
 * rate limit → authenticate → the route's own authorize and validate steps → handler.
 */
import type { RequestHandler, Router } from 'express';
import { API_CONTRACT, type ApiOperationId, type ApiRoute } from '@squadhub/shared';
import { accessStep } from '../auth/access.js';

const CONTRACT: ReadonlyMap<string, ApiRoute> = new Map(API_CONTRACT.routes.map((route) => [route.operationId, route]));

export interface Mounting {
  /** The rate limit(s) of a route the contract calls `rateLimited`, counted in this order. */
  limiter?: RequestHandler | readonly RequestHandler[];
  /** Steps between authentication and the handler: an authorize check, an upload's parser, the raw body. */
  steps?: readonly RequestHandler[];
  /** The 403 text of the role check, where the client shows a text of its own. */
  forbidden?: string;
  handler: RequestHandler;
}

/** `/tournaments/{id}` as Express writes it: `/tournaments/:id`. */
export const expressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Adds the route of `operationId` to `router`, with the steps its contract entry calls for. */
export function mount(router: Router, operationId: ApiOperationId, mounting: Mounting): void {
  const route = CONTRACT.get(operationId);
  if (!route) throw new Error(`No route of the API contract has the operationId "${operationId}"`);
  const limiters = mounting.limiter === undefined ? [] : [mounting.limiter].flat();
  if (route.rateLimited && limiters.length === 0) {
    throw new Error(`${operationId}: the contract says it is rate limited, but it is mounted without a limiter`);
  }
  if (!route.rateLimited && limiters.length > 0) {
    throw new Error(`${operationId}: mounted with a limiter, but the contract does not say it is rate limited`);
  }
  const authenticate = accessStep(route.access, mounting.forbidden);
  router[route.method](expressPath(route.path), ...limiters, authenticate, ...(mounting.steps ?? []), mounting.handler);
}
