/**
 * No room code, no fee; no results, no keeping the pool (docs/product/trust.md): the deadline job
 * voids a tournament whose code or results are overdue, refunding every bucket exactly once; a
 * late room code racing the void loses or wins whole; a voided tournament takes nothing more.
 */
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_TEXT, VOID_TEXT } from '@squadhub/shared';
import { tournaments } from '../../src/db/schema.js';
import { runDeadlines } from '../../src/jobs/deadlines.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { createUser } from '../support/factories.js';
import { createTestServer, deliveredSoFar, type TestServer } from '../support/harness.js';
import { balancesOf } from '../support/money-helpers.js';
import { createBody, createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { as, record } from '../squads/helpers.js';
import {
  CONTRIBUTION,
  FEE,
  MIN,
  balancesOfAll,
  fundedTournament,
  refundsOf,
  startIn,
  tournamentOf,
} from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

const deadlines = () => runDeadlines(server.ctx);
const expectLedgerClean = async () => expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
const sendCode = (creator: { auth: Record<string, string> }, id: string) =>
  request(server.httpServer)
    .post(`/api/tournaments/${id}/send-room-code`)
    .set(creator.auth)
    .send({ room_code: 'ROOM1' });

describe('the room-code deadline', () => {
  it('is the start plus the grace in the answer, and gone once the code is sent', async () => {
    const { creator, t } = await fundedTournament(server.ctx, 30 * MIN, 15);
    const view = await as(server, creator).get(`/tournaments/${t.id}`).expect(200);
    expect(view.body.code_grace_minutes).toBe(15);
    expect(Date.parse(view.body.room_code_deadline)).toBe(t.startDate!.getTime() + 15 * MIN);
    expect(view.body).toMatchObject({
      void_reason: null,
      voided_at: null,
      results_deadline: null,
      under_review: false,
    });
    await sendCode(creator, t.id).expect(200);
    const after = await as(server, creator).get(`/tournaments/${t.id}`).expect(200);
    expect(after.body.room_code_deadline).toBeNull();
    expect(after.body.results_deadline).not.toBeNull();
    expect((await tournamentOf(server.ctx, t.id)).firstCodeSentAt).not.toBeNull();
  });

  it('is not due before start + grace: the job leaves the tournament alone', async () => {
    const { t } = await fundedTournament(server.ctx, -5 * MIN, 10);
    await deadlines();
    expect((await tournamentOf(server.ctx, t.id)).voidReason).toBeNull();
  });

  it('starts a when_full tournament when it fills or entries stop, and not while a seat is free', async () => {
    const creator = await createUser(server.ctx);
    const t = await createTestTournament(server.ctx, creator.id, {
      template: 'alcatraz_duo',
      maxTeams: 1,
      entryFee: 0,
    });
    const [a, b] = await Promise.all([createUser(server.ctx), createUser(server.ctx)]);
    await as(server, a).post(`/tournaments/${t.id}/join-slot`, { team_number: 1, slot_index: 0 }).expect(200);
    expect((await tournamentOf(server.ctx, t.id)).entriesClosedAt).toBeNull();
    const full = await as(server, b)
      .post(`/tournaments/${t.id}/join-slot`, { team_number: 1, slot_index: 1 })
      .expect(200);
    const closedAt = (await tournamentOf(server.ctx, t.id)).entriesClosedAt!;
    expect(closedAt).not.toBeNull();
    expect(Date.parse(full.body.room_code_deadline)).toBe(closedAt.getTime() + 10 * MIN);
    // A seat frees: entries are open again, no start, no deadline.
    const left = await as(server, b).post(`/tournaments/${t.id}/leave-slot`).expect(200);
    expect(left.body.room_code_deadline).toBeNull();
    expect((await tournamentOf(server.ctx, t.id)).entriesClosedAt).toBeNull();
    // Entries stopped: the start is now.
    const stopped = await as(server, creator).post(`/tournaments/${t.id}/stop-entries`).expect(200);
    expect(stopped.body.room_code_deadline).not.toBeNull();
    // A start that passed with its grace is a void.
    await server.ctx.db
      .update(tournaments)
      .set({ entriesClosedAt: sql`now() - interval '11 minutes'` })
      .where(eq(tournaments.id, t.id));
    await deadlines();
    expect((await tournamentOf(server.ctx, t.id)).voidReason).toBe('no_room_code');
  });
});

describe('the void for no room code', () => {
  it('refunds every bucket exactly, ends the tournament and tells every participant', async () => {
    const { creator, players, t } = await fundedTournament(server.ctx, -11 * MIN);
    const before = await balancesOfAll(server.ctx, [creator, ...players]);
    const sockets = await Promise.all([creator, ...players].map((u) => server.socket(u.token)));
    const heard = sockets.map(record);
    const done = await deadlines();
    expect(done.voided).toBe(1);
    await deliveredSoFar(server, sockets);

    const after = await balancesOfAll(server.ctx, [creator, ...players]);
    expect(after[0]).toEqual({ purchased: before[0]!.purchased + 60, winnings: before[0]!.winnings + 40 });
    expect(after.slice(1)).toEqual([
      { purchased: FEE, winnings: 0 },
      { purchased: FEE, winnings: 0 },
      { purchased: 0, winnings: FEE },
      { purchased: 4, winnings: 6 },
    ]);
    const row = await tournamentOf(server.ctx, t.id);
    expect(row).toMatchObject({ voidReason: 'no_room_code', prizePool: 0, isFinalized: true, status: 'completed' });
    expect(row.voidedAt).not.toBeNull();
    expect(row.deletionScheduledAt).not.toBeNull();
    expect(await refundsOf(server.ctx, t.id)).toEqual({ entry: 4, contribution: 1 });
    await expectLedgerClean();

    expect(heard[0]!.of('tournament_voided')).toEqual([
      { tournament_id: t.id, tournament_title: t.title, void_reason: 'no_room_code', refunded_coins: CONTRIBUTION },
    ]);
    for (const h of heard.slice(1)) expect(h.of('tournament_voided')).toMatchObject([{ refunded_coins: FEE }]);
    expect(heard[1]!.of('tournament_updated').length).toBeGreaterThan(0);

    const view = await as(server, players[0]!).get(`/tournaments/${t.id}`).expect(200);
    expect(view.body).toMatchObject({ void_reason: 'no_room_code', is_finalized: true, prize_pool: 0 });
    expect(view.body.participants).toHaveLength(4);
    const log = await as(server, players[0]!).get(`/tournaments/${t.id}/actions`).expect(200);
    expect(JSON.stringify(log.body)).toContain('"kind":"voided"');
  });

  it('takes no more joins, codes or results, each refused with tournament_voided', async () => {
    const { creator, players, t } = await fundedTournament(server.ctx, -11 * MIN);
    await deadlines();
    const late = await createUser(server.ctx, { purchased: FEE });
    const join = await as(server, late).post(`/tournaments/${t.id}/join-slot`, { team_number: 3, slot_index: 0 });
    const code = await sendCode(creator, t.id);
    const winners = await as(server, creator).post(`/tournaments/${t.id}/select-winners`, {
      winners: [{ user_id: players[0]!.id, position: 1, coins_awarded: 1 }],
    });
    for (const answer of [join, code, winners]) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ detail: VOID_TEXT.tournamentVoided, code: 'tournament_voided' });
    }
    expect(await balancesOf(server.ctx, late.id)).toEqual({ purchased: FEE, winnings: 0 });
    expect((await tournamentOf(server.ctx, t.id)).roomCode).toBeNull();
  });

  it('a late room code racing the void: exactly one wins, every time', async () => {
    for (let round = 0; round < 12; round++) {
      const { creator, players, t } = await fundedTournament(server.ctx, -11 * MIN);
      const [code] = await Promise.all([sendCode(creator, t.id), deadlines()]);
      const row = await tournamentOf(server.ctx, t.id);
      if (code.status === 200) {
        expect(row.voidReason).toBeNull();
        expect(row.roomCode).toBe('ROOM1');
        expect(await refundsOf(server.ctx, t.id)).toEqual({ entry: 0, contribution: 0 });
      } else {
        expect(code.status).toBe(409);
        expect(code.body.code).toBe('tournament_voided');
        expect(row).toMatchObject({ voidReason: 'no_room_code', roomCode: null });
        expect(await balancesOf(server.ctx, players[3]!.id)).toEqual({ purchased: 4, winnings: 6 });
      }
    }
    await expectLedgerClean();
  });

  it('two deadline passes at once refund once', async () => {
    const { t } = await fundedTournament(server.ctx, -11 * MIN);
    const [a, b] = await Promise.all([deadlines(), deadlines()]);
    expect(a.voided + b.voided).toBe(1);
    await deadlines();
    expect(await refundsOf(server.ctx, t.id)).toEqual({ entry: 4, contribution: 1 });
    await expectLedgerClean();
  });

  it('ends team holds and the waitlist with it', async () => {
    const { t } = await fundedTournament(server.ctx, -11 * MIN);
    const waiting = await createUser(server.ctx);
    await server.ctx.db.execute(
      sql`INSERT INTO waitlist_entries (tournament_id, user_id) VALUES (${t.id}, ${waiting.id})`,
    );
    await deadlines();
    const left = (await server.ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM waitlist_entries WHERE tournament_id = ${t.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
  });
});

