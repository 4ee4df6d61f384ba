/**
 * No coins outside the ledger (docs/product/money.md#conservation): the check behind
 * `npm run ledger:check` that goes beyond each balance matching its own ledger rows.
 *
 *  - Every tournament's pool equals what the ledger moved into it: for an open one, the stored
 *    `prize_pool`; for a finalized, removed or deleted one, nothing (it has paid out what came in).
 *    A cup's pool (ledger rows with `ref_type = 'cup'`) equals its stored `prize_pool`, which is 0
 *    once it paid out or refunded (docs/product/cups.md#money).
 *  - Every coin held, on an account (closed ones too) or in an open pool, came in through a paid
 *    purchase or an admin adjustment, less what cash-outs took out and auto-approval burnt:
 *      held + open pools = bought + adjusted − cashed out − auto-approval
 *    Each ledger reason belongs to one flow (`FLOW_OF`); purchases and cash-outs are compared with
 *    their own tables, transfers and conversions must cancel out, and every row's sign must be
 *    the one of its reason.
 *
 * Every query is set-based (one scan and a grouping per question), so it stays fast on millions of
 * ledger rows; the per-reference details are read only when a flow's total is already off.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LEDGER_REASONS, type LedgerReason } from '@squadhub/shared';
import type { Queryable } from '../db/client.js';

/** Where the coins of a ledger row go to or come from. */
export type Flow = 'purchases' | 'adjustments' | 'pools' | 'transfers' | 'conversions' | 'cash-outs' | 'auto-approval';

/**
 * Each reason's flow and the sign its delta must have (0: either). A new ledger reason does not
 * compile until it is placed here, so the check never silently ignores a movement.
 */
export const FLOW_OF: Readonly<Record<LedgerReason, { flow: Flow; sign: -1 | 0 | 1 }>> = {
  purchase: { flow: 'purchases', sign: 1 },
  admin_adjust: { flow: 'adjustments', sign: 0 },
  entry_fee: { flow: 'pools', sign: -1 },
  entry_refund: { flow: 'pools', sign: 1 },
  creator_contribution: { flow: 'pools', sign: -1 },
  contribution_refund: { flow: 'pools', sign: 1 },
  prize: { flow: 'pools', sign: 1 },
  prize_remainder: { flow: 'pools', sign: 1 },
  transfer_out: { flow: 'transfers', sign: -1 },
  transfer_in: { flow: 'transfers', sign: 1 },
  convert_out: { flow: 'conversions', sign: -1 },
  convert_in: { flow: 'conversions', sign: 1 },
  cashout: { flow: 'cash-outs', sign: -1 },
  cashout_refund: { flow: 'cash-outs', sign: 1 },
  auto_approval: { flow: 'auto-approval', sign: -1 },
};

const reasonsOf = (flow: Flow) => LEDGER_REASONS.filter((r) => FLOW_OF[r].flow === flow);
const reasonList = (flow: Flow) =>
  sql.join(
    reasonsOf(flow).map((r) => sql`${r}`),
    sql`, `,
  );

/** The totals of the identity, in coins. */
export interface ConservationTotals {
  /** On every account, closed ones included (their coins stay on their ledger). */
  held: number;
  held_by_closed: number;
  /** The stored `prize_pool` of every tournament not finalized, and of every cup. */
  open_pools: number;
  /** Coins of paid purchases (the purchases table). */
  bought: number;
  /** The net of every `admin_adjust` row. */
  adjusted: number;
  /** Winnings of every cash-out request not rejected (the cash-out requests table). */
  cashed_out: number;
  /** Coins paid for auto-approval: they leave circulation. */
  auto_approval: number;
}

/** A tournament (or a cup) whose pool differs from what the ledger moved into it. */
export interface PoolGap {
  pool: 'tournament' | 'cup';
  /** Null for pool movements that name no tournament. */
  tournament_id: string | null;
  title: string | null;
  state: 'open' | 'finalized' | 'removed' | 'unnamed';
  /** What should be left in the pool: the stored prize pool when open, 0 otherwise. */
  expected: number;
  /** In − out through the ledger: fees − refunds + contribution − its refund − prizes − remainder. */
  ledger: number;
}

/** A flow whose ledger total differs from what it should be, with the references that differ. */
export interface FlowGap {
  flow: Flow | 'unknown reasons' | 'signs';
  what: string;
  ledger: number;
  expected: number;
  refs: { ref: string; ledger: number; expected: number }[];
}

export interface ConservationReport {
  totals: ConservationTotals;
  /** (held + open pools) − (bought + adjusted − cashed out − auto-approval); 0 when conserved. */
  difference: number;
  pools: PoolGap[];
  flows: FlowGap[];
}

