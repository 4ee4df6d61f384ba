/**
 * A player's own money history (docs/product/money.md#money-history): their ledger rows, newest
 * first, a page at a time, and their winnings balance over time for the chart. Only the caller's
 * rows are read; another player appears only as the username on the other side of a transfer.
 */
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WINNINGS_CHART_MAX_POINTS, type LedgerHistoryPage, type WinningsChart } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { preparedStatement } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { cups, ledgerEntries, removedTournaments, tournaments, users } from '../../db/schema.js';
import { shownUsernameOf } from '../../presenters/closed-account.js';
import { presentLedgerPage, type LedgerHistoryRow } from '../../presenters/ledger-history.js';

type Rows = { rows: Record<string, unknown>[] };

/** The other player of a transfer. */
const otherUser = alias(users, 'other_user');

/**
 * One page, newest first. Ordered by id: a user's rows get their ids in the order their balance
 * changed (every movement holds the user's row lock until it commits), so the running sum is the
 * balance after each row, and ids never tie the way timestamps of one transaction do. One index
 * walk of `ledger_user_history_idx` from the cursor, stopping after `limit + 1` rows.
 */
export async function listMyLedger(
  ctx: AppContext,
  user: Pick<UserRow, 'id'>,
  { limit, before }: { limit: number; before?: number },
): Promise<LedgerHistoryPage> {
  const page = ledgerPage(ctx, limit + 1, before !== undefined);
  const result = await page(ctx.db, { user: user.id, before: before ?? null });
  const rows: LedgerHistoryRow[] = result.rows.map((r) => ({
    id: Number(r.id),
    createdAt: new Date(r.created_at as string | Date),
    bucket: r.bucket as LedgerHistoryRow['bucket'],
    delta: Number(r.delta),
    reason: r.reason as LedgerHistoryRow['reason'],
    tournamentId: r.tournament_id === null ? null : String(r.tournament_id),
    tournamentTitle: r.tournament_title === null ? null : String(r.tournament_title),
    counterparty: r.counterparty === null ? null : String(r.counterparty),
    note: r.note === null || r.note === undefined ? null : String(r.note),
  }));
  return presentLedgerPage(rows, limit);
}

/**
 * The statement of a page of `rows` rows, the first or one older than the entry `before`,
 * prepared once per connection; `user` and `before` are its values. The number of rows is written
 * into it: for a LIMIT it does not know, PostgreSQL's plan without values assumes a tenth of the
 * user's rows and it planned the statement again on every request.
 */
function ledgerPage(ctx: AppContext, rows: number, after: boolean) {
  const pages = ctx.speed.statement(
    'ledger_pages',
    () => new Map<string, ReturnType<typeof preparedStatement<{ user: string; before: number | null }>>>(),
  );
  const name = `ledger_page_${after ? 'after' : 'first'}_${rows}`;
  let statement = pages.get(name);
  if (!statement) {
    const before = after ? sql.placeholder('before') : undefined;
    pages.set(name, (statement = preparedStatement(name, pageQuery(sql.placeholder('user'), rows, before))));
  }
  return statement;
}

/** The rows of one page: `rows` of the user's, older than the entry `before` when given. */
export const ledgerPageQuery = (userId: string, rows: number, before?: number) => pageQuery(userId, rows, before);

const pageQuery = (user: unknown, rows: number, before: unknown) => {
  const userId = sql`${user}::uuid`;
  return sql`
    WITH page AS (
      SELECT id, created_at, bucket, delta, reason, idempotency_key, note,
        CASE WHEN ref_type = 'tournament' THEN ref_id::uuid END AS tournament_id,
        CASE WHEN ref_type = 'cup' THEN ref_id::uuid END AS cup_id
      FROM ${ledgerEntries}
      WHERE user_id = ${userId} ${before === undefined ? sql`` : sql`AND id < ${before}::bigint`}
      ORDER BY id DESC
      LIMIT ${sql.raw(String(rows))}
    )
    SELECT p.id, p.created_at, p.bucket, p.delta, p.reason,
      CASE WHEN p.reason = 'admin_adjust' THEN p.note END AS note,
      -- A cup's fee or prize names the cup (docs/product/cups.md#money); it has no tournament page.
      COALESCE(t.id, rt.id) AS tournament_id, COALESCE(t.title, rt.title, c.title) AS tournament_title,
      CASE WHEN p.reason IN ('transfer_in', 'transfer_out') THEN (
        -- The other row of the same transfer: ledger_transfer writes one key for both sides.
        SELECT ${shownUsernameOf(otherUser)}
        FROM ${ledgerEntries} o JOIN ${users} AS ${otherUser} ON ${otherUser.id} = o.user_id
        WHERE o.idempotency_key = p.idempotency_key AND o.user_id <> ${userId}
        LIMIT 1
      ) END AS counterparty
    FROM page p
    LEFT JOIN ${tournaments} t ON t.id = p.tournament_id
    LEFT JOIN ${removedTournaments} rt ON rt.id = p.tournament_id
    LEFT JOIN ${cups} c ON c.id = p.cup_id
    ORDER BY p.id DESC`;
};

/**
 * The winnings balance right after each of the latest winnings movements, oldest first. One
 * statement reads the balance and the rows in one snapshot, and counts back from the balance: the
 * value after a row is the balance now minus every later row's delta (the ledger sums to the
 * balance), so the chart is exact however much of the history the list has loaded. The running
 * sum includes the row itself (a frame that grows by one row each step), then gives its delta back.
 */
export async function myWinningsChart(ctx: AppContext, user: Pick<UserRow, 'id'>): Promise<WinningsChart> {
  const result = (await ctx.db.execute(winningsChartQuery(user.id))) as unknown as Rows;
  return {
    points: result.rows.map((r) => ({
      at: new Date(r.created_at as string | Date).toISOString(),
      winnings: Number(r.winnings),
    })),
  };
}

/** The chart's points, through the partial index `ledger_user_winnings_idx`. */
export const winningsChartQuery = (userId: string) => sql`
    WITH latest AS (
      SELECT id, created_at, delta FROM ${ledgerEntries}
      WHERE user_id = ${userId} AND bucket = 'winnings'
      ORDER BY id DESC
      LIMIT ${WINNINGS_CHART_MAX_POINTS}
    )
    SELECT l.created_at,
      u.winnings_coins - SUM(l.delta) OVER (ORDER BY l.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) + l.delta
        AS winnings
    FROM latest l CROSS JOIN ${users} u
    WHERE u.id = ${userId}
    ORDER BY l.id`;
