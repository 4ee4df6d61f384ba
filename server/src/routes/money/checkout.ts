/** POST /stripe/create-checkout and GET /stripe/checkout-status/:session_id (the buyer only). */
import { Router } from 'express';
import { checkoutSessionParams, createCheckoutSchema } from '@squadhub/shared';
import { currentUser, requireUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit } from '../../http/rate-limit.js';
import { parseBody, parseParams } from '../../http/validate.js';
import { checkoutStatus, startCheckout } from '../../services/money/purchases.js';

export function checkoutRouter(ctx: AppContext): Router {
  const router = Router();

  router.post(
    '/stripe/create-checkout',
    rateLimit(ctx, { windowMs: 60_000, limit: 20 }),
    requireUser,
    async (req, res) => {
      const { package_id } = parseBody(createCheckoutSchema, req);
      res.json(await startCheckout(ctx, currentUser(req), package_id));
    },
  );

  router.get(
    '/stripe/checkout-status/:session_id',
    rateLimit(ctx, { windowMs: 60_000, limit: 60 }),
    requireUser,
    async (req, res) => {
      const { session_id } = parseParams(checkoutSessionParams, req);
      res.json(await checkoutStatus(ctx, currentUser(req), session_id));
    },
  );

  return router;
}
