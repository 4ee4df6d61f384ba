/**
 * The admin players list pages by cursor (docs/scale/query-plans.md#admin-lists-page-by-cursor) and its
 * search matches any part of the searched fields (docs/scale/query-plans.md#admin-player-search).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZES } from '@squadhub/shared';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { users } from '../../src/db/schema.js';

let server: TestServer;
let admin: TestUser;
/** The players of this file, newest first: the order of the list. */
let pagers: { id: string; username: string }[];

/**
 * Seven real players whose created_at differ in the microseconds only (two of them share one, so
 * the id decides), none of whom an earlier page may repeat or skip.
 */
const CREATED = [
  '2030-01-01T00:00:00.123456Z',
  '2030-01-01T00:00:00.123457Z',
  '2030-01-01T00:00:00.123457Z',
  '2030-01-01T00:00:00.123458Z',
  '2030-01-02T00:00:00Z',
  '2030-01-03T00:00:00Z',
  '2030-01-04T00:00:00Z',
];

beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(server.ctx, { role: 'admin' });
  const made = [];
  for (const [i, at] of CREATED.entries()) {
    const u = await createUser(server.ctx, { username: `Pager_${i}_x`, phone: `0770090${String(i).padStart(4, '0')}` });
    // created_at with its microseconds, as PostgreSQL keeps it (a JavaScript Date has milliseconds).
    await server.ctx.db
      .update(users)
      .set({ isTestUser: false, fullName: `Page Turner ${i}`, createdAt: sql`${at}::timestamptz` })
      .where(eq(users.id, u.id));
    made.push({ id: u.id, username: u.username, at });
  }
  pagers = made.sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
});
afterAll(() => server?.dispose());

const list = (query: Record<string, string>) =>
  request(server.url).get('/api/admin/players').query(query).set(admin.auth);

describe('GET /admin/players paging', () => {
  it('walks every match once, newest first, page after page, and says when it is the last', async () => {
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { search: 'page turner', limit: '3' };
      if (before) query.before = before;
      const res = await list(query).expect(200);
      expect(res.body.players.length).toBeLessThanOrEqual(3);
      seen.push(...res.body.players.map((p: { user_id: string }) => p.user_id));
      before = res.body.next_before as string | null;
      pages++;
    } while (before);
    expect(pages).toBe(3);
    expect(seen).toEqual(pagers.map((p) => p.id));
  });

  it('answers the first page without paging parameters, as the specification calls it', async () => {
    const res = await list({ search: 'page turner' }).expect(200);
    expect(res.body.players.map((p: { user_id: string }) => p.user_id)).toEqual(pagers.map((p) => p.id));
    expect(res.body.next_before).toBeNull();
    const everyone = await list({}).expect(200);
    expect(everyone.body.players.length).toBeLessThanOrEqual(ADMIN_PAGE_SIZES.players.default);
  });

  it('a page that ends exactly at the last match says so on the next call', async () => {
    const first = await list({ search: 'page turner', limit: String(pagers.length - 1) }).expect(200);
    expect(first.body.next_before).toEqual(expect.any(String));
    const last = await list({ search: 'page turner', limit: '1', before: first.body.next_before }).expect(200);
    expect(last.body.players.map((p: { user_id: string }) => p.user_id)).toEqual([pagers.at(-1)!.id]);
    expect(last.body.next_before).toBeNull();
  });

  it('refuses a limit out of range and a cursor it did not give', async () => {
    for (const limit of ['0', '501', 'ten', '-1', '1.5']) {
      const res = await list({ limit }).expect(400);
      expect(res.body.detail).toMatch(/limit/);
    }
    for (const before of ['nope', 'MTIz', 'x'.repeat(81), '']) {
      const res = await list({ before }).expect(400);
      expect(res.body.detail).toMatch(/before/);
    }
  });
});

describe('GET /admin/players search', () => {
  it('matches any part of the username, e-mail, phone, CODM name or full name, in any case', async () => {
    const find = async (search: string) =>
      (await list({ search }).expect(200)).body.players.map((p: { username: string }) => p.username);
    const third = pagers.find((p) => p.username === 'Pager_3_x')!;
    expect(await find('GER_3_')).toEqual([third.username]);
    expect(await find('pager_3_x@example')).toEqual([third.username]);
    expect(await find('0900003')).toEqual([third.username]);
    expect(await find('TURNER 3')).toEqual([third.username]);
    // `_` and `%` are searched as themselves, not as wildcards.
    expect(await find('pager%3')).toEqual([]);
    expect(await find('Pager_3')).toEqual([third.username]);
    expect(await find('Pager-3')).toEqual([]);
  });
});
