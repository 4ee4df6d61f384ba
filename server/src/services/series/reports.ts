/**
 * Teams report their own result (docs/product/results.md#team-reports): a seated member reports
 * the placement and kills of the match that is open (shared/src/rules/reports.ts
 * `matchReporting`), with the team's end-of-match screenshot, which the server reads
 * (services/results/read.ts) and keeps private. The creator and admins see every team's report,
 * a team only its own. A single game is match 1.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  SERIES_TEXT,
  checkRead,
  matchReporting,
  type ApiResponse,
  type MatchReportInput,
  type ReportingState,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { TournamentRow, UserRow } from '../../db/rows.js';
import { matchReports, tournamentSlots, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, forbidden, notFound } from '../../domain/errors.js';
import { shownUsername } from '../../presenters/closed-account.js';
import { judgeImage } from '../../uploads/judge.js';
import { reencodeImage } from '../../uploads/reencode.js';
import { readResultScreen } from '../results/read.js';
import * as announce from '../tournaments/announce.js';
import { findTournament, lockTournament } from '../tournaments/load.js';
import { canRun, type Viewer } from '../tournaments/policy.js';
import { enteredMatches, seatedTeams } from './standings.js';

export type MatchReport = ApiResponse<'post', '/tournaments/{id}/matches/{n}/report'>;
export type MatchReports = ApiResponse<'get', '/tournaments/{id}/matches/{n}/reports'>;

/** 400 unless n is a match of the tournament: 1 to `matches` for a series, 1 for a single game. */
function assertMatchOf(t: TournamentRow, n: number): void {
  if (!t.series) {
    if (n !== 1) throw badRequest(SERIES_TEXT.singleGameMatch);
  } else if (n < 1 || n > t.series.matches) {
    throw badRequest(SERIES_TEXT.matchOutOfRange(t.series.matches));
  }
}

/** The fields of the tournament answer the reporting rule reads, from the row and its entered matches. */
async function reportingStateOf(db: Queryable, t: TournamentRow): Promise<ReportingState> {
  const played = t.series ? Math.max(0, ...(await enteredMatches(db, t.id)).map((m) => m.n)) : 0;
  return { status: t.status, is_finalized: t.isFinalized, series: t.series, matches_played: played };
}

/** The team the user is seated in, or null. */
async function teamOf(db: Queryable, tournamentId: string, userId: string): Promise<number | null> {
  const [seat] = await db
    .select({ team: tournamentSlots.teamNumber })
    .from(tournamentSlots)
    .where(and(eq(tournamentSlots.tournamentId, tournamentId), eq(tournamentSlots.playerId, userId)));
  return seat?.team ?? null;
}

/**
 * The team `user` may report match n for now, or the refusal: 400 for a match the tournament
 * does not have, 403 when not seated, 409 when match n has not started or its reports are closed.
 */
async function reportingTeam(db: Queryable, t: TournamentRow, user: Viewer, n: number): Promise<number> {
  assertMatchOf(t, n);
  const team = await teamOf(db, t.id, user.id);
  if (team === null) throw forbidden(SERIES_TEXT.notOnTeam);
  const reporting = matchReporting(await reportingStateOf(db, t), n);
  if (reporting === 'closed') throw conflict(SERIES_TEXT.reportsClosed(n));
  if (reporting === 'not_started') throw conflict(SERIES_TEXT.roomNotSent(n));
  return team;
}

/** The authorize step of a report: refused before its bytes are read, so outsiders' uploads are never read. */
export async function assertMayReport(ctx: AppContext, user: Viewer, tournamentId: string, n: number): Promise<void> {
  await reportingTeam(ctx.db, await findTournament(ctx.db, tournamentId), user, n);
}

type ReportRow = typeof matchReports.$inferSelect & { reporterName: string | null };

const reportImageUrl = (r: Pick<ReportRow, 'tournamentId' | 'matchNumber' | 'teamNumber'>) =>
  `/api/tournaments/${r.tournamentId}/matches/${r.matchNumber}/reports/${r.teamNumber}/image`;

function present(r: ReportRow): MatchReport {
  return {
    match_number: r.matchNumber,
    team_number: r.teamNumber,
    placement: r.placement,
    kills: r.kills,
    reported_by: r.reporterId && r.reporterName ? { id: r.reporterId, username: r.reporterName } : null,
    reported_at: r.updatedAt.toISOString(),
    read: r.read,
    read_check: checkRead(r),
    image_url: r.imageId ? reportImageUrl(r) : null,
  };
}

