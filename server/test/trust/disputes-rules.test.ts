/** Disputes (docs/product/trust.md#disputes): who may file, see and resolve them, and every bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { PAYOUT_TEXT } from '@squadhub/shared';
import { runDeadlines } from '../../src/jobs/deadlines.js';
import { createTestServer, nextEvent, type TestServer } from '../support/harness.js';
import { TINY_PNG } from '../support/tournament-factories.js';
import { balanceOf } from '../play/helpers.js';
import { as } from '../squads/helpers.js';
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

const REASON = 'The kill feed shows team 2 won the last fight';

/** A live tournament whose results are held, p1 planned to win 15 of 20. */
async function heldResults() {
  const setup = await liveTournament(server, 30);
  await as(server, setup.creator).post(`/tournaments/${setup.t.id}/select-winners`, winnersBody(setup.p1)).expect(200);
  return setup;
}

describe('filing a dispute', () => {
  it('stops the payout and tells the creator and the admins live', async () => {
    const { creator, admin, p2, t } = await heldResults();
    const [creatorSocket, adminSocket] = await Promise.all([server.socket(creator.token), server.socket(admin.token)]);
    const told = nextEvent(creatorSocket, 'dispute_changed');
    const adminTold = nextEvent(adminSocket, 'dispute_changed');
    const res = await as(server, p2).post(`/tournaments/${t.id}/disputes`, { reason: `  ${REASON}  `, team_number: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ reason: REASON, status: 'open', team_number: 2, match: null, evidence: [] });
    expect((await told).dispute.id).toBe(res.body.id);
    expect((await adminTold).dispute.id).toBe(res.body.id);
    const view = await as(server, p2).get(`/tournaments/${t.id}`);
    expect(view.body.payout).toMatchObject({ state: 'disputed', at: null });
    await endHold(server, t.id);
    expect((await runDeadlines(server.ctx)).payoutsMade).toBe(0);
    expect(await actionKinds(server, t.id)).toEqual(['results_held', 'dispute_filed']);
  });

  it('refuses every bad filing with a clear 4xx, changing nothing', async () => {
    const { creator, p1, p2, outsider, t } = await heldResults();
    const file = (user: Parameters<typeof as>[1], body: object) =>
      as(server, user).post(`/tournaments/${t.id}/disputes`, body);
    expect((await file(null, { reason: REASON })).status).toBe(401);
    const stranger = await file(outsider, { reason: REASON });
    expect(stranger.status).toBe(403);
    expect(stranger.body.code).toBe('dispute_not_participant');
    expect((await file(creator, { reason: REASON })).status).toBe(403);
    for (const reason of ['x'.repeat(9), 'x'.repeat(1001), '         x         ', 42]) {
      const res = await file(p2, { reason });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(PAYOUT_TEXT.disputeReasonLength);
    }
    const match = await file(p2, { reason: REASON, match: 1 });
    expect(match.status).toBe(400);
    expect(match.body.code).toBe('dispute_match_on_single_game');
    expect((await file(p2, { reason: REASON, team_number: 99 })).status).toBe(400);
    expect((await file(p2, { reason: REASON, extra: true })).status).toBe(400);
    expect((await file(p2, { reason: REASON })).status).toBe(201);
    const second = await file(p2, { reason: REASON });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('dispute_already_open');
    // Another player may still file their own.
    expect((await file(p1, { reason: REASON })).status).toBe(201);
    expect(await actionKinds(server, t.id)).toEqual(['results_held', 'dispute_filed', 'dispute_filed']);
  });

  it('is refused before any results and after the payout', async () => {
    const { creator, p1, p2, t } = await liveTournament(server, 0);
    const before = await as(server, p2).post(`/tournaments/${t.id}/disputes`, { reason: REASON });
    expect(before.status).toBe(409);
    expect(before.body.code).toBe('dispute_no_results');
    await as(server, creator).post(`/tournaments/${t.id}/select-winners`, winnersBody(p1)).expect(200);
    const after = await as(server, p2).post(`/tournaments/${t.id}/disputes`, { reason: REASON });
    expect(after.status).toBe(409);
    expect(after.body.code).toBe('dispute_already_paid');
  });
});

