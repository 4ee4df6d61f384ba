/**
 * Paying a series from its standings (docs/product/series.md#payout): the creator or an admin,
 * once a match has results, exactly once. Rank r gets floor(pool × payout[r-1] / 100); tied teams
 * share the ranks they cover; a team's coins are split among its players, the leftover to the
 * earliest seated; the rest goes to the creator. One transaction through the ledger, winner rows
 * that feed the leaderboards, and the tournament finalized as select-winners does.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_TEXT, SERIES_TEXT } from '@squadhub/shared';
import { createTestServer, nextEvent, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { balanceOf, snapshot } from '../play/helpers.js';
import { actions, as, expectLedgerClean, tournamentRow } from '../squads/helpers.js';
import { ROOM, liveSeries, payoutLines, r, seriesApi, storedResults, winnerRows } from './helpers.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  admin = await createUser(server.ctx, { role: 'admin' });
});
afterAll(() => server?.dispose());

const FEE = 10;

/**
 * A squad series with a pool of 70: team 1 has three players seated in the order slot 2, 0, 1;
 * team 2 two (slot 1, then 0); teams 3 and 4 one each. The table 10/6/3/1, one point a kill,
 * the payout 50/30/15. After its two matches team 1 leads (22), teams 2 and 3 are level (7, no
 * match in common) and team 4 is fourth (4).
 */
async function tiedSeries() {
  const s = await liveSeries(server, {
    template: 'alcatraz_squad',
    maxTeams: 4,
    fee: FEE,
    seats: [
      [1, 2],
      [1, 0],
      [1, 1],
      [2, 1],
      [2, 0],
      [3, 0],
      [4, 3],
    ],
    series: {
      matches: 3,
      points: { preset: 'custom', placement: [10, 6, 3, 1], kill_points: 1 },
      payout: [50, 30, 15],
    },
  });
  const api = seriesApi(server, s.creator, s.t.id);
  expect((await api.put(1, [r(1, 1, 2), r(2, 2, 1), r(4, 3)])).status).toBe(200);
  const standings = await api.put(2, [r(1, 1), r(3, 2, 1), r(4, 4)]);
  expect(standings.body.rows.map((x: { rank: number; team_number: number }) => [x.rank, x.team_number])).toEqual([
    [1, 1],
    [2, 2],
    [2, 3],
    [4, 4],
  ]);
  return { ...s, api };
}

