/**
 * Request schemas of series (docs/product/series.md): the `series` field of a tournament, and the
 * results of one match. Rules that need the tournament (the number of teams, which teams have
 * players) are checked by the server against it; these check everything a body alone can say.
 */
import { z } from 'zod';
import { ACCESS_TEXT, SERIES_TEXT } from '../texts/index.js';
import {
  KILL_POINTS_DEFAULT,
  KILL_POINTS_MAX,
  MATCH_KILLS_MAX,
  POINTS_PRESET_IDS,
  SERIES_MATCHES_MAX,
  SERIES_MATCHES_MIN,
  placementTable,
} from '../rules/series.js';
import { queryInt } from './common.js';

const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A points table as the host sets it; the preset's table fills in a missing `placement`. */
export const pointsTableSchema = z
  .object({
    preset: z.enum(POINTS_PRESET_IDS, { error: SERIES_TEXT.presetUnknown }),
    placement: z
      .array(whole(SERIES_TEXT.placementPoints, 0, 1_000), { error: SERIES_TEXT.placementPoints })
      .min(1, SERIES_TEXT.placementPoints)
      .max(100, SERIES_TEXT.placementPoints)
      .refine((list) => list.every((p, i) => i === 0 || p <= list[i - 1]!), SERIES_TEXT.placementIncreasing)
      .optional(),
    kill_points: whole(SERIES_TEXT.killPoints, 0, KILL_POINTS_MAX).default(KILL_POINTS_DEFAULT),
  })
  .superRefine((v, ctx) => {
    if (v.preset === 'custom' && !v.placement) {
      ctx.addIssue({ code: 'custom', path: ['placement'], message: SERIES_TEXT.customNeedsPlacement });
    }
  })
  .transform((v) => ({
    preset: v.preset,
    placement: [...(v.placement ?? placementTable(v.preset))],
    kill_points: v.kill_points,
  }));

/** Percent of a pool for each final rank, from 1st: whole, at least 1 each, 100 at most in all. */
export const payoutPercentsSchema = z
  .array(whole(SERIES_TEXT.payoutPercent, 1, 100), { error: SERIES_TEXT.payoutPercent })
  .min(1, SERIES_TEXT.payoutPercent)
  .max(100, SERIES_TEXT.payoutPercent)
  .refine((list) => list.reduce((s, p) => s + p, 0) <= 100, SERIES_TEXT.payoutOver100);

/** The series of a tournament as the host sets it. */
export const seriesSettingsSchema = z.object({
  matches: whole(SERIES_TEXT.matchesRange, SERIES_MATCHES_MIN, SERIES_MATCHES_MAX),
  points: pointsTableSchema,
  payout: payoutPercentsSchema,
});
export type SeriesSettingsRequest = z.input<typeof seriesSettingsSchema>;
export type SeriesSettings = z.output<typeof seriesSettingsSchema>;

/**
 * Lists longer than the grid has teams are refused once the number of teams is known: a custom
 * table and the payout (a preset's table may list more places than there are teams: they score 0).
 */
export function seriesSizeError(series: SeriesSettings, maxTeams: number): string | null {
  // Optional chaining: a form's refinement may call this with a series its own schema refused.
  if (series.points?.preset === 'custom' && (series.points.placement?.length ?? 0) > maxTeams)
    return SERIES_TEXT.placementTooLong(maxTeams);
  if ((series.payout?.length ?? 0) > maxTeams) return SERIES_TEXT.payoutTooLong(maxTeams);
  return null;
}

/** /tournaments/{id}/matches/{n}/results */
export const matchParams = z.object({ id: z.uuid(ACCESS_TEXT.notFound), n: queryInt('n') });

/** PUT /tournaments/{id}/matches/{n}/results */
export const matchResultsSchema = z.object({
  results: z
    .array(
      z.object({
        team_number: whole(SERIES_TEXT.resultTeam, 1, 1_000),
        placement: whole(SERIES_TEXT.resultPlacement, 1, 1_000),
        kills: whole(SERIES_TEXT.resultKills(MATCH_KILLS_MAX), 0, MATCH_KILLS_MAX),
      }),
      { error: SERIES_TEXT.resultsRequired },
    )
    .min(1, SERIES_TEXT.resultsRequired)
    .max(1_000)
    .refine((rs) => new Set(rs.map((r) => r.team_number)).size === rs.length, SERIES_TEXT.teamTwice)
    .refine((rs) => new Set(rs.map((r) => r.placement)).size === rs.length, SERIES_TEXT.placementTwice),
});
export type MatchResultsInput = z.output<typeof matchResultsSchema>;

/** A whole number typed into a form field (multipart sends text): digits only, then bounded. */
const typedWhole = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(whole(message, min, max));

/**
 * POST /tournaments/{id}/matches/{n}/report: the text fields beside the screenshot. The upper
 * bound of the placement (the number of teams with players) is checked by the server.
 */
export const matchReportSchema = z.object({
  placement: typedWhole(SERIES_TEXT.reportPlacement, 1, 1_000),
  kills: typedWhole(SERIES_TEXT.resultKills(MATCH_KILLS_MAX), 0, MATCH_KILLS_MAX),
});
export type MatchReportInput = z.output<typeof matchReportSchema>;

/** /tournaments/{id}/matches/{n}/reports/{team}/image */
export const reportImageParams = matchParams.extend({ team: queryInt('team') });
