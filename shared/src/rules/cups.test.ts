import { describe, expect, it } from 'vitest';
import {
  advanceStage,
  advancingCount,
  compareAcrossLobbies,
  countedMatches,
  lobbySizes,
  lobbyStandings,
  seedLobbies,
  stagePlan,
  stageProblem,
  type CupStanding,
  type LobbyTeam,
} from './cups.js';
import type { EnteredMatch, PointsTable } from './series.js';

const table: PointsTable = { placement: [10, 6, 5, 4, 3, 2, 1, 1], kill_points: 1 };
const stage = (teams_per_lobby: number, advance_per_lobby: number, wildcards = 0) => ({
  teams_per_lobby,
  advance_per_lobby,
  wildcards,
});

/** A standing as a stage would compute it, for the cross-lobby rules. */
const standing = (id: string, lobby: number, lobby_rank: number, points: number, kills = 0, wins = 0, registered = 0) =>
  ({
    team_id: id,
    team_number: lobby_rank,
    registered: registered || Number(id.replace(/\D/g, '')),
    lobby,
    lobby_rank,
    points,
    kills,
    wins,
    played: 1,
    counted: 1,
  }) satisfies CupStanding;

describe('lobbies of a stage', () => {
  it('seats teams in as few lobbies as hold them, filled evenly', () => {
    expect(lobbySizes(2_048, 82)).toEqual([...Array(80).fill(25), 24, 24].sort((a, b) => b - a));
    expect(lobbySizes(2_048, 82).reduce((a, b) => a + b, 0)).toBe(2_048);
    expect(stagePlan([stage(25, 1, 17), stage(25, 4), stage(16, 0)], 2_048)).toEqual([
      { teams: 2_048, lobbies: 82 },
      { teams: 99, lobbies: 4 },
      { teams: 16, lobbies: 1 },
    ]);
  });

  it('advances K of each lobby (never more than a lobby holds) plus W, never more than play', () => {
    expect(advancingCount(100, stage(25, 3, 4))).toBe(16);
    expect(advancingCount(3, stage(25, 2, 5))).toBe(3);
  });

  it('deals the snake 1→L, L→1 in the given order', () => {
    const lobbies = seedLobbies([1, 2, 3, 4, 5, 6, 7], 3, 'snake');
    expect(lobbies).toEqual([
      [1, 6, 7],
      [2, 5],
      [3, 4],
    ]);
  });

  it('shuffles before dealing when random, keeping every team once', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
    const teams = Array.from({ length: 50 }, (_, i) => i);
    const lobbies = seedLobbies(teams, 16, 'random', random);
    expect(lobbies.map((l) => l.length)).toEqual([13, 13, 12, 12]);
    expect(lobbies.flat().sort((a, b) => a - b)).toEqual(teams);
    expect(lobbies.flat()).not.toEqual(seedLobbies(teams, 16, 'snake').flat());
  });
});

describe('stages that cannot be played', () => {
  it('refuses a K larger than the lobby', () => {
    expect(stageProblem([stage(16, 17), stage(20, 0)], 64)).toEqual({
      kind: 'advance_more_than_lobby',
      stage: 1,
      lobby: 16,
    });
  });

  it('refuses a final that cannot seat everyone the stage before sends it', () => {
    expect(stageProblem([stage(16, 4, 8), stage(16, 0)], 64)).toEqual({
      kind: 'final_overflows',
      stage: 2,
      advancing: 24,
      seats: 16,
    });
    expect(stageProblem([stage(16, 2, 8), stage(16, 0)], 64)).toBeNull();
  });

  it('refuses a stage that advances no one, eliminates no one, or a final that advances', () => {
    expect(stageProblem([stage(16, 0, 4), stage(16, 0)], 64)).toEqual({ kind: 'no_one_advances', stage: 1 });
    expect(stageProblem([stage(16, 16), stage(25, 0)], 16)).toEqual({ kind: 'no_elimination', stage: 1 });
    expect(stageProblem([stage(16, 2), stage(16, 1)], 64)).toEqual({ kind: 'final_advances', stage: 2 });
  });
});

