import { describe, expect, it } from 'vitest';
import {
  POINTS_PRESETS,
  computeStandings,
  matchPoints,
  placementTable,
  seriesPayout,
  type EnteredMatch,
  type PointsTable,
} from './series.js';

const teams = (...numbers: number[]) => new Map(numbers.map((n) => [n, [`p${n}a`, `p${n}b`]]));
const table = (preset: keyof typeof POINTS_PRESETS, kill_points = 1): PointsTable => ({
  placement: POINTS_PRESETS[preset],
  kill_points,
});

describe('match points', () => {
  it.each([
    ['pubgm', [10, 6, 5, 4, 3, 2, 1, 1]],
    ['pubgm_classic', [15, 12, 10, 8, 6, 4, 2, 1, 1, 1, 1, 1]],
    ['ffws', [12, 9, 8, 7, 6, 5, 4, 3, 2, 1]],
    ['algs', [12, 9, 7, 5, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1]],
  ] as const)('scores each place of the %s table, and 0 past its end', (preset, points) => {
    const t = table(preset, 0);
    points.forEach((p, i) => expect(matchPoints(t, { placement: i + 1, kills: 0 }).total).toBe(p));
    expect(matchPoints(t, { placement: points.length + 1, kills: 0 }).total).toBe(0);
  });

  it('adds kills times the kill points, and a custom table scores as listed', () => {
    expect(matchPoints(table('pubgm', 2), { placement: 1, kills: 7 })).toEqual({ placement: 10, kills: 14, total: 24 });
    const custom: PointsTable = { placement: placementTable('custom', [5, 3]), kill_points: 1 };
    expect(matchPoints(custom, { placement: 2, kills: 1 }).total).toBe(4);
    expect(matchPoints(custom, { placement: 3, kills: 0 }).total).toBe(0);
  });
});

describe('standings', () => {
  it('ranks by total points and keeps each match of each team', () => {
    const matches: EnteredMatch[] = [
      {
        n: 1,
        results: [
          { team_number: 1, placement: 2, kills: 3 },
          { team_number: 2, placement: 1, kills: 1 },
        ],
      },
      {
        n: 2,
        results: [
          { team_number: 1, placement: 1, kills: 4 },
          { team_number: 2, placement: 2, kills: 0 },
        ],
      },
    ];
    const rows = computeStandings(table('pubgm'), matches, teams(1, 2, 3));
    expect(rows.map((r) => [r.rank, r.team_number, r.total_points])).toEqual([
      [1, 1, 6 + 3 + 10 + 4],
      [2, 2, 10 + 1 + 6],
      [3, 3, 0],
    ]);
    expect(rows[0]).toMatchObject({ placement_points: 16, kill_points: 7, kills: 7, wins: 1, players: ['p1a', 'p1b'] });
    expect(rows[0]!.matches).toEqual([
      { n: 1, placement: 2, kills: 3, points: 9 },
      { n: 2, placement: 1, kills: 4, points: 14 },
    ]);
  });

  it('breaks a tie on points by kills, then wins, then the latest match both played', () => {
    const t: PointsTable = { placement: [10, 8, 5, 0], kill_points: 1 };
    // Kills: 1 and 2 tie on 10 points; team 2 has more kills.
    const byKills = computeStandings(
      t,
      [
        {
          n: 1,
          results: [
            { team_number: 1, placement: 1, kills: 0 },
            { team_number: 2, placement: 2, kills: 2 },
          ],
        },
      ],
      teams(1, 2),
    );
    expect(byKills.map((r) => r.team_number)).toEqual([2, 1]);

    // Wins: equal points and kills, team 3 won a match.
    const byWins = computeStandings(
      { placement: [10, 5, 5], kill_points: 0 },
      [
        {
          n: 1,
          results: [
            { team_number: 3, placement: 1, kills: 0 },
            { team_number: 4, placement: 2, kills: 0 },
          ],
        },
        {
          n: 2,
          results: [
            { team_number: 3, placement: 3, kills: 0 },
            { team_number: 4, placement: 1, kills: 0 },
          ],
        },
        {
          n: 3,
          results: [
            { team_number: 3, placement: 2, kills: 0 },
            { team_number: 4, placement: 3, kills: 0 },
          ],
        },
      ],
      teams(3, 4),
    );
    expect(byWins.map((r) => [r.team_number, r.total_points, r.wins])).toEqual([
      [3, 20, 1],
      [4, 20, 1],
    ]);
    // Equal wins too: team 3 placed better in match 3, the latest both played.
    expect(byWins.map((r) => r.rank)).toEqual([1, 2]);
  });

  it('ranks on wins when points and kills are equal', () => {
    const rows = computeStandings(
      { placement: [4, 2, 2], kill_points: 0 },
      [
        {
          n: 1,
          results: [
            { team_number: 1, placement: 2, kills: 0 },
            { team_number: 2, placement: 1, kills: 0 },
          ],
        },
        {
          n: 2,
          results: [
            { team_number: 1, placement: 2, kills: 0 },
            { team_number: 2, placement: 3, kills: 0 },
          ],
        },
      ],
      teams(1, 2),
    );
    expect(rows.map((r) => [r.team_number, r.total_points, r.wins, r.rank])).toEqual([
      [2, 6, 1, 1],
      [1, 4, 0, 2],
    ]);
  });

  it('lets teams nothing tells apart share a rank, and the next rank skips', () => {
    const rows = computeStandings(
      { placement: [5, 5, 1], kill_points: 1 },
      [
        {
          n: 1,
          results: [
            { team_number: 1, placement: 3, kills: 0 },
            { team_number: 2, placement: 2, kills: 1 },
          ],
        },
        { n: 2, results: [{ team_number: 3, placement: 2, kills: 1 }] },
      ],
      teams(1, 2, 3),
    );
    // Teams 2 and 3: 6 points, 1 kill, no win, and no match both played.
    expect(rows.map((r) => [r.team_number, r.rank])).toEqual([
      [2, 1],
      [3, 1],
      [1, 3],
    ]);
  });
});

