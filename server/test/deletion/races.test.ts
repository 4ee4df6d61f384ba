/**
 * Deleting a player while other requests act on them (docs/design/storage.md#lock-order): joins and new
 * tournaments of their own, transfers to them, their cash-out requests and an admin rejecting
 * them, kicks, adjustments. Everything is fired at once; every answer must be a clear 2xx or 4xx
 * (never 500), and afterwards no seat is held by the closed account, every prize pool equals its
 * seated fees plus the contribution, the ledger check is clean, and the closed account's ledger
 * rows are still there and add up to its balances. Run on PostgreSQL (`npm run test:pg`) for
 * truly parallel transactions; PGlite runs them one at a time and must reach the same state.
 */
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashoutRequests, ledgerEntries, tournaments, users } from '../../src/db/schema.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { PAYPAL_DETAILS } from '../support/money-helpers.js';
import { as } from '../play/helpers.js';
import { createBody, createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { balancesAndLedger, expectClosedAndConsistent } from './helpers.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  admin = await createUser(server.ctx, { role: 'super_admin' });
});
afterAll(() => server?.dispose());

const api = () => request(server.httpServer);
const ROUNDS = 3;
/** The window over which a race's requests start. */
const SPREAD_MS = 200;

type Call = () => Promise<{ status: number; body: { detail?: string } }>;

/**
 * Fires the calls with the deletion of `player` among them, all at once. The deletion must
 * succeed; every other answer must be a success or a JSON `{detail}` error. Returns their statuses.
 */
async function raceDeletion(player: TestUser, calls: Call[], spreadMs = SPREAD_MS): Promise<number[]> {
  // Starts spread over a short window, the deletion in its middle, so that it lands among the
  // other requests' transactions rather than after all of them.
  const startWithin = (ms: number) => new Promise((r) => setTimeout(r, Math.random() * ms));
  const [deleted, answers] = await Promise.all([
    new Promise((r) => setTimeout(r, spreadMs / 2)).then(() =>
      api().delete(`/api/admin/players/${player.id}`).set(admin.auth),
    ),
    Promise.all(calls.map((call) => startWithin(spreadMs).then(call))),
  ]);
  expect(deleted.status).toBe(200);
  for (const r of answers) expect(r.status < 400 || typeof r.body.detail === 'string').toBe(true);
  return answers.map((r) => r.status);
}

/** Every status is one of `allowed` (the unexpected ones are listed on failure). */
function expectOnly(statuses: number[], allowed: number[]) {
  expect(statuses.filter((s) => !allowed.includes(s))).toEqual([]);
}

