/**
 * When a tournament's room code and results are due (docs/product/trust.md): computed here only,
 * as SQL over its row, so the deadline job's condition (services/tournaments/voids.ts) and the
 * answer (view.ts and list.ts select `deadlineColumns`) can never disagree.
 *
 * - The start: `start_date` for a scheduled tournament; for a when_full one, the moment its entries
 *   closed (`entries_closed_at`: it filled up or entries were stopped). For the results deadline a
 *   when_full tournament whose code went out before its entries closed starts with its first code.
 * - The room code is due at the start plus `code_grace_minutes`, while no code was sent.
 * - The results are due at the start plus the super admin's results deadline, once a code was sent,
 *   while no results are recorded, nothing is paid and no admin placed it under review.
 * Both only for an approved tournament that is not finalized (a voided one is finalized).
 *
 * The test times (ROOM_CODE_GRACE_SECONDS, RESULTS_DEADLINE_SECONDS; refused in production by
 * config/config.ts) replace the grace and the results deadline. They are the process's: the tournament
 * views are prepared statements shared by every request of a database, so they are set once, when
 * the app context is built (server.ts `buildContext`).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { RESULTS_DEADLINE_HOURS_DEFAULT } from '@squadhub/shared';
import type { Config } from '../../config/config.js';
import type { Queryable } from '../../db/client.js';
import { settings, tournaments } from '../../db/schema.js';

/** The settings key of the super admin's results deadline, in whole hours. */
export const RESULTS_DEADLINE_KEY = 'results_deadline_hours';

type TestTimes = Pick<Config, 'ROOM_CODE_GRACE_SECONDS' | 'RESULTS_DEADLINE_SECONDS'>;
let testTimes: TestTimes = {};

/** Takes the test times of this process's config (undefined outside tests: the real deadlines). */
export function useTestTimes(config: TestTimes): void {
  testTimes = {
    ROOM_CODE_GRACE_SECONDS: config.ROOM_CODE_GRACE_SECONDS,
    RESULTS_DEADLINE_SECONDS: config.RESULTS_DEADLINE_SECONDS,
  };
}

/** The results deadline the super admin set (RESULTS_DEADLINE_HOURS_DEFAULT until then). */
export async function resultsDeadlineHours(db: Queryable): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, RESULTS_DEADLINE_KEY));
  return typeof row?.value === 'number' ? row.value : RESULTS_DEADLINE_HOURS_DEFAULT;
}

const hoursSetting = sql`coalesce((SELECT (s.value)::int FROM ${settings} s WHERE s.key = ${RESULTS_DEADLINE_KEY}),
  ${RESULTS_DEADLINE_HOURS_DEFAULT}::int)`;

const codeSent = sql`(${tournaments.firstCodeSentAt} IS NOT NULL OR ${tournaments.roomCode} IS NOT NULL)`;
/**
 * Approved and not finalized: only such a tournament has a deadline. Said also outside the CASEs
 * below by the job's conditions, so they scan the open tournaments' index (tournaments_open_idx).
 */
export const running = sql`(${tournaments.approvalStatus} = 'approved' AND NOT ${tournaments.isFinalized})`;
const start = sql`(CASE WHEN ${tournaments.startType} = 'when_full' THEN ${tournaments.entriesClosedAt}
  ELSE ${tournaments.startDate} END)`;

function grace(): SQL {
  const seconds = testTimes.ROOM_CODE_GRACE_SECONDS;
  return seconds === undefined
    ? sql`make_interval(mins => ${tournaments.codeGraceMinutes})`
    : sql`make_interval(secs => ${seconds}::int)`;
}

/** The results deadline, or `share` of it (the admins' alert is at half). */
function resultsPeriod(share = 1): SQL {
  const seconds = testTimes.RESULTS_DEADLINE_SECONDS;
  return seconds === undefined
    ? sql`make_interval(secs => ${hoursSetting} * 3600 * ${share}::float8)`
    : sql`make_interval(secs => ${seconds * share}::float8)`;
}

/** When the room code is due (NULL when none is: a code was sent, the start is unknown, or it ended). */
export const roomCodeDeadline = (): SQL =>
  sql`(CASE WHEN ${running} AND NOT ${codeSent} THEN ${start} + ${grace()} END)`;

/** When the results are due, or `share` of the way there (NULL when none are due). */
export const resultsDeadline = (share = 1): SQL =>
  sql`(CASE WHEN ${running} AND ${codeSent} AND ${tournaments.resultsRecordedAt} IS NULL
    AND ${tournaments.paidAt} IS NULL AND ${tournaments.underReviewAt} IS NULL
    THEN coalesce(${start}, ${tournaments.firstCodeSentAt}) + ${resultsPeriod(share)} END)`;

const epochMs = (at: SQL) => sql<number | null>`(extract(epoch FROM ${at}) * 1000)::float8`;

/** The deadlines as columns of a tournament's select (epoch milliseconds), for its answer. */
export const deadlineColumns = () => ({
  roomCodeDeadlineMs: epochMs(roomCodeDeadline()),
  resultsDeadlineMs: epochMs(resultsDeadline()),
});

export interface Deadlines {
  roomCode: Date | null;
  results: Date | null;
}

/** The deadlines of a row read with `deadlineColumns`. */
export const deadlinesOf = (row: {
  roomCodeDeadlineMs: number | null;
  resultsDeadlineMs: number | null;
}): Deadlines => ({
  roomCode: row.roomCodeDeadlineMs == null ? null : new Date(Number(row.roomCodeDeadlineMs)),
  results: row.resultsDeadlineMs == null ? null : new Date(Number(row.resultsDeadlineMs)),
});
