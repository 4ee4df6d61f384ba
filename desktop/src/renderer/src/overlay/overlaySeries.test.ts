import { describe, expect, it } from 'vitest';
import {
  OVERLAY_STANDINGS_SHOWN,
  overlayStandingsShown,
  overlayTeamName,
  overlayTopRows,
  teamCoins,
} from './overlaySeries';

const series = { matches: 3, points: { preset: 'ffws' as const, placement: [12, 9], kill_points: 1 }, payout: [100] };
const row = (team: number, players: string[] = [`p${team}`]) => ({
  rank: team,
  team_number: team,
  players,
  total_points: 0,
  placement_points: 0,
  kill_points: 0,
  kills: 0,
  wins: 0,
  matches: [],
});
const standings = (played: number, teams = 3) => ({
  matches_total: 3,
  matches_played: played,
  points: { placement: [12, 9], kill_points: 1 },
  rows: Array.from({ length: teams }, (_, i) => row(i + 1)),
});

describe('overlay standings', () => {
  it('show for a series once a match has results', () => {
    expect(overlayStandingsShown({ series }, standings(1))).toBe(true);
    expect(overlayStandingsShown({ series }, standings(0))).toBe(false);
    expect(overlayStandingsShown({ series }, null)).toBe(false);
    expect(overlayStandingsShown({ series: null }, standings(1))).toBe(false);
  });

  it(`keep the top ${OVERLAY_STANDINGS_SHOWN}`, () => {
    expect(overlayTopRows(standings(1, 25))).toHaveLength(OVERLAY_STANDINGS_SHOWN);
    expect(overlayTopRows(standings(1, 4))).toHaveLength(4);
  });

  it('name a team by its number and players, a solo player by name', () => {
    expect(overlayTeamName(row(4, ['Ace', 'Bob']), false)).toEqual({ name: 'Team 4', players: 'Ace, Bob' });
    expect(overlayTeamName(row(2, ['Ace']), true)).toEqual({ name: 'Ace', players: '' });
    expect(overlayTeamName(row(2, []), true)).toEqual({ name: 'Team 2', players: '' });
  });

  it("add up a team's coins from the winners", () => {
    const winners = [
      { username: 'Ace', coins_awarded: 15 },
      { username: 'Bob', coins_awarded: 14 },
      { username: 'Cy', coins_awarded: 9 },
    ];
    expect(teamCoins(row(1, ['Ace', 'Bob']), winners)).toBe(29);
    expect(teamCoins(row(2, ['Dee']), winners)).toBe(0);
  });
});
