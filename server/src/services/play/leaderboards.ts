/**
 * Global leaderboards (docs/product/tournaments.md#leaderboards): today, this week (Monday to Sunday) and all
 * time, in UK time, from the winner payouts. Winner rows outlive their tournaments, so the
 * history stays after the sweep, and their players: a deleted one is listed as "deleted player".
 *
 * A day's or a week's board reads that period's winner rows. The all-time board and every total
 * read the sums migration 0013 keeps as winners are recorded (`leaderboard_totals` per player,
 * `leaderboard_days` per UK day), so no board reads every winner row ever
 * (docs/scale/query-plans.md#leaderboards).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  LEADERBOARD_TIME_ZONE,
  RECENT_VICTORIES_SHOWN,
  type GlobalLeaderboard,
  type LeaderboardEntry,
  type LeaderboardPeriod,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Viewer } from '../tournaments/policy.js';
import { shownTiktokLink, shownUsername } from '../../presenters/closed-account.js';

/** Players listed per board. */
export const LEADERBOARD_SIZE = 50;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** The UK calendar day the period starts on, as a date expression (`now` is a parameter, for tests). */
function periodStartDay(period: LeaderboardPeriod, now: Date): SQL {
  const local = sql`(${now.toISOString()}::timestamptz AT TIME ZONE ${LEADERBOARD_TIME_ZONE})`;
  if (period === 'daily') return sql`(date_trunc('day', ${local})::date)`;
  // date_trunc('week') starts weeks on Monday (ISO), as the rules want.
  if (period === 'weekly') return sql`(date_trunc('week', ${local})::date)`;
  return sql`'-infinity'::date`;
}

/** Start of the period in UK time as a timestamptz expression: midnight of its first day. */
const periodStart = (period: LeaderboardPeriod, now: Date): SQL =>
  period === 'all-time'
    ? sql`'-infinity'::timestamptz`
    : sql`(${periodStartDay(period, now)}::timestamp AT TIME ZONE ${LEADERBOARD_TIME_ZONE})`;

export async function globalLeaderboard(
  ctx: AppContext,
  _viewer: Viewer | null,
  period: LeaderboardPeriod,
  now = new Date(),
): Promise<GlobalLeaderboard> {
  const db = ctx.db;
  const start = periodStart(period, now);
  const allTime = period === 'all-time';
  const [totals] = rowsOf(
    await db.execute(sql`
      SELECT
        COALESCE(SUM(coins) FILTER (WHERE day >= ${periodStartDay(period, now)}), 0) AS period_coins,
        COALESCE(SUM(coins) FILTER (WHERE day >= ${periodStartDay('weekly', now)}), 0) AS week_coins,
        COALESCE(SUM(coins), 0) AS all_coins,
        ${
          allTime
            ? sql`COALESCE(SUM(new_players), 0)`
            : sql`(SELECT COUNT(DISTINCT user_id) FROM tournament_winners WHERE awarded_at >= ${start})`
        } AS players
      FROM leaderboard_days`),
  );
  // The top of the board with each player's wins and coins in the period, best first.
  const ranked = allTime
    ? sql`SELECT user_id, wins, coins, last_win FROM leaderboard_totals
        ORDER BY coins DESC, wins DESC, last_win ASC LIMIT ${LEADERBOARD_SIZE}`
    : sql`SELECT user_id, COUNT(*) AS wins, SUM(coins_awarded) AS coins, MAX(awarded_at) AS last_win
        FROM tournament_winners WHERE awarded_at >= ${start} GROUP BY user_id
        ORDER BY coins DESC, wins DESC, last_win ASC LIMIT ${LEADERBOARD_SIZE}`;
  const players = rowsOf(
    await db.execute(sql`
      WITH ranked AS (${ranked})
      SELECT r.user_id, ${shownUsername} AS username, ${shownTiktokLink} AS tiktok_link, r.wins, r.coins,
        totals.wins AS total_wins
      FROM ranked r JOIN users ON users.id = r.user_id JOIN leaderboard_totals totals ON totals.user_id = r.user_id
      ORDER BY r.coins DESC, r.wins DESC, r.last_win ASC`),
  );
  const ids = players.map((p) => String(p.user_id));
  const victories = ids.length
    ? rowsOf(
        await db.execute(sql`
          SELECT user_id, tournament_title, coins_awarded, position, awarded_at FROM (
            SELECT w.*, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY awarded_at DESC, id) AS n
            FROM tournament_winners w
            WHERE awarded_at >= ${start} AND user_id IN (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})
          ) v WHERE n <= ${RECENT_VICTORIES_SHOWN}
          ORDER BY awarded_at DESC`),
      )
    : [];
  const entries: LeaderboardEntry[] = players.map((p, i) => {
    const wins = Number(p.wins);
    const mine = victories.filter((v) => v.user_id === p.user_id);
    return {
      rank: i + 1,
      user_id: String(p.user_id),
      username: String(p.username),
      tiktok_link: (p.tiktok_link as string | null) ?? null,
      wins_count: wins,
      total_wins: Number(p.total_wins),
      coins_won: Number(p.coins),
      tournaments_won: mine.map((v) => ({
        tournament_title: String(v.tournament_title),
        coins_won: Number(v.coins_awarded),
        position: Number(v.position),
        won_at: new Date(v.awarded_at as string).toISOString(),
      })),
      more_victories: Math.max(0, wins - mine.length),
    };
  });
  return {
    period,
    total_players: Number(totals?.players ?? 0),
    total_coins_distributed: Number(totals?.period_coins ?? 0),
    total_coins_this_week: Number(totals?.week_coins ?? 0),
    total_coins_all_time: Number(totals?.all_coins ?? 0),
    players: entries,
  };
}
