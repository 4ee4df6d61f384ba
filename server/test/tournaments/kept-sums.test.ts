/**
 * The sums migration 0013 keeps by trigger (docs/scale/query-plans.md): the number of listed
 * tournaments, and the leaderboard totals per player and per UK day. Whatever path changes the
 * rows, each sum equals what counting the rows gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { TOURNAMENT_TOTAL_HEADER } from '@squadhub/shared';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestTournament } from '../support/tournament-factories.js';
import { tournaments, tournamentWinners } from '../../src/db/schema.js';
import { sweepFinalizedTournaments } from '../../src/services/play/sweep.js';
import { inTransaction } from '../../src/db/transaction.js';

let server: TestServer;
let admin: TestUser;
let creator: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(server.ctx, { role: 'super_admin' });
  creator = await createUser(server.ctx, { purchased: 100 });
});
afterAll(() => server?.dispose());

type Rows = { rows: Record<string, unknown>[] };
const rows = async (query: ReturnType<typeof sql>) => ((await server.ctx.db.execute(query)) as unknown as Rows).rows;

/** The kept count beside a fresh count, and the total the grid answers. */
async function listedCounts() {
  const [kept] = await rows(sql`SELECT n FROM listed_tournaments`);
  const [counted] = await rows(sql`SELECT count(*)::int AS n FROM tournaments WHERE approval_status = 'approved'`);
  const grid = await request(server.url).get('/api/tournaments').expect(200);
  return {
    kept: Number(kept!.n),
    counted: Number(counted!.n),
    total: Number(grid.headers[TOURNAMENT_TOTAL_HEADER.toLowerCase()]),
  };
}

async function expectListedRight(expected: number) {
  expect(await listedCounts()).toEqual({ kept: expected, counted: expected, total: expected });
}

describe('the number of listed tournaments', () => {
  it('follows approvals, declines, deletions and the sweep, and the grid answers it', async () => {
    const start = (await listedCounts()).counted;
    await expectListedRight(start);
    const approved = await createTestTournament(server.ctx, creator.id);
    await expectListedRight(start + 1);
    const pending = await createTestTournament(server.ctx, creator.id, { approved: false });
    const declined = await createTestTournament(server.ctx, creator.id, { approved: false });
    await expectListedRight(start + 1);
    await request(server.url).post(`/api/admin/approve-tournament/${pending.id}`).set(admin.auth).expect(200);
    await expectListedRight(start + 2);
    await request(server.url).post(`/api/admin/decline-tournament/${declined.id}`).set(admin.auth).expect(200);
    await expectListedRight(start + 2);
    await request(server.url).delete(`/api/tournaments/${approved.id}`).set(admin.auth).expect(200);
    await expectListedRight(start + 1);
    // A rolled-back approval counts nothing.
    const other = await createTestTournament(server.ctx, creator.id, { approved: false });
    await expect(
      inTransaction(server.ctx, async (tx) => {
        await tx.update(tournaments).set({ approvalStatus: 'approved' }).where(eq(tournaments.id, other.id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expectListedRight(start + 1);
    // Finalized and due: the sweep deletes it, and it leaves the count.
    await server.ctx.db
      .update(tournaments)
      .set({ isFinalized: true, status: 'completed', deletionScheduledAt: new Date(Date.now() - 1_000) })
      .where(eq(tournaments.id, pending.id));
    expect(await sweepFinalizedTournaments(server.ctx)).toContain(pending.id);
    await expectListedRight(start);
  });
});

describe('the leaderboard sums', () => {
  it('equal the winner rows, per player and per UK day, however many are recorded at once', async () => {
    const a = await createUser(server.ctx);
    const b = await createUser(server.ctx);
    const row = (userId: string, coins: number, at: string) => ({
      tournamentTitle: 'Cup',
      userId,
      position: 1,
      coinsAwarded: coins,
      awardedAt: new Date(at),
    });
    await server.ctx.db.insert(tournamentWinners).values(row(a.id, 5, '2031-03-30T23:30:00Z'));
    // 00:30 in London on 31 March 2031 (summer time began at 01:00 UTC on the 30th): the 31st there.
    await server.ctx.db
      .insert(tournamentWinners)
      .values([row(a.id, 7, '2031-03-30T23:45:00Z'), row(b.id, 3, '2031-03-31T12:00:00Z')]);
    const totals = await rows(sql`
      SELECT t.user_id, t.wins, t.coins::int AS coins, t.last_win = w.last_win AS last_right,
        t.wins = w.wins AND t.coins = w.coins AS same
      FROM leaderboard_totals t JOIN (
        SELECT user_id, count(*)::int AS wins, sum(coins_awarded) AS coins, max(awarded_at) AS last_win
        FROM tournament_winners GROUP BY user_id
      ) w ON w.user_id = t.user_id
      WHERE t.user_id IN (${a.id}::uuid, ${b.id}::uuid) ORDER BY t.coins DESC`);
    expect(totals).toEqual([
      { user_id: a.id, wins: 2, coins: 12, last_right: true, same: true },
      { user_id: b.id, wins: 1, coins: 3, last_right: true, same: true },
    ]);
    const days = await rows(sql`
      SELECT d.day::text AS day, d.coins::int AS coins, d.new_players
      FROM leaderboard_days d WHERE d.day BETWEEN '2031-03-30' AND '2031-03-31' ORDER BY d.day`);
    expect(days).toEqual([{ day: '2031-03-31', coins: 15, new_players: 2 }]);
    const [mismatch] = await rows(sql`
      SELECT count(*)::int AS n FROM leaderboard_days d FULL JOIN (
        SELECT (awarded_at AT TIME ZONE 'Europe/London')::date AS day, sum(coins_awarded) AS coins
        FROM tournament_winners GROUP BY 1
      ) w ON w.day = d.day WHERE d.coins IS DISTINCT FROM w.coins`);
    expect(mismatch!.n).toBe(0);
  });
});
