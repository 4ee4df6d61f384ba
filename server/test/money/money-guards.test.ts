/**
 * Authorization and bad input on every money route: a player never reads or acts on another
 * player's requests or chat, admin routes answer 403 to players, and malformed amounts,
 * unknown packages, self-transfers, cash-outs over the winnings, missing bank fields and
 * repeated requests all get a 4xx `detail` while no coin moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { balancesOf, coinsHeld, PAYPAL_DETAILS } from '../support/money-helpers.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let requestId: string;

const paypal = PAYPAL_DETAILS;

beforeAll(async () => {
  // Rate limits off: this file fires far more bad requests per minute than any player would.
  server = await createTestServer({ RATE_LIMITS: 'false' });
  owner = await createUser(server.ctx, { purchased: 20, winnings: 40 });
  stranger = await createUser(server.ctx, { purchased: 20, winnings: 40 });
  admin = await createUser(server.ctx, { role: 'admin' });
  const res = await request(server.url)
    .post('/api/coin-conversion/request')
    .set(owner.auth)
    .send({ coins_to_convert: 10, ...paypal })
    .expect(200);
  requestId = res.body.request.id;
  await request(server.url)
    .post(`/api/coin-conversion/${requestId}/chat`)
    .query({ message: 'private' })
    .set(owner.auth);
});
afterAll(() => server?.dispose());

/** `request(url).get(path)` etc. with the method as data. */
const call = (method: string, path: string): request.Test =>
  (request(server.url) as unknown as Record<string, (p: string) => request.Test>)[method](path);

describe('authorization', () => {
  it('hides one player’s requests and chat from another', async () => {
    const mine = await request(server.url).get('/api/coin-conversion/my-requests').set(stranger.auth).expect(200);
    expect(mine.body).toEqual([]);
    const read = await request(server.url).get(`/api/coin-conversion/${requestId}/chat`).set(stranger.auth).expect(404);
    expect(read.body.detail).toBe('Cash-out request not found');
    await request(server.url)
      .post(`/api/coin-conversion/${requestId}/chat`)
      .query({ message: 'let me in' })
      .set(stranger.auth)
      .expect(404);
    const chat = await request(server.url).get(`/api/coin-conversion/${requestId}/chat`).set(owner.auth).expect(200);
    expect(chat.body.chat_messages).toHaveLength(1);
  });

  it('lets an admin (not only a super admin) read the chat and act', async () => {
    await request(server.url).get(`/api/coin-conversion/${requestId}/chat`).set(admin.auth).expect(200);
    await request(server.url).get('/api/admin/coin-conversion/requests').set(admin.auth).expect(200);
  });

  it('answers 403 to players on every admin money route and 401 without a login', async () => {
    const id = owner.id;
    const routes: [string, string, unknown?][] = [
      ['get', '/api/admin/coin-conversion/requests'],
      ['post', `/api/admin/coin-conversion/${requestId}/approve`],
      ['post', `/api/admin/coin-conversion/${requestId}/reject`],
      ['post', `/api/admin/coin-conversion/${requestId}/mark-paid`],
      ['get', '/api/admin/players'],
      ['get', `/api/admin/players/${id}/details`],
      ['put', `/api/admin/players/${id}/adjust-coins`, { coin_balance: 999 }],
      ['put', `/api/admin/players/${id}/adjust-winnings`, { winnings_coins: 999 }],
      ['delete', `/api/admin/players/${id}`],
      ['put', '/api/admin/coin-pricing', { coins_5: 0.01, coins_10: 0.01, coins_15: 0.01, coins_20: 0.01 }],
    ];
    for (const [method, path, body] of routes) {
      const asPlayer = await call(method, path)
        .set(stranger.auth)
        .send(body as object);
      expect([path, asPlayer.status]).toEqual([path, 403]);
      expect(asPlayer.body.detail).toBeTruthy();
      const anonymous = await call(method, path).send(body as object);
      expect([path, anonymous.status]).toEqual([path, 401]);
    }
    expect(await balancesOf(server.ctx, owner.id)).toEqual({ purchased: 20, winnings: 30 });
    const prices = await request(server.url).get('/api/coin-pricing').expect(200);
    expect(prices.body).toEqual({ coins_5: 7.83, coins_10: 14.05, coins_15: 20.27, coins_20: 26.48 });
  });

  it('requires a login for every player money route', async () => {
    await request(server.url).post('/api/coins/transfer').send({ recipient_username: 'x', amount: 1 }).expect(401);
    await request(server.url).post('/api/convert-winnings-to-coins').send({ winnings_amount: 5 }).expect(401);
    await request(server.url).post('/api/coin-conversion/request').send({}).expect(401);
    await request(server.url).get('/api/coin-conversion/my-requests').expect(401);
    await request(server.url).get(`/api/coin-conversion/${requestId}/chat`).expect(401);
  });
});