describe('the results deadline', () => {
  const HOUR = 60 * MIN;

  async function liveTournament(startsInMs: number) {
    const funded = await fundedTournament(server.ctx, 30 * MIN);
    await sendCode(funded.creator, funded.t.id).expect(200);
    await startIn(server.ctx, funded.t.id, startsInMs);
    return funded;
  }

  it('alerts admins once at half of it, then voids with no_results at the deadline', async () => {
    const admin = await createUser(server.ctx, { role: 'admin' });
    const socket = await server.socket(admin.token);
    const heard = record(socket);
    const { t, players } = await liveTournament(-13 * HOUR);
    await deadlines();
    await deadlines();
    await deliveredSoFar(server, [socket]);
    expect(heard.of('results_overdue').filter((e) => e.tournament_id === t.id)).toHaveLength(1);
    expect((await tournamentOf(server.ctx, t.id)).voidReason).toBeNull();

    await startIn(server.ctx, t.id, -25 * HOUR);
    await deadlines();
    expect((await tournamentOf(server.ctx, t.id)).voidReason).toBe('no_results');
    expect(await balancesOf(server.ctx, players[2]!.id)).toEqual({ purchased: 0, winnings: FEE });
    await expectLedgerClean();
  });

  it('follows the super admin setting', async () => {
    const superAdmin = await createUser(server.ctx, { role: 'super_admin' });
    await as(server, superAdmin).put('/admin/settings/results-deadline', { results_deadline_hours: 48 }).expect(200);
    const got = await as(server, superAdmin).get('/admin/settings/results-deadline').expect(200);
    expect(got.body).toEqual({ results_deadline_hours: 48 });
    const { t } = await liveTournament(-25 * HOUR);
    const view = await as(server, superAdmin).get(`/tournaments/${t.id}`).expect(200);
    expect(Date.parse(view.body.results_deadline)).toBe(
      (await tournamentOf(server.ctx, t.id)).startDate!.getTime() + 48 * HOUR,
    );
    await deadlines();
    expect((await tournamentOf(server.ctx, t.id)).voidReason).toBeNull();
    await as(server, superAdmin).put('/admin/settings/results-deadline', { results_deadline_hours: 24 }).expect(200);
  });

  it('is stopped by a review: never voided for missing results', async () => {
    const admin = await createUser(server.ctx, { role: 'admin' });
    const { t } = await liveTournament(-20 * HOUR);
    const reviewed = await as(server, admin).post(`/admin/tournaments/${t.id}/review`).expect(200);
    expect(reviewed.body.tournament).toMatchObject({ under_review: true, results_deadline: null });
    const again = await as(server, admin).post(`/admin/tournaments/${t.id}/review`).expect(409);
    expect(again.body.code).toBe('already_under_review');
    await startIn(server.ctx, t.id, -30 * HOUR);
    await deadlines();
    expect((await tournamentOf(server.ctx, t.id)).voidReason).toBeNull();
  });
});