describe('seeing disputes', () => {
  it('the creator and admins see all, a player only their own, others are refused', async () => {
    const { creator, p1, p2, outsider, admin, t } = await heldResults();
    await as(server, p2).post(`/tournaments/${t.id}/disputes`, { reason: REASON }).expect(201);
    const list = (user: Parameters<typeof as>[1]) => as(server, user).get(`/tournaments/${t.id}/disputes`);
    expect((await list(creator)).body.disputes).toHaveLength(1);
    expect((await list(admin)).body.disputes).toHaveLength(1);
    expect((await list(p2)).body.disputes).toHaveLength(1);
    expect((await list(p1)).body.disputes).toHaveLength(0);
    expect((await list(outsider)).status).toBe(403);
    expect((await list(null)).status).toBe(401);
    const queue = await as(server, admin).get('/admin/disputes');
    expect(queue.body.disputes.map((d: { tournament_id: string }) => d.tournament_id)).toContain(t.id);
    expect((await as(server, p2).get('/admin/disputes')).status).toBe(403);
  });
});

describe('evidence', () => {
  it('takes up to 3 images from the filer, judged by bytes, and shows them only to those concerned', async () => {
    const { creator, p1, p2, outsider, admin, t } = await heldResults();
    const filed = await as(server, p2).post(`/tournaments/${t.id}/disputes`, { reason: REASON });
    const id = filed.body.id as string;
    const upload = (user: { auth: Record<string, string> }, data: Buffer, name = 'shot.png', field = 'image') =>
      request(server.httpServer).post(`/api/disputes/${id}/evidence`).set(user.auth).attach(field, data, name);

    expect((await upload(p1, TINY_PNG)).status).toBe(403);
    const svg = await upload(p2, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'x.svg');
    expect(svg.status).toBe(400);
    const polyglot = await upload(p2, Buffer.concat([Buffer.from('GIF89a<script>'), Buffer.alloc(64)]), 'x.gif');
    expect(polyglot.status).toBe(400);
    expect((await upload(p2, Buffer.alloc(20 * 1024 * 1024, 1), 'big.png')).status).toBe(413);
    expect((await upload(p2, TINY_PNG, 'a.png', 'file')).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await upload(p2, TINY_PNG)).status).toBe(201);
    const fourth = await upload(p2, TINY_PNG);
    expect(fourth.status).toBe(409);
    expect(fourth.body.code).toBe('evidence_full');

    const { body } = await as(server, creator).get(`/tournaments/${t.id}/disputes`);
    const imageId = body.disputes[0].evidence[0] as string;
    expect(body.disputes[0].evidence).toHaveLength(3);
    for (const who of [p2, creator, admin]) {
      const seen = await as(server, who).get(`/disputes/${id}/evidence/${imageId}`);
      expect(seen.status).toBe(200);
      expect(seen.body.data_url).toMatch(/^data:image\/webp;base64,/);
    }
    expect((await as(server, outsider).get(`/disputes/${id}/evidence/${imageId}`)).status).toBe(404);
    expect((await as(server, p1).get(`/disputes/${id}/evidence/${imageId}`)).status).toBe(404);
    expect((await as(server, null).get(`/disputes/${id}/evidence/${imageId}`)).status).toBe(401);
    // No public address serves evidence, whatever folder or extension it is asked under.
    for (const folder of ['tournaments', 'classes', 'evidence']) {
      const res = await request(server.httpServer).get(`/uploads/${folder}/${imageId}.webp`);
      expect(res.status).toBe(404);
    }
  });
});

