/**
 * The game identity of an account (docs/product/results.md#game-identity): stored through
 * PUT /api/users/me/game-identity, answered by /api/auth/me, one account per UID (409, races
 * included), bad input refused with nothing changed, changes rate limited and written to the
 * account's history that admins read. Rate limits are on, as in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_ERRORS, AUTH_TEXT, GAME_IDENTITY_CHANGES_PER_DAY } from '@squadhub/shared';
import { accountEvents } from '../../src/db/schema.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

const api = () => request(server.httpServer);
const put = (user: TestUser, body: unknown) =>
  api()
    .put('/api/users/me/game-identity')
    .set(user.auth)
    .send(body as object);

/** A UID no other test of this file uses. */
let uids = 0;
const freshUid = () => `${Date.now()}${String(uids++).padStart(4, '0')}`;

/** What a refused request must leave alone: the account's identity and its history. */
async function identityOf(userId: string) {
  const rows = (await server.ctx.db.execute(
    sql`SELECT game_uid, game_name, (SELECT count(*)::int FROM account_events WHERE user_id = ${userId}) AS events
      FROM users WHERE id = ${userId}`,
  )) as unknown as { rows: { game_uid: string | null; game_name: string | null; events: number }[] };
  return rows.rows[0];
}

describe('setting a game identity', () => {
  it('stores it and /auth/me answers it; null before', async () => {
    const user = await createUser(server.ctx);
    const before = await api().get('/api/auth/me').set(user.auth).expect(200);
    expect(before.body).toMatchObject({ game_uid: null, game_name: null });

    const uid = freshUid();
    const name = '  ꧁༺𝕯𝖊𝖆𝖙𝖍༻꧂ 死神 ';
    const saved = await put(user, { game_uid: uid, game_name: name }).expect(200);
    // NFC and trimmed; the decorative characters stay as typed.
    expect(saved.body.user).toMatchObject({ game_uid: uid, game_name: '꧁༺𝕯𝖊𝖆𝖙𝖍༻꧂ 死神' });

    const me = await api().get('/api/auth/me').set(user.auth).expect(200);
    expect(me.body).toMatchObject({ game_uid: uid, game_name: '꧁༺𝕯𝖊𝖆𝖙𝖍༻꧂ 死神' });
  });

  it('normalises a name to NFC and counts characters, not UTF-16 units', async () => {
    const user = await createUser(server.ctx);
    // "é" as e + combining accent becomes one character; 32 astral characters fit.
    const decomposed = 'Rene\u0301';
    await put(user, { game_uid: freshUid(), game_name: decomposed }).expect(200);
    expect((await identityOf(user.id))!.game_name).toBe('René');
    const astral = '𝕯'.repeat(32);
    await put(user, { game_uid: freshUid(), game_name: astral }).expect(200);
    expect((await identityOf(user.id))!.game_name).toBe(astral);
  });

  it("writes each change to the account's history, which the admin player page shows", async () => {
    const user = await createUser(server.ctx);
    const admin = await createUser(server.ctx, { role: 'admin' });
    const first = freshUid();
    const second = freshUid();
    await put(user, { game_uid: first, game_name: 'Ace' }).expect(200);
    // The same values again are no change: no history row.
    await put(user, { game_uid: first, game_name: 'Ace' }).expect(200);
    await put(user, { game_uid: second, game_name: 'Ace2' }).expect(200);
    const details = await api().get(`/api/admin/players/${user.id}/details`).set(admin.auth).expect(200);
    expect(details.body).toMatchObject({ game_uid: second, game_name: 'Ace2' });
    expect(details.body.account_history.map((e: { detail: unknown }) => e.detail)).toEqual([
      { game_uid: { from: first, to: second }, game_name: { from: 'Ace', to: 'Ace2' } },
      { game_uid: { from: null, to: first }, game_name: { from: null, to: 'Ace' } },
    ]);
    // Players never read it.
    await api().get(`/api/admin/players/${user.id}/details`).set(user.auth).expect(403);
  });
});

