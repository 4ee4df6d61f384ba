/**
 * The pipeline every route declares, in this order (docs/architecture.md#request-flow):
 *
 *   rate limit → authenticate → validate → handler (the service runs the transaction,
 *   authorizes, acts and presents)
 *
 * Middleware says which step it is through `asStep`, so the order of every mounted route can be
 * listed (`npm run routes`) and checked (server/test/contract/route-steps.test.ts) from the
 * routers themselves rather than from prose.
 */
import type { RequestHandler, Router } from 'express';
import type { Access } from '@squadhub/shared';

export const PIPELINE = ['rate limit', 'authenticate', 'authorize', 'validate', 'handler'] as const;
export type Step = (typeof PIPELINE)[number];

const stepOf = new WeakMap<object, Step>();

/** Marks a middleware as one step of the pipeline (it is returned unchanged). */
export function asStep(step: Step, middleware: RequestHandler): RequestHandler {
  stepOf.set(middleware, step);
  return middleware;
}

const accessOf = new WeakMap<object, Access>();

/** Marks a middleware as the authenticate step that lets in `access` (it is returned unchanged). */
export function asAccessStep(access: Access, middleware: RequestHandler): RequestHandler {
  accessOf.set(middleware, access);
  return asStep('authenticate', middleware);
}

export interface RouteSteps {
  method: string;
  path: string;
  /** One entry per handler of the route; the last is the route's own handler. */
  steps: (Step | 'unnamed')[];
  /** Who the route's authenticate step lets in, when it has one marked with `asAccessStep`. */
  access?: Access;
}

/** A route as Express holds it: one method, its full path and its handlers in order. */
export interface MountedRoute {
  method: string;
  path: string;
  handles: object[];
}

/** The shape of router 2 (Express 5) layers that the walk reads. */
interface Layer {
  route?: { path: unknown; methods: Record<string, boolean>; stack: { handle: object }[] };
  handle?: unknown;
  rawPath?: unknown;
}

const stackOf = (handle: unknown): Layer[] | undefined => {
  const stack = (handle as { stack?: unknown } | undefined)?.stack;
  return Array.isArray(stack) ? (stack as Layer[]) : undefined;
};

/** The string patterns of a path; regular expressions (the web client's history fallback) are no route. */
const stringPaths = (path: unknown): string[] =>
  (Array.isArray(path) ? path : [path]).filter((p): p is string => typeof p === 'string');

/**
 * Every route a router (an app's `router`, or any Router) and the routers mounted in it declare,
 * read from the stack Express itself walks, each path with the prefixes its routers are mounted at.
 */
export function mountedRoutes(router: unknown, prefix = ''): MountedRoute[] {
  const found: MountedRoute[] = [];
  for (const layer of stackOf(router) ?? []) {
    const route = layer.route;
    if (route) {
      const handles = route.stack.map((l) => l.handle);
      const methods = Object.keys(route.methods).filter((m) => m !== '_all' && route.methods[m]);
      for (const path of stringPaths(route.path))
        for (const method of methods) found.push({ method, path: `${prefix}${path}`, handles });
    } else if (stackOf(layer.handle)) {
      const mount = stringPaths(layer.rawPath)[0] ?? '';
      found.push(...mountedRoutes(layer.handle, mount === '/' ? prefix : `${prefix}${mount}`));
    }
  }
  return found;
}

/**
 * The steps of every route a router and the routers mounted in it declare. Every router here is
 * mounted without a path prefix (routes/index.ts), so a route's own path is its path under /api.
 */
export function routeSteps(router: Router): RouteSteps[] {
  return mountedRoutes(router).map(({ method, path, handles }) => {
    const steps = handles.map((h, i) => (i === handles.length - 1 ? 'handler' : (stepOf.get(h) ?? 'unnamed')));
    const access = handles.map((h) => accessOf.get(h)).find(Boolean);
    return { method, path, steps, ...(access ? { access } : {}) };
  });
}

/** Why a route's steps break the pipeline's order, or null when they follow it. */
export function pipelineViolation(steps: RouteSteps['steps']): string | null {
  let reached = 0;
  for (const step of steps) {
    if (step === 'unnamed') return 'a middleware that is no step of the pipeline';
    const at = PIPELINE.indexOf(step);
    // Authorize and validate may come in either order (an upload is authorized before its bytes are read).
    const floor = step === 'validate' || step === 'authorize' ? PIPELINE.indexOf('authorize') : at;
    if (floor < reached) return `${step} after ${PIPELINE[reached]}`;
    reached = Math.max(reached, floor);
  }
  return steps.at(-1) === 'handler' ? null : 'no handler';
}
