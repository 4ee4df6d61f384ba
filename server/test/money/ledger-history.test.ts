/**
 * A player's own money history (docs/product/money.md#money-history), through HTTP on a real
 * database: paging without duplicates or gaps (also across rows of one transaction, which share
 * their timestamp), only the caller's own rows, the deltas adding up to the balances after every
 * kind of movement, the winnings chart, and the refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import {
  DELETED_PLAYER_NAME,
  HISTORY_REASONS,
  LEDGER_HISTORY_TEXT,
  encodeLedgerCursor,
  type LedgerHistoryEntry,
  type LedgerHistoryPage,
} from '@squadhub/shared';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { balancesOf, PAYPAL_DETAILS } from '../support/money-helpers.js';
import { createBody, createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { ledgerEntries, tournaments } from '../../src/db/schema.js';
import { inTransaction } from '../../src/db/transaction.js';
import { credit, debit, findLedgerMismatches } from '../../src/ledger/ledger.js';
import { ledgerPageQuery, winningsChartQuery } from '../../src/services/money/history.js';
import { sweepFinalizedTournaments } from '../../src/services/play/sweep.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  admin = await createUser(server.ctx, { role: 'super_admin' });
});
afterAll(() => server?.dispose());

const api = () => request(server.url);

async function page(user: TestUser, query: Record<string, string> = {}): Promise<LedgerHistoryPage> {
  return (await api().get('/api/users/me/ledger').query(query).set(user.auth).expect(200)).body;
}

/** Every page, following `next_before`; also answers the page sizes seen. */
async function allPages(user: TestUser, limit?: number): Promise<{ entries: LedgerHistoryEntry[]; sizes: number[] }> {
  const entries: LedgerHistoryEntry[] = [];
  const sizes: number[] = [];
  let before: string | null = null;
  do {
    const query: Record<string, string> = {};
    if (limit !== undefined) query.limit = String(limit);
    if (before) query.before = before;
    const p = await page(user, query);
    entries.push(...p.entries);
    sizes.push(p.entries.length);
    before = p.next_before;
  } while (before);
  return { entries, sizes };
}

async function ledgerIdsOf(userId: string): Promise<number[]> {
  const rows = await server.ctx.db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return rows.map((r) => r.id).sort((a, b) => b - a);
}

const sumOf = (entries: LedgerHistoryEntry[], bucket: 'purchased' | 'winnings') =>
  entries.filter((e) => e.bucket === bucket).reduce((s, e) => s + e.delta, 0);

describe('paging', () => {
  let player: TestUser;
  beforeAll(async () => {
    player = await createUser(server.ctx, { purchased: 500, winnings: 50 });
    // 60 movements in one transaction: every row has the same created_at.
    await inTransaction(server.ctx, async (tx, events) => {
      for (let i = 0; i < 30; i++) {
        await credit(tx, events, player.id, { purchased: 1 }, { reason: 'admin_adjust', refType: 'test' });
        await debit(tx, events, player.id, 2, 'purchased_first', { reason: 'entry_fee', refType: 'test' });
      }
    });
    for (let i = 0; i < 12; i++) {
      await inTransaction(server.ctx, (tx, events) =>
        credit(tx, events, player.id, { winnings: 1 + i }, { reason: 'prize', refType: 'test' }),
      );
    }
  });

  it('walks every row once, newest first, at any page size', async () => {
    const ids = await ledgerIdsOf(player.id);
    expect(ids).toHaveLength(2 + 60 + 12);
    for (const limit of [1, 7, 50, 100, undefined]) {
      const { entries, sizes } = await allPages(player, limit);
      expect(entries.map((e) => e.id)).toEqual(ids);
      const size = limit ?? 50;
      expect(sizes.slice(0, -1).every((n) => n === size)).toBe(true);
      expect(sizes.at(-1)).toBeGreaterThan(0);
    }
  });

  it('pages of 7 cut through the rows of one transaction without losing one', async () => {
    const first = await page(player, { limit: '20' });
    const sameMoment = first.entries.filter((e) => e.created_at === first.entries.at(-1)!.created_at);
    expect(sameMoment.length).toBeGreaterThan(1);
    const next = await page(player, { limit: '7', before: first.next_before! });
    expect(next.entries[0]!.id).toBe(first.entries.at(-1)!.id - 1);
    expect(next.entries[0]!.created_at).toBe(first.entries.at(-1)!.created_at);
  });

  it('a movement made while paging does not shift the older pages', async () => {
    const ids = await ledgerIdsOf(player.id);
    const first = await page(player, { limit: '10' });
    await inTransaction(server.ctx, (tx, events) =>
      credit(tx, events, player.id, { purchased: 3 }, { reason: 'admin_adjust', refType: 'test' }),
    );
    const seen = [...first.entries];
    let before = first.next_before;
    while (before) {
      const p = await page(player, { limit: '10', before });
      seen.push(...p.entries);
      before = p.next_before;
    }
    expect(seen.map((e) => e.id)).toEqual(ids);
    // The new movement is on top of the newest page.
    const top = await page(player, { limit: '1' });
    expect(top.entries[0]).toMatchObject({ delta: 3, reason: 'admin_adjust', bucket: 'purchased' });
    expect(top.entries[0]!.id).toBeGreaterThan(ids[0]!);
  });

  it('answers the last page with next_before null, and an empty page for a player with no movements', async () => {
    const { entries } = await allPages(player, 100);
    const last = await page(player, { before: encodeLedgerCursor(entries.at(-1)!.id) });
    expect(last).toEqual({ entries: [], next_before: null });
    const newcomer = await createUser(server.ctx);
    expect(await page(newcomer)).toEqual({ entries: [], next_before: null });
    expect((await api().get('/api/users/me/ledger/winnings').set(newcomer.auth).expect(200)).body).toEqual({
      points: [],
    });
  });
});

