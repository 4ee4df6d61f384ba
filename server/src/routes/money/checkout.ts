/** POST /stripe/create-checkout and GET /stripe/checkout-status/:session_id (the buyer only). */
import { Router } from 'express';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit } from '../../http/rate-limit.js';
import { checkoutStatus, startCheckout } from '../../services/money/purchases.js';
import { mount } from '../mount.js';

export function checkoutRouter(ctx: AppContext): Router {
  const router = Router();

  mount(router, 'createCheckout', {
    limiter: rateLimit(ctx, { windowMs: 60_000, limit: 20 }),
    handler: async (req, res, input) => {
      const { package_id } = input.body();
      res.json(await startCheckout(ctx, currentUser(req), package_id));
    },
  });

  mount(router, 'getCheckoutStatus', {
    limiter: rateLimit(ctx, { windowMs: 60_000, limit: 60 }),
    handler: async (req, res, input) => {
      const { session_id } = input.params();
      res.json(await checkoutStatus(ctx, currentUser(req), session_id));
    },
  });

  return router;
}