describe('POST /tournaments/{id}/finalize-series', () => {
  it('pays exactly by the rules: shared ranks, split teams, the remainder to the creator, once', async () => {
    const { creator, t, players, api } = await tiedSeries();
    const [a1, a2, a3, b1, b2, c1, d1] = players;
    expect(t.prizePool).toBe(70);
    const anonymous = await server.socket();
    const standingsSeen = nextEvent(anonymous, 'standings_updated', 5000, (p) => p.tournament_id === t.id);

    const res = await api.finalize();
    expect(res.status).toBe(200);
    // Rank 1: floor(70 × 50%) = 35 for three players: 11 each, the 2 left to a1 (seated first).
    // Ranks 2 and 3 shared: floor(70 × 30%) + floor(70 × 15%) = 21 + 10 = 31, 15 a team (1 left);
    // team 2's 15 is 7 each, the 1 left to b1 (seated first). Rank 4 has no share.
    const expected: [TestUser, number, number][] = [
      [a1, 1, 13],
      [a2, 1, 11],
      [a3, 1, 11],
      [b1, 2, 8],
      [b2, 2, 7],
      [c1, 2, 15],
    ];
    const remainder = 70 - 65;
    expect(res.body).toMatchObject({ is_finalized: true, status: 'completed', remainder, matches_played: 2 });
    const byUser = (list: { userId: string; position: number; coins: number }[]) =>
      list.map((w) => [w.userId, w.position, w.coins]).sort();
    const want = expected.map(([u, position, coins]) => [u.id, position, coins]).sort();
    expect(
      byUser(
        res.body.winners.map((w: { user_id: string; position: number; coins_awarded: number }) => ({
          userId: w.user_id,
          position: w.position,
          coins: w.coins_awarded,
        })),
      ),
    ).toEqual(want);

    // Balances: every fee was paid in purchased coins, every prize lands in winnings.
    for (const [u, , coins] of expected)
      expect(await balanceOf(server, u.id)).toEqual({ purchased: 0, winnings: coins });
    expect(await balanceOf(server, d1.id)).toEqual({ purchased: 0, winnings: 0 });
    expect(await balanceOf(server, creator.id)).toEqual({ purchased: 0, winnings: remainder });

    // The rows: winners by rank, the ledger lines, the pool accounted for to the coin.
    const winners = await winnerRows(server, t.id);
    expect(byUser(winners.map((w) => ({ userId: w.userId, position: w.position, coins: w.coinsAwarded })))).toEqual(
      want,
    );
    expect(new Set(winners.map((w) => w.tournamentTitle))).toEqual(new Set([t.title]));
    const prizes = await payoutLines(server, t.id, 'prize');
    expect(prizes.every((l) => l.bucket === 'winnings')).toBe(true);
    expect(prizes.map((l) => [l.userId, l.delta]).sort()).toEqual(expected.map(([u, , c]) => [u.id, c]).sort());
    const rest = await payoutLines(server, t.id, 'prize_remainder');
    expect(rest.map((l) => [l.userId, l.bucket, l.delta])).toEqual([[creator.id, 'winnings', remainder]]);
    const paid = prizes.reduce((s, l) => s + l.delta, 0);
    expect(paid + rest[0]!.delta).toBe(t.prizePool);
    await expectLedgerClean(server);

    const row = (await tournamentRow(server, t.id))!;
    expect(row).toMatchObject({ isFinalized: true, status: 'completed', prizePool: 70 });
    expect(row.finalizedAt).toBeInstanceOf(Date);
    const [line] = await actions(server, t.id, 'series_finalized');
    expect(line).toMatchObject({ actorId: creator.id, detail: { match: 2, coins: 65 } });
    expect(byUser(line!.detail.winners!)).toEqual(want);
    expect((await actions(server, t.id, 'remainder_paid')).map((a) => [a.playerId, a.detail])).toEqual([
      [creator.id, { coins: remainder }],
    ]);
    // Everyone reads the log of a finalized tournament, and the final standings arrive live.
    const log = await seriesApi(server, null, t.id).actions();
    expect(log.body.actions.find((a: { kind: string }) => a.kind === 'series_finalized')).toMatchObject({
      actor: creator.username,
      match: 2,
      coins: 65,
    });
    const seen = await standingsSeen;
    expect(seen.standings.matches_played).toBe(2);
    expect(JSON.stringify(seen)).not.toContain(ROOM);

    // The winners feed today's leaderboard and the tournament's own.
    const daily = await as(server, null).get('/leaderboard/daily');
    expect(daily.status).toBe(200);
    for (const [u, position, coins] of expected) {
      const entry = daily.body.players.find((p: { user_id: string }) => p.user_id === u.id);
      expect(entry).toMatchObject({ coins_won: coins, wins_count: 1 });
      expect(entry.tournaments_won).toEqual([
        expect.objectContaining({ tournament_title: t.title, position, coins_won: coins }),
      ]);
    }
    expect(daily.body.players.find((p: { user_id: string }) => p.user_id === d1.id)).toBeUndefined();
    const own = await seriesApi(server, null, t.id).leaderboard();
    expect(own.body).toMatchObject({ total_distributed: 65, is_finalized: true });
    expect(own.body.winners.map((w: { position: number }) => w.position)).toEqual([1, 1, 1, 2, 2, 2]);

    // Once: a second call, select-winners and more results change nothing.
    const before = await snapshot(server, t.id);
    expect(await api.finalize()).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.finalized } });
    expect(await seriesApi(server, admin, t.id).finalize()).toMatchObject({ status: 409 });
    expect((await api.selectWinners([{ user_id: a1.id, coins_awarded: 1, position: 1 }])).status).toBe(409);
    expect(await api.put(3, [r(4, 1)])).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.finalized } });
    expect(await snapshot(server, t.id)).toEqual(before);
    expect(await winnerRows(server, t.id)).toHaveLength(6);
    await expectLedgerClean(server);
  });

  it('leaves no remainder when the shares use the whole pool, and shares a three-way tie', async () => {
    // Four solo players at 25: a pool of 100. Only 1st place scores, so after one match with only
    // team 1 entered, teams 2 to 4 are level on rank 2 and share ranks 2 to 4.
    const { creator, t, players } = await liveSeries(server, {
      template: 'alcatraz_solo',
      maxTeams: 4,
      fee: 25,
      seats: [
        [1, 0],
        [2, 0],
        [3, 0],
        [4, 0],
      ],
      series: { matches: 2, points: { preset: 'custom', placement: [5], kill_points: 0 }, payout: [50, 30, 20] },
    });
    const api = seriesApi(server, admin, t.id);
    expect((await api.put(1, [r(1, 1, 7)])).status).toBe(200);
    const res = await api.finalize();
    expect(res.status).toBe(200);
    // 50 to team 1; (30 + 20 + 0) / 3 = 16 each for teams 2 to 4; 2 coins left.
    expect(res.body.remainder).toBe(2);
    expect(await balanceOf(server, players[0]!.id)).toEqual({ purchased: 0, winnings: 50 });
    for (const p of players.slice(1)) expect(await balanceOf(server, p.id)).toEqual({ purchased: 0, winnings: 16 });
    expect(await balanceOf(server, creator.id)).toEqual({ purchased: 0, winnings: 2 });
    expect((await winnerRows(server, t.id)).map((w) => w.position)).toEqual([1, 2, 2, 2]);
    // The admin finalized it: the log says so.
    expect((await actions(server, t.id, 'series_finalized'))[0]).toMatchObject({
      actorId: admin.id,
      detail: { match: 1 },
    });

    // Percentages adding up to 100 that divide the pool (60) exactly: nothing left, no remainder line.
    const whole = await liveSeries(server, {
      template: 'alcatraz_solo',
      maxTeams: 3,
      fee: 20,
      seats: [
        [1, 0],
        [2, 0],
        [3, 0],
      ],
      series: { matches: 2, points: { preset: 'algs', placement: [12, 9, 7], kill_points: 1 }, payout: [50, 30, 20] },
    });
    const wholeApi = seriesApi(server, whole.creator, whole.t.id);
    expect((await wholeApi.put(1, [r(3, 1), r(1, 2), r(2, 3)])).status).toBe(200);
    const paid = await wholeApi.finalize();
    expect(paid.body.remainder).toBe(0);
    expect((await Promise.all(whole.players.map((p) => balanceOf(server, p.id)))).map((b) => b.winnings)).toEqual([
      18, 12, 30,
    ]);
    expect(await balanceOf(server, whole.creator.id)).toEqual({ purchased: 0, winnings: 0 });
    expect(await payoutLines(server, whole.t.id, 'prize_remainder')).toEqual([]);
    expect(await actions(server, whole.t.id, 'remainder_paid')).toEqual([]);
    await expectLedgerClean(server);
  });

  it("keeps a kicked team's results: its share, with no one to pay, goes to the creator", async () => {
    const { creator, t, players, api } = await tiedSeries();
    const [a1, a2, a3, b1, b2, c1] = players;
    // The host removes team 3's only player after two matches: refunded, the pool is 60 now.
    const kick = await as(server, creator).post(`/tournaments/${t.id}/kick-player?team_number=3&slot_index=0`);
    expect(kick.status).toBe(200);
    expect(await balanceOf(server, c1!.id)).toEqual({ purchased: FEE, winnings: 0 });
    const standings = await api.standings();
    expect(standings.body.rows.find((x: { team_number: number }) => x.team_number === 3)).toMatchObject({
      rank: 2,
      players: [],
      total_points: 7,
    });

    const res = await api.finalize();
    expect(res.status).toBe(200);
    // Rank 1: 30, 10 each. Ranks 2 and 3: 18 + 9 = 27, 13 a team: team 2 splits 7/6, team 3's 13
    // stays unpaid. The creator gets 60 - 30 - 13 = 17.
    expect(res.body.remainder).toBe(17);
    for (const [u, coins] of [
      [a1, 10],
      [a2, 10],
      [a3, 10],
      [b1, 7],
      [b2, 6],
    ] as const) {
      expect(await balanceOf(server, u!.id)).toEqual({ purchased: 0, winnings: coins });
    }
    expect(await balanceOf(server, c1!.id)).toEqual({ purchased: FEE, winnings: 0 });
    expect(await balanceOf(server, creator.id)).toEqual({ purchased: 0, winnings: 17 });
    const prizes = (await payoutLines(server, t.id, 'prize')).reduce((sum, l) => sum + l.delta, 0);
    expect(prizes + 17).toBe((await tournamentRow(server, t.id))!.prizePool);
    await expectLedgerClean(server);
  });

  it('is for the creator or an admin, once a match has results', async () => {
    const { creator, t, players } = await tiedSeries();
    const outsider = await createUser(server.ctx);
    const before = await snapshot(server, t.id);
    for (const who of [players[0]!, outsider]) {
      expect(await seriesApi(server, who, t.id).finalize()).toMatchObject({
        status: 403,
        body: { detail: PLAY_TEXT.notManager },
      });
    }
    expect((await seriesApi(server, null, t.id).finalize()).status).toBe(401);
    // select-winners does not pay a series: it names finalize-series.
    const byHand = await seriesApi(server, creator, t.id).selectWinners([
      { user_id: players[0]!.id, coins_awarded: 5, position: 1 },
    ]);
    expect(byHand).toMatchObject({ status: 409, body: { detail: SERIES_TEXT.isSeries } });
    expect(await snapshot(server, t.id)).toEqual(before);

    // A pending series, or none at all: 404 for those who cannot see it.
    const pending = await liveSeries(server, { seats: [[1, 0]], approved: false, live: false });
    for (const id of [pending.t.id, randomUUID(), 'not-a-uuid']) {
      expect((await seriesApi(server, outsider, id).finalize()).status).toBe(404);
    }
    // No match entered yet (live or not): 409.
    expect(await seriesApi(server, pending.creator, pending.t.id).finalize()).toMatchObject({
      status: 409,
      body: { detail: SERIES_TEXT.noMatchEntered },
    });
    const fresh = await liveSeries(server, {
      seats: [
        [1, 0],
        [2, 0],
      ],
    });
    expect(await seriesApi(server, fresh.creator, fresh.t.id).finalize()).toMatchObject({
      status: 409,
      body: { detail: SERIES_TEXT.noMatchEntered },
    });
    expect((await tournamentRow(server, fresh.t.id))!.isFinalized).toBe(false);

    await expectLedgerClean(server);
  });
});