describe('one account per UID', () => {
  it('answers 409 game_uid_taken for a UID of another account, and changes nothing', async () => {
    const owner = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const uid = freshUid();
    await put(owner, { game_uid: uid, game_name: 'Owner' }).expect(200);
    const before = await identityOf(other.id);
    const res = await put(other, { game_uid: uid, game_name: 'Thief' }).expect(409);
    expect(res.body).toEqual({ detail: ACCOUNT_ERRORS.gameUidTaken, code: 'game_uid_taken' });
    expect(await identityOf(other.id)).toEqual(before);
    // The owner may save it again (a new name, the same UID).
    await put(owner, { game_uid: uid, game_name: 'Owner2' }).expect(200);
  });

  it('gives a UID two accounts race for to exactly one of them', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([createUser(server.ctx), createUser(server.ctx)]);
      const uid = freshUid();
      const answers = await Promise.all([
        put(a, { game_uid: uid, game_name: 'A' }),
        put(b, { game_uid: uid, game_name: 'B' }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.status === 409)!.body.code).toBe('game_uid_taken');
      const owners = (await server.ctx.db.execute(sql`SELECT id FROM users WHERE game_uid = ${uid}`)) as unknown as {
        rows: { id: string }[];
      };
      const winner = answers[0]!.status === 200 ? a : b;
      expect(owners.rows).toEqual([{ id: winner.id }]);
      // Only the winner's change is in the history.
      const loser = winner === a ? b : a;
      const loserEvents = await server.ctx.db.select().from(accountEvents).where(eq(accountEvents.userId, loser.id));
      expect(loserEvents).toEqual([]);
    }
  });
});

describe('bad input', () => {
  const cases: [string, unknown][] = [
    ['5 digits', { game_uid: '12345', game_name: 'Ace' }],
    ['21 digits', { game_uid: '1'.repeat(21), game_name: 'Ace' }],
    ['letters', { game_uid: '12345a7', game_name: 'Ace' }],
    ['non-ASCII digits', { game_uid: '١٢٣٤٥٦٧', game_name: 'Ace' }],
    ['a JSON number', { game_uid: 1234567890, game_name: 'Ace' }],
    ['an empty name', { game_uid: '1234567890', game_name: '' }],
    ['a blank name', { game_uid: '1234567890', game_name: '   ' }],
    ['33 characters', { game_uid: '1234567890', game_name: 'x'.repeat(33) }],
    ['a control character', { game_uid: '1234567890', game_name: 'Ace\u0007' }],
    ['a NUL', { game_uid: '1234567890', game_name: 'Ace\u0000' }],
    ['a bidi override', { game_uid: '1234567890', game_name: '\u202eecA' }],
    ['zero-width characters only', { game_uid: '1234567890', game_name: '\u200b\u200c\u200d' }],
    ['a Hangul filler only', { game_uid: '1234567890', game_name: '\u3164\u3164' }],
    ['no name', { game_uid: '1234567890' }],
    ['no UID', { game_name: 'Ace' }],
  ];

  it.each(cases)('refuses %s with 400 and changes nothing', async (_label, body) => {
    const user = await createUser(server.ctx);
    await put(user, { game_uid: freshUid(), game_name: 'Kept' }).expect(200);
    const before = await identityOf(user.id);
    const res = await put(user, body).expect(400);
    expect(res.body.detail).toEqual(expect.any(String));
    expect(res.body.code).toEqual(expect.any(String));
    expect(await identityOf(user.id)).toEqual(before);
  });

  it('names the rule in the answer', async () => {
    const user = await createUser(server.ctx);
    const res = await put(user, { game_uid: 1234567890, game_name: 'Ace' }).expect(400);
    expect(res.body.detail).toContain(AUTH_TEXT.gameUidInvalid);
  });

  it('needs a login', async () => {
    await api().put('/api/users/me/game-identity').send({ game_uid: '1234567', game_name: 'Ace' }).expect(401);
  });
});

describe('rate limit', () => {
  it(`allows ${GAME_IDENTITY_CHANGES_PER_DAY} saves a day, then 429 with Retry-After; refusals do not count`, async () => {
    const user = await createUser(server.ctx);
    // A typo refused is not a change.
    await put(user, { game_uid: '12', game_name: 'Ace' }).expect(400);
    for (let i = 0; i < GAME_IDENTITY_CHANGES_PER_DAY; i++) {
      await put(user, { game_uid: freshUid(), game_name: `Ace ${i}` }).expect(200);
    }
    const before = await identityOf(user.id);
    const blocked = await put(user, { game_uid: freshUid(), game_name: 'One too many' }).expect(429);
    expect(blocked.body).toEqual({ detail: AUTH_TEXT.tooManyIdentityChanges, code: 'rate_limited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await identityOf(user.id)).toEqual(before);
    // The limit is per account.
    const other = await createUser(server.ctx);
    await put(other, { game_uid: freshUid(), game_name: 'Fresh' }).expect(200);
  });
});
