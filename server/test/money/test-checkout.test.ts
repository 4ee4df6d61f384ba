/** The built-in test checkout (no STRIPE_SECRET_KEY): marked page, Pay / Cancel, same credit path. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { balancesOf } from '../support/money-helpers.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { productionVapid } from '../push/vapid-env.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ PUBLIC_URL: 'http://squadhub.test' });
});
afterAll(() => server?.dispose());

async function startTestCheckout(user: TestUser, packageId = 'package_10') {
  const res = await request(server.url)
    .post('/api/stripe/create-checkout')
    .set(user.auth)
    .send({ package_id: packageId });
  expect(res.status).toBe(200);
  const url = new URL(res.body.url);
  expect(url.origin).toBe('http://squadhub.test');
  expect(url.pathname).toMatch(/^\/api\/stripe\/test-checkout\/test_cs_[0-9a-f]{32}$/);
  return url.pathname.split('/').pop()!;
}

describe('built-in test checkout', () => {
  it('advertises test mode in the purchase links with the four packages', async () => {
    const res = await request(server.url).get('/api/coin-purchase-links').expect(200);
    expect(res.body.test_mode).toBe(true);
    expect(res.body.packages.map((p: { coins: number; price: number }) => [p.coins, p.price])).toEqual([
      [5, 7.83],
      [10, 14.05],
      [15, 20.27],
      [20, 26.48],
    ]);
  });

  it('shows a page clearly marked TEST MODE with the price', async () => {
    const buyer = await createUser(server.ctx);
    const id = await startTestCheckout(buyer, 'package_15');
    const page = await request(server.url).get(`/api/stripe/test-checkout/${id}`).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // A page under /api: the page headers, under which its own inline styles apply.
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.text).toContain('TEST MODE');
    expect(page.text).toContain('£20.27');
    expect(page.text).toContain('>Cancel<');
  });

  it('Pay credits once and returns to / with payment=success; the status check agrees', async () => {
    const buyer = await createUser(server.ctx);
    const id = await startTestCheckout(buyer);
    const before = await request(server.url).get(`/api/stripe/checkout-status/${id}`).set(buyer.auth).expect(200);
    expect(before.body).toEqual({ payment_status: 'unpaid', coins: 10 });
    const pays = await Promise.all(
      Array.from({ length: 4 }, () =>
        request(server.url).post(`/api/stripe/test-checkout/${id}/pay`).type('form').send(''),
      ),
    );
    for (const res of pays) {
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`http://squadhub.test/?session_id=${id}&payment=success`);
    }
    const after = await request(server.url).get(`/api/stripe/checkout-status/${id}`).set(buyer.auth).expect(200);
    expect(after.body).toEqual({ payment_status: 'paid', coins: 10 });
    expect(await balancesOf(server.ctx, buyer.id)).toEqual({ purchased: 10, winnings: 0 });
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('Cancel returns with payment=cancel and the session can no longer be paid', async () => {
    const buyer = await createUser(server.ctx);
    const id = await startTestCheckout(buyer, 'package_5');
    const res = await request(server.url).post(`/api/stripe/test-checkout/${id}/cancel`).expect(303);
    expect(res.headers.location).toBe(`http://squadhub.test/?session_id=${id}&payment=cancel`);
    await request(server.url).post(`/api/stripe/test-checkout/${id}/pay`).expect(303);
    const status = await request(server.url).get(`/api/stripe/checkout-status/${id}`).set(buyer.auth).expect(200);
    expect(status.body.payment_status).toBe('cancelled');
    expect(await balancesOf(server.ctx, buyer.id)).toEqual({ purchased: 0, winnings: 0 });
  });

  it('refuses unknown sessions and any webhook (nothing is signed without a key)', async () => {
    await request(server.url).get('/api/stripe/test-checkout/test_cs_unknown').expect(404);
    await request(server.url).post('/api/stripe/test-checkout/test_cs_unknown/pay').expect(404);
    await request(server.url).get('/api/stripe/test-checkout/<script>').expect(400);
    const res = await request(server.url)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 't=1,v1=abc')
      .send(JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } }))
      .expect(400);
    expect(res.body.detail).toBeTruthy();
  });
});

describe('built-in test checkout in production', () => {
  it('does not exist: a production server has a Stripe key, and the test page and its actions are not there', async () => {
    const prod = await createTestServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      STRIPE_SECRET_KEY: 'sk_test_not_used_here',
      STRIPE_WEBHOOK_SECRET: 'whsec_not_used_here',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'http://squadhub.test',
      ...productionVapid(),
    });
    try {
      const buyer = await createUser(prod.ctx);
      const links = await request(prod.url).get('/api/coin-purchase-links').expect(200);
      expect(links.body.test_mode).toBe(false);
      const id = `test_cs_${'0'.repeat(32)}`;
      const page = await request(prod.url).get(`/api/stripe/test-checkout/${id}`);
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toMatch(/json/);
      expect(page.text).not.toContain('TEST MODE');
      const pay = await request(prod.url).post(`/api/stripe/test-checkout/${id}/pay`).type('form').send('');
      expect(pay.status).toBe(404);
      expect(await balancesOf(prod.ctx, buyer.id)).toEqual({ purchased: 0, winnings: 0 });
    } finally {
      await prod.dispose();
    }
  });
});
