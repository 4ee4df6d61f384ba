/** Stripe Checkout through the official SDK. Amounts in pence, currency GBP. */
import Stripe from 'stripe';
import type { Config } from '../config/config.js';
import { WebhookSignatureError, type PaymentGateway } from './gateway.js';

export function createStripeGateway(config: Config): PaymentGateway {
  const key = config.STRIPE_SECRET_KEY;
  if (!key) throw new Error('createStripeGateway needs STRIPE_SECRET_KEY');
  const stripe = new Stripe(key, { ...hostOptions(config.STRIPE_API_BASE), maxNetworkRetries: 1, timeout: 15_000 });
  return {
    kind: 'stripe',
    async createSession(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: input.pricePence,
              product_data: { name: `${input.coins} Squadhub coins` },
            },
          },
        ],
        metadata: { user_id: input.userId, package_id: input.packageId, coins: String(input.coins) },
        client_reference_id: input.userId,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url };
    },
    async retrieveSession(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return { id: session.id, paid: session.payment_status === 'paid', metadata: { ...(session.metadata ?? {}) } };
    },
    verifyWebhook(rawBody, signature) {
      const secret = config.STRIPE_WEBHOOK_SECRET;
      if (!secret || !signature) throw new WebhookSignatureError('Missing webhook signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, secret);
      } catch {
        throw new WebhookSignatureError('Invalid webhook signature');
      }
      const object = event.data.object as { object?: string; id?: string };
      return {
        id: event.id,
        type: event.type,
        sessionId: object.object === 'checkout.session' ? (object.id ?? null) : null,
      };
    },
  };
}

/** STRIPE_API_BASE (e.g. http://127.0.0.1:12111) as the SDK's host/port/protocol options. */
function hostOptions(base: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!base) return {};
  const u = new URL(base);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: Number(u.port || (protocol === 'http' ? 80 : 443)), protocol };
}
