/**
 * Runs a passport strategy on one request and reports its verdict, through the contract every
 * passport strategy implements (`authenticate(req, options)`, answered by calling one of the
 * actions `success`, `fail`, `pass`, `error`, `redirect`, which the caller provides).
 *
 * Passport's own Connect adapter prepares every request for sessions on top (login/logout helpers,
 * a session manager, a strategy instance with six actions). This API has no sessions, and that
 * preparation showed on every authenticated request (docs/scale/request-pipeline.md#earlier-cuts):
 * so the strategy is run directly, with nothing added to the request.
 */

/** What every passport strategy implements (passport-strategy's `Strategy#authenticate`). */
export interface Strategy {
  authenticate(req: never, options?: object): void;
}

/** The user the strategy vouches for, or null when it refuses (or passes); rejects on its errors. */
export function runStrategy<User>(strategy: Strategy, req: unknown, options: object = {}): Promise<User | null> {
  return new Promise((resolve, reject) => {
    // A fresh object per request whose prototype is the strategy: the actions are this request's.
    // Assigned one by one rather than from an object literal: the hot path then creates no named
    // functions (under tsx every named one costs an Object.defineProperty) and no copy.
    const run = Object.create(strategy) as Strategy &
      Record<'success' | 'fail' | 'pass' | 'error' | 'redirect', unknown>;
    run.success = resolve;
    run.fail = run.pass = () => resolve(null);
    run.error = reject;
    run.redirect = () => reject(new Error('a bearer-token strategy tried to redirect'));
    run.authenticate(req as never, options);
  });
}
