/**
 * A passport framework adapter for a stateless bearer-token API, plugged in through passport's
 * own extension point (`passport.framework()`).
 *
 * Passport's default Connect adapter prepares every request for sessions: it adds login/logout
 * helpers and a session manager to `req` and builds a strategy instance with six actions. We have
 * no sessions, and that preparation, on every authenticated request, cost about a fifth of
 * GET /api/auth/me in `npm run bench`. This adapter runs the same strategy contract (a fresh
 * instance of the registered strategy whose `success`, `fail`, `error`, `pass` and `redirect`
 * report to the callback) and nothing else.
 */
import type { Framework } from 'passport';

type Callback = (err: unknown, user?: unknown) => void;

interface StrategyInstance {
  authenticate(req: unknown, options?: unknown): void;
  success(user: unknown): void;
  fail(): void;
  error(err: unknown): void;
  pass(): void;
  redirect(): void;
}

export const statelessFramework: Framework = {
  initialize: () => (_req: unknown, _res: unknown, next: () => void) => next(),
  authenticate(passport: object, name: string, options: unknown, callback?: Callback) {
    // `_strategy` is how passport's own adapter looks up a registered strategy.
    const prototype = (passport as unknown as { _strategy(name: string): StrategyInstance | undefined })._strategy(
      name,
    );
    if (!prototype) throw new Error(`Unknown authentication strategy "${name}"`);
    if (!callback) throw new Error('statelessFramework: authenticate needs a callback');
    const done = callback;
    return (req: unknown) => {
      const strategy = Object.create(prototype) as StrategyInstance;
      strategy.success = (user) => done(null, user);
      strategy.fail = () => done(null, false);
      strategy.pass = () => done(null, false);
      strategy.error = (err) => done(err);
      strategy.redirect = () => done(new Error(`strategy "${name}" tried to redirect`));
      strategy.authenticate(req, options);
    };
  },
};
