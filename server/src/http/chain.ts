/**
 * Middleware run one after the other as one middleware (docs/scale/request-pipeline.md). Express
 * walks each middleware of a router as a layer of its own (a path match, the URL's prefix trimmed
 * and restored, a debug call), on every request; the API pipeline's eight steps (app.ts) are
 * the same for every request, so they run as one layer. Errors, thrown or rejected, go to
 * Express's error handling as from a layer; a step may not use `next('route')`.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** One request's walk through the steps: its `next` is the one function the walk makes. */
interface Walk {
  at: number;
  next: NextFunction;
}

export function chain(steps: readonly RequestHandler[]): RequestHandler {
  if (steps.length === 1) return steps[0]!;
  return (req: Request, res: Response, done: NextFunction) => {
    const walk: Walk = { at: 0, next: done };
    // Assigned to a property, not declared: under tsx a declared function costs an
    // Object.defineProperty of its name on every request (see auth/run-strategy.ts).
    walk.next = (err?: unknown) => {
      if (err !== undefined && err !== null) return done(err);
      const step = steps[walk.at++];
      if (step === undefined) return done();
      try {
        const ran = step(req, res, walk.next) as unknown;
        if (ran instanceof Promise) ran.then(undefined, done);
      } catch (thrown) {
        done(thrown);
      }
    };
    walk.next();
  };
}
