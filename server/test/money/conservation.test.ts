/**
 * No coins outside the ledger (docs/product/money.md#conservation): the full edit cannot type a
 * prize pool, and `ledger:check` proves every pool and the conservation identity, naming each gap
 * made by hand in the database (each made inside a transaction that is rolled back).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOURNAMENT_TEXT, cashoutRequestSchema } from '@squadhub/shared';
import { ledgerCheck, readBooks, reportBooks } from '../../src/cli/ledger-check.js';
import type { Tx } from '../../src/db/client.js';
import { checkConservation } from '../../src/ledger/conservation.js';
import { credit, findLedgerMismatches } from '../../src/ledger/ledger.js';
import { requestCashOut } from '../../src/services/money/cashout.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { PAYPAL_DETAILS, coinsHeld } from '../support/money-helpers.js';
import { as, tournamentRow } from '../squads/helpers.js';
import { createBody, createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { liveSeries, payoutLines, r, seriesApi } from '../series/helpers.js';

let server: TestServer;
let superAdmin: TestUser;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  superAdmin = await createUser(server.ctx, { role: 'super_admin' });
});
afterAll(() => server?.dispose());

async function expectBooksClean() {
  const lines: string[] = [];
  expect(await ledgerCheck(server.ctx.db, (line) => lines.push(line)), lines.join('\n')).toBe(0);
}

class Rollback extends Error {}

/** What the check finds after `change`, which is then rolled back (the books stay clean for the next test). */
async function booksAfter(change: (tx: Tx) => Promise<unknown>) {
  let found: Awaited<ReturnType<typeof readBooks>> | undefined;
  await server.ctx.db
    .transaction(async (tx) => {
      await change(tx);
      found = { mismatches: await findLedgerMismatches(tx), conservation: await checkConservation(tx) };
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  const lines: string[] = [];
  const code = reportBooks(found!, (line) => lines.push(line));
  return { ...found!.conservation, mismatches: found!.mismatches, code, out: lines.join('\n') };
}

describe('the full edit and the prize pool', () => {
  it('refuses a typed pool (400), keeps the one sent back unchanged, and the payout is what came in', async () => {
    const { creator, t, players } = await liveSeries(server, {
      seats: [
        [1, 0],
        [1, 1],
        [2, 0],
      ],
      fee: 5,
      live: false,
    });
    expect(t.prizePool).toBe(15);
    const admin = as(server, superAdmin);
    const url = `/admin/tournaments/${t.id}/full-edit`;

    const typed = await admin.put(url, { prize_pool: 1_000_000 });
    expect(typed.status).toBe(400);
    expect(typed.body.detail).toBe(TOURNAMENT_TEXT.prizePoolNotEditable);
    expect((await tournamentRow(server, t.id))!.prizePool).toBe(15);
    // Nothing else of a refused edit is saved either.
    expect((await admin.put(url, { prize_pool: 0, title: 'Renamed' })).status).toBe(400);
    expect((await tournamentRow(server, t.id))!.title).toBe(t.title);

    // A form that sends back the pool it showed, with other changes, is no change to the pool.
    const same = await admin.put(url, { prize_pool: 15, title: 'Renamed series', status: 'live' });
    expect(same.status).toBe(200);
    expect(same.body.tournament).toMatchObject({ title: 'Renamed series', status: 'live', prize_pool: 15 });

    const api = seriesApi(server, creator, t.id);
    expect((await api.put(1, [r(1, 1, 3), r(2, 2)])).status).toBe(200);
    const finalized = await api.finalize();
    expect(finalized.status).toBe(200);
    const out = [
      ...(await payoutLines(server, t.id, 'prize')),
      ...(await payoutLines(server, t.id, 'prize_remainder')),
    ];
    expect(out.reduce((sum, line) => sum + line.delta, 0)).toBe(15);
    // The fees came from these players' own coins; the pool gave back exactly those, no more.
    expect(await coinsHeld(server.ctx, [creator.id, ...players.map((p) => p.id)])).toBe(15);
    await expectBooksClean();
  });
});

describe('ledger:check: conservation', () => {
  it('is clean on real flows, counting the contribution in its pool and auto-approval as coins spent', async () => {
    const creator = await createUser(server.ctx, { purchased: 30 });
    const before = (await readBooks(server.ctx.db)).conservation.totals;
    const created = await as(server, creator).post('/tournaments', createBody({ creator_prize_contribution: 20 }));
    expect(created.status).toBe(201);
    expect((await as(server, creator).post(`/tournaments/${created.body.id}/auto-approve`)).status).toBe(200);
    const after = (await readBooks(server.ctx.db)).conservation.totals;
    expect(after.open_pools - before.open_pools).toBe(20);
    expect(after.auto_approval - before.auto_approval).toBe(5);
    expect(after.held - before.held).toBe(-25);
    await expectBooksClean();
  });

  it('names an open pool changed by hand', async () => {
    const creator = await createUser(server.ctx);
    const player = await createUser(server.ctx, { purchased: 4 });
    const t = await createTestTournament(server.ctx, creator.id, { entryFee: 4 });
    await seatPlayer(server.ctx, t, player.id, 1, 0);
    const books = await booksAfter((tx) =>
      tx.execute(sql`UPDATE tournaments SET prize_pool = prize_pool + 1000 WHERE id = ${t.id}`),
    );
    expect(books.code).toBe(1);
    expect(books.mismatches).toEqual([]);
    expect(books.pools).toEqual([
      { pool: 'tournament', tournament_id: t.id, title: t.title, state: 'open', expected: 1004, ledger: 4 },
    ]);
    expect(books.difference).toBe(1000);
    expect(books.out).toContain(`${t.title} (${t.id}), open: pool 1004, ledger 4`);
    expect(books.out).toMatch(/Coins not conserved: .*, off by \+1,000/);
  });

  it('names a finalized tournament that paid out more than came in, where every balance matches its rows', async () => {
    // The attack before the fix: a typed pool of 1,000,000 over 4 coins of fees, then paid out.
    const creator = await createUser(server.ctx);
    const player = await createUser(server.ctx, { purchased: 4 });
    const t = await createTestTournament(server.ctx, creator.id, { entryFee: 4 });
    await seatPlayer(server.ctx, t, player.id, 1, 0);
    const books = await booksAfter(async (tx) => {
      await tx.execute(sql`UPDATE tournaments SET prize_pool = 1000000 WHERE id = ${t.id}`);
      await credit(
        tx,
        undefined,
        player.id,
        { winnings: 999_996 },
        { reason: 'prize', refType: 'tournament', refId: t.id },
      );
      await tx.execute(sql`UPDATE tournaments SET is_finalized = true WHERE id = ${t.id}`);
    });
    expect(books.mismatches).toEqual([]);
    expect(books.pools).toEqual([
      { pool: 'tournament', tournament_id: t.id, title: t.title, state: 'finalized', expected: 0, ledger: 4 - 999_996 },
    ]);
    expect(books.difference).toBe(999_992);
    expect(books.code).toBe(1);
  });

  it('names coins put on an account without a ledger row', async () => {
    const player = await createUser(server.ctx, { purchased: 1 });
    const books = await booksAfter((tx) =>
      tx.execute(sql`UPDATE users SET purchased_coins = purchased_coins + 7 WHERE id = ${player.id}`),
    );
    expect(books.mismatches).toEqual([expect.objectContaining({ user_id: player.id, balance: 8, ledger_sum: 1 })]);
    expect(books.difference).toBe(7);
    expect(books.code).toBe(1);
  });

  it('names a purchase the ledger credited that was never paid, though the balance matches its rows', async () => {
    const player = await createUser(server.ctx);
    const fake = randomUUID();
    const books = await booksAfter((tx) =>
      credit(tx, undefined, player.id, { purchased: 50 }, { reason: 'purchase', refType: 'purchase', refId: fake }),
    );
    expect(books.mismatches).toEqual([]);
    expect(books.pools).toEqual([]);
    expect(books.flows).toEqual([
      expect.objectContaining({ flow: 'purchases', refs: [{ ref: fake, ledger: 50, expected: 0 }] }),
    ]);
    expect(books.difference).toBe(50);
    expect(books.out).toContain(`  ${fake}: ledger 50, expected 0`);
  });

  it('names a transfer with one side only, and a movement against its reason', async () => {
    const player = await createUser(server.ctx);
    const transfer = randomUUID();
    const books = await booksAfter(async (tx) => {
      await credit(
        tx,
        undefined,
        player.id,
        { purchased: 30 },
        { reason: 'transfer_in', refType: 'transfer', refId: transfer },
      );
      await credit(tx, undefined, player.id, { purchased: 5 }, { reason: 'auto_approval', refType: 'tournament' });
    });
    expect(books.mismatches).toEqual([]);
    expect(books.flows).toEqual([
      expect.objectContaining({ flow: 'signs', refs: [{ ref: 'auto_approval', ledger: 1, expected: 0 }] }),
      expect.objectContaining({ flow: 'transfers', ledger: 30, refs: [{ ref: transfer, ledger: 30, expected: 0 }] }),
    ]);
    // The identity nets the auto-approval rows (5 fewer coins spent), so the sign check names that one.
    expect(books.difference).toBe(30);
  });

  it('names a cash-out marked rejected without its refund', async () => {
    const player = await createUser(server.ctx, { winnings: 10 });
    const { request } = await requestCashOut(
      server.ctx,
      player,
      cashoutRequestSchema.parse({ coins_to_convert: 10, ...PAYPAL_DETAILS }),
    );
    await expectBooksClean();
    const books = await booksAfter((tx) =>
      tx.execute(sql`UPDATE cashout_requests SET status = 'rejected' WHERE id = ${request.id}`),
    );
    expect(books.flows).toEqual([
      expect.objectContaining({ flow: 'cash-outs', refs: [{ ref: request.id, ledger: 10, expected: 0 }] }),
    ]);
    // The winnings left the account but no cash-out took them: 10 coins are missing.
    expect(books.difference).toBe(-10);
    expect(books.out).toMatch(/off by -10/);
  });
});
