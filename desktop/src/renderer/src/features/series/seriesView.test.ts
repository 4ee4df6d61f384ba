import { describe, expect, it } from 'vitest';
import { coinsByPlayer, currentMatch, hasResults, ordinal, placementChips, topRows } from './seriesView';

describe('the match being played', () => {
  const series = {
    matches: 6,
    points: { preset: 'pubgm' as const, placement: [10, 6], kill_points: 1 },
    payout: [100],
  };

  it('is the one after the last with results, at most the last match', () => {
    expect(currentMatch({ series, matches_played: 0 })).toBe(1);
    expect(currentMatch({ series, matches_played: 2 })).toBe(3);
    expect(currentMatch({ series, matches_played: 6 })).toBe(6);
  });

  it('does not exist in a single game', () => {
    expect(currentMatch({ series: null, matches_played: 0 })).toBeNull();
  });
});

describe('ordinals', () => {
  it('reads places as a player says them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('names each place of the points table', () => {
    expect(placementChips([10, 6, 5])).toEqual([
      { place: '1st', points: 10 },
      { place: '2nd', points: 6 },
      { place: '3rd', points: 5 },
    ]);
  });
});

describe('coins by player', () => {
  it('adds up what each username was paid', () => {
    const coins = coinsByPlayer([
      { username: 'ace', coins_awarded: 15 },
      { username: 'bob', coins_awarded: 14 },
    ]);
    expect(coins.get('ace')).toBe(15);
    expect(coins.get('bob')).toBe(14);
    expect(coins.get('cy')).toBeUndefined();
  });
});

describe('the top of the standings', () => {
  const ranks = (...r: number[]) => r.map((rank) => ({ rank }));

  it('keeps the first places, and a rank tied across the cut whole', () => {
    expect(topRows(ranks(1, 2, 3, 4, 5), 3)).toEqual(ranks(1, 2, 3));
    expect(topRows(ranks(1, 2, 3, 3, 5), 3)).toEqual(ranks(1, 2, 3, 3));
    expect(topRows(ranks(1, 2), 3)).toEqual(ranks(1, 2));
  });

  it('stops at the cap when a tie runs long', () => {
    expect(topRows(ranks(1, 1, 1, 1, 1, 1, 1, 1), 3, 5)).toHaveLength(5);
  });

  it('has nothing to rank before the first result', () => {
    expect(hasResults({ matches_played: 0 })).toBe(false);
    expect(hasResults({ matches_played: 1 })).toBe(true);
  });
});
