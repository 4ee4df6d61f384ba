/**
 * Time you can test (docs/product/trust.md#test-times): ROOM_CODE_GRACE_SECONDS and
 * RESULTS_DEADLINE_SECONDS replace the grace and the results deadline, in the answer and in the
 * job alike, and production refuses them.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { runDeadlines } from '../../src/jobs/deadlines.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { MIN, fundedTournament, startIn, tournamentOf } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    RATE_LIMITS: 'false',
    ROOM_CODE_GRACE_SECONDS: '2',
    RESULTS_DEADLINE_SECONDS: '60',
  });
});
afterAll(() => server?.dispose());

describe('test times', () => {
  it('replace the grace of every tournament, in the answer and the job', async () => {
    const { creator, t } = await fundedTournament(server.ctx, -1_000, 30);
    const view = await request(server.httpServer).get(`/api/tournaments/${t.id}`).set(creator.auth).expect(200);
    expect(Date.parse(view.body.room_code_deadline)).toBe(t.startDate!.getTime() + 2_000);
    expect(view.body.code_grace_minutes).toBe(30);
    await startIn(server.ctx, t.id, -2_500);
    await runDeadlines(server.ctx);
    expect((await tournamentOf(server.ctx, t.id)).voidReason).toBe('no_room_code');
  });

  it('replace the results deadline', async () => {
    const { creator, t } = await fundedTournament(server.ctx, 5 * MIN);
    await request(server.httpServer)
      .post(`/api/tournaments/${t.id}/send-room-code`)
      .set(creator.auth)
      .send({ room_code: 'R' })
      .expect(200);
    await startIn(server.ctx, t.id, -30_500);
    await runDeadlines(server.ctx);
    const row = await tournamentOf(server.ctx, t.id);
    expect(row.resultsAlertedAt).not.toBeNull();
    expect(row.voidReason).toBeNull();
    await startIn(server.ctx, t.id, -61_000);
    await runDeadlines(server.ctx);
    expect((await tournamentOf(server.ctx, t.id)).voidReason).toBe('no_results');
  });

  it('are refused in production', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'wh',
      SMTP_URL: 'smtp://localhost',
      PUBLIC_URL: 'https://squadhub.example',
      VAPID_SUBJECT: 'mailto:ops@squadhub.example',
    };
    for (const name of ['ROOM_CODE_GRACE_SECONDS', 'RESULTS_DEADLINE_SECONDS']) {
      expect(() => loadConfig({ ...production, [name]: '5' })).toThrow(new RegExp(`${name}: a test setting`));
    }
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: server.ctx.config.DATA_DIR, ROOM_CODE_GRACE_SECONDS: '0' }),
    ).toThrow(/ROOM_CODE_GRACE_SECONDS/);
  });
});
