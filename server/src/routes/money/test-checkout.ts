/**
 * The built-in test checkout (only without STRIPE_SECRET_KEY): GET shows the page, POST pay /
 * cancel act and send the browser back to `/` exactly as Stripe would. No login: like Stripe's
 * hosted page, the unguessable session id is the key.
 */
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { rateLimit } from '../../http/rate-limit.js';
import { pageHeaders } from '../../http/security-headers.js';
import { returnUrls } from '../../payments/gateway.js';
import { cancelTestCheckout, findTestPurchase, payTestCheckout } from '../../services/money/purchases.js';
import { mount } from '../mount.js';
import { testCheckoutPage } from './test-checkout-page.js';

export function testCheckoutRouter(ctx: AppContext): Router {
  const router = Router();
  const limit = rateLimit(ctx, { name: 'test-checkout', windowMs: 60_000, limit: 60 });
  // A page, not JSON: it gets the page headers, whose policy allows its own inline styles.
  router.use('/stripe/test-checkout', pageHeaders);

  mount(router, 'showTestCheckout', {
    limiter: limit,
    handler: async (_req, res, input) => {
      const { session_id } = input.params();
      const row = await findTestPurchase(ctx, session_id);
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(testCheckoutPage({ sessionId: session_id, ...row }));
    },
  });

  mount(router, 'payTestCheckout', {
    limiter: limit,
    handler: async (_req, res, input) => {
      const { session_id } = input.params();
      await payTestCheckout(ctx, session_id);
      res.redirect(303, returnUrls(ctx, session_id).successUrl);
    },
  });

  mount(router, 'cancelTestCheckout', {
    limiter: limit,
    handler: async (_req, res, input) => {
      const { session_id } = input.params();
      await cancelTestCheckout(ctx, session_id);
      res.redirect(303, returnUrls(ctx, session_id).cancelUrl);
    },
  });

  return router;
}
