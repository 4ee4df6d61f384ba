/** The demo tournaments: a living dashboard on a fresh database, with a balanced ledger. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tournament } from '@squadhub/shared';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { seedDemoTournaments } from '../../src/seed/tournaments.js';
import { seedDemoUsers } from '../../src/seed/users.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

describe('seedDemoTournaments', () => {
  it('creates approved tournaments of several templates, filling up, one live, one finalized, one pending', async () => {
    const demo = await seedDemoUsers(server.ctx);
    const lines = await seedDemoTournaments(server.ctx, demo);
    expect(lines[0]).toMatch(/Demo tournaments/);

    const res = await request(server.url).get('/api/tournaments');
    const list = res.body as Tournament[];
    expect(list.length).toBe(6);
    expect(new Set(list.map((t) => t.template_type)).size).toBeGreaterThanOrEqual(5);
    expect(list.filter((t) => t.current_players > 0).length).toBeGreaterThanOrEqual(4);

    const live = list.find((t) => t.status === 'live' && !t.is_finalized);
    expect(live).toMatchObject({ has_room_details: true, room_code: null });
    const finished = list.find((t) => t.is_finalized);
    expect(finished?.winners.map((w) => w.coins_awarded)).toEqual([15, 10, 5]);

    const pending = await request(server.url)
      .get('/api/admin/pending-tournaments')
      .set(
        'Authorization',
        `Bearer ${(await import('../../src/auth/tokens.js')).issueAccessToken(server.ctx.config, demo.superAdmin)}`,
      );
    expect(pending.body).toHaveLength(1);

    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });
});
