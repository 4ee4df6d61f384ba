/**
 * An admin's coin or winnings adjustment may say why: the reason is kept on the ledger row it
 * writes and shown in the player's details with the value before and after. Without a reason
 * the calls of the specification work exactly as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { balancesOf } from '../support/money-helpers.js';
import { ledgerEntries } from '../../src/db/schema.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  admin = await createUser(server.ctx, { role: 'super_admin' });
});
afterAll(() => server?.dispose());

/** The player's adjustment rows in the ledger, oldest first (the factory's opening credit is not one). */
const adjustmentRows = (userId: string) =>
  server.ctx.db
    .select({
      bucket: ledgerEntries.bucket,
      delta: ledgerEntries.delta,
      note: ledgerEntries.note,
      actorId: ledgerEntries.actorId,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.refType, 'admin_adjust')))
    .orderBy(ledgerEntries.id);

describe('adjustment reason', () => {
  it('is kept on the ledger row, trimmed, for coins and for winnings', async () => {
    const p = await createUser(server.ctx, { purchased: 6, winnings: 4 });
    const coins = await request(server.url)
      .put(`/api/admin/players/${p.id}/adjust-coins`)
      .set(admin.auth)
      .send({ coin_balance: 30, reason: '  Refund: the match server crashed  ' })
      .expect(200);
    expect(coins.body).toEqual({ username: p.username, old_balance: 6, new_balance: 30 });
    const winnings = await request(server.url)
      .put(`/api/admin/players/${p.id}/adjust-winnings`)
      .set(admin.auth)
      .send({ winnings_coins: 1, reason: 'Prize paid twice by mistake' })
      .expect(200);
    expect(winnings.body).toEqual({ username: p.username, old_winnings: 4, new_winnings: 1 });
    expect(await adjustmentRows(p.id)).toEqual([
      { bucket: 'purchased', delta: 24, note: 'Refund: the match server crashed', actorId: admin.id },
      { bucket: 'winnings', delta: -3, note: 'Prize paid twice by mistake', actorId: admin.id },
    ]);
    expect(await balancesOf(server.ctx, p.id)).toEqual({ purchased: 30, winnings: 1 });
  });

  it('is optional: the specification’s calls store no note and answer as before', async () => {
    const p = await createUser(server.ctx, { purchased: 2, winnings: 0 });
    const coins = await request(server.url)
      .put(`/api/admin/players/${p.id}/adjust-coins`)
      .set(admin.auth)
      .send({ coin_balance: 9 })
      .expect(200);
    expect(coins.body).toEqual({ username: p.username, old_balance: 2, new_balance: 9 });
    const winnings = await request(server.url)
      .put(`/api/admin/players/${p.id}/adjust-winnings`)
      .set(admin.auth)
      .send({ winnings_coins: 5, reason: '   ' })
      .expect(200);
    expect(winnings.body).toEqual({ username: p.username, old_winnings: 0, new_winnings: 5 });
    expect((await adjustmentRows(p.id)).map((r) => r.note)).toEqual([null, null]);
  });

  it('refuses a reason that is too long, multi-line or not text, and changes nothing', async () => {
    const p = await createUser(server.ctx, { purchased: 3, winnings: 3 });
    const cases: [string, object, string][] = [
      ['adjust-coins', { coin_balance: 10, reason: 'x'.repeat(201) }, 'Reason must be 200 characters or less'],
      ['adjust-coins', { coin_balance: 10, reason: 'line one\nline two' }, 'Reason must be one line of plain text'],
      ['adjust-winnings', { winnings_coins: 10, reason: 'bell\u0007' }, 'Reason must be one line of plain text'],
      ['adjust-winnings', { winnings_coins: 10, reason: 42 }, 'Reason must be one line of plain text'],
    ];
    for (const [route, body, detail] of cases) {
      const res = await request(server.url).put(`/api/admin/players/${p.id}/${route}`).set(admin.auth).send(body);
      expect([route, res.status, res.body]).toEqual([route, 400, { detail, code: 'validation_failed' }]);
    }
    expect(await balancesOf(server.ctx, p.id)).toEqual({ purchased: 3, winnings: 3 });
    expect(await adjustmentRows(p.id)).toEqual([]);
  });

  it('shows in the player details with the value before and after, newest first', async () => {
    const p = await createUser(server.ctx, { purchased: 5, winnings: 7 });
    const put = (route: string, body: object) =>
      request(server.url).put(`/api/admin/players/${p.id}/${route}`).set(admin.auth).send(body).expect(200);
    await put('adjust-coins', { coin_balance: 12, reason: 'Bought with cash at the event' });
    await put('adjust-winnings', { winnings_coins: 2 });
    // Setting the value it already has moves nothing, so the ledger has no row for it.
    await put('adjust-coins', { coin_balance: 12, reason: 'No change' });
    await put('adjust-coins', { coin_balance: 8, reason: 'Corrected: four too many' });
    const res = await request(server.url).get(`/api/admin/players/${p.id}/details`).set(admin.auth).expect(200);
    const history = res.body.adjustment_history as Record<string, unknown>[];
    expect(history.map(({ created_at, ...rest }) => (expect(typeof created_at).toBe('string'), rest))).toEqual([
      {
        bucket: 'purchased',
        old_value: 12,
        new_value: 8,
        reason: 'Corrected: four too many',
        admin_username: admin.username,
      },
      { bucket: 'winnings', old_value: 7, new_value: 2, reason: null, admin_username: admin.username },
      {
        bucket: 'purchased',
        old_value: 5,
        new_value: 12,
        reason: 'Bought with cash at the event',
        admin_username: admin.username,
      },
    ]);
    expect(res.body).toMatchObject({ purchased_coins: 8, winnings_coins: 2 });
  });

  it('leaves every balance equal to the sum of its ledger rows', async () => {
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });
});
