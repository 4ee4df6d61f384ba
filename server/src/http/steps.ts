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

type Layer = {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: object }[] };
  handle?: { stack?: Layer[] };
};

/**
 * The steps of every route a router and the routers mounted in it declare, read from the stack
 * Express itself walks. Every router here is mounted without a path prefix (routes/index.ts), so
 * a route's own path is its path under /api.
 */
export function routeSteps(router: Router): RouteSteps[] {
  const found: RouteSteps[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const handles = layer.route.stack.map((l) => l.handle);
        const steps = handles.map((h, i) => (i === handles.length - 1 ? 'handler' : (stepOf.get(h) ?? 'unnamed')));
        const access = handles.map((h) => accessOf.get(h)).find(Boolean);
        for (const method of Object.keys(layer.route.methods)) {
          found.push({ method, path: layer.route.path, steps, ...(access ? { access } : {}) });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return found;
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