type Row = Record<string, unknown>;
const rowsOf = async (db: Queryable, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const n = (v: unknown) => Number(v ?? 0);

/** Checks the conservation identity and every pool. Run it in one snapshot (see `ledgerCheck`). */
export async function checkConservation(db: Queryable): Promise<ConservationReport> {
  const [totalsRow] = await rowsOf(
    db,
    sql`SELECT
      (SELECT COALESCE(SUM(purchased_coins::bigint + winnings_coins), 0) FROM users) AS held,
      (SELECT COALESCE(SUM(purchased_coins::bigint + winnings_coins), 0) FROM users WHERE deleted_at IS NOT NULL) AS held_by_closed,
      (SELECT COALESCE(SUM(prize_pool::bigint), 0) FROM tournaments WHERE NOT is_finalized)
        + (SELECT COALESCE(SUM(prize_pool::bigint), 0) FROM cups) AS open_pools,
      (SELECT COALESCE(SUM(coins::bigint), 0) FROM purchases WHERE status = 'paid') AS bought,
      (SELECT COALESCE(SUM(coins_to_convert::bigint), 0) FROM cashout_requests WHERE status <> 'rejected') AS cashed_out`,
  );
  const byReason = await rowsOf(
    db,
    sql`SELECT reason, SUM(delta::bigint) AS total,
      COUNT(*) FILTER (WHERE delta > 0) AS plus_rows, COUNT(*) FILTER (WHERE delta < 0) AS minus_rows
    FROM ledger_entries GROUP BY reason`,
  );
  const total = new Map(byReason.map((r) => [String(r.reason), n(r.total)]));
  const sumOf = (flow: Flow) => reasonsOf(flow).reduce((s, r) => s + (total.get(r) ?? 0), 0);
  const totals: ConservationTotals = {
    held: n(totalsRow!.held),
    held_by_closed: n(totalsRow!.held_by_closed),
    open_pools: n(totalsRow!.open_pools),
    bought: n(totalsRow!.bought),
    adjusted: sumOf('adjustments'),
    cashed_out: n(totalsRow!.cashed_out),
    auto_approval: 0 - sumOf('auto-approval'),
  };
  const difference =
    totals.held + totals.open_pools - (totals.bought + totals.adjusted - totals.cashed_out - totals.auto_approval);

  const flows: FlowGap[] = [];
  const known = new Set<string>(LEDGER_REASONS);
  const unknown = byReason.filter((r) => !known.has(String(r.reason)));
  if (unknown.length) {
    flows.push({
      flow: 'unknown reasons',
      what: 'rows whose reason no flow accounts for',
      ledger: unknown.reduce((s, r) => s + n(r.total), 0),
      expected: 0,
      refs: unknown.map((r) => ({ ref: String(r.reason), ledger: n(r.total), expected: 0 })),
    });
  }
  // Rows whose delta has the sign their reason forbids (0 for an unknown reason, counted above).
  const againstReason = (r: Row) => {
    const sign = (FLOW_OF as Partial<Record<string, { sign: number }>>)[String(r.reason)]?.sign;
    return n(sign === 1 ? r.minus_rows : sign === -1 ? r.plus_rows : 0);
  };
  const wrongSign = byReason.filter((r) => againstReason(r) > 0);
  if (wrongSign.length) {
    flows.push({
      flow: 'signs',
      what: 'rows that move coins the wrong way for their reason (count of rows)',
      ledger: wrongSign.reduce((s, r) => s + againstReason(r), 0),
      expected: 0,
      refs: wrongSign.map((r) => ({ ref: String(r.reason), ledger: againstReason(r), expected: 0 })),
    });
  }
  if (sumOf('purchases') !== totals.bought) {
    flows.push({
      flow: 'purchases',
      what: 'coins the ledger credited as bought, against the coins of paid purchases',
      ledger: sumOf('purchases'),
      expected: totals.bought,
      refs: await refGaps(
        db,
        sql`SELECT ref_id AS ref, SUM(delta::bigint) AS ledger FROM ledger_entries
            WHERE reason IN (${reasonList('purchases')}) GROUP BY ref_id`,
        sql`SELECT id::text AS ref, coins AS expected FROM purchases WHERE status = 'paid'`,
      ),
    });
  }
  if (-sumOf('cash-outs') !== totals.cashed_out) {
    flows.push({
      flow: 'cash-outs',
      what: 'winnings the ledger took for cash-outs (less refunds), against the requests not rejected',
      ledger: -sumOf('cash-outs'),
      expected: totals.cashed_out,
      refs: await refGaps(
        db,
        sql`SELECT ref_id AS ref, -SUM(delta::bigint) AS ledger FROM ledger_entries
            WHERE reason IN (${reasonList('cash-outs')}) GROUP BY ref_id`,
        sql`SELECT id::text AS ref, coins_to_convert AS expected FROM cashout_requests WHERE status <> 'rejected'`,
      ),
    });
  }
  for (const flow of ['transfers', 'conversions'] as const) {
    if (sumOf(flow) === 0) continue;
    flows.push({
      flow,
      what: 'coins taken from one side and given to the other must cancel out',
      ledger: sumOf(flow),
      expected: 0,
      refs: await refGaps(
        db,
        sql`SELECT ref_id AS ref, SUM(delta::bigint) AS ledger FROM ledger_entries
            WHERE reason IN (${reasonList(flow)}) GROUP BY ref_id HAVING SUM(delta::bigint) <> 0`,
        sql`SELECT NULL::text AS ref, 0 AS expected WHERE false`,
      ),
    });
  }
  return { totals, difference, pools: await poolGaps(db), flows };
}

/** Every tournament (or unnamed pool movement) whose pool is not what the ledger moved into it. */
async function poolGaps(db: Queryable): Promise<PoolGap[]> {
  const rows = await rowsOf(
    db,
    sql`WITH flows AS (
      SELECT CASE WHEN ref_type = 'tournament' THEN ref_id END AS ref, -SUM(delta::bigint) AS ledger
      FROM ledger_entries WHERE reason IN (${reasonList('pools')}) AND ref_type IS DISTINCT FROM 'cup' GROUP BY 1
    )
    SELECT COALESCE(t.id::text, f.ref) AS tournament_id, COALESCE(t.title, r.title) AS title,
      CASE WHEN t.id IS NOT NULL AND t.is_finalized THEN 'finalized' WHEN t.id IS NOT NULL THEN 'open'
           WHEN f.ref IS NULL THEN 'unnamed' ELSE 'removed' END AS state,
      CASE WHEN t.id IS NOT NULL AND NOT t.is_finalized THEN t.prize_pool ELSE 0 END AS expected,
      COALESCE(f.ledger, 0) AS ledger
    FROM flows f
    FULL JOIN tournaments t ON t.id::text = f.ref
    LEFT JOIN removed_tournaments r ON t.id IS NULL AND r.id::text = f.ref
    WHERE COALESCE(f.ledger, 0) <> CASE WHEN t.id IS NOT NULL AND NOT t.is_finalized THEN t.prize_pool ELSE 0 END
    ORDER BY 1`,
  );
  const cupRows = await rowsOf(
    db,
    sql`WITH flows AS (
      SELECT ref_id AS ref, -SUM(delta::bigint) AS ledger
      FROM ledger_entries WHERE reason IN (${reasonList('pools')}) AND ref_type = 'cup' GROUP BY 1
    )
    SELECT COALESCE(c.id::text, f.ref) AS tournament_id, c.title,
      CASE WHEN c.id IS NULL THEN 'removed' WHEN c.status IN ('finished', 'cancelled') THEN 'finalized' ELSE 'open' END AS state,
      COALESCE(c.prize_pool, 0) AS expected, COALESCE(f.ledger, 0) AS ledger
    FROM flows f
    FULL JOIN cups c ON c.id::text = f.ref
    WHERE COALESCE(f.ledger, 0) <> COALESCE(c.prize_pool, 0)
    ORDER BY 1`,
  );
  const gapOf =
    (pool: PoolGap['pool']) =>
    (r: Row): PoolGap => ({
      pool,
      tournament_id: r.tournament_id == null ? null : String(r.tournament_id),
      title: r.title == null ? null : String(r.title),
      state: r.state as PoolGap['state'],
      expected: n(r.expected),
      ledger: n(r.ledger),
    });
  return [...rows.map(gapOf('tournament')), ...cupRows.map(gapOf('cup'))];
}

/** The references whose ledger sum differs from what their own table says (missing on either side: 0). */
async function refGaps(db: Queryable, ledger: SQL, expected: SQL): Promise<FlowGap['refs']> {
  const rows = await rowsOf(
    db,
    sql`WITH l AS (${ledger}), e AS (${expected})
    SELECT COALESCE(e.ref, l.ref, '(no reference)') AS ref, COALESCE(l.ledger, 0) AS ledger, COALESCE(e.expected, 0) AS expected
    FROM l FULL JOIN e ON e.ref = l.ref
    WHERE COALESCE(l.ledger, 0) <> COALESCE(e.expected, 0)
    ORDER BY 1 LIMIT 100`,
  );
  return rows.map((r) => ({ ref: String(r.ref), ledger: n(r.ledger), expected: n(r.expected) }));
}
