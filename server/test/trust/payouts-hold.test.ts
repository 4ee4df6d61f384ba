/** The payout hold (docs/product/trust.md#payout-hold): held results, the job's one payment, corrections. */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_TEXT } from '@squadhub/shared';
import { ConfigError, loadConfig } from '../../src/config/config.js';
import { runDeadlines } from '../../src/jobs/deadlines.js';
import { buildContext } from '../../src/server.js';
import { holdSeconds } from '../../src/services/play/payouts.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { eq } from 'drizzle-orm';
import { tournaments } from '../../src/db/schema.js';
import { createUser } from '../support/factories.js';
import { createBody } from '../support/tournament-factories.js';
import { balanceOf } from '../play/helpers.js';
import { as } from '../squads/helpers.js';
import { liveSeries, r, seriesApi } from '../series/helpers.js';
import {
  actionKinds,
  endHold,
  expectLedgerClean,
  liveTournament,
  tournamentRow,
  winnersBody,
} from './payout-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

describe('select-winners without a hold', () => {
  it('pays at once, as before', async () => {
    const { creator, p1, t } = await liveTournament(server, 0);
    const res = await as(server, creator).post(`/tournaments/${t.id}/select-winners`, winnersBody(p1));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_finalized: true, status: 'completed', payout_hold_minutes: 0 });
    expect(res.body.winners).toMatchObject([{ user_id: p1.id, position: 1, coins_awarded: 15 }]);
    expect(res.body.payout).toMatchObject({
      state: 'paid',
      plan: [{ user_id: p1.id, username: p1.username, position: 1, coins: 15 }],
      remainder: 5,
    });
    expect(await balanceOf(server, p1.id)).toEqual({ purchased: 0, winnings: 15 });
    expect(await balanceOf(server, creator.id)).toEqual({ purchased: 0, winnings: 5 });
    const row = await tournamentRow(server, t.id);
    expect(row.paidAt).not.toBeNull();
    expect(row.resultsRecordedAt).not.toBeNull();
    expect(await actionKinds(server, t.id)).toEqual(['winners_paid', 'remainder_paid']);
    await expectLedgerClean(server);
  });
});

describe('select-winners with a hold', () => {
  it('records the plan, keeps the coins in the pool, and takes a correction', async () => {
    const { creator, p1, p2, t } = await liveTournament(server, 30);
    const before = Date.now();
    const held = await as(server, creator).post(`/tournaments/${t.id}/select-winners`, winnersBody(p1));
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ is_finalized: false, winners: [], prize_pool: 20 });
    expect(held.body.payout.state).toBe('held');
    const due = Date.parse(held.body.payout.at);
    expect(due - before).toBeGreaterThan(29 * 60_000);
    expect(due - before).toBeLessThan(31 * 60_000);
    expect(await balanceOf(server, p1.id)).toEqual({ purchased: 0, winnings: 0 });

    const corrected = await as(server, creator).post(`/tournaments/${t.id}/select-winners`, winnersBody(p2, 20));
    expect(corrected.status).toBe(200);
    expect(corrected.body.payout).toMatchObject({
      state: 'held',
      plan: [{ user_id: p2.id, coins: 20 }],
      remainder: 0,
    });
    expect(await actionKinds(server, t.id)).toEqual(['results_held', 'results_held']);
    await expectLedgerClean(server);
  });

  it('is paid once by the deadline job, even with two instances running it at once', async () => {
    const { creator, p1, p2, t } = await liveTournament(server, 15);
    await as(server, creator).post(`/tournaments/${t.id}/select-winners`, winnersBody(p1)).expect(200);
    const notYet = await runDeadlines(server.ctx);
    expect(notYet.payoutsMade).toBe(0);
    await endHold(server, t.id);

    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: path.join(server.ctx.config.DATA_DIR, 'second-instance'),
      WEB_DIST: path.join(server.ctx.config.DATA_DIR, 'no-web'),
    });
    const shared = { db: server.ctx.db, kind: server.ctx.dbKind, close: async () => {} };
    const { ctx: second } = await buildContext(config, { database: shared });
    const passes = await Promise.all([runDeadlines(server.ctx), runDeadlines(second), runDeadlines(server.ctx)]);
    await runDeadlines(second);
    expect(passes.reduce((n, p) => n + p.payoutsMade, 0)).toBe(1);

    expect(await balanceOf(server, p1.id)).toEqual({ purchased: 0, winnings: 15 });
    expect(await balanceOf(server, p2.id)).toEqual({ purchased: 0, winnings: 0 });
    expect(await balanceOf(server, creator.id)).toEqual({ purchased: 0, winnings: 5 });
    const view = await as(server, p1).get(`/tournaments/${t.id}`);
    expect(view.body).toMatchObject({ is_finalized: true, winners: [{ user_id: p1.id, coins_awarded: 15 }] });
    expect(view.body.payout.state).toBe('paid');
    expect(await actionKinds(server, t.id)).toEqual(['results_held', 'winners_paid', 'remainder_paid']);
    // Paid and finalized: select-winners no longer changes anything.
    await as(server, creator).post(`/tournaments/${t.id}/select-winners`, winnersBody(p2)).expect(409);
    await expectLedgerClean(server);
  });

  it('a dispute filed in the last second and the payout give exactly one outcome', async () => {
    for (let round = 0; round < 4; round++) {
      const { creator, p1, p2, t } = await liveTournament(server, 30);
      await as(server, creator).post(`/tournaments/${t.id}/select-winners`, winnersBody(p1)).expect(200);
      await endHold(server, t.id);
      const [filed, pass] = await Promise.all([
        as(server, p2).post(`/tournaments/${t.id}/disputes`, { reason: 'I finished first, see the replay' }),
        runDeadlines(server.ctx),
      ]);
      const row = await tournamentRow(server, t.id);
      if (filed.status === 201) {
        expect(pass.payoutsMade).toBe(0);
        expect(row.paidAt).toBeNull();
        expect(await balanceOf(server, p1.id)).toEqual({ purchased: 0, winnings: 0 });
      } else {
        expect(filed.status).toBe(409);
        expect(filed.body.code).toBe('dispute_already_paid');
        expect(row.paidAt).not.toBeNull();
        expect(await balanceOf(server, p1.id)).toEqual({ purchased: 0, winnings: 15 });
      }
    }
    await expectLedgerClean(server);
  });
});

