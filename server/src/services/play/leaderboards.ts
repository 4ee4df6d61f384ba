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
import type DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { preparedStatement } from '../../db/client.js';
import { sharedRuns } from '../../db/same-tick-batch.js';
import type { Viewer } from '../tournaments/policy.js';
import { shownTiktokLink, shownUsername } from '../../presenters/closed-account.js';
import { keepJson } from '../../presenters/known-json.js';

/** Players listed per board. */
export const LEADERBOARD_SIZE = 50;

/** The UK calendar days a board's periods start on, `YYYY-MM-DD`: today and this week's Monday. */
interface PeriodDays {
  day: string;
  week: string;
}

const ukDate = new Intl.DateTimeFormat('en-CA', { timeZone: LEADERBOARD_TIME_ZONE });

function periodDays(now: Date): PeriodDays {
  const day = ukDate.format(now);
  const date = new Date(`${day}T00:00:00Z`);
  // Weeks start on Monday (ISO), as the rules want.
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return { day, week: date.toISOString().slice(0, 10) };
}

/** The UK calendar day the period starts on, as a date literal. */
function periodStartDay(period: LeaderboardPeriod, days: PeriodDays): SQL {
  if (period === 'all-time') return sql`'-infinity'::date`;
  return sql.raw(`'${period === 'daily' ? days.day : days.week}'::date`);
}

/** Start of the period in UK time as a timestamptz expression: midnight of its first day. */
const periodStart = (period: LeaderboardPeriod, days: PeriodDays): SQL =>
  period === 'all-time'
    ? sql`'-infinity'::timestamptz`
    : sql`(${periodStartDay(period, days)}::timestamp AT TIME ZONE ${sql.raw(`'${LEADERBOARD_TIME_ZONE}'`)})`;

/**
 * A whole board in one statement without values, prepared once per connection for each period
 * and day: the period's first days are written into it, as the time zone is. With the start of
 * the period as a value, PostgreSQL could not tell how many winner rows the plan without values
 * would read (it assumes a third of them) and planned the statement again on every request,
 * about as long as running it. The totals, the top players with their wins and coins in the
 * period and their latest victories, as JSON.
 */
function boardStatement(period: LeaderboardPeriod, days: PeriodDays) {
  const start = periodStart(period, days);
  const ranked =
    period === 'all-time'
      ? sql`SELECT user_id, wins, coins, last_win FROM leaderboard_totals
          ORDER BY coins DESC, wins DESC, last_win ASC LIMIT ${sql.raw(String(LEADERBOARD_SIZE))}`
      : sql`SELECT user_id, COUNT(*) AS wins, SUM(coins_awarded) AS coins, MAX(awarded_at) AS last_win
          FROM tournament_winners WHERE awarded_at >= ${start} GROUP BY user_id
          ORDER BY coins DESC, wins DESC, last_win ASC LIMIT ${sql.raw(String(LEADERBOARD_SIZE))}`;
  const players =
    period === 'all-time'
      ? sql`COALESCE(SUM(new_players), 0)`
      : sql`(SELECT COUNT(DISTINCT user_id) FROM tournament_winners WHERE awarded_at >= ${start})`;
  return preparedStatement<Record<string, never>>(
    `leaderboard_${period.replace('-', '_')}_${(period === 'daily' ? days.day : days.week).replaceAll('-', '')}`,
    sql`
    WITH ranked AS (${ranked}),
    recent AS (
      SELECT user_id, json_agg(json_build_object('tournament_title', tournament_title, 'coins_won', coins_awarded,
        'position', position, 'won_at', awarded_at) ORDER BY awarded_at DESC, id) AS won
      FROM (
        SELECT w.*, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY awarded_at DESC, id) AS n
        FROM tournament_winners w
        WHERE awarded_at >= ${start} AND user_id IN (SELECT user_id FROM ranked)
      ) v WHERE n <= ${sql.raw(String(RECENT_VICTORIES_SHOWN))}
      GROUP BY user_id
    )
    SELECT
      (SELECT json_build_object(
        'period_coins', COALESCE(SUM(coins) FILTER (WHERE day >= ${periodStartDay(period, days)}), 0),
        'week_coins', COALESCE(SUM(coins) FILTER (WHERE day >= ${periodStartDay('weekly', days)}), 0),
        'all_coins', COALESCE(SUM(coins), 0),
        'players', ${players}) FROM leaderboard_days) AS totals,
      (SELECT coalesce(json_agg(json_build_object('user_id', r.user_id, 'username', ${shownUsername},
        'tiktok_link', ${shownTiktokLink}, 'wins', r.wins, 'coins', r.coins, 'total_wins', totals.wins,
        'recent', coalesce(recent.won, '[]'::json))
        ORDER BY r.coins DESC, r.wins DESC, r.last_win ASC), '[]'::json)
       FROM ranked r JOIN users ON users.id = r.user_id
       JOIN leaderboard_totals totals ON totals.user_id = r.user_id
       LEFT JOIN recent ON recent.user_id = r.user_id) AS players`,
  );
}