describe('finalize-series at the same moment', () => {
  it('two calls: exactly one 200 and one 409, the money moved once', async () => {
    const { creator, t, players } = await tiedSeries();
    const calls = await Promise.all([
      seriesApi(server, creator, t.id).finalize(),
      seriesApi(server, admin, t.id).finalize(),
    ]);
    expect(calls.map((c) => c.status).sort()).toEqual([200, 409]);
    expect(calls.find((c) => c.status === 409)!.body.detail).toBe(PLAY_TEXT.finalized);
    expect(await winnerRows(server, t.id)).toHaveLength(6);
    expect(await payoutLines(server, t.id, 'prize')).toHaveLength(6);
    expect(await payoutLines(server, t.id, 'prize_remainder')).toHaveLength(1);
    expect(await balanceOf(server, players[0]!.id)).toEqual({ purchased: 0, winnings: 13 });
    expect(await balanceOf(server, creator.id)).toEqual({ purchased: 0, winnings: 5 });
    expect(await actions(server, t.id, 'series_finalized')).toHaveLength(1);
    await expectLedgerClean(server);
  });

  it('against a result: the payout is from the standings of the matches stored when it ran', async () => {
    const { creator, t } = await tiedSeries();
    const [put, fin] = await Promise.all([
      seriesApi(server, admin, t.id).put(3, [r(4, 1, 20)]),
      seriesApi(server, creator, t.id).finalize(),
    ]);
    expect(fin.status).toBe(200);
    expect([200, 409]).toContain(put.status);
    const stored = await storedResults(server, t.id);
    const played = Math.max(...stored.map((x) => Number(x.split(':')[0])));
    expect(played).toBe(put.status === 200 ? 3 : 2);
    const [line] = await actions(server, t.id, 'series_finalized');
    expect(line!.detail.match).toBe(played);
    // Team 4's 20 kills in match 3 would make it first: the payout follows what was stored.
    const top = (await winnerRows(server, t.id)).filter((w) => w.position === 1);
    expect(top).toHaveLength(put.status === 200 ? 1 : 3);
    const sum = (await payoutLines(server, t.id, 'prize')).reduce((s, l) => s + l.delta, 0);
    expect(sum + fin.body.remainder).toBe(70);
    await expectLedgerClean(server);
  });
});
