/**
 * What the players' screens of a series show, free of React so it is unit-tested: the match being
 * played, places as ordinals, the coins each player got from the final standings, and the rows a
 * short list keeps (docs/product/series.md).
 */
import type { ApiResponse, Tournament } from '@squadhub/shared';

/** GET /tournaments/{id}/standings, and the `standings` of the `standings_updated` event. */
export type Standings = ApiResponse<'get', '/tournaments/{id}/standings'>;
export type StandingsRow = Standings['rows'][number];

/** "Match k of N" on the room card: the match after the last one with results, at most the last. */
export function currentMatch(t: Pick<Tournament, 'series' | 'matches_played'>): number | null {
  if (!t.series) return null;
  return Math.min(t.matches_played + 1, t.series.matches);
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The coins each player was paid, by username (the winners list of a finalized tournament). */
export function coinsByPlayer(winners: Pick<Tournament['winners'][number], 'username' | 'coins_awarded'>[]) {
  const coins = new Map<string, number>();
  for (const w of winners) coins.set(w.username, (coins.get(w.username) ?? 0) + w.coins_awarded);
  return coins;
}

/**
 * The rows a short list shows: the first `top` places, stretched to keep whole any rank that
 * straddles the cut (tied teams are shown together or not at all, unless that passes `max`).
 */
export function topRows<R extends Pick<StandingsRow, 'rank'>>(rows: readonly R[], top: number, max = top * 2): R[] {
  if (rows.length <= top) return [...rows];
  const lastRank = rows[top - 1]!.rank;
  let end = top;
  while (end < rows.length && end < max && rows[end]!.rank === lastRank) end++;
  return rows.slice(0, end);
}

/** Ranks mean nothing before the first result: every team is level at 0. */
export const hasResults = (s: Pick<Standings, 'matches_played'>) => s.matches_played > 0;

/** The placement table as "1st 10", "2nd 6" … with the place from which every place scores 0. */
export function placementChips(placement: readonly number[]): { place: string; points: number }[] {
  return placement.map((points, i) => ({ place: ordinal(i + 1), points }));
}
