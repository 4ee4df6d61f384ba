/**
 * The built-in test checkout used when no STRIPE_SECRET_KEY is set: a page on this server
 * (GET /api/stripe/test-checkout/:id, marked TEST MODE) with Pay and Cancel buttons. Pay runs
 * the same credit path as Stripe's webhook; no money moves. Only where builtInCheckoutEnabled
 * says so (never in production).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MONEY_TEXT } from '@squadhub/shared';
import type { AppContext } from '../context.js';
import { purchases } from '../db/schema.js';
import { unavailable } from '../domain/errors.js';
import { builtInCheckoutEnabled, WebhookSignatureError, type PaymentGateway } from './gateway.js';

export const TEST_SESSION_PREFIX = 'test_cs_';

export function createTestGateway(ctx: AppContext): PaymentGateway {
  return {
    kind: 'test',
    async createSession() {
      if (!builtInCheckoutEnabled(ctx.config)) throw unavailable(MONEY_TEXT.paymentsNotConfigured);
      const id = `${TEST_SESSION_PREFIX}${randomBytes(16).toString('hex')}`;
      return { id, url: `${ctx.config.PUBLIC_URL}/api/stripe/test-checkout/${id}` };
    },
    async retrieveSession(sessionId) {
      // The test "provider" keeps no state of its own: the purchase row is the session.
      const row = await ctx.db.query.purchases.findFirst({ where: eq(purchases.stripeSessionId, sessionId) });
      const metadata: Record<string, string> = row
        ? { user_id: row.userId, package_id: row.packageId, coins: String(row.coins) }
        : {};
      return { id: sessionId, paid: row?.status === 'paid', metadata };
    },
    verifyWebhook() {
      // The test checkout never sends webhooks; anything posted there is forged.
      throw new WebhookSignatureError('Webhooks are not accepted without STRIPE_SECRET_KEY');
    },
  };
}