describe('deleting a player while requests act on them', () => {
  it('joins and new tournaments of their own: every seat refunded, no ghost seat, pools exact', async () => {
    const ctx = server.ctx;
    for (let round = 0; round < ROUNDS; round++) {
      const player = await createUser(ctx, { purchased: 1000 });
      const hosts = await Promise.all([1, 2, 3].map(() => createUser(ctx)));
      const others = await Promise.all(Array.from({ length: 6 }, () => createUser(ctx, { purchased: 50 })));
      // Paid and free tournaments: a free seat moves no money, only the account check guards it.
      const open = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          createTestTournament(ctx, hosts[i % 3].id, { template: 'alcatraz_solo', entryFee: i % 2 ? 0 : 5 }),
        ),
      );
      const calls: Call[] = [
        ...open.map(
          (t) => () => as(server, player).post(`/tournaments/${t.id}/join-slot`, { team_number: 1, slot_index: 0 }),
        ),
        ...open.flatMap((t, i) =>
          others.slice(0, 2).map(
            (o, k) => () =>
              as(server, others[(i + k) % others.length]).post(`/tournaments/${t.id}/join-slot`, {
                team_number: 2 + k,
                slot_index: 0,
              }),
          ),
        ),
        ...[1, 2].map(
          () => () => as(server, player).post('/tournaments', createBody({ creator_prize_contribution: 10 })),
        ),
      ];
      // Joins are many and quick: spread them wider so the deletion lands among them.
      const statuses = await raceDeletion(player, calls, 4 * SPREAD_MS);
      expectOnly(statuses, [200, 201, 401, 404, 409]);

      await expectClosedAndConsistent(ctx, player.id);
      expect(await ctx.db.select().from(tournaments).where(eq(tournaments.creatorId, player.id))).toEqual([]);
      // Every fee and contribution came back: the closed account keeps exactly what it had.
      expect((await balancesAndLedger(ctx, player.id)).balances).toEqual({ purchased: 1000, winnings: 0 });
    }
  });

  it('transfers to them: either done before the deletion or refused with 404', async () => {
    const ctx = server.ctx;
    for (let round = 0; round < ROUNDS; round++) {
      const player = await createUser(ctx, { purchased: 7 });
      const senders = await Promise.all(Array.from({ length: 16 }, () => createUser(ctx, { purchased: 10 })));
      const calls: Call[] = senders.map(
        (s) => () =>
          api().post('/api/coins/transfer').set(s.auth).send({ recipient_username: player.username, amount: 3 }),
      );
      const statuses = await raceDeletion(player, calls);
      expectOnly(statuses, [200, 404]);

      const done = statuses.filter((s) => s === 200).length;
      await expectClosedAndConsistent(ctx, player.id);
      // Coins sent before the deletion stay on the closed account; none arrived after it.
      expect((await balancesAndLedger(ctx, player.id)).balances).toEqual({ purchased: 7 + 3 * done, winnings: 0 });
      const received = await ctx.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, player.id), eq(ledgerEntries.reason, 'transfer_in')));
      expect(received).toHaveLength(done);
    }
  });

  it('cash-out requests and an admin rejecting them: each request refunded exactly once', async () => {
    const ctx = server.ctx;
    for (let round = 0; round < ROUNDS; round++) {
      const player = await createUser(ctx, { winnings: 200 });
      const requestIds: string[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await api()
          .post('/api/coin-conversion/request')
          .set(player.auth)
          .send({ coins_to_convert: 10, ...PAYPAL_DETAILS })
          .expect(200);
        requestIds.push(res.body.request.id);
      }
      const calls: Call[] = [
        ...requestIds.map((id) => () => api().post(`/api/admin/coin-conversion/${id}/reject`).set(admin.auth)),
        ...[1, 2, 3, 4].map(
          () => () =>
            api()
              .post('/api/coin-conversion/request')
              .set(player.auth)
              .send({ coins_to_convert: 10, ...PAYPAL_DETAILS }),
        ),
      ];
      const statuses = await raceDeletion(player, calls);
      expectOnly(statuses, [200, 401, 404, 409]);

      await expectClosedAndConsistent(ctx, player.id);
      const theirs = await ctx.db.select().from(cashoutRequests).where(eq(cashoutRequests.userId, player.id));
      expect(theirs.filter((r) => r.status !== 'rejected')).toEqual([]);
      const refunds = await ctx.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, player.id), eq(ledgerEntries.reason, 'cashout_refund')));
      expect(refunds.map((r) => r.refId).sort()).toEqual(theirs.map((r) => r.id).sort());
      expect((await balancesAndLedger(ctx, player.id)).balances).toEqual({ purchased: 0, winnings: 200 });
    }
  });

  it('kicks and adjustments: a seat is refunded once, by the kick or by the deletion', async () => {
    const ctx = server.ctx;
    for (let round = 0; round < ROUNDS; round++) {
      const player = await createUser(ctx, { purchased: 100 });
      const hosts = await Promise.all(Array.from({ length: 6 }, () => createUser(ctx)));
      const seatedIn = await Promise.all(
        hosts.map((h) => createTestTournament(ctx, h.id, { template: 'alcatraz_solo', entryFee: 5 })),
      );
      for (const t of seatedIn) await seatPlayer(ctx, t, player.id, 1, 0);
      const calls: Call[] = [
        ...seatedIn.map(
          (t, i) => () =>
            api().post(`/api/tournaments/${t.id}/kick-player?team_number=1&slot_index=0`).set(hosts[i].auth),
        ),
        ...[1, 2].map(
          () => () =>
            api().put(`/api/admin/players/${player.id}/adjust-winnings`).set(admin.auth).send({ winnings_coins: 9 }),
        ),
      ];
      const statuses = await raceDeletion(player, calls);
      expectOnly(statuses, [200, 404, 409]);

      await expectClosedAndConsistent(ctx, player.id);
      const refunds = await ctx.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, player.id), eq(ledgerEntries.reason, 'entry_refund')));
      expect(refunds.map((r) => r.refId).sort()).toEqual(seatedIn.map((t) => t.id).sort());
      const [closed] = await ctx.db.select().from(users).where(eq(users.id, player.id));
      expect(closed.purchasedCoins).toBe(100);
    }
  });
});
