import { describe, expect, it } from 'vitest';
import { SERIES_HOST_NOTICE, type Tournament } from '@squadhub/shared';
import {
  checkGrid,
  gridFromReports,
  gridFromStandings,
  killsDown,
  killsUp,
  nextMatch,
  placementDown,
  placementUp,
  rowPoints,
  teamsWithPlayers,
  typedNumber,
  type GridTeam,
} from './resultsGrid';

const teams: GridTeam[] = [1, 2, 3].map((n) => ({ team_number: n, players: [`p${n}`] }));

describe('the teams of the grid', () => {
  it('lists only teams with players, in team order, with their names', () => {
    const slot = (name: string | null) => ({ player_username: name }) as Tournament['teams'][number]['slots'][number];
    const t = {
      teams: [
        { team_number: 2, slots: [slot('b'), slot(null), slot('c')] },
        { team_number: 1, slots: [slot('a')] },
        { team_number: 3, slots: [slot(null)] },
      ],
    } as unknown as Tournament;
    expect(teamsWithPlayers(t)).toEqual([
      { team_number: 1, players: ['a'] },
      { team_number: 2, players: ['b', 'c'] },
    ]);
  });
});

describe('checking a match before it is sent', () => {
  it('sends a complete, unique grid', () => {
    const check = checkGrid(
      { 1: { placement: 2, kills: 3 }, 2: { placement: 1, kills: null }, 3: { placement: 3, kills: 0 } },
      teams,
    );
    expect(check.problems).toEqual([]);
    expect(check.results).toEqual([
      { team_number: 1, placement: 2, kills: 3 },
      { team_number: 2, placement: 1, kills: 0 },
      { team_number: 3, placement: 3, kills: 0 },
    ]);
  });

  it('marks both teams of a placement entered twice', () => {
    const check = checkGrid({ 1: { placement: 1, kills: 0 }, 2: { placement: 1, kills: 0 } }, teams);
    expect(check.results).toBeNull();
    expect(check.byTeam.get(1)).toMatchObject({ placement: true, kills: false });
    expect(check.byTeam.get(2)?.messages).toEqual([SERIES_HOST_NOTICE.placementTwice(1)]);
    expect(check.problems).toEqual([SERIES_HOST_NOTICE.placementTwice(1)]);
  });

  it('marks placements past the number of teams with players, and kills past 99', () => {
    const check = checkGrid({ 1: { placement: 4, kills: 100 }, 2: { placement: 0, kills: 0 } }, teams);
    expect(check.byTeam.get(1)).toMatchObject({ placement: true, kills: true });
    expect(check.byTeam.get(2)?.messages).toEqual([SERIES_HOST_NOTICE.placementRange(3)]);
  });

  it('lets a team out of the match, but not with kills', () => {
    const ok = checkGrid({ 1: { placement: 1, kills: 2 } }, teams);
    expect(ok.leftOut).toEqual([2, 3]);
    expect(ok.results).toEqual([{ team_number: 1, placement: 1, kills: 2 }]);
    const bad = checkGrid({ 1: { placement: 1, kills: 2 }, 2: { placement: null, kills: 4 } }, teams);
    expect(bad.byTeam.get(2)?.messages).toEqual([SERIES_HOST_NOTICE.killsWithoutPlacement]);
  });

  it('sends nothing before a placement is typed, without calling it a problem', () => {
    const check = checkGrid({ 1: { placement: null, kills: 0 } }, teams);
    expect(check).toMatchObject({ empty: true, problems: [], results: null });
  });
});

describe('the steppers', () => {
  it('"+" on an empty placement takes the lowest free one, then counts up to the number of teams', () => {
    const values = { 1: { placement: 1, kills: 0 }, 3: { placement: 2, kills: 0 } };
    expect(placementUp(values, teams, 2)).toBe(3);
    expect(placementUp({ 2: { placement: 3, kills: 0 } }, teams, 2)).toBe(3);
    expect(placementUp({ 2: { placement: 1, kills: 0 } }, teams, 2)).toBe(2);
  });

  it('"−" goes one place better and from 1st back to empty', () => {
    expect(placementDown(3)).toBe(2);
    expect(placementDown(1)).toBeNull();
    expect(placementDown(null)).toBeNull();
  });

  it('keeps kills within 0 to 99', () => {
    expect(killsUp(null)).toBe(1);
    expect(killsUp(99)).toBe(99);
    expect(killsDown(0)).toBe(0);
    expect(killsDown(null)).toBe(0);
  });

  it('reads typed digits only', () => {
    expect(typedNumber('12')).toBe(12);
    expect(typedNumber('1a2')).toBe(12);
    expect(typedNumber('')).toBeNull();
    expect(typedNumber('12345')).toBe(123);
  });
});

describe('an entered match', () => {
  it('comes back from the standings to correct it', () => {
    const rows = [
      { team_number: 1, matches: [{ n: 1, placement: 2, kills: 1 }] },
      {
        team_number: 2,
        matches: [
          { n: 1, placement: 1, kills: 5 },
          { n: 2, placement: 1, kills: 0 },
        ],
      },
    ];
    expect(gridFromStandings(rows, 1)).toEqual({ 1: { placement: 2, kills: 1 }, 2: { placement: 1, kills: 5 } });
    expect(gridFromStandings(rows, 2)).toEqual({ 2: { placement: 1, kills: 0 } });
  });

  it('scores a row as typed', () => {
    const table = { placement: [10, 6, 5], kill_points: 2 };
    expect(rowPoints(table, { placement: 2, kills: 3 })).toBe(12);
    expect(rowPoints(table, { placement: 9, kills: null })).toBe(0);
    expect(rowPoints(table, { placement: null, kills: 3 })).toBeNull();
  });

  it('opens on the next match, or the last when all are entered', () => {
    expect(nextMatch(0, 4)).toBe(1);
    expect(nextMatch(2, 4)).toBe(3);
    expect(nextMatch(4, 4)).toBe(4);
  });
});

describe("the open match from the teams' reports", () => {
  it('starts each reported row at its typed numbers, leaves the others empty, and checks as typed', () => {
    const values = gridFromReports([
      { team_number: 1, placement: 2, kills: 4 },
      { team_number: 3, placement: 2, kills: 0 },
    ]);
    expect(values).toEqual({ 1: { placement: 2, kills: 4 }, 3: { placement: 2, kills: 0 } });
    // Two teams claiming one placement cannot be saved as they stand.
    expect(checkGrid(values, teams).results).toBeNull();
  });
});
