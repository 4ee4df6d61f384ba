/**
 * The check-in window (docs/product/squads.md#check-in): with `check_in_minutes` > 0, it opens that
 * many minutes before a scheduled start and closes at the start, when every seat not checked in
 * is freed. All of it is read from the database clock, so every instance agrees on it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SQUAD_TEXT, type TournamentActionKind } from '@squadhub/shared';
import type { Queryable } from '../../db/client.js';
import { rowsOf, type TournamentRow } from '../../db/rows.js';
import { conflict } from '../../domain/errors.js';

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

/**
 * True when the player of `userId` was freed from the tournament of `tournamentId` as a no-show
 * (its `no_show` line in the action log): they cannot take a seat there again, by any way in
 * (join, change, a squad's invite or reserve, the waitlist). Both are SQL values; the log's
 * tournament index finds the line.
 */
export const releasedAsNoShowSql = (tournamentId: SQL, userId: SQL) =>
  sql<boolean>`EXISTS (SELECT 1 FROM tournament_actions a WHERE a.tournament_id = ${tournamentId}
    AND a.kind = ${'no_show' satisfies TournamentActionKind} AND a.player_id = ${userId})`;

/** 409 for a player freed from this tournament as a no-show (see `releasedAsNoShowSql`). */
export async function assertNotReleasedAsNoShow(db: Queryable, tournamentId: string, userId: string): Promise<void> {
  const [row] = rowsOf<{ released: boolean }>(
    await db.execute(sql`SELECT ${releasedAsNoShowSql(sql`${tournamentId}::uuid`, sql`${userId}::uuid`)} AS released`),
  );
  if (row?.released) throw conflict(SQUAD_TEXT.releasedNoShow);
}
