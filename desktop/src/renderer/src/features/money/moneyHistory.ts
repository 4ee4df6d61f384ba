/**
 * Pure pieces of the money history (docs/product/money.md#money-history): entries grouped by
 * day, signed amounts, and the winnings chart's series.
 */
import { isSameYear, isToday, isYesterday, startOfDay } from 'date-fns';
import { MONEY_SCREEN, type LedgerHistoryEntry, type WinningsChart } from '@squadhub/shared';
import { formatDate } from './dates';

export interface DayGroup {
  /** The day's start, as a key. */
  key: number;
  label: string;
  entries: LedgerHistoryEntry[];
}

/**
 * "Today", "Yesterday" (catalogue texts: the list draws the label with `say`), "Mon 3 Mar", or
 * with the year when it is not this one.
 */
export function dayLabel(day: Date, now: Date): string {
  if (isToday(day)) return MONEY_SCREEN.moneyHistory.today;
  if (isYesterday(day)) return MONEY_SCREEN.moneyHistory.yesterday;
  const sameYear = isSameYear(day, now);
  return formatDate(day, sameYear ? 'EEE d MMM' : 'EEE d MMM yyyy', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/** Consecutive entries of one local day under one heading, in the order they came (newest first). */
export function groupByDay(entries: LedgerHistoryEntry[], now = new Date()): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const entry of entries) {
    const key = startOfDay(new Date(entry.created_at)).getTime();
    const last = groups.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else groups.push({ key, label: dayLabel(new Date(key), now), entries: [entry] });
  }
  return groups;
}

/** "+10" or "−5" (a true minus sign). */
export const signedAmount = (delta: number): string => `${delta > 0 ? '+' : '−'}${Math.abs(delta)}`;

/**
 * The chart's x (Unix seconds) and y (winnings) arrays: each point where the balance changed,
 * then the last balance again at `now`, so the steps reach the present.
 */
export function chartSeries(points: WinningsChart['points'], now: number): [number[], number[]] {
  const xs = points.map((p) => Date.parse(p.at) / 1000);
  const ys = points.map((p) => p.winnings);
  const last = xs.at(-1);
  if (last !== undefined && now / 1000 > last) {
    xs.push(now / 1000);
    ys.push(ys.at(-1)!);
  }
  return [xs, ys];
}
