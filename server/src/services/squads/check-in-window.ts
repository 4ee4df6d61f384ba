/**
 * The check-in window (docs/product/squads.md#check-in): with `check_in_minutes` > 0, it opens that
 * many minutes before a scheduled start and closes at the start, when every seat not checked in
 * is freed. All of it is read from the database clock, so every instance agrees on it.
 */
import { sql } from 'drizzle-orm';
import type { TournamentRow } from '../../db/rows.js';

/**
 * For a seat taken now in the tournament row in scope (`tournaments`): checked in at once when the
 * window is open or the start has passed (a player who joins then has clearly shown up), else null.
 */
export const autoCheckInSql = sql`CASE WHEN tournaments.check_in_minutes > 0
  AND tournaments.start_date - make_interval(mins => tournaments.check_in_minutes) <= now() THEN now() END`;

export type CheckInPhase = 'off' | 'before' | 'open' | 'closed';

/** Where the tournament stands in its check-in at `now` (the database clock, read under its lock). */
export function checkInPhase(
  t: Pick<TournamentRow, 'checkInMinutes' | 'startDate' | 'startType'>,
  now: Date,
): CheckInPhase {
  if (t.checkInMinutes === 0 || t.startType !== 'scheduled' || !t.startDate) return 'off';
  if (now >= t.startDate) return 'closed';
  return now.getTime() >= t.startDate.getTime() - t.checkInMinutes * 60_000 ? 'open' : 'before';
}