describe('bad input moves no coin', () => {
  const badAmounts = [-5, 0, 1.5, 2 ** 53, Number.MAX_SAFE_INTEGER, '10', 'ten', null, true, [], {}];

  it('answers 4xx with a detail to every malformed request', async () => {
    const before = await coinsHeld(server.ctx, [owner.id, stranger.id]);
    const cases: [string, string, Record<string, unknown>][] = [];
    for (const amount of badAmounts) {
      cases.push(['post', '/api/coins/transfer', { recipient_username: stranger.username, amount }]);
      cases.push(['post', '/api/convert-winnings-to-coins', { winnings_amount: amount }]);
      cases.push(['post', '/api/coin-conversion/request', { ...paypal, coins_to_convert: amount }]);
    }
    cases.push(
      ['post', '/api/coins/transfer', { recipient_username: owner.username, amount: 1 }],
      ['post', '/api/coins/transfer', { recipient_username: 'nobody_here_at_all', amount: 1 }],
      ['post', '/api/coins/transfer', { recipient_username: '   ', amount: 1 }],
      ['post', '/api/coins/transfer', { amount: 1 }],
      ['post', '/api/coins/transfer', { recipient_username: stranger.username, amount: 61 }],
      ['post', '/api/convert-winnings-to-coins', { winnings_amount: 31 }],
      ['post', '/api/coin-conversion/request', { ...paypal, coins_to_convert: 31 }],
      ['post', '/api/coin-conversion/request', { ...paypal, coins_to_convert: 9 }],
      ['post', '/api/coin-conversion/request', { ...paypal, coins_to_convert: 10, requested_amount: 1000 }],
      ['post', '/api/coin-conversion/request', { ...paypal, coins_to_convert: 10, payment_method: 'crypto' }],
      ['post', '/api/coin-conversion/request', { ...paypal, coins_to_convert: 10, paypal_email: 'not-an-email' }],
      ['post', '/api/coin-conversion/request', { ...paypal, coins_to_convert: 10, whatsapp_number: '' }],
      [
        'post',
        '/api/coin-conversion/request',
        {
          coins_to_convert: 10,
          payment_method: 'bank_transfer',
          account_holder_name: 'Grace',
          account_holder_surname: 'Hopper',
          bank_name: 'Bank',
          country: 'UK',
          whatsapp_number: '1',
          // no account number, address, city or postal code
        },
      ],
      ['post', '/api/coin-conversion/request', { ...paypal, coins_to_convert: 10, city: 'x'.repeat(5000) }],
      ['post', '/api/stripe/create-checkout', { package_id: 'package_1000' }],
      ['post', '/api/stripe/create-checkout', { package_id: { $ne: null } }],
    );
    for (const [method, path, body] of cases) {
      const res = await call(method, path).set(owner.auth).send(body);
      expect([path, JSON.stringify(body).slice(0, 120), res.status >= 400 && res.status < 500]).toEqual([
        path,
        JSON.stringify(body).slice(0, 120),
        true,
      ]);
      expect(typeof res.body.detail).toBe('string');
    }
    const bank = await request(server.url)
      .post('/api/coin-conversion/request')
      .set(owner.auth)
      .send({ coins_to_convert: 10, payment_method: 'bank_transfer', whatsapp_number: '1' });
    expect(bank.body.detail).toBe('First name is required');
    const self = await request(server.url)
      .post('/api/coins/transfer')
      .set(owner.auth)
      .send({ recipient_username: owner.username, amount: 1 });
    expect(self.body.detail).toBe('You cannot transfer coins to yourself');
    expect(await coinsHeld(server.ctx, [owner.id, stranger.id])).toBe(before);
    expect(await balancesOf(server.ctx, owner.id)).toEqual({ purchased: 20, winnings: 30 });
  });

  it('refuses malformed JSON, wrong body types and unknown ids cleanly', async () => {
    const raw = await request(server.url)
      .post('/api/coins/transfer')
      .set(owner.auth)
      .set('Content-Type', 'application/json')
      .send('{"amount": 1,');
    expect(raw.status).toBe(400);
    const arr = await request(server.url).post('/api/coins/transfer').set(owner.auth).send([1, 2]);
    expect(arr.status).toBe(400);
    await request(server.url).get('/api/coin-conversion/not-a-uuid/chat').set(owner.auth).expect(404);
    await request(server.url).post('/api/admin/coin-conversion/not-a-uuid/approve').set(admin.auth).expect(404);
    await request(server.url)
      .post('/api/admin/coin-conversion/00000000-0000-4000-8000-000000000000/approve')
      .set(admin.auth)
      .expect(404);
    const long = await request(server.url)
      .post(`/api/coin-conversion/${requestId}/chat`)
      .query({ message: 'x'.repeat(501) })
      .set(owner.auth);
    expect(long.status).toBe(400);
    for (const prices of [
      { coins_5: 0, coins_10: 1, coins_15: 1, coins_20: 1 },
      { coins_5: -1, coins_10: 1, coins_15: 1, coins_20: 1 },
      { coins_5: 1.234, coins_10: 1, coins_15: 1, coins_20: 1 },
      { coins_5: '1', coins_10: 1, coins_15: 1, coins_20: 1 },
      { coins_5: 1, coins_10: 1, coins_15: 1 },
    ]) {
      const res = await request(server.url).put('/api/admin/coin-pricing').set(admin.auth).send(prices).expect(400);
      expect(res.body.detail).toBeTruthy();
    }
    const zero = await request(server.url)
      .put('/api/admin/coin-pricing')
      .set(admin.auth)
      .send({ coins_5: 0, coins_10: 1, coins_15: 1, coins_20: 1 });
    expect(zero.body.detail).toBe('All prices must be greater than 0');
  });

  it('repeated requests each stand alone and never overdraw', async () => {
    const p = await createUser(server.ctx, { winnings: 25 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        request(server.url)
          .post('/api/coin-conversion/request')
          .set(p.auth)
          .send({ coins_to_convert: 10, ...paypal }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 400)).toHaveLength(4);
    expect(await balancesOf(server.ctx, p.id)).toEqual({ purchased: 0, winnings: 5 });
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });
});
