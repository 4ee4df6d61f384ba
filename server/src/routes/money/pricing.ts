/** GET /coin-pricing (public), PUT /admin/coin-pricing (admins), GET /coin-purchase-links (public). */
import { Router } from 'express';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit, readsLimit } from '../../http/rate-limit.js';
import { coinPricing, coinPurchaseLinks, updateCoinPrices } from '../../services/money/pricing.js';
import { mount } from '../mount.js';

export function pricingRouter(ctx: AppContext): Router {
  const router = Router();

  mount(router, 'getCoinPricing', {
    limiter: readsLimit(ctx),
    handler: async (_req, res) => {
      res.json(await coinPricing(ctx));
    },
  });

  mount(router, 'setCoinPricing', {
    limiter: rateLimit(ctx, { windowMs: 60_000, limit: 30 }),
    handler: async (req, res, input) => {
      const body = input.body();
      res.json(await updateCoinPrices(ctx, currentUser(req), body));
    },
  });

  mount(router, 'getCoinPurchaseLinks', {
    limiter: readsLimit(ctx),
    handler: async (_req, res) => {
      res.json(await coinPurchaseLinks(ctx));
    },
  });

  return router;
}
