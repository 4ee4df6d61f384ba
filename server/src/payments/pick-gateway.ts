/**
 * Which payment gateway an app uses: Stripe with STRIPE_SECRET_KEY, otherwise the built-in test
 * checkout. Kept apart from the interface (gateway.ts), which both implementations import.
 */
import type { AppContext } from '../context.js';
import type { PaymentGateway } from './gateway.js';
import { createStripeGateway } from './stripe-gateway.js';
import { createTestGateway } from './test-gateway.js';

const gateways = new WeakMap<AppContext, PaymentGateway>();

/** One gateway per app context (tests run several apps in one process). */
export function paymentGateway(ctx: AppContext): PaymentGateway {
  let gateway = gateways.get(ctx);
  if (!gateway) {
    gateway = ctx.config.STRIPE_SECRET_KEY ? createStripeGateway(ctx.config) : createTestGateway(ctx);
    gateways.set(ctx, gateway);
  }
  return gateway;
}