describe('finalize-series with a hold', () => {
  it('plans from the standings; a corrected match waits for finalize-series again', async () => {
    const { creator, t, players } = await liveSeries(server, {
      seats: [
        [1, 0],
        [2, 0],
      ],
      maxTeams: 2,
    });
    await server.ctx.db.update(tournaments).set({ payoutHoldMinutes: 60 }).where(eq(tournaments.id, t.id));
    const api = seriesApi(server, creator, t.id);
    expect((await api.put(1, [r(1, 1, 3), r(2, 2)])).status).toBe(200);
    const held = await api.finalize();
    expect(held.status).toBe(200);
    expect(held.body.payout.state).toBe('held');
    expect(held.body.payout.plan[0]).toMatchObject({ user_id: players[0]!.id, position: 1 });
    expect(held.body.remainder).toBe(held.body.payout.remainder);
    const planned = held.body.payout.plan[0].coins as number;

    // A corrected match: the plan no longer follows the standings, so nothing is due.
    expect((await api.put(1, [r(2, 1, 3), r(1, 2)])).status).toBe(200);
    expect((await api.view()).body.payout).toMatchObject({ state: 'held', at: null });
    expect((await runDeadlines(server.ctx)).payoutsMade).toBe(0);

    const replanned = await api.finalize();
    expect(replanned.body.payout.state).toBe('held');
    expect(replanned.body.payout.plan[0]).toMatchObject({ user_id: players[1]!.id, coins: planned });
    expect(replanned.body.payout.at).not.toBeNull();
    await endHold(server, t.id);
    expect((await runDeadlines(server.ctx)).payoutsMade).toBe(1);
    expect((await balanceOf(server, players[1]!.id)).winnings).toBe(planned);
    expect((await api.view()).body).toMatchObject({ is_finalized: true, payout: { state: 'paid' } });
    await expectLedgerClean(server);
  });
});

describe('payout_hold_minutes', () => {
  it('accepts only its set, at creation and in the full edit', async () => {
    const creator = await createUser(server.ctx, { purchased: 100 });
    for (const bad of [45, 'x', -15, 30.5]) {
      const res = await as(server, creator).post('/tournaments', createBody({ payout_hold_minutes: bad }));
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(PAYOUT_TEXT.payoutHoldMinutes);
    }
    const made = await as(server, creator).post('/tournaments', createBody());
    expect(made.body.payout_hold_minutes).toBe(0);
    expect(made.body.payout).toBeNull();
    const held = await as(server, creator).post('/tournaments', createBody({ payout_hold_minutes: 30 }));
    expect(held.body.payout_hold_minutes).toBe(30);
    const superAdmin = await createUser(server.ctx, { role: 'super_admin' });
    const edit = (minutes: unknown) =>
      as(server, superAdmin).put(`/admin/tournaments/${made.body.id}/full-edit`, { payout_hold_minutes: minutes });
    expect((await edit(45)).status).toBe(400);
    const edited = await edit(1440);
    expect(edited.status).toBe(200);
    expect(edited.body.tournament.payout_hold_minutes).toBe(1440);
  });

  it('PAYOUT_HOLD_SECONDS replaces every non-zero hold, and is refused in production', () => {
    expect(holdSeconds({ PAYOUT_HOLD_SECONDS: 5 }, 1440)).toBe(5);
    expect(holdSeconds({ PAYOUT_HOLD_SECONDS: 5 }, 0)).toBe(0);
    expect(holdSeconds({ PAYOUT_HOLD_SECONDS: undefined }, 15)).toBe(900);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYOUT_HOLD_SECONDS: '5' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYOUT_HOLD_SECONDS: '5' })).toThrow(/PAYOUT_HOLD_SECONDS/);
  });
});