describe('bad inputs change nothing', () => {
  it('refuses a grace outside 5..60 or not whole, at creation and in the full edit', async () => {
    const superAdmin = await createUser(server.ctx, { role: 'super_admin', purchased: 100 });
    const { t } = await fundedTournament(server.ctx, 30 * MIN);
    for (const grace of [4, 61, 10.5, 'x']) {
      const created = await as(server, superAdmin).post('/tournaments', createBody({ code_grace_minutes: grace }));
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
      const edited = await as(server, superAdmin).put(`/admin/tournaments/${t.id}/full-edit`, {
        code_grace_minutes: grace,
      });
      expect(edited.status).toBe(400);
      expect(edited.body.detail).toBeTruthy();
    }
    expect((await tournamentOf(server.ctx, t.id)).codeGraceMinutes).toBe(10);
    const ok = await as(server, superAdmin)
      .post('/tournaments', createBody({ code_grace_minutes: 25 }))
      .expect(201);
    expect(ok.body.code_grace_minutes).toBe(25);
  });

  it('refuses a review by a player and the setting by an admin who is not the super admin', async () => {
    const player = await createUser(server.ctx);
    const admin = await createUser(server.ctx, { role: 'admin' });
    const superAdmin = await createUser(server.ctx, { role: 'super_admin' });
    const { t } = await fundedTournament(server.ctx, 30 * MIN);
    const review = await as(server, player).post(`/admin/tournaments/${t.id}/review`);
    expect(review.status).toBe(403);
    expect(review.body).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
    expect((await tournamentOf(server.ctx, t.id)).underReviewAt).toBeNull();
    const set = await as(server, admin).put('/admin/settings/results-deadline', { results_deadline_hours: 2 });
    expect(set.status).toBe(403);
    for (const hours of [0, 169, 1.5, 'x']) {
      const bad = await as(server, superAdmin).put('/admin/settings/results-deadline', {
        results_deadline_hours: hours,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toBe(VOID_TEXT.resultsDeadlineRange);
    }
    const now = await as(server, admin).get('/admin/settings/results-deadline').expect(200);
    expect(now.body).toEqual({ results_deadline_hours: 24 });
    expect((await as(server, player).get('/admin/settings/results-deadline')).status).toBe(403);
  });

  it('refuses a review of a voided tournament', async () => {
    const admin = await createUser(server.ctx, { role: 'admin' });
    const { t } = await fundedTournament(server.ctx, -11 * MIN);
    await deadlines();
    const review = await as(server, admin).post(`/admin/tournaments/${t.id}/review`);
    expect(review.status).toBe(409);
    expect(review.body.code).toBe('tournament_voided');
  });

  it('still says "finalized" for a tournament whose prizes were paid', async () => {
    const creator = await createUser(server.ctx);
    const t = await createTestTournament(server.ctx, creator.id, {
      template: 'alcatraz_duo',
      maxTeams: 1,
      entryFee: 0,
    });
    const p = await createUser(server.ctx);
    await seatPlayer(server.ctx, t, p.id, 1, 0);
    await server.ctx.db.update(tournaments).set({ isFinalized: true }).where(eq(tournaments.id, t.id));
    const code = await sendCode(creator, t.id);
    expect(code.body).toEqual({ detail: PLAY_TEXT.finalized, code: 'finalized' });
  });
});
