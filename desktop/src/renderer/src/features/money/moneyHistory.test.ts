import { describe, expect, it } from 'vitest';
import type { LedgerHistoryEntry } from '@squadhub/shared';
import { chartSeries, groupByDay, signedAmount } from './moneyHistory';

const entry = (id: number, created_at: string): LedgerHistoryEntry => ({
  id,
  created_at,
  bucket: 'purchased',
  delta: 1,
  reason: 'purchase',
  tournament: null,
  counterparty: null,
  note: null,
});

describe('groupByDay', () => {
  it('puts consecutive entries of one local day under one heading, newest first', () => {
    const now = new Date(2026, 2, 12, 18, 0);
    const at = (d: number, h: number) => new Date(2026, 2, d, h).toISOString();
    const groups = groupByDay(
      [entry(4, at(12, 9)), entry(3, at(12, 8)), entry(2, at(11, 23)), entry(1, at(3, 1))],
      now,
    );
    expect(groups.map((g) => [g.entries.map((e) => e.id)])).toEqual([[[4, 3]], [[2]], [[1]]]);
    expect(groups[2]!.label).toBe('Tue 3 Mar');
  });

  it('names an older year', () => {
    const groups = groupByDay([entry(1, new Date(2024, 0, 5, 12).toISOString())], new Date(2026, 2, 12));
    expect(groups[0]!.label).toBe('Fri 5 Jan 2024');
  });
});

describe('signedAmount', () => {
  it('signs with a plus or a true minus', () => {
    expect(signedAmount(10)).toBe('+10');
    expect(signedAmount(-5)).toBe('−5');
  });
});

describe('chartSeries', () => {
  it('extends the last balance to now', () => {
    const points = [
      { at: '2026-03-01T10:00:00.000Z', winnings: 5 },
      { at: '2026-03-02T10:00:00.000Z', winnings: 12 },
    ];
    const now = Date.parse('2026-03-05T10:00:00.000Z');
    expect(chartSeries(points, now)).toEqual([
      [Date.parse(points[0]!.at) / 1000, Date.parse(points[1]!.at) / 1000, now / 1000],
      [5, 12, 12],
    ]);
  });

  it('is empty without points', () => {
    expect(chartSeries([], Date.now())).toEqual([[], []]);
  });
});