/** The reports of match n, of one team or of all, by team number. */
async function reportRows(db: Queryable, tournamentId: string, n: number, team?: number): Promise<ReportRow[]> {
  return db
    .select({
      tournamentId: matchReports.tournamentId,
      matchNumber: matchReports.matchNumber,
      teamNumber: matchReports.teamNumber,
      reporterId: matchReports.reporterId,
      reporterName: shownUsername,
      placement: matchReports.placement,
      kills: matchReports.kills,
      imageId: matchReports.imageId,
      read: matchReports.read,
      createdAt: matchReports.createdAt,
      updatedAt: matchReports.updatedAt,
    })
    .from(matchReports)
    .leftJoin(users, eq(users.id, matchReports.reporterId))
    .where(
      and(
        eq(matchReports.tournamentId, tournamentId),
        eq(matchReports.matchNumber, n),
        team === undefined ? undefined : eq(matchReports.teamNumber, team),
      ),
    )
    .orderBy(asc(matchReports.teamNumber));
}

/**
 * POST /tournaments/{id}/matches/{n}/report. The screenshot is judged, read and re-encoded
 * before the transaction (CPU work holds no row lock); the rules are checked again under the
 * tournament's lock, so a report racing the host's results is either stored before them or
 * refused. A teammate's later report replaces the team's, screenshot included (the old image is
 * deleted by the update: migration 0021).
 */
export async function reportMatch(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  n: number,
  input: MatchReportInput,
  file: Express.Multer.File | undefined,
): Promise<MatchReport> {
  let screenshot: { main: Buffer; read: MatchReport['read'] } | null = null;
  if (file) {
    const image = await judgeImage(file);
    const read = await readResultScreen(ctx, image, user.id);
    screenshot = { main: (await reencodeImage(image)).main, read };
  }
  return inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, tournamentId);
    const team = await reportingTeam(tx, t, user, n);
    const teams = (await seatedTeams(tx, t.id)).size;
    if (input.placement > teams) throw badRequest(SERIES_TEXT.placementRange(teams));
    const image = screenshot ? await ctx.images.savePrivate(tx, screenshot) : null;
    const report = {
      reporterId: user.id,
      placement: input.placement,
      kills: input.kills,
      imageId: image?.id ?? null,
      read: screenshot?.read ?? null,
      updatedAt: new Date(),
    };
    await tx
      .insert(matchReports)
      .values({ tournamentId: t.id, matchNumber: n, teamNumber: team, ...report })
      .onConflictDoUpdate({
        target: [matchReports.tournamentId, matchReports.matchNumber, matchReports.teamNumber],
        set: report,
      });
    announce.matchReportReceived(events, t, { match_number: n, team_number: team });
    const [stored] = await reportRows(tx, t.id, n, team);
    return present(stored!);
  });
}

/** Whose reports of a tournament `viewer` may see: every team's (the host), one team's, or none (403). */
async function visibleTeams(db: Queryable, t: TournamentRow, viewer: Viewer): Promise<'all' | number> {
  if (canRun(t, viewer)) return 'all';
  const team = await teamOf(db, t.id, viewer.id);
  if (team === null) throw forbidden(SERIES_TEXT.reportsHidden);
  return team;
}

/** GET /tournaments/{id}/matches/{n}/reports: the host every team's, a seated player their own team's. */
export async function listMatchReports(
  ctx: AppContext,
  viewer: Viewer,
  tournamentId: string,
  n: number,
): Promise<MatchReports> {
  const t = await findTournament(ctx.db, tournamentId);
  const teams = await visibleTeams(ctx.db, t, viewer);
  assertMatchOf(t, n);
  const rows = await reportRows(ctx.db, t.id, n, teams === 'all' ? undefined : teams);
  return {
    match_number: n,
    closed: matchReporting(await reportingStateOf(ctx.db, t), n) === 'closed',
    reports: rows.map(present),
  };
}

/** GET /tournaments/{id}/matches/{n}/reports/{team}/image: the host, or a member of that team. */
export async function reportImage(
  ctx: AppContext,
  viewer: Viewer,
  tournamentId: string,
  n: number,
  team: number,
): Promise<{ contentType: string; data: Buffer }> {
  const t = await findTournament(ctx.db, tournamentId);
  const teams = await visibleTeams(ctx.db, t, viewer);
  if (teams !== 'all' && teams !== team) throw forbidden(SERIES_TEXT.reportsHidden);
  const [report] = await ctx.db
    .select({ imageId: matchReports.imageId })
    .from(matchReports)
    .where(
      and(eq(matchReports.tournamentId, t.id), eq(matchReports.matchNumber, n), eq(matchReports.teamNumber, team)),
    );
  const image = report?.imageId ? await ctx.images.readPrivate(report.imageId) : undefined;
  if (!image) throw notFound(SERIES_TEXT.noReportImage);
  return image;
}
