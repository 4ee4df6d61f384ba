/**
 * Money routes: prices, buying, transfer, conversion, cash-out, the player's own history and the admin money
 * panels (player administration is routes/admin). Each file is one resource; the business steps live in services/money.
 */
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { builtInCheckoutEnabled } from '../../payments/gateway.js';
import { adminCashoutRouter } from './admin-cashout.js';
import { cashoutRouter } from './cashout.js';
import { checkoutRouter } from './checkout.js';
import { coinsRouter } from './coins.js';
import { historyRouter } from './history.js';
import { pricingRouter } from './pricing.js';
import { testCheckoutRouter } from './test-checkout.js';
import { webhookRouter } from './webhook.js';

export function moneyRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(webhookRouter(ctx));
  router.use(pricingRouter(ctx));
  router.use(checkoutRouter(ctx));
  if (builtInCheckoutEnabled(ctx.config)) router.use(testCheckoutRouter(ctx));
  router.use(coinsRouter(ctx));
  router.use(cashoutRouter(ctx));
  router.use(historyRouter(ctx));
  router.use(adminCashoutRouter(ctx));
  return router;
}
