/**
 * The admin lists that answer a bare array, the payment requests and the approval queue, page by
 * the cursor in the X-Next-Before header (docs/scale/query-plans.md#admin-lists-page-by-cursor).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { NEXT_BEFORE_HEADER } from '@squadhub/shared';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { cashoutRequests, tournaments } from '../../src/db/schema.js';

let server: TestServer;
let admin: TestUser;
const header = NEXT_BEFORE_HEADER.toLowerCase();

/** Five times a microsecond apart, the middle two the same (the id decides between them). */
const AT = [
  '2030-05-01T10:00:00.000001Z',
  '2030-05-01T10:00:00.000002Z',
  '2030-05-01T10:00:00.000002Z',
  '2030-05-01T10:00:00.000003Z',
  '2030-05-02T10:00:00Z',
];

beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(server.ctx, { role: 'admin' });
});
afterAll(() => server?.dispose());

/** Follows the cursors from the first page to the last; returns the ids in the order shown. */
async function walk(path: string, limit: number): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let before = '';
  let pages = 0;
  do {
    const res = await request(server.url)
      .get(path)
      .query({ limit: String(limit), ...(before ? { before } : {}) })
      .set(admin.auth)
      .expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    ids.push(...res.body.map((r: { id: string }) => r.id));
    before = res.headers[header] ?? '';
    pages++;
  } while (before);
  return { ids, pages };
}

/** Newest first, or oldest first, by (created_at, id). */
const ordered = (rows: { id: string; at: string }[], newest: boolean) =>
  [...rows]
    .sort((a, b) => (a.at === b.at ? (a.id < b.id ? -1 : 1) : a.at < b.at ? -1 : 1) * (newest ? -1 : 1))
    .map((r) => r.id);

describe('GET /admin/coin-conversion/requests paging', () => {
  it('walks every request once, newest first, and the last page has an empty cursor', async () => {
    const player = await createUser(server.ctx);
    const rows = [];
    for (const at of AT) {
      const [row] = await server.ctx.db
        .insert(cashoutRequests)
        .values({
          userId: player.id,
          coinsToConvert: 10,
          requestedAmountPence: 1000,
          paymentMethod: 'paypal',
          paypalEmail: 'payee@example.test',
          createdAt: sql`${at}::timestamptz`,
        })
        .returning({ id: cashoutRequests.id });
      rows.push({ id: row!.id, at });
    }
    const { ids, pages } = await walk('/api/admin/coin-conversion/requests', 2);
    expect(ids).toEqual(ordered(rows, true));
    expect(pages).toBe(3);
    // The specification's call: no paging parameters, the first page, the spec's bare array.
    const first = await request(server.url).get('/api/admin/coin-conversion/requests').set(admin.auth).expect(200);
    expect(first.body.map((r: { id: string }) => r.id)).toEqual(ordered(rows, true));
    expect(first.headers[header]).toBe('');
  });

  it('refuses a bad limit or cursor with 400', async () => {
    const path = '/api/admin/coin-conversion/requests';
    expect((await request(server.url).get(path).query({ limit: '101' }).set(admin.auth)).status).toBe(400);
    expect((await request(server.url).get(path).query({ before: 'abc' }).set(admin.auth)).status).toBe(400);
  });
});

describe('GET /admin/pending-tournaments paging', () => {
  it('walks the approval queue oldest first, page after page', async () => {
    const creator = await createUser(server.ctx);
    const rows = [];
    for (const [i, at] of AT.entries()) {
      const [row] = await server.ctx.db
        .insert(tournaments)
        .values({
          title: `Queue ${i}`,
          tournamentFormat: 'solo',
          templateType: 'isolated_solo',
          gameMode: 'Battle Royale',
          mapName: 'BR Isolated',
          slotsPerTeam: 1,
          maxTeams: 100,
          maxPlayers: 100,
          entryFee: 0,
          rules: 'Be nice',
          tiktokUsername: 'streamer',
          creatorId: creator.id,
          createdAt: sql`${at}::timestamptz`,
        })
        .returning({ id: tournaments.id });
      rows.push({ id: row!.id, at });
    }
    const { ids, pages } = await walk('/api/admin/pending-tournaments', 2);
    expect(ids).toEqual(ordered(rows, false));
    expect(pages).toBe(3);
  });
});
