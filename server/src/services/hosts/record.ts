/**
 * The host record (docs/product/trust.md#host-record): counted from `hosted_events`, which the
 * triggers of migration 0019 keep from the tournaments, their winners and the disputes, and from
 * `disputes` by host. One statement, no cache: every instance answers the same at once.
 */
import { sql, type SQL } from 'drizzle-orm';
import { HOST_TEXT, isNewHost, type ApiResponse } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { disputes, hostedEvents, users } from '../../db/schema.js';
import { notFound } from '../../domain/errors.js';
import { presentHostRecord, type HostRecordRow } from '../../presenters/host-record.js';
import { getHostTrustSettings } from './settings.js';

/** An event counts as hosted once approved, unless it was deleted before it was played. */
const HOSTED = sql`approved AND NOT withdrawn`;
const COMPLETED = sql`${HOSTED} AND paid_at IS NOT NULL`;
/** A completed event that earns trust: no dispute of its results was upheld. */
const CLEAN = sql`${COMPLETED} AND NOT upheld_dispute`;
/** Events whose code was due: one went out, or none did and the deadline voided it. */
const CODE_DUE = sql`${HOSTED} AND (first_code_sent_at IS NOT NULL OR void_reason = 'no_room_code')`;
/** A when_full event with no close yet had no start to be late for. */
const CODE_ON_TIME = sql`${HOSTED} AND first_code_sent_at <= coalesce(start_at, 'infinity')`;
const MINUTES_TO_PAYOUT = sql`extract(epoch FROM paid_at - results_recorded_at) / 60`;

const countWhere = (condition: SQL) => sql`count(*) FILTER (WHERE ${condition})`;

/** The counts of one host's events, as columns of one row (`host` names the user row). */
const eventCounts = (hostId: SQL) => sql`
  SELECT
    ${countWhere(HOSTED)}::int AS events_hosted,
    ${countWhere(COMPLETED)}::int AS events_completed,
    ${countWhere(CLEAN)}::int AS clean_completed,
    ${countWhere(sql`${HOSTED} AND void_reason = 'no_room_code'`)}::int AS voided_no_room_code,
    ${countWhere(sql`${HOSTED} AND void_reason = 'no_results'`)}::int AS abandoned_no_results,
    ${countWhere(CODE_DUE)}::int AS codes_due,
    ${countWhere(CODE_ON_TIME)}::int AS codes_on_time,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY ${MINUTES_TO_PAYOUT})
      FILTER (WHERE ${COMPLETED} AND results_recorded_at IS NOT NULL) AS median_minutes_to_payout,
    coalesce(sum(prize_coins) FILTER (WHERE ${HOSTED}), 0)::bigint AS prize_coins_paid,
    min(coalesce(start_at, created_at)) FILTER (WHERE ${HOSTED}) AS first_event_at
  FROM ${hostedEvents} WHERE host_id = ${hostId}`;

/** GET /api/hosts/{username}: anyone may read it; a closed or unknown account is 404. */
export async function getHostRecord(
  ctx: AppContext,
  _viewer: unknown,
  username: string,
): Promise<ApiResponse<'get', '/hosts/{username}'>> {
  const [row, settings] = await Promise.all([readRecord(ctx.db, username), getHostTrustSettings(ctx.db)]);
  if (!row) throw notFound(HOST_TEXT.notFound);
  return presentHostRecord(row, isNewHost(row, row.clean_completed, settings));
}

async function readRecord(db: Queryable, username: string): Promise<HostRecordRow | undefined> {
  const result = await db.execute(sql`
    SELECT u.id, u.username, u.role, e.*, d.disputes_filed, d.disputes_upheld
    FROM ${users} u
    CROSS JOIN LATERAL (${eventCounts(sql`u.id`)}) e
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS disputes_filed, count(*) FILTER (WHERE status = 'upheld')::int AS disputes_upheld
      FROM ${disputes} WHERE host_id = u.id
    ) d
    WHERE lower(u.username) = lower(${username}) AND u.deleted_at IS NULL`);
  return rowsOf<HostRecordRow>(result)[0];
}

/** How many of a host's events completed with no upheld dispute (the new-host rule counts them). */
export async function cleanCompletedEvents(db: Queryable, hostId: string): Promise<number> {
  const result = await db.execute(
    sql`SELECT ${countWhere(CLEAN)}::int AS n FROM ${hostedEvents} WHERE host_id = ${hostId}`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}