describe('every kind of movement', () => {
  let player: TestUser;
  let creator: TestUser;
  let friend: TestUser;
  let bystander: TestUser;
  let prizeCup: { id: string; title: string };

  beforeAll(async () => {
    [player, creator, friend, bystander] = await Promise.all([
      createUser(server.ctx),
      createUser(server.ctx, { purchased: 100 }),
      createUser(server.ctx, { purchased: 20 }),
      createUser(server.ctx, { purchased: 7 }),
    ]);
    // purchase: the built-in test checkout (10 coins)
    const checkout = await api()
      .post('/api/stripe/create-checkout')
      .set(player.auth)
      .send({ package_id: 'package_10' })
      .expect(200);
    const sessionId = new URL(checkout.body.url).pathname.split('/').pop()!;
    await api().post(`/api/stripe/test-checkout/${sessionId}/pay`).expect(303);
    // transfer_in (20 purchased) and admin_adjust of the winnings (to 40)
    await api()
      .post('/api/coins/transfer')
      .set(friend.auth)
      .send({ recipient_username: player.username, amount: 20 })
      .expect(200);
    await api()
      .put(`/api/admin/players/${player.id}/adjust-winnings`)
      .set(admin.auth)
      .send({ winnings_coins: 40, reason: 'Welcome bonus' })
      .expect(200);
    // entry_fee and refund: join and leave a seat
    const cup = await createTestTournament(server.ctx, creator.id, { entryFee: 5, title: 'Leave Cup' });
    await api()
      .post(`/api/tournaments/${cup.id}/join-slot`)
      .set(player.auth)
      .send({ team_number: 1, slot_index: 0 })
      .expect(200);
    await api().post(`/api/tournaments/${cup.id}/leave-slot`).set(player.auth).expect(200);
    // entry_fee (the creator's contribution) and its refund: a pending tournament, cancelled
    const own = await api()
      .post('/api/tournaments')
      .set(player.auth)
      .send(createBody({ title: 'My Own Cup', creator_prize_contribution: 10 }))
      .expect(201);
    await api().delete(`/api/tournaments/${own.body.id}`).set(player.auth).expect(200);
    // entry_fee, then prize: seated in a cup the creator pays out
    const paid = await createTestTournament(server.ctx, creator.id, {
      template: 'blackout_solo',
      entryFee: 5,
      title: 'Prize Cup',
    });
    prizeCup = { id: paid.id, title: paid.title };
    await seatPlayer(server.ctx, paid, player.id, 1, 0);
    await api()
      .post(`/api/tournaments/${paid.id}/send-room-code`)
      .set(creator.auth)
      .send({ room_code: 'R1' })
      .expect(200);
    await api()
      .post(`/api/tournaments/${paid.id}/select-winners`)
      .set(creator.auth)
      .send({ winners: [{ user_id: player.id, position: 1, coins_awarded: 5 }] })
      .expect(200);
    // transfer_out, conversion, cashout and cashout_refund
    await api()
      .post('/api/coins/transfer')
      .set(player.auth)
      .send({ recipient_username: friend.username, amount: 4 })
      .expect(200);
    await api().post('/api/convert-winnings-to-coins').set(player.auth).send({ winnings_amount: 5 }).expect(200);
    const cashout = await api()
      .post('/api/coin-conversion/request')
      .set(player.auth)
      .send({ coins_to_convert: 12, ...PAYPAL_DETAILS })
      .expect(200);
    await api().post(`/api/admin/coin-conversion/${cashout.body.request.id}/reject`).set(admin.auth).expect(200);
    await api()
      .post('/api/coin-conversion/request')
      .set(player.auth)
      .send({ coins_to_convert: 10, ...PAYPAL_DETAILS })
      .expect(200);
    // purchased coins set by an admin
    await api()
      .put(`/api/admin/players/${player.id}/adjust-coins`)
      .set(admin.auth)
      .send({ coin_balance: 3 })
      .expect(200);
  });

  it('shows each reason, and the deltas of each bucket add up to its balance', async () => {
    for (const limit of [3, 50]) {
      const { entries } = await allPages(player, limit);
      const balances = await balancesOf(server.ctx, player.id);
      expect(sumOf(entries, 'purchased')).toBe(balances.purchased);
      expect(sumOf(entries, 'winnings')).toBe(balances.winnings);
      expect(new Set(entries.map((e) => e.reason))).toEqual(new Set(HISTORY_REASONS));
    }
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('names the tournament and the other player of a transfer, nothing else', async () => {
    const { entries } = await allPages(player);
    const by = (reason: string) => entries.filter((e) => e.reason === reason);
    expect(by('purchase')).toEqual([expect.objectContaining({ bucket: 'purchased', delta: 10, tournament: null })]);
    expect(by('transfer_in')).toEqual([
      expect.objectContaining({ bucket: 'purchased', delta: 20, counterparty: friend.username, tournament: null }),
    ]);
    expect(by('transfer_out').map((e) => e.counterparty)).toEqual(by('transfer_out').map(() => friend.username));
    expect(by('transfer_out').reduce((s, e) => s + e.delta, 0)).toBe(-4);
    expect(by('prize')).toEqual([
      expect.objectContaining({ bucket: 'winnings', delta: 5, tournament: prizeCup, counterparty: null }),
    ]);
    expect(
      by('refund')
        .map((e) => e.tournament?.title)
        .sort(),
    ).toEqual(['Leave Cup', 'My Own Cup']);
    expect(
      by('entry_fee')
        .map((e) => e.tournament?.title)
        .sort(),
    ).toEqual(['Leave Cup', 'My Own Cup', 'Prize Cup']);
    expect(
      by('conversion')
        .map((e) => [e.bucket, e.delta])
        .sort(),
    ).toEqual([
      ['purchased', 5],
      ['winnings', -5],
    ]);
    expect(by('cashout').map((e) => e.delta)).toEqual([-10, -12]);
    expect(by('cashout_refund')).toEqual([expect.objectContaining({ bucket: 'winnings', delta: 12 })]);
    for (const e of entries.filter((x) => !x.reason.startsWith('transfer'))) expect(e.counterparty).toBeNull();
    // The reason an admin gave reaches the player it concerns, as the adjust dialog promises; an
    // adjustment without one, and every other movement, has none. The admin's name stays out.
    expect(by('admin_adjust').map((e) => [e.bucket, e.note])).toEqual([
      ['purchased', null],
      ['winnings', 'Welcome bonus'],
    ]);
    for (const e of entries.filter((x) => x.reason !== 'admin_adjust')) expect(e.note).toBeNull();
    expect(JSON.stringify(entries)).not.toContain(admin.username);
  });

  it("lists only one's own rows: the other side of a transfer sees it from its side", async () => {
    const mine = new Set((await allPages(player)).entries.map((e) => e.id));
    expect([...mine].sort((a, b) => b - a)).toEqual(await ledgerIdsOf(player.id));
    const theirs = (await allPages(friend)).entries;
    expect(theirs.some((e) => mine.has(e.id))).toBe(false);
    expect(theirs.filter((e) => e.reason === 'transfer_out')).toEqual([
      expect.objectContaining({ delta: -20, counterparty: player.username }),
    ]);
    expect(theirs.filter((e) => e.reason === 'transfer_in')).toEqual([
      expect.objectContaining({ delta: 4, counterparty: player.username }),
    ]);
    // The note is the adjusted player's only.
    expect(JSON.stringify(theirs)).not.toContain('Welcome bonus');
    const outsider = (await allPages(bystander)).entries;
    expect(outsider).toEqual([expect.objectContaining({ reason: 'admin_adjust', delta: 7 })]);
    // A cursor of someone else's row pages the caller's own rows, never the other's.
    const foreign = await page(bystander, { before: encodeLedgerCursor(Math.max(...mine) + 1) });
    expect(foreign.entries.every((e) => !mine.has(e.id))).toBe(true);
  });

  it('keeps the title of a removed tournament, and shows a closed account as "deleted player"', async () => {
    await server.ctx.db
      .update(tournaments)
      .set({ deletionScheduledAt: new Date(Date.now() - 1_000) })
      .where(eq(tournaments.id, prizeCup.id));
    expect(await sweepFinalizedTournaments(server.ctx)).toContain(prizeCup.id);
    const { entries } = await allPages(player);
    expect(entries.filter((e) => e.tournament?.id === prizeCup.id).map((e) => e.reason)).toEqual([
      'prize',
      'entry_fee',
    ]);
    expect(entries.find((e) => e.reason === 'prize')?.tournament).toEqual(prizeCup);

    await api().delete(`/api/admin/players/${friend.id}`).set(admin.auth).expect(200);
    const after = (await allPages(player)).entries.filter((e) => e.reason.startsWith('transfer'));
    expect(after.length).toBeGreaterThan(1);
    expect(after.every((e) => e.counterparty === DELETED_PLAYER_NAME)).toBe(true);
  });

  it('charts the winnings balance after each winnings movement, ending at the balance', async () => {
    const { points } = (await api().get('/api/users/me/ledger/winnings').set(player.auth).expect(200)).body as {
      points: { at: string; winnings: number }[];
    };
    const winnings = (await allPages(player)).entries.filter((e) => e.bucket === 'winnings').reverse();
    let running = 0;
    expect(points).toEqual(winnings.map((e) => ({ at: e.created_at, winnings: (running += e.delta) })));
    expect(points.at(-1)!.winnings).toBe((await balancesOf(server.ctx, player.id)).winnings);
  });
});

describe('refusals', () => {
  let player: TestUser;
  beforeAll(async () => {
    player = await createUser(server.ctx, { purchased: 5 });
  });

  it.each(['0', '101', '1.5', '-1', 'abc', '', '1e2', '007', ' 5', '99999999999999999999'])(
    'refuses limit=%j with 400 and the rule',
    async (limit) => {
      const res = await api().get('/api/users/me/ledger').query({ limit }).set(player.auth).expect(400);
      expect(res.body.detail).toContain(LEDGER_HISTORY_TEXT.badLimit);
    },
  );

  it('refuses a repeated limit', async () => {
    const res = await api().get('/api/users/me/ledger?limit=5&limit=6').set(player.auth).expect(400);
    expect(res.body.detail).toContain(LEDGER_HISTORY_TEXT.badLimit);
  });

  it.each([
    ['not base64url', 'abc!'],
    ['empty', ''],
    ['padded', `${encodeLedgerCursor(12)}=`],
    ['not a number inside', 'YWJj'],
    ['zero', encodeLedgerCursor(0)],
    ['a leading zero', Buffer.from('012').toString('base64url')],
    ['negative', Buffer.from('-5').toString('base64url')],
    ['beyond a safe integer', Buffer.from(String(2 ** 53 + 2)).toString('base64url')],
    ['non-canonical trailing bits', 'MR'],
    ['too long', 'A'.repeat(40)],
    ['a plain id', '12'],
  ])('refuses a cursor that is %s with 400', async (_name, before) => {
    const res = await api().get('/api/users/me/ledger').query({ before }).set(player.auth).expect(400);
    expect(res.body.detail).toContain(LEDGER_HISTORY_TEXT.badCursor);
  });

  it('asks for a login: 401 for a visitor', async () => {
    for (const path of ['/api/users/me/ledger', '/api/users/me/ledger/winnings']) {
      const res = await api().get(path).expect(401);
      expect(res.body.detail).toEqual(expect.any(String));
    }
  });

  it('is rate limited like the other reads of one player', async () => {
    const limited = await createTestServer();
    try {
      const someone = await createUser(limited.ctx);
      const res = await request(limited.url).get('/api/users/me/ledger').set(someone.auth).expect(200);
      expect(res.headers['ratelimit-policy']).toContain('q=120');
    } finally {
      await limited.dispose();
    }
  });
});

describe('the query plan', () => {
  // The plans at volume (hundreds of thousands of rows) are in docs/product/money.md#money-history.
  const planOf = async (query: ReturnType<typeof sql>) => {
    const plan = (await server.ctx.db.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: Record<string, string>[] };
    return plan.rows.map((r) => Object.values(r)[0]).join('\n');
  };

  it('walks the index from the cursor, with no sort of all the rows', async () => {
    const player = await createUser(server.ctx, { purchased: 1 });
    const text = await planOf(ledgerPageQuery(player.id, 51, 1_000_000));
    expect(text).toMatch(/Index Scan using ledger_user_history_idx/);
    expect(text).not.toMatch(/Sort/);
  });

  it('reads the chart from the winnings index', async () => {
    const player = await createUser(server.ctx, { winnings: 1 });
    expect(await planOf(winningsChartQuery(player.id))).toMatch(/Index Scan using ledger_user_winnings_idx/);
  });
});