describe('payout from the standings', () => {
  const seated = new Map([
    [1, ['u1a', 'u1b']],
    [2, ['u2a', 'u2b', 'u2c']],
    [3, ['u3a']],
  ]);

  it('pays each rank floor(pool x percent / 100), split among the players, leftover to the earliest', () => {
    const standings = [
      { rank: 1, team_number: 2 },
      { rank: 2, team_number: 1 },
      { rank: 3, team_number: 3 },
    ];
    const { prizes, remainder } = seriesPayout(standings, [50, 30, 20], 101, seated);
    // Rank 1 gets 50: 16 each for three players, the 2 left over to the earliest; rank 2 gets 30, rank 3 gets 20.
    expect(prizes).toEqual([
      { team_number: 2, rank: 1, user_id: 'u2a', coins: 18 },
      { team_number: 2, rank: 1, user_id: 'u2b', coins: 16 },
      { team_number: 2, rank: 1, user_id: 'u2c', coins: 16 },
      { team_number: 1, rank: 2, user_id: 'u1a', coins: 15 },
      { team_number: 1, rank: 2, user_id: 'u1b', coins: 15 },
      { team_number: 3, rank: 3, user_id: 'u3a', coins: 20 },
    ]);
    expect(remainder).toBe(1);
    expect(prizes.reduce((s, p) => s + p.coins, 0) + remainder).toBe(101);
  });

  it('lets tied teams share the shares of the ranks they cover; the odd coin is the remainder', () => {
    const standings = [
      { rank: 1, team_number: 1 },
      { rank: 1, team_number: 3 },
      { rank: 3, team_number: 2 },
    ];
    const { prizes, remainder } = seriesPayout(standings, [60, 25], 99, seated);
    // Ranks 1 and 2 (59 + 24 = 83) split by two teams: 41 each; rank 3 has no share.
    expect(prizes.filter((p) => p.team_number === 1).reduce((s, p) => s + p.coins, 0)).toBe(41);
    expect(prizes.filter((p) => p.team_number === 3).reduce((s, p) => s + p.coins, 0)).toBe(41);
    expect(prizes.some((p) => p.team_number === 2)).toBe(false);
    expect(remainder).toBe(99 - 82);
  });

  it('keeps every coin of a team without players, and of an empty pool, in the remainder', () => {
    const standings = [
      { rank: 1, team_number: 9 },
      { rank: 2, team_number: 3 },
    ];
    expect(seriesPayout(standings, [70, 30], 10, seated)).toEqual({
      prizes: [{ team_number: 3, rank: 2, user_id: 'u3a', coins: 3 }],
      remainder: 7,
    });
    expect(seriesPayout(standings, [70, 30], 0, seated)).toEqual({ prizes: [], remainder: 0 });
  });
});