describe('standings of a lobby', () => {
  const teams: LobbyTeam[] = [
    { team_id: 'a', team_number: 1, registered: 3 },
    { team_id: 'b', team_number: 2, registered: 1 },
    { team_id: 'c', team_number: 3, registered: 2 },
  ];

  it('counts only the best N results of each team when the stage says best N of M', () => {
    const matches: EnteredMatch[] = [
      { n: 1, results: [r(1, 1, 0), r(2, 2, 0), r(3, 3, 9)] },
      { n: 2, results: [r(1, 3, 0), r(2, 1, 0), r(3, 2, 0)] },
      { n: 3, results: [r(1, 2, 0), r(2, 3, 0), r(3, 1, 0)] },
    ];
    const counted = countedMatches(table, matches, 2);
    expect(counted.map((m) => m.results.map((x) => x.team_number))).toEqual([[1, 2, 3], [2], [1, 3]]);
    const rows = lobbyStandings(1, table, matches, 2, teams);
    // c: 14 (5 + 9 kills) + 10 = 24; a: 10 + 6 = 16; b: 10 + 6 = 16, one win each; a placed
    // better than b in match 1, the latest counted match both played.
    expect(rows.map((x) => [x.team_id, x.points, x.played, x.counted])).toEqual([
      ['c', 24, 3, 2],
      ['a', 16, 3, 2],
      ['b', 16, 3, 2],
    ]);
  });

  it('breaks what the series cannot by the earlier registration, so ranks are unique', () => {
    const matches: EnteredMatch[] = [{ n: 1, results: [r(3, 1, 0)] }];
    const rows = lobbyStandings(1, table, matches, null, teams);
    expect(rows.map((x) => [x.team_id, x.lobby_rank])).toEqual([
      ['c', 1],
      ['b', 2],
      ['a', 3],
    ]);
  });
});

describe('advancing a stage', () => {
  it('takes the top K of each lobby, then the best of the rest as wildcards', () => {
    const lobbies = [
      [standing('t1', 1, 1, 30), standing('t2', 1, 2, 20), standing('t3', 1, 3, 19)],
      [standing('t4', 2, 1, 40), standing('t5', 2, 2, 10), standing('t6', 2, 3, 5)],
    ];
    const { advancing, wildcards, eliminated } = advanceStage(lobbies, { advance_per_lobby: 1, wildcards: 2 });
    expect(advancing.map((t) => t.team_id)).toEqual(['t4', 't1', 't2', 't3']);
    expect(wildcards.map((t) => t.team_id)).toEqual(['t2', 't3']);
    expect(eliminated.map((t) => t.team_id)).toEqual(['t5', 't6']);
  });

  it.each([
    ['points', standing('t7', 1, 2, 21, 0, 0, 9), standing('t8', 2, 2, 20, 9, 9, 1), 't7'],
    ['kills at equal points', standing('t7', 1, 2, 20, 5, 0, 9), standing('t8', 2, 2, 20, 4, 9, 1), 't7'],
    ['wins at equal points and kills', standing('t7', 1, 2, 20, 5, 2, 9), standing('t8', 2, 2, 20, 5, 1, 1), 't7'],
    [
      'registration at equal points, kills and wins',
      standing('t7', 1, 2, 20, 5, 1, 2),
      standing('t8', 2, 2, 20, 5, 1, 1),
      't8',
    ],
  ])('a tie at the wildcard cutoff goes by %s', (_, x, y, winner) => {
    const lobbies = [
      [standing('t1', 1, 1, 50), x],
      [standing('t2', 2, 1, 50), y],
    ];
    for (const order of [lobbies, [...lobbies].reverse(), lobbies.map((l) => [...l].reverse())]) {
      const { wildcards, eliminated } = advanceStage(
        order.map((l) => [...l].sort((a, b) => a.lobby_rank - b.lobby_rank)),
        { advance_per_lobby: 1, wildcards: 1 },
      );
      expect(wildcards.map((t) => t.team_id)).toEqual([winner]);
      expect(eliminated).toHaveLength(1);
    }
  });

  it('orders every pair the same way whichever comes first (a total order)', () => {
    const a = standing('t1', 1, 2, 20, 5, 1, 4);
    const b = standing('t2', 2, 2, 20, 5, 1, 3);
    expect(compareAcrossLobbies(a, b)).toBe(1);
    expect(compareAcrossLobbies(b, a)).toBe(-1);
    expect(compareAcrossLobbies(a, a)).toBe(0);
  });

  it('at a tie on the lobby cutoff, the earlier registration takes the lobby place', () => {
    const teams: LobbyTeam[] = [
      { team_id: 'late', team_number: 1, registered: 8 },
      { team_id: 'early', team_number: 2, registered: 2 },
      { team_id: 'last', team_number: 3, registered: 9 },
    ];
    // Equal on every series tiebreak: neither played a match the other played.
    const matches: EnteredMatch[] = [{ n: 1, results: [r(3, 1, 0)] }];
    const rows = lobbyStandings(1, table, matches, null, teams);
    const { advancing } = advanceStage([rows], { advance_per_lobby: 2, wildcards: 0 });
    expect(advancing.map((t) => t.team_id)).toEqual(['last', 'early']);
  });
});

function r(team_number: number, placement: number, kills: number) {
  return { team_number, placement, kills };
}
