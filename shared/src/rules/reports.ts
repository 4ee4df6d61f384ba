/**
 * Marking the teams' own reports of a match (docs/product/results.md#team-reports): the one rule
 * the server answers a report with and the host console marks its Results tab by, so both always
 * agree on which rows the host may confirm without typing them.
 */

/** What decides which match takes reports: the tournament answer's fields of the same names. */
export interface ReportingState {
  status: 'pending' | 'upcoming' | 'live' | 'completed';
  is_finalized: boolean;
  /** Null for a single game, which is match 1. */
  series: { matches: number } | null;
  matches_played: number;
}

/** Whether match n takes reports: `open`, `not_started` (its room code was not sent) or `closed`. */
export type MatchReporting = 'open' | 'not_started' | 'closed';

/**
 * The match that takes reports now, or null: once the room code was sent (the tournament is
 * live), a single game's match 1, or the series' first match without results; until the host
 * enters it, or the tournament ends. A series sends its room again per match, but the server
 * does not record which match a send was for: entering match n-1 opens match n.
 */
export function openReportMatch(t: ReportingState): number | null {
  if (t.is_finalized || t.status !== 'live') return null;
  const next = t.series ? t.matches_played + 1 : 1;
  return next <= (t.series?.matches ?? 1) ? next : null;
}

/** Where match n (within the tournament's matches) stands for reports. */
export function matchReporting(t: ReportingState, n: number): MatchReporting {
  if (t.is_finalized || t.status === 'completed') return 'closed';
  const open = openReportMatch(t);
  if (open === n) return 'open';
  if (t.status === 'live' && (open === null || n < open)) return 'closed';
  return 'not_started';
}

/** What the server read on a screenshot, as far as this rule needs it (null: could not be read). */
export interface ReadNumbers {
  placement: number | null;
  kills_total: number | null;
}

/** One team's report: the numbers the team typed, and the read of its screenshot (null without one). */
export interface TeamReport {
  team_number: number;
  placement: number;
  kills: number;
  read: ReadNumbers | null;
}

/** How a screenshot's read compares with the typed numbers. */
export type ReadCheck =
  /** Placement and total kills both read, and both equal to the typed ones. */
  | { status: 'agrees' }
  /** At least one was read and differs: the typed and the read values of each that differs. */
  | {
      status: 'disagrees';
      placement?: { typed: number; read: number };
      kills?: { typed: number; read: number };
    }
  /** No screenshot, or one on which the placement or the total kills could not be read. */
  | { status: 'unverified' };

/** Compares a report's read with its typed numbers. */
export function checkRead(report: Omit<TeamReport, 'team_number'>): ReadCheck {
  const { read } = report;
  if (!read) return { status: 'unverified' };
  const placement =
    read.placement !== null && read.placement !== report.placement
      ? { typed: report.placement, read: read.placement }
      : undefined;
  const kills =
    read.kills_total !== null && read.kills_total !== report.kills
      ? { typed: report.kills, read: read.kills_total }
      : undefined;
  if (placement || kills) return { status: 'disagrees', ...(placement && { placement }), ...(kills && { kills }) };
  if (read.placement === null || read.kills_total === null) return { status: 'unverified' };
  return { status: 'agrees' };
}

/** The mark of one team's row in the Results tab. */
export type ReportMark =
  /** Reported, the screenshot's read equals the typed numbers, and no other team claims the placement. */
  | { mark: 'agrees'; report: TeamReport }
  /** Reported without a screenshot that settles it (none, or unreadable): the host checks it by eye. */
  | { mark: 'unverified'; report: TeamReport }
  /**
   * Another team claims the same placement (`claimed_by`, their team numbers), or the screenshot's
   * read differs from the typed numbers (`read`, both values of each number that differs).
   */
  | {
      mark: 'conflict';
      report: TeamReport;
      claimed_by: number[];
      read: Extract<ReadCheck, { status: 'disagrees' }> | null;
    }
  /** No report from this team. */
  | { mark: 'missing'; report: null };

export type MarkedRow = { team_number: number } & ReportMark;

/**
 * Marks each team of `teams` (the teams with players, in the order to show) from the reports of
 * one match. A report of a team not in `teams` is left out: it has no row to fill.
 */
export function markReports(teams: readonly number[], reports: readonly TeamReport[]): MarkedRow[] {
  const byTeam = new Map(reports.map((r) => [r.team_number, r]));
  const claims = new Map<number, number[]>();
  for (const team of teams) {
    const report = byTeam.get(team);
    if (report) claims.set(report.placement, [...(claims.get(report.placement) ?? []), team]);
  }
  return teams.map((team): MarkedRow => {
    const report = byTeam.get(team);
    if (!report) return { team_number: team, mark: 'missing', report: null };
    const claimedBy = (claims.get(report.placement) ?? []).filter((other) => other !== team);
    const check = checkRead(report);
    if (claimedBy.length || check.status === 'disagrees') {
      const read = check.status === 'disagrees' ? check : null;
      return { team_number: team, mark: 'conflict', report, claimed_by: claimedBy, read };
    }
    return { team_number: team, mark: check.status, report };
  });
}

/** The results of the rows that agree, as the results call takes them: what "Confirm agreeing rows" saves. */
export function agreeingResults(
  rows: readonly MarkedRow[],
): { team_number: number; placement: number; kills: number }[] {
  return rows.flatMap((row) =>
    row.mark === 'agrees'
      ? [{ team_number: row.team_number, placement: row.report.placement, kills: row.report.kills }]
      : [],
  );
}