/**
 * Each period's statement of the current day, built when the day (or the week) turns
 * (docs/scale/speed-ups.md#leaderboards).
 */
function board(ctx: AppContext, period: LeaderboardPeriod, now: Date) {
  const boards = ctx.speed.statement(
    'leaderboards',
    () => new Map<LeaderboardPeriod, { key: string; run: ReturnType<typeof boardStatement> }>(),
  );
  const days = periodDays(now);
  const key = `${days.day} ${days.week}`;
  let built = boards.get(period);
  if (built?.key !== key) boards.set(period, (built = { key, run: boardStatement(period, days) }));
  return built.run;
}

interface BoardRow {
  totals: { period_coins: number; week_coins: number; all_coins: number; players: number };
  players: {
    user_id: string;
    username: string;
    tiktok_link: string | null;
    wins: number;
    coins: number;
    total_wins: number;
    recent: { tournament_title: string; coins_won: number; position: number; won_at: string }[];
  }[];
}

/**
 * The boards asked for together (db/same-tick-batch.ts): the requests for one board that arrive
 * together share one run of its statement, as the grid's pages share theirs, and one answer,
 * presented and serialized once (`keepJson`: an all-time board is 50 players with their latest
 * victories, and serializing it for each request cost more than its run). Every request in a
 * batch arrived before its statement left, so each sees every winner recorded before it arrived,
 * on any instance; nothing is kept between batches.
 */
const boardLoader = (ctx: AppContext): DataLoader<{ period: LeaderboardPeriod; now: Date }, GlobalLeaderboard> =>
  ctx.speed.madeBatcher('leaderboard-runs', () =>
    sharedRuns(
      ({ period, now }) => `${period} ${periodDays(now).day}`,
      async ({ period, now }) => {
        const row = ((await board(ctx, period, now)(ctx.db, {})).rows as unknown as BoardRow[])[0]!;
        return keepJson(presentBoard(period, row));
      },
    ),
  );

function presentBoard(period: LeaderboardPeriod, { totals, players }: BoardRow): GlobalLeaderboard {
  const entries: LeaderboardEntry[] = players.map((p, i) => ({
    rank: i + 1,
    user_id: p.user_id,
    username: p.username,
    tiktok_link: p.tiktok_link,
    wins_count: Number(p.wins),
    total_wins: Number(p.total_wins),
    coins_won: Number(p.coins),
    tournaments_won: p.recent.map((v) => ({ ...v, won_at: new Date(v.won_at).toISOString() })),
    more_victories: Math.max(0, Number(p.wins) - p.recent.length),
  }));
  return {
    period,
    total_players: Number(totals.players),
    total_coins_distributed: Number(totals.period_coins),
    total_coins_this_week: Number(totals.week_coins),
    total_coins_all_time: Number(totals.all_coins),
    players: entries,
  };
}

/** A board as every viewer sees it; the answer is shared and must not be changed. */
export function globalLeaderboard(
  ctx: AppContext,
  _viewer: Viewer | null,
  period: LeaderboardPeriod,
  now = new Date(),
): Promise<GlobalLeaderboard> {
  return boardLoader(ctx).load({ period, now });
}
