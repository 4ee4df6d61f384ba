/** Transfer, conversion, cash-out and the admin state machine, through HTTP on a real database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { CASHOUT_STATUS_TEXT, REJECTED_BY_ADMIN_NOTE } from '@squadhub/shared';
import { createTestServer, nextEvent, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { balancesOf, PAYPAL_DETAILS } from '../support/money-helpers.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { transferCoins } from '../../src/services/money/transfer.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(server.ctx, { role: 'super_admin' });
});
afterAll(() => server?.dispose());

const paypal = PAYPAL_DETAILS;

describe('transfer', () => {
  it('takes purchased coins first, then winnings; the friend receives purchased coins', async () => {
    const sender = await createUser(server.ctx, { purchased: 3, winnings: 10 });
    const friend = await createUser(server.ctx);
    const res = await request(server.url)
      .post('/api/coins/transfer')
      .set(sender.auth)
      .send({ recipient_username: friend.username.toUpperCase(), amount: 5 })
      .expect(200);
    expect(res.body.message).toBe(`Successfully transferred 5 coins to ${friend.username}!`);
    expect(await balancesOf(server.ctx, sender.id)).toEqual({ purchased: 0, winnings: 8 });
    expect(await balancesOf(server.ctx, friend.id)).toEqual({ purchased: 5, winnings: 0 });
  });

  it('refuses more than the balance with 409 and moves nothing', async () => {
    const sender = await createUser(server.ctx, { purchased: 2 });
    const friend = await createUser(server.ctx);
    const res = await request(server.url)
      .post('/api/coins/transfer')
      .set(sender.auth)
      .send({ recipient_username: friend.username, amount: 3 })
      .expect(409);
    expect(res.body.detail).toBe('Insufficient coins');
    expect(await balancesOf(server.ctx, friend.id)).toEqual({ purchased: 0, winnings: 0 });
  });

  it('tells both the sender and the admins about the new balances live', async () => {
    const sender = await createUser(server.ctx, { purchased: 4 });
    const friend = await createUser(server.ctx);
    const [senderSocket, adminSocket] = await Promise.all([server.socket(sender.token), server.socket(admin.token)]);
    const seen = nextEvent(senderSocket, 'player_coins_updated');
    const adminSeen = nextEvent(adminSocket, 'player_coins_updated');
    await request(server.url)
      .post('/api/coins/transfer')
      .set(sender.auth)
      .send({ recipient_username: friend.username, amount: 1 })
      .expect(200);
    expect(await seen).toMatchObject({ user_id: sender.id, purchased_coins: 3, coin_balance: 3 });
    expect((await adminSeen).user_id).toBeTruthy();
  });

  it('numbers each balance update and serves the new balance from the cached login at once', async () => {
    const sender = await createUser(server.ctx, { purchased: 10 });
    const friend = await createUser(server.ctx);
    const me = async (u: typeof sender) => (await request(server.url).get('/api/auth/me').set(u.auth).expect(200)).body;
    await Promise.all([me(sender), me(friend)]); // both logins are now cached
    const socket = await server.socket(sender.token);
    const versions: number[] = [];
    socket.on('player_coins_updated', (p) => versions.push(p.balance_version));
    for (const amount of [1, 2]) {
      await request(server.url)
        .post('/api/coins/transfer')
        .set(sender.auth)
        .send({ recipient_username: friend.username, amount })
        .expect(200);
    }
    await expect.poll(() => versions.length).toBe(2);
    expect(versions[1]).toBeGreaterThan(versions[0]);
    expect((await me(sender)).purchased_coins).toBe(7);
    expect((await me(friend)).purchased_coins).toBe(3);
    socket.disconnect();
  });
});

describe('transfers racing each other', () => {
  it('runs opposite transfers between two players at once without deadlock or lost coins', async () => {
    const a = await createUser(server.ctx, { purchased: 30, winnings: 10 });
    const b = await createUser(server.ctx, { purchased: 30 });
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? transferCoins(server.ctx, a, { recipient_username: b.username, amount: 3 })
          : transferCoins(server.ctx, b, { recipient_username: a.username, amount: 2 }),
      ),
    );
    const failures = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    // The only acceptable failure is running out of coins, never a deadlock or a 500.
    for (const f of failures) expect(f.reason).toMatchObject({ status: 409, detail: 'Insufficient coins' });
    const [ba, bb] = await Promise.all([balancesOf(server.ctx, a.id), balancesOf(server.ctx, b.id)]);
    expect(ba.purchased + ba.winnings + bb.purchased + bb.winnings).toBe(70);
    expect(bb.winnings).toBe(0); // winnings never move to another player
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });
});

describe('convert winnings to coins', () => {
  it('moves winnings to purchased 1:1 with the spec message', async () => {
    const p = await createUser(server.ctx, { purchased: 1, winnings: 12 });
    const res = await request(server.url)
      .post('/api/convert-winnings-to-coins')
      .set(p.auth)
      .send({ winnings_amount: 7 })
      .expect(200);
    expect(res.body.message).toBe('Converted £7 winnings to 7 coins!');
    expect(await balancesOf(server.ctx, p.id)).toEqual({ purchased: 8, winnings: 5 });
  });

  it('refuses below 5 and above the winnings with the exact messages', async () => {
    const p = await createUser(server.ctx, { purchased: 50, winnings: 6 });
    const low = await request(server.url)
      .post('/api/convert-winnings-to-coins')
      .set(p.auth)
      .send({ winnings_amount: 4 });
    expect(low.status).toBe(400);
    expect(low.body.detail).toBe('Minimum conversion is £5 (5 coins)');
    const high = await request(server.url)
      .post('/api/convert-winnings-to-coins')
      .set(p.auth)
      .send({ winnings_amount: 7 });
    expect(high.status).toBe(400);
    expect(high.body.detail).toBe('Cannot convert more than £6 available winnings');
    expect(await balancesOf(server.ctx, p.id)).toEqual({ purchased: 50, winnings: 6 });
  });
});

describe('cash-out requests and the admin state machine', () => {
  async function requestCashout(user: TestUser, coins: number, extra: Record<string, unknown> = paypal) {
    return request(server.url)
      .post('/api/coin-conversion/request')
      .set(user.auth)
      .send({ coins_to_convert: coins, ...extra });
  }

  it('deducts winnings on submit, tells admins live, lists in pounds', async () => {
    const p = await createUser(server.ctx, { purchased: 5, winnings: 30 });
    const adminSocket = await server.socket(admin.token);
    const live = nextEvent(adminSocket, 'new_cashout_request');
    const res = await requestCashout(p, 12);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'Cash out request submitted! Coins have been deducted and your request is being processed.',
    );
    expect(await live).toMatchObject({ username: p.username, amount: 12, request_id: res.body.request.id });
    expect(await balancesOf(server.ctx, p.id)).toEqual({ purchased: 5, winnings: 18 });
    const mine = await request(server.url).get('/api/coin-conversion/my-requests').set(p.auth).expect(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      coins_to_convert: 12,
      requested_amount: 12,
      status: 'pending',
      payment_method: 'paypal',
      paypal_email: 'ada@example.test',
      bank_name: null,
    });
    expect(CASHOUT_STATUS_TEXT[mine.body[0].status]).toBe('Your request is being reviewed by our team');
  });

  it('never takes purchased coins and refuses over the winnings', async () => {
    const p = await createUser(server.ctx, { purchased: 100, winnings: 15 });
    const res = await requestCashout(p, 16);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Cannot cash out more than £15 available winnings');
    expect(await balancesOf(server.ctx, p.id)).toEqual({ purchased: 100, winnings: 15 });
    const mine = await request(server.url).get('/api/coin-conversion/my-requests').set(p.auth).expect(200);
    expect(mine.body).toEqual([]);
  });

  it('approve → mark paid; wrong transitions are 409', async () => {
    const p = await createUser(server.ctx, { winnings: 20 });
    const id = (await requestCashout(p, 10)).body.request.id as string;
    const base = `/api/admin/coin-conversion/${id}`;
    await request(server.url).post(`${base}/mark-paid`).set(admin.auth).expect(409);
    const socket = await server.socket(p.token);
    const update = nextEvent(socket, 'cashout_request_updated');
    await request(server.url).post(`${base}/approve`).set(admin.auth).expect(200);
    expect(await update).toEqual({ request_id: id, status: 'money_on_the_way' });
    const again = await request(server.url).post(`${base}/approve`).set(admin.auth).expect(409);
    expect(again.body.detail).toBe('Cannot approve a request that is money on the way');
    await request(server.url).post(`${base}/reject`).set(admin.auth).expect(409);
    await request(server.url).post(`${base}/mark-paid`).set(admin.auth).expect(200);
    await request(server.url).post(`${base}/mark-paid`).set(admin.auth).expect(409);
    await request(server.url).post(`${base}/reject`).set(admin.auth).expect(409);
    const list = await request(server.url).get('/api/admin/coin-conversion/requests').set(admin.auth).expect(200);
    const row = list.body.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({ status: 'paid', username: p.username });
    expect(row.processed_at).toBeTruthy();
    expect(await balancesOf(server.ctx, p.id)).toEqual({ purchased: 0, winnings: 10 });
  });

  it('reject refunds the winnings once, with the default note, even when two admins click together', async () => {
    const p = await createUser(server.ctx, { winnings: 25 });
    const id = (await requestCashout(p, 25)).body.request.id as string;
    expect(await balancesOf(server.ctx, p.id)).toEqual({ purchased: 0, winnings: 0 });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        request(server.url).post(`/api/admin/coin-conversion/${id}/reject`).set(admin.auth),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await balancesOf(server.ctx, p.id)).toEqual({ purchased: 0, winnings: 25 });
    const mine = await request(server.url).get('/api/coin-conversion/my-requests').set(p.auth).expect(200);
    expect(mine.body[0]).toMatchObject({ status: 'rejected', admin_notes: REJECTED_BY_ADMIN_NOTE });
  });

  it('reject keeps a custom admin note', async () => {
    const p = await createUser(server.ctx, { winnings: 10 });
    const id = (await requestCashout(p, 10)).body.request.id as string;
    await request(server.url)
      .post(`/api/admin/coin-conversion/${id}/reject`)
      .query({ admin_notes: 'PayPal account closed' })
      .set(admin.auth)
      .expect(200);
    const mine = await request(server.url).get('/api/coin-conversion/my-requests').set(p.auth).expect(200);
    expect(mine.body[0].admin_notes).toBe('PayPal account closed');
  });

  it('bank transfer keeps the optional fields and the chat works both ways', async () => {
    const p = await createUser(server.ctx, { winnings: 40 });
    const res = await requestCashout(p, 40, {
      payment_method: 'bank_transfer',
      account_holder_name: 'Grace',
      account_holder_surname: 'Hopper',
      bank_name: 'Bank of Tests',
      country: 'United Kingdom',
      account_number: '12345678',
      sort_code: '12-34-56',
      address_line1: '1 Test Street',
      city: 'London',
      postal_code: 'E1 6AN',
      whatsapp_number: '+447700900111',
      paypal_email: 'stray@example.test',
    });
    expect(res.status).toBe(200);
    expect(res.body.request).toMatchObject({ sort_code: '12-34-56', iban: null, paypal_email: null });
    const id = res.body.request.id as string;
    await request(server.url)
      .post(`/api/coin-conversion/${id}/chat`)
      .query({ message: '  When will it arrive?  ' })
      .set(p.auth)
      .expect(200);
    const reply = await request(server.url)
      .post(`/api/coin-conversion/${id}/chat`)
      .query({ message: 'Within 2 days' })
      .set(admin.auth)
      .expect(200);
    expect(reply.body.message).toBe('Message sent!');
    const chat = await request(server.url).get(`/api/coin-conversion/${id}/chat`).set(p.auth).expect(200);
    expect(
      chat.body.chat_messages.map((m: { sender_type: string; message: string }) => [m.sender_type, m.message]),
    ).toEqual([
      ['player', 'When will it arrive?'],
      ['admin', 'Within 2 days'],
    ]);
    await request(server.url).post(`/api/coin-conversion/${id}/chat`).query({ message: '   ' }).set(p.auth).expect(400);
  });

  it('keeps the ledger equal to every balance', async () => {
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });
});
