/**
 * The standings of a series (docs/product/series.md#standings): public to whoever may see the
 * tournament, ranked by total points, then kills, then wins, then the better placement in the
 * latest match both teams played; teams nothing tells apart share a rank and the next one skips.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_PRESETS, SERIES_TEXT } from '@squadhub/shared';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import { as } from '../squads/helpers.js';
import { SERIES, brief, liveSeries, r, seriesApi } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

interface Row {
  rank: number;
  team_number: number;
  players: string[];
  total_points: number;
  placement_points: number;
  kill_points: number;
  kills: number;
  wins: number;
  matches: { n: number; placement: number; kills: number; points: number }[];
}

describe('GET /tournaments/{id}/standings', () => {
  it('answers anyone for an approved series, only those who may see a pending one', async () => {
    const { creator, t, players } = await liveSeries(server, {
      seats: [
        [2, 0],
        [1, 0],
        [1, 1],
      ],
    });
    const anonymous = await seriesApi(server, null, t.id).standings();
    expect(anonymous.status).toBe(200);
    // Before any result: every team with players, level, by team number; the empty team is absent.
    expect(anonymous.body).toEqual({
      matches_total: 3,
      matches_played: 0,
      points: { placement: SERIES.points.placement, kill_points: 1 },
      rows: [
        {
          rank: 1,
          team_number: 1,
          players: [players[1].username, players[2].username],
          total_points: 0,
          placement_points: 0,
          kill_points: 0,
          kills: 0,
          wins: 0,
          matches: [],
        },
        {
          rank: 1,
          team_number: 2,
          players: [players[0].username],
          total_points: 0,
          placement_points: 0,
          kill_points: 0,
          kills: 0,
          wins: 0,
          matches: [],
        },
      ],
    });
    expect((await seriesApi(server, creator, t.id).put(1, [r(2, 1, 4), r(1, 2, 1)])).status).toBe(200);
    const after = await seriesApi(server, players[0], t.id).standings();
    expect(after.body.rows.map(brief)).toEqual([
      [1, 2, 14, 4, 1],
      [2, 1, 7, 1, 0],
    ]);
    expect((await seriesApi(server, null, t.id).standings()).body).toEqual(after.body);

    const pending = await liveSeries(server, { seats: [[1, 0]], approved: false, live: false });
    const admin = await createUser(server.ctx, { role: 'admin' });
    expect((await seriesApi(server, null, pending.t.id).standings()).status).toBe(404);
    expect((await seriesApi(server, players[0], pending.t.id).standings()).status).toBe(404);
    expect((await seriesApi(server, pending.creator, pending.t.id).standings()).status).toBe(200);
    expect((await seriesApi(server, admin, pending.t.id).standings()).status).toBe(200);
    expect((await seriesApi(server, null, 'not-a-uuid').standings()).status).toBe(404);

    const single = await liveSeries(server, { seats: [[1, 0]], series: null });
    expect(await seriesApi(server, null, single.t.id).standings()).toMatchObject({
      status: 409,
      body: { detail: SERIES_TEXT.notSeries },
    });
  });

  it('sorts by points, kills, wins, then the latest shared match, and shares ranks (1, 1, 3)', async () => {
    // Ten solo teams, the table 10/5/3/1 and one point a kill.
    const { creator, t, players } = await liveSeries(server, {
      template: 'alcatraz_solo',
      maxTeams: 10,
      seats: Array.from({ length: 10 }, (_, i) => [i + 1, 0] as [number, number]),
      series: { matches: 3, points: { preset: 'custom', placement: [10, 5, 3, 1], kill_points: 1 }, payout: [100] },
    });
    const api = seriesApi(server, creator, t.id);
    // Match 1: team 7 beats team 8; teams 2 and 10 sit it out.
    const m1 = [r(6, 1), r(5, 2), r(1, 3), r(3, 4, 2), r(7, 5, 1), r(8, 6, 1), r(4, 7), r(9, 8, 2)];
    // Match 2 (placements 4 and 5 unused): team 8 beats team 7; teams 3, 6 and 9 sit it out.
    const m2 = [r(1, 1, 5), r(5, 2), r(2, 3, 10), r(4, 6, 3), r(8, 7), r(7, 8), r(10, 9, 2)];
    expect((await api.put(1, m1)).status).toBe(200);
    const res = await api.put(2, m2);
    expect(res.status).toBe(200);
    const rows = res.body.rows as Row[];
    expect(rows.map(brief)).toEqual([
      [1, 1, 18, 5, 1],
      [2, 2, 13, 10, 0],
      // Level on points and kills: team 6's win puts it first.
      [3, 6, 10, 0, 1],
      [4, 5, 10, 0, 0],
      // Level on points: team 4 has more kills.
      [5, 4, 3, 3, 0],
      [6, 3, 3, 2, 0],
      // Level on everything and no match in common: one rank, and the next skips one.
      [7, 9, 2, 2, 0],
      [7, 10, 2, 2, 0],
      // Level on points, kills and wins: team 8 was better in match 2, the latest both played
      // (team 7 was better in match 1).
      [9, 8, 1, 1, 0],
      [10, 7, 1, 1, 0],
    ]);
    const team1 = rows[0]!;
    expect(team1).toEqual({
      rank: 1,
      team_number: 1,
      players: [players[0]!.username],
      total_points: 18,
      placement_points: 13,
      kill_points: 5,
      kills: 5,
      wins: 1,
      matches: [
        { n: 1, placement: 3, kills: 0, points: 3 },
        { n: 2, placement: 1, kills: 5, points: 15 },
      ],
    });
    for (const row of rows) {
      expect(row.players).toEqual([players[row.team_number - 1]!.username]);
      expect(row.total_points).toBe(row.placement_points + row.kill_points);
      expect(row.total_points).toBe(row.matches.reduce((s, m) => s + m.points, 0));
    }
    // The same standings for everyone, and the match count on the tournament and in the list.
    expect((await seriesApi(server, null, t.id).standings()).body).toEqual(res.body);
    expect((await api.view()).body.matches_played).toBe(2);
    const list = await as(server, creator).get('/tournaments');
    expect(list.status).toBe(200);
    expect(list.body.find((x: { id: string }) => x.id === t.id)).toMatchObject({ matches_played: 2, series: t.series });

    // Match 3: teams 9 and 10 both play it (team 9 better: their tie is broken), team 7 gains a
    // point on team 8 but stays behind 9 and 10 on kills.
    const third = await api.put(3, [r(7, 4), r(9, 5), r(10, 6)]);
    expect(third.body.rows.map(brief).slice(6)).toEqual([
      [7, 9, 2, 2, 0],
      [8, 10, 2, 2, 0],
      [9, 7, 2, 1, 0],
      [10, 8, 1, 1, 0],
    ]);
  });

  it("scores a preset's table, places past it at 0, and kill points as set", async () => {
    const { creator, t } = await liveSeries(server, {
      template: 'alcatraz_solo',
      maxTeams: 10,
      seats: Array.from({ length: 10 }, (_, i) => [i + 1, 0] as [number, number]),
      series: {
        matches: 2,
        points: { preset: 'pubgm', placement: [...POINTS_PRESETS.pubgm], kill_points: 3 },
        payout: [60, 40],
      },
    });
    const res = await seriesApi(server, creator, t.id).put(1, [r(4, 1, 2), r(3, 8, 1), r(2, 9, 4), r(1, 10)]);
    expect(res.body.points).toEqual({ placement: [...POINTS_PRESETS.pubgm], kill_points: 3 });
    const byTeam = new Map((res.body.rows as Row[]).map((x) => [x.team_number, x]));
    expect(byTeam.get(4)).toMatchObject({ total_points: 16, placement_points: 10, kill_points: 6, wins: 1 });
    expect(byTeam.get(3)).toMatchObject({ total_points: 4, placement_points: 1, kill_points: 3 });
    expect(byTeam.get(2)).toMatchObject({ total_points: 12, placement_points: 0, kill_points: 12 });
    expect(byTeam.get(1)).toMatchObject({ total_points: 0, matches: [{ n: 1, placement: 10, kills: 0, points: 0 }] });
    expect(res.body.rows.map((x: Row) => x.team_number).slice(0, 3)).toEqual([4, 2, 3]);
    // Teams that did not play and team 1 (placed, no points) are all level, behind team 3.
    expect(new Set(res.body.rows.slice(3).map((x: Row) => x.rank))).toEqual(new Set([4]));
  });

  // Known bug (shared/src/rules/series.ts, computeStandings): the latest-shared-match tiebreak is
  // not transitive, and a team shares the rank of the row before it whenever those two cannot be
  // told apart. Here X beat Z in the only match they shared, Y met neither: with X, Y, Z numbered
  // 1, 2, 3 all three share rank 1; numbered 2, 1, 3 Z is 3rd. The same results rank (and pay) a
  // team differently by its team number. Drop `.fails` once ranks do not depend on numbering.
  it('ranks the same results the same whatever the team numbers', async () => {
    const ranksOf = async (x: number, y: number, z: number) => {
      const { creator, t, players } = await liveSeries(server, {
        template: 'alcatraz_solo',
        maxTeams: 3,
        seats: [
          [x, 0],
          [y, 0],
          [z, 0],
        ],
        // Only 1st place scores, and no one is placed 1st: everyone ends on 0 points, 0 kills, 0 wins.
        series: { matches: 2, points: { preset: 'custom', placement: [5], kill_points: 0 }, payout: [100] },
      });
      const api = seriesApi(server, creator, t.id);
      expect((await api.put(1, [r(x, 2), r(z, 3)])).status).toBe(200);
      const res = await api.put(2, [r(y, 2)]);
      const rankOf = (team: number) => (res.body.rows as Row[]).find((row) => row.team_number === team)!.rank;
      expect(players).toHaveLength(3);
      return { X: rankOf(x), Y: rankOf(y), Z: rankOf(z) };
    };
    const a = await ranksOf(1, 2, 3);
    const b = await ranksOf(2, 1, 3);
    expect(b).toEqual(a);
  });
});
