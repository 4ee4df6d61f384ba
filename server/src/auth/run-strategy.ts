/**
 * Runs a passport strategy on one request and reports its verdict, through the contract every
 * passport strategy implements (`authenticate(req, options)`, answered by calling one of the
 * actions `success`, `fail`, `pass`, `error`, `redirect`, which the caller provides).
 *
 * Passport's own Connect adapter prepares every request for sessions on top (login/logout helpers,
 * a session manager, a strategy instance with six actions). This API has no sessions, and that
 * preparation, on every authenticated request, cost about a fifth of GET /api/auth/me in
 * `npm run bench`: so the strategy is run directly, with nothing added to the request.
 */

/** What every passport strategy implements (passport-strategy's `Strategy#authenticate`). */
export interface Strategy {
  authenticate(req: never, options?: object): void;
}

interface Actions<User> {
  success(user: User): void;
  fail(): void;
  pass(): void;
  error(err: unknown): void;
  redirect(): void;
}

/** The user the strategy vouches for, or null when it refuses (or passes); rejects on its errors. */
export function runStrategy<User>(strategy: Strategy, req: unknown, options: object = {}): Promise<User | null> {
  return new Promise((resolve, reject) => {
    const actions: Actions<User> = {
      success: (user) => resolve(user),
      fail: () => resolve(null),
      pass: () => resolve(null),
      error: (err) => reject(err),
      redirect: () => reject(new Error('a bearer-token strategy tried to redirect')),
    };
    // A fresh object per request whose prototype is the strategy: the actions are this request's.
    const run = Object.assign(Object.create(strategy) as Strategy, actions);
    run.authenticate(req as never, options);
  });
}
