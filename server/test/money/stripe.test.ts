/**
 * Buying coins through Stripe: the real SDK against a local stand-in, webhooks signed the way
 * Stripe signs them. Coins are credited exactly once per session whatever arrives first and
 * however often.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { balancesOf } from '../support/money-helpers.js';
import { startStripeStandin, type StripeStandin } from '../support/stripe-standin.js';
import { purchases, stripeEvents } from '../../src/db/schema.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';

const WEBHOOK_SECRET = 'whsec_test_squadhub';
let server: TestServer;
let stripe: StripeStandin;

beforeAll(async () => {
  stripe = await startStripeStandin();
  server = await createTestServer({
    STRIPE_SECRET_KEY: 'sk_test_squadhub',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    PUBLIC_URL: 'http://squadhub.test',
  });
});
afterAll(async () => {
  await server?.dispose();
  await stripe?.close();
});

async function checkout(user: TestUser, packageId = 'package_10'): Promise<string> {
  const res = await request(server.url)
    .post('/api/stripe/create-checkout')
    .set(user.auth)
    .send({ package_id: packageId })
    .expect(200);
  const id = String(res.body.url).split('/').pop()!;
  expect(stripe.sessions.has(id)).toBe(true);
  return id;
}

const sendWebhook = (payload: string, signature: string) =>
  request(server.url)
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);

describe('Stripe checkout', () => {
  it('creates a Checkout Session in pence at the current price with metadata and return addresses', async () => {
    const buyer = await createUser(server.ctx);
    const id = await checkout(buyer, 'package_10');
    const form = stripe.createRequests.at(-1)!;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][currency]')).toBe('gbp');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('1405');
    expect(form.get('metadata[user_id]')).toBe(buyer.id);
    expect(form.get('metadata[package_id]')).toBe('package_10');
    expect(form.get('metadata[coins]')).toBe('10');
    expect(form.get('success_url')).toBe('http://squadhub.test/?session_id={CHECKOUT_SESSION_ID}&payment=success');
    expect(form.get('cancel_url')).toBe('http://squadhub.test/?session_id={CHECKOUT_SESSION_ID}&payment=cancel');
    const [row] = await server.ctx.db.select().from(purchases).where(eq(purchases.stripeSessionId, id));
    expect(row).toMatchObject({
      userId: buyer.id,
      coins: 10,
      amountPence: 1405,
      status: 'pending',
      provider: 'stripe',
    });
  });

  it('charges the price an admin set', async () => {
    const admin = await createUser(server.ctx, { role: 'super_admin' });
    await request(server.url)
      .put('/api/admin/coin-pricing')
      .set(admin.auth)
      .send({ coins_5: 5.5, coins_10: 9.99, coins_15: 20.27, coins_20: 26.48 })
      .expect(200);
    const buyer = await createUser(server.ctx);
    await checkout(buyer, 'package_5');
    expect(stripe.createRequests.at(-1)!.get('line_items[0][price_data][unit_amount]')).toBe('550');
    await request(server.url)
      .put('/api/admin/coin-pricing')
      .set(admin.auth)
      .send({ coins_5: 7.83, coins_10: 14.05, coins_15: 20.27, coins_20: 26.48 })
      .expect(200);
  });

  it('refuses unknown packages and anonymous buyers', async () => {
    const buyer = await createUser(server.ctx);
    for (const package_id of ['package_7', '', 10, null]) {
      const res = await request(server.url)
        .post('/api/stripe/create-checkout')
        .set(buyer.auth)
        .send({ package_id })
        .expect(400);
      expect(res.body.detail).toBe('Unknown coin package');
    }
    await request(server.url).post('/api/stripe/create-checkout').send({ package_id: 'package_5' }).expect(401);
  });

  it('credits nothing for an unpaid session, by status check or by webhook', async () => {
    const buyer = await createUser(server.ctx);
    const id = await checkout(buyer, 'package_5');
    const status = await request(server.url).get(`/api/stripe/checkout-status/${id}`).set(buyer.auth).expect(200);
    expect(status.body).toEqual({ payment_status: 'unpaid', coins: 5 });
    const payload = stripe.eventPayload(id);
    await sendWebhook(payload, stripe.sign(payload, WEBHOOK_SECRET)).expect(200);
    expect(await balancesOf(server.ctx, buyer.id)).toEqual({ purchased: 0, winnings: 0 });
  });

  it('credits once when the same webhook is delivered 10 times', async () => {
    const buyer = await createUser(server.ctx);
    const id = await checkout(buyer, 'package_10');
    stripe.markPaid(id);
    const payload = stripe.eventPayload(id);
    const signature = stripe.sign(payload, WEBHOOK_SECRET);
    // Five at once, then five one after another.
    await Promise.all(Array.from({ length: 5 }, () => sendWebhook(payload, signature).expect(200)));
    for (let i = 0; i < 5; i++) await sendWebhook(payload, signature).expect(200);
    expect(await balancesOf(server.ctx, buyer.id)).toEqual({ purchased: 10, winnings: 0 });
    const eventId = JSON.parse(payload).id as string;
    expect(await server.ctx.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId))).toHaveLength(1);
    // Distinct events for the same session (Stripe may send completed and async_payment_succeeded) still credit once.
    for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded']) {
      const again = stripe.eventPayload(id, { type });
      await sendWebhook(again, stripe.sign(again, WEBHOOK_SECRET)).expect(200);
    }
    expect(await balancesOf(server.ctx, buyer.id)).toEqual({ purchased: 10, winnings: 0 });
  });

  it('credits once when the webhook and status checks race', async () => {
    const buyer = await createUser(server.ctx);
    const id = await checkout(buyer, 'package_20');
    stripe.markPaid(id);
    const payload = stripe.eventPayload(id);
    const signature = stripe.sign(payload, WEBHOOK_SECRET);
    const results = await Promise.all([
      sendWebhook(payload, signature),
      ...Array.from({ length: 6 }, () => request(server.url).get(`/api/stripe/checkout-status/${id}`).set(buyer.auth)),
      sendWebhook(payload, signature),
    ]);
    for (const r of results) expect(r.status).toBe(200);
    for (const r of results.slice(1, -1)) expect(r.body).toEqual({ payment_status: 'paid', coins: 20 });
    expect(await balancesOf(server.ctx, buyer.id)).toEqual({ purchased: 20, winnings: 0 });
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('answers 400 to a bad, missing or replayed-with-changes signature and credits nothing', async () => {
    const buyer = await createUser(server.ctx);
    const id = await checkout(buyer, 'package_15');
    stripe.markPaid(id);
    const payload = stripe.eventPayload(id);
    const forgeries: [string, string | undefined][] = [
      [payload, stripe.sign(payload, 'whsec_wrong_secret')],
      [payload, 't=1700000000,v1=deadbeef'],
      [payload.replace('"livemode": false', '"livemode": true'), stripe.sign(payload, WEBHOOK_SECRET)],
      [payload, undefined],
    ];
    for (const [body, signature] of forgeries) {
      const req = request(server.url).post('/api/stripe/webhook').set('Content-Type', 'application/json');
      const res = await (signature ? req.set('Stripe-Signature', signature) : req).send(body).expect(400);
      expect(res.body.detail).toMatch(/signature/i);
    }
    expect(await balancesOf(server.ctx, buyer.id)).toEqual({ purchased: 0, winnings: 0 });
    const [row] = await server.ctx.db.select().from(purchases).where(eq(purchases.stripeSessionId, id));
    expect(row.status).toBe('pending');
  });

  it('closes a purchase whose session expired unpaid', async () => {
    const buyer = await createUser(server.ctx);
    const id = await checkout(buyer, 'package_5');
    const payload = stripe.eventPayload(id, { type: 'checkout.session.expired' });
    await sendWebhook(payload, stripe.sign(payload, WEBHOOK_SECRET)).expect(200);
    const status = await request(server.url).get(`/api/stripe/checkout-status/${id}`).set(buyer.auth).expect(200);
    expect(status.body).toEqual({ payment_status: 'cancelled', coins: 5 });
    expect(await balancesOf(server.ctx, buyer.id)).toEqual({ purchased: 0, winnings: 0 });
  });

  it('does not trust an event whose session metadata names another buyer', async () => {
    const buyer = await createUser(server.ctx);
    const id = await checkout(buyer, 'package_5');
    stripe.markPaid(id);
    stripe.sessions.get(id)!.metadata.user_id = '00000000-0000-4000-8000-000000000000';
    const payload = stripe.eventPayload(id);
    await sendWebhook(payload, stripe.sign(payload, WEBHOOK_SECRET)).expect(200);
    expect(await balancesOf(server.ctx, buyer.id)).toEqual({ purchased: 0, winnings: 0 });
  });

  it('answers 502 with a detail when Stripe is down, and records nothing', async () => {
    const down = await createTestServer({
      STRIPE_SECRET_KEY: 'sk_test_squadhub',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
    try {
      const buyer = await createUser(down.ctx);
      const res = await request(down.url)
        .post('/api/stripe/create-checkout')
        .set(buyer.auth)
        .send({ package_id: 'package_5' })
        .expect(502);
      expect(res.body.detail).toBe('The payment provider is not answering. Please try again in a moment.');
      expect(await down.ctx.db.select().from(purchases)).toEqual([]);
    } finally {
      await down.dispose();
    }
  });

  it('shows a session status only to its buyer', async () => {
    const buyer = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const id = await checkout(buyer, 'package_5');
    stripe.markPaid(id);
    await request(server.url).get(`/api/stripe/checkout-status/${id}`).set(other.auth).expect(404);
    await request(server.url).get(`/api/stripe/checkout-status/${id}`).expect(401);
    await request(server.url).get(`/api/stripe/checkout-status/nope%20bad`).set(buyer.auth).expect(400);
    expect(await balancesOf(server.ctx, buyer.id)).toEqual({ purchased: 0, winnings: 0 });
    expect(await balancesOf(server.ctx, other.id)).toEqual({ purchased: 0, winnings: 0 });
  });
});
