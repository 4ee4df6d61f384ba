import { describe, expect, it } from 'vitest';
import { SERIES_HOST_NOTICE, SERIES_TEXT } from '@squadhub/shared';
import { defaultSeries, ordinal, payoutShares, raisedPlaces, seriesProblems, seriesValues } from './seriesSettings';

describe('the series fields', () => {
  it('start from a valid series', () => {
    expect(seriesProblems(defaultSeries(), 16).any).toBe(false);
  });

  it('pay each rank floor(pool × percent / 100) and leave the rest to the creator', () => {
    expect(payoutShares(1001, [50, 30, 20])).toEqual({ shares: [500, 300, 200], left: 1 });
    expect(payoutShares(100, [50, NaN])).toEqual({ shares: [50, 0], left: 50 });
    expect(payoutShares(NaN, [50])).toEqual({ shares: [0], left: 0 });
  });

  it('mark every place that scores more than the one above it', () => {
    expect(raisedPlaces([10, 6, 8, 4, 5])).toEqual([3, 5]);
    const problems = seriesProblems({ ...defaultSeries(), points: { preset: 'custom', placement: [10, 12] } }, 16);
    expect(problems.placementAt).toEqual(new Set([2]));
    expect(problems.placement).toBe(SERIES_HOST_NOTICE.placementRaised(2));
  });

  it('say what the shared schema says, field by field', () => {
    const problems = seriesProblems({ matches: 1, points: { preset: 'pubgm', kill_points: 51 }, payout: [80, 30] }, 16);
    expect(problems.matches).toBe(SERIES_TEXT.matchesRange);
    expect(problems.killPoints).toBe(SERIES_TEXT.killPoints);
    expect(problems.payout).toBe(SERIES_TEXT.payoutOver100);
  });

  it('refuse a payout longer than the tournament has teams', () => {
    expect(seriesProblems(defaultSeries(), 2).size).toBe(SERIES_TEXT.payoutTooLong(2));
  });

  it('edit a tournament’s series, or none', () => {
    expect(seriesValues(null)).toBeNull();
    const series = {
      matches: 3,
      points: { preset: 'ffws' as const, placement: [12, 9], kill_points: 1 },
      payout: [100],
    };
    expect(seriesValues(series)).toEqual(series);
  });

  it('name places', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });
});
