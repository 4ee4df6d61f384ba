/** GET /coin-pricing (public), PUT /admin/coin-pricing (admins), GET /coin-purchase-links (public). */
import { Router } from 'express';
import { COIN_PACKAGES, SUPPORT_WHATSAPP_NUMBER, coinPricesSchema, penceToPounds } from '@squadhub/shared';
import type { CoinPurchaseLinks } from '@squadhub/shared';
import { currentUser, requireAdmin } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit } from '../../http/rate-limit.js';
import { parseBody } from '../../http/validate.js';
import { paymentGateway } from '../../payments/gateway.js';
import { loadPricesPence, presentPrices, updateCoinPrices } from '../../services/money/pricing.js';

export function pricingRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/coin-pricing', async (_req, res) => {
    res.json(presentPrices(await loadPricesPence(ctx.db)));
  });

  router.put('/admin/coin-pricing', rateLimit(ctx, { windowMs: 60_000, limit: 30 }), requireAdmin, async (req, res) => {
    const input = parseBody(coinPricesSchema, req);
    res.json(await updateCoinPrices(ctx, currentUser(req), input));
  });

  router.get('/coin-purchase-links', async (_req, res) => {
    const prices = await loadPricesPence(ctx.db);
    const body: CoinPurchaseLinks = {
      packages: COIN_PACKAGES.map((p) => ({
        package_id: p.id,
        coins: p.coins,
        price: penceToPounds(prices[p.priceKey]),
        currency: 'GBP',
        checkout_path: '/api/stripe/create-checkout',
      })),
      test_mode: paymentGateway(ctx).kind === 'test',
      support_whatsapp: SUPPORT_WHATSAPP_NUMBER,
    };
    res.json(body);
  });

  return router;
}
