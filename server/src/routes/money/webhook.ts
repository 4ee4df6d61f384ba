/**
 * POST /stripe/webhook: Stripe's signature is verified on the raw bytes (app.ts leaves this path
 * unparsed), then the event is handled and stored under its id before answering.
 */
import express, { Router } from 'express';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../domain/errors.js';
import { asStep } from '../../http/steps.js';
import { WebhookSignatureError } from '../../payments/gateway.js';
import { paymentGateway } from '../../payments/pick-gateway.js';
import { handleCheckoutEvent } from '../../services/money/purchases.js';
import { mount } from '../mount.js';
import { readsLimit } from '../../http/rate-limit.js';

export function webhookRouter(ctx: AppContext): Router {
  const router = Router();
  // The raw bytes are read first: Stripe's signature, checked by the handler, covers them exactly.
  const rawBody = asStep('validate', express.raw({ type: () => true, limit: '512kb' }));
  mount(router, 'stripeWebhook', {
    limiter: readsLimit(ctx),
    steps: [rawBody],
    handler: async (req, res) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers['stripe-signature'];
      let event;
      try {
        event = paymentGateway(ctx).verifyWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw badRequest(err.message);
        throw err;
      }
      const result = await handleCheckoutEvent(ctx, event);
      res.json({ received: true, ...result });
    },
  });
  return router;
}
