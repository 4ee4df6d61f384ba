/** GET /users/me/ledger and /users/me/ledger/winnings: the logged-in player's own money history. */
import { Router } from 'express';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit } from '../../http/rate-limit.js';
import { listMyLedger, myWinningsChart } from '../../services/money/history.js';
import { mount } from '../mount.js';

export function historyRouter(ctx: AppContext): Router {
  const router = Router();
  // Paging reads an index walk each: generous for scrolling, a bound for a script.
  const limit = rateLimit(ctx, { name: 'ledger-history', windowMs: 60_000, limit: 120 });

  mount(router, 'listMyLedger', {
    limiter: limit,
    handler: async (req, res, input) => {
      const { limit: pageSize, before } = input.query();
      res.json(await listMyLedger(ctx, currentUser(req), { limit: pageSize, before }));
    },
  });

  mount(router, 'getMyWinningsChart', {
    limiter: limit,
    handler: async (req, res) => {
      res.json(await myWinningsChart(ctx, currentUser(req)));
    },
  });

  return router;
}
