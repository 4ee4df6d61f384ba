/**
 * The card-payment provider behind coin purchases. With STRIPE_SECRET_KEY it is Stripe
 * (the real SDK; STRIPE_API_BASE points it at a stand-in in tests); without it, outside
 * production, the built-in test checkout served by this server, clearly marked as a test. Both
 * return to `/?session_id=...&payment=success|cancel` and credit through the same path.
 * pick-gateway.ts chooses between them.
 */
import type { Config } from '../config/config.js';
import type { AppContext } from '../context.js';

export interface NewCheckout {
  userId: string;
  packageId: string;
  coins: number;
  pricePence: number;
  successUrl: string;
  cancelUrl: string;
}

/** What the provider says about a session; `paid` only when the money was taken. */
export interface ProviderSession {
  id: string;
  paid: boolean;
  metadata: Record<string, string>;
}

/** A verified webhook event (only checkout events matter here). */
export interface ProviderEvent {
  id: string;
  type: string;
  sessionId: string | null;
}

export interface PaymentGateway {
  readonly kind: 'stripe' | 'test';
  createSession(input: NewCheckout): Promise<{ id: string; url: string }>;
  retrieveSession(sessionId: string): Promise<ProviderSession>;
  /** Verifies the signature on the raw body; throws WebhookSignatureError when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export class WebhookSignatureError extends Error {}

/**
 * The built-in test checkout (its page and routes) exists only without a Stripe key and never in
 * production, where a missing key must not turn into free coins (production requires the key anyway).
 */
export function builtInCheckoutEnabled(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'NODE_ENV'>): boolean {
  return !config.STRIPE_SECRET_KEY && config.NODE_ENV !== 'production';
}

/** The address the provider sends the buyer back to. `{CHECKOUT_SESSION_ID}` is Stripe's placeholder. */
export function returnUrls(ctx: AppContext, sessionId = '{CHECKOUT_SESSION_ID}') {
  const base = `${ctx.config.PUBLIC_URL}/?session_id=${sessionId}`;
  return { successUrl: `${base}&payment=success`, cancelUrl: `${base}&payment=cancel` };
}
