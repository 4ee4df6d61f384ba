/**
 * Many players moving coins at once, where a lost update would create or destroy coins: 60 players
 * buy coins, then hundreds of interleaved transfers, conversions, cash-out requests, rejections,
 * approvals and admin adjustments run concurrently, some failing on purpose. Afterwards no balance
 * is negative, the coins in the system equal the coins bought plus the adjustments minus the
 * cash-outs that left, and the ledger check is clean. Run it on PostgreSQL with `npm run test:pg`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { coinsHeld, PAYPAL_DETAILS } from '../support/money-helpers.js';
import { ledgerCheck } from '../../src/cli/ledger-check.js';

const PLAYERS = 60;
let server: TestServer;
let admin: TestUser;
let players: TestUser[];

// A seeded generator, so a failure can be replayed.
let seed = 20261122;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

const paypal = PAYPAL_DETAILS;

beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  admin = await createUser(server.ctx, { role: 'super_admin' });
  players = await Promise.all(Array.from({ length: PLAYERS }, () => createUser(server.ctx)));
});
afterAll(() => server?.dispose());

describe('money under concurrency', () => {
  it('keeps every invariant through hundreds of interleaved movements', async () => {
    const api = () => request(server.url);
    let bought = 0;
    let adjusted = 0;
    const cashedOut = new Map<string, number>();

    // Everyone buys 20 coins through the checkout (the test checkout's Pay = the credit path).
    await Promise.all(
      players.map(async (p) => {
        const res = await api().post('/api/stripe/create-checkout').set(p.auth).send({ package_id: 'package_20' });
        const id = String(res.body.url).split('/').pop();
        await api().post(`/api/stripe/test-checkout/${id}/pay`).expect(303);
        bought += 20;
      }),
    );
    // Winnings arrive by admin adjustment (prizes belong to the tournament tests).
    await Promise.all(
      players.map(async (p) => {
        const res = await api()
          .put(`/api/admin/players/${p.id}/adjust-winnings`)
          .set(admin.auth)
          .send({ winnings_coins: between(0, 40) })
          .expect(200);
        adjusted += res.body.new_winnings - res.body.old_winnings;
      }),
    );

    const statuses = new Map<string, number>();
    const count = (kind: string, status: number) =>
      statuses.set(`${kind} ${status}`, (statuses.get(`${kind} ${status}`) ?? 0) + 1);

    const transfer = async () => {
      const from = pick(players);
      const to = rand() < 0.05 ? from : pick(players); // some self-transfers, refused
      const res = await api()
        .post('/api/coins/transfer')
        .set(from.auth)
        .send({ recipient_username: to.username, amount: between(1, 30) });
      count('transfer', res.status);
    };
    const convert = async () => {
      const p = pick(players);
      const res = await api()
        .post('/api/convert-winnings-to-coins')
        .set(p.auth)
        .send({ winnings_amount: between(3, 25) });
      count('convert', res.status);
    };
    const cashout = async () => {
      const p = pick(players);
      const res = await api()
        .post('/api/coin-conversion/request')
        .set(p.auth)
        .send({ coins_to_convert: between(8, 30), ...paypal });
      count('cashout', res.status);
      if (res.status === 200) cashedOut.set(res.body.request.id, res.body.request.coins_to_convert);
    };
    const adjust = async () => {
      const p = pick(players);
      const bucket = rand() < 0.5 ? 'coins' : 'winnings';
      const body = bucket === 'coins' ? { coin_balance: between(0, 50) } : { winnings_coins: between(0, 50) };
      const res = await api().put(`/api/admin/players/${p.id}/adjust-${bucket}`).set(admin.auth).send(body);
      count(`adjust-${bucket}`, res.status);
      if (res.status === 200)
        adjusted +=
          bucket === 'coins'
            ? res.body.new_balance - res.body.old_balance
            : res.body.new_winnings - res.body.old_winnings;
    };
    const decide = async () => {
      const ids = [...cashedOut.keys()];
      if (!ids.length) return;
      const id = pick(ids);
      const action = pick(['reject', 'reject', 'approve', 'mark-paid']);
      const res = await api().post(`/api/admin/coin-conversion/${id}/${action}`).set(admin.auth);
      count(action, res.status);
      if (action === 'reject' && res.status === 200) cashedOut.delete(id);
    };

    const ops = [transfer, transfer, transfer, convert, cashout, adjust, decide];
    // Three waves so decisions find requests to act on while new movements keep arriving.
    for (let wave = 0; wave < 3; wave++) {
      await Promise.all(Array.from({ length: 150 }, () => pick(ops)()));
    }

    const ids = players.map((p) => p.id);
    const negatives = await server.ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM users WHERE purchased_coins < 0 OR winnings_coins < 0`,
    );
    expect((negatives as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    const leftTheSystem = [...cashedOut.values()].reduce((a, b) => a + b, 0);
    expect(await coinsHeld(server.ctx, ids)).toBe(bought + adjusted - leftTheSystem);
    const lines: string[] = [];
    expect(await ledgerCheck(server.ctx.db, (l) => lines.push(l))).toBe(0);
    expect(lines[0]).toMatch(/clean/);

    // The mix really exercised both outcomes of each kind.
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(400);
    for (const kind of [
      'transfer 200',
      'transfer 409',
      'transfer 400',
      'convert 200',
      'cashout 200',
      'cashout 400',
      'reject 200',
    ])
      expect([kind, (statuses.get(kind) ?? 0) > 0]).toEqual([kind, true]);
    for (const [key] of statuses) expect(key).not.toMatch(/ 5\d\d$/);
  });
});
