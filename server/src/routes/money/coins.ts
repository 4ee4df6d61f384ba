/** POST /coins/transfer and POST /convert-winnings-to-coins. */
import { Router } from 'express';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit } from '../../http/rate-limit.js';
import { convertWinnings } from '../../services/money/conversion.js';
import { transferCoins } from '../../services/money/transfer.js';
import { mount } from '../mount.js';

export function coinsRouter(ctx: AppContext): Router {
  const router = Router();
  const limit = rateLimit(ctx, { windowMs: 60_000, limit: 30 });

  mount(router, 'transferCoins', {
    limiter: limit,
    handler: async (req, res, input) => {
      const body = input.body();
      res.json(await transferCoins(ctx, currentUser(req), body));
    },
  });

  mount(router, 'convertWinnings', {
    limiter: limit,
    handler: async (req, res, input) => {
      const { winnings_amount } = input.body();
      res.json(await convertWinnings(ctx, currentUser(req), winnings_amount));
    },
  });

  return router;
}