describe('resolving', () => {
  it('upheld: the payout waits for corrected results, which start a new hold, then pays', async () => {
    const { creator, p1, p2, admin, t } = await heldResults();
    const filed = await as(server, p2).post(`/tournaments/${t.id}/disputes`, { reason: REASON });
    const resolve = (user: Parameters<typeof as>[1], body: object) =>
      as(server, user).post(`/disputes/${filed.body.id}/resolve`, body);
    expect((await resolve(p2, { outcome: 'upheld', note: 'ok' })).status).toBe(403);
    expect((await resolve(creator, { outcome: 'upheld', note: 'ok' })).status).toBe(403);
    expect((await resolve(admin, { outcome: 'maybe', note: 'ok' })).status).toBe(400);
    expect((await resolve(admin, { outcome: 'upheld', note: '' })).status).toBe(400);
    expect((await resolve(admin, { outcome: 'upheld', note: 'x'.repeat(1001) })).status).toBe(400);
    const payNow = await as(server, admin).post(`/tournaments/${t.id}/pay-now`);
    expect(payNow.status).toBe(409);
    expect(payNow.body.code).toBe('payout_dispute_open');

    const filerSocket = await server.socket(p2.token);
    const told = nextEvent(filerSocket, 'own_dispute_changed');
    const upheld = await resolve(admin, { outcome: 'upheld', note: 'Replay shows team 2 won' });
    expect(upheld.status).toBe(200);
    expect(upheld.body).toMatchObject({ status: 'upheld', resolution_note: 'Replay shows team 2 won' });
    expect((await told).dispute.status).toBe('upheld');
    expect((await resolve(admin, { outcome: 'rejected', note: 'again' })).status).toBe(409);

    const waiting = await as(server, p2).get(`/tournaments/${t.id}`);
    expect(waiting.body.payout).toMatchObject({ state: 'held', at: null });
    expect((await as(server, admin).post(`/tournaments/${t.id}/pay-now`)).body.code).toBe('payout_awaits_results');
    await endHold(server, t.id);
    await server.ctx.db.execute(`UPDATE tournaments SET payout_due_at = NULL WHERE id = '${t.id}'`);
    expect((await runDeadlines(server.ctx)).payoutsMade).toBe(0);

    const corrected = await as(server, creator).post(`/tournaments/${t.id}/select-winners`, winnersBody(p2));
    expect(corrected.body.payout.state).toBe('held');
    expect(Date.parse(corrected.body.payout.at) - Date.now()).toBeGreaterThan(29 * 60_000);
    await endHold(server, t.id);
    expect((await runDeadlines(server.ctx)).payoutsMade).toBe(1);
    expect(await balanceOf(server, p2.id)).toEqual({ purchased: 0, winnings: 15 });
    expect(await balanceOf(server, p1.id)).toEqual({ purchased: 0, winnings: 0 });
    expect(await actionKinds(server, t.id)).toEqual([
      'results_held',
      'dispute_filed',
      'dispute_upheld',
      'results_held',
      'winners_paid',
      'remainder_paid',
    ]);
    await expectLedgerClean(server);
  });

  it('rejected: the hold resumes, and pay-now ends it early', async () => {
    const { p1, p2, admin, t } = await heldResults();
    const filed = await as(server, p2).post(`/tournaments/${t.id}/disputes`, { reason: REASON });
    const rejected = await as(server, admin).post(`/disputes/${filed.body.id}/resolve`, {
      outcome: 'rejected',
      note: 'The result stands',
    });
    expect(rejected.status).toBe(200);
    const resumed = await as(server, p2).get(`/tournaments/${t.id}`);
    expect(resumed.body.payout.state).toBe('held');
    expect(resumed.body.payout.at).not.toBeNull();
    expect((await as(server, p2).post(`/tournaments/${t.id}/pay-now`)).status).toBe(403);
    const paid = await as(server, admin).post(`/tournaments/${t.id}/pay-now`);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ is_finalized: true, payout: { state: 'paid' } });
    expect(await balanceOf(server, p1.id)).toEqual({ purchased: 0, winnings: 15 });
    expect((await as(server, admin).post(`/tournaments/${t.id}/pay-now`)).status).toBe(409);
    const row = await tournamentRow(server, t.id);
    expect(row.paidAt).not.toBeNull();
    expect(await actionKinds(server, t.id)).toEqual([
      'results_held',
      'dispute_filed',
      'dispute_rejected',
      'paid_early',
      'winners_paid',
      'remainder_paid',
    ]);
    await expectLedgerClean(server);
  });

  it('rejected with the hold already over: the next deadline pass pays', async () => {
    const { p1, p2, admin, t } = await heldResults();
    const filed = await as(server, p2).post(`/tournaments/${t.id}/disputes`, { reason: REASON });
    await endHold(server, t.id);
    expect((await runDeadlines(server.ctx)).payoutsMade).toBe(0);
    await as(server, admin)
      .post(`/disputes/${filed.body.id}/resolve`, { outcome: 'rejected', note: 'Stands' })
      .expect(200);
    expect((await runDeadlines(server.ctx)).payoutsMade).toBe(1);
    expect(await balanceOf(server, p1.id)).toEqual({ purchased: 0, winnings: 15 });
    await expectLedgerClean(server);
  });
});
