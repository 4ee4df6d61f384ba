/**
 * Answers and routes of series (docs/product/series.md): results per match, the standings and the
 * payout from them. Every route on a tournament answers 404 for a tournament the viewer may not
 * see, as GET /tournaments/{id} does.
 */
import { z } from 'zod';
import { uuidParam } from '../common.js';
import { matchParams, matchReportSchema, matchResultsSchema, reportImageParams } from '../series.js';
import { coins, timestamp } from './common.js';
import { defineRoutes } from './contract.js';
import { screenReadSchema } from './results.js';
import { tournamentSchema } from './tournaments.js';

// ---- Answers ---------------------------------------------------------------------------------

export const standingRowSchema = z
  .strictObject({
    rank: z.int().min(1).describe('Teams nothing tells apart share a rank.'),
    team_number: z.int().min(1),
    players: z.array(z.string()),
    total_points: z.int().min(0),
    placement_points: z.int().min(0),
    kill_points: z.int().min(0),
    kills: z.int().min(0),
    wins: z.int().min(0),
    matches: z.array(
      z.strictObject({ n: z.int().min(1), placement: z.int().min(1), kills: z.int().min(0), points: z.int().min(0) }),
    ),
  })
  .meta({ id: 'StandingRow' });

export const standingsSchema = z
  .strictObject({
    matches_total: z.int().min(2),
    matches_played: z.int().min(0),
    points: z.strictObject({ placement: z.array(z.int().min(0)), kill_points: z.int().min(0) }),
    rows: z.array(standingRowSchema),
  })
  .meta({ id: 'Standings' });

export const seriesPayoutAnswerSchema = tournamentSchema
  .extend({ remainder: coins().describe("What the payout left of the pool: it went to the creator's winnings.") })
  .meta({ id: 'FinalizedSeries' });

const typedAndRead = z.strictObject({ typed: z.int().min(0), read: z.int().min(0) });

/** How a report's screenshot read compares with its typed numbers (shared/src/rules/reports.ts `checkRead`). */
export const readCheckSchema = z
  .discriminatedUnion('status', [
    z.strictObject({ status: z.literal('agrees') }),
    z.strictObject({
      status: z.literal('disagrees'),
      placement: typedAndRead.optional(),
      kills: typedAndRead.optional(),
    }),
    z.strictObject({ status: z.literal('unverified') }),
  ])
  .describe('`unverified`: no screenshot, or its placement or total kills could not be read.')
  .meta({ id: 'ReadCheck' });

export const matchReportAnswerSchema = z
  .strictObject({
    match_number: z.int().min(1),
    team_number: z.int().min(1),
    placement: z.int().min(1),
    kills: z.int().min(0),
    reported_by: z.strictObject({ id: z.uuid(), username: z.string() }).nullable(),
    reported_at: timestamp(),
    read: screenReadSchema.nullable().describe('What the server read on the screenshot; null without one.'),
    read_check: readCheckSchema,
    image_url: z
      .string()
      .nullable()
      .describe('The screenshot, through GET …/reports/{team}/image with the same token; null without one.'),
  })
  .meta({ id: 'MatchReport' });

export const matchReportsSchema = z
  .strictObject({
    match_number: z.int().min(1),
    closed: z.boolean().describe('The host entered this match (or the tournament ended): reports are closed.'),
    reports: z.array(matchReportAnswerSchema).describe('By team number; a team member sees only their own team.'),
  })
  .meta({ id: 'MatchReports' });

// ---- Routes ----------------------------------------------------------------------------------

const NOT_FOUND = 'No such tournament, or one this viewer may not see.';
const MANAGER_ONLY = 'Only the creator or an admin.';

export const SERIES_ROUTES = defineRoutes([
  {
    method: 'put',
    path: '/tournaments/{id}/matches/{n}/results',
    operationId: 'putMatchResults',
    tag: 'Play',
    summary: 'Enter (or correct) the results of match n of a series',
    description:
      'Each team with players at most once; placements unique from 1 to the number of such teams; kills 0 to 99. ' +
      'A team left out scores 0 in that match. Everyone who may see the tournament gets `standings_updated`.',
    access: 'user',
    rateLimited: true,
    params: matchParams,
    body: matchResultsSchema,
    ok: { json: standingsSchema, description: 'The standings after this match.' },
    errors: {
      400: 'A match number, team or placement outside the series, or a team without players.',
      403: MANAGER_ONLY,
      404: NOT_FOUND,
      409: 'Not a series, not live, finalized, or the previous match has no results.',
    },
  },
  {
    method: 'delete',
    path: '/tournaments/{id}/matches/{n}/results',
    operationId: 'deleteMatchResults',
    tag: 'Play',
    summary: 'Remove the results of the last entered match',
    access: 'user',
    rateLimited: true,
    params: matchParams,
    ok: { json: standingsSchema, description: 'The standings without that match.' },
    errors: { 403: MANAGER_ONLY, 404: NOT_FOUND, 409: 'Not a series, finalized, or not the last entered match.' },
  },
  {
    method: 'post',
    path: '/tournaments/{id}/matches/{n}/report',
    operationId: 'reportMatch',
    tag: 'Play',
    summary: "Report your team's result of match n, with its end-of-match screenshot",
    description:
      'A seated member of a team, once match n has started (the room code was sent, and for a series match n-1 has ' +
      "results), until the host enters match n. A teammate's later report replaces the team's. A single game is " +
      'match 1. The screenshot is judged by its bytes, read on the server and stored re-encoded without metadata; ' +
      'only the team and the host may see it. The creator and admins get `match_report_received`.',
    access: 'user',
    rateLimited: true,
    params: matchParams,
    upload: matchReportSchema,
    uploadField: 'image',
    ok: { json: matchReportAnswerSchema, description: "The team's report, with the read and whether it agrees." },
    errors: {
      400: 'A placement or kills that is not a whole number in range, a match outside the tournament, or an image that is not a screenshot (not an image, more than an image, too small).',
      403: 'Not seated in a team of this tournament.',
      404: NOT_FOUND,
      409: 'Match n has not started (its room code was not sent), or its reports are closed (results entered).',
      413: 'The image is larger than 5 MB or 50 megapixels.',
      429: 'Too many reports or reads from this user, or the reading queue is full (`Retry-After` says when to try again).',
      503: 'The read took longer than its time bound.',
    },
  },
  {
    method: 'get',
    path: '/tournaments/{id}/matches/{n}/reports',
    operationId: 'listMatchReports',
    tag: 'Play',
    summary: "The teams' reports of match n",
    description: "The creator and admins get every team's report; a seated player only their own team's.",
    access: 'user',
    params: matchParams,
    ok: { json: matchReportsSchema, description: 'The reports this viewer may see.' },
    errors: { 403: 'Neither the host, an admin nor seated in a team.', 404: NOT_FOUND },
  },
  {
    method: 'get',
    path: '/tournaments/{id}/matches/{n}/reports/{team}/image',
    operationId: 'getReportImage',
    tag: 'Play',
    summary: "A team's screenshot of match n",
    description: 'The creator, admins and the members of that team. Never cached, never at a public address.',
    access: 'user',
    params: reportImageParams,
    ok: { image: 'The screenshot as stored (WebP, no metadata).' },
    errors: {
      403: 'Neither the host, an admin nor seated in that team.',
      404: 'No such tournament, or that team sent no screenshot for this match.',
    },
  },
  {
    method: 'get',
    path: '/tournaments/{id}/standings',
    operationId: 'getStandings',
    tag: 'Play',
    summary: 'The standings of a series',
    access: 'anyone',
    params: uuidParam,
    ok: { json: standingsSchema, description: 'By rank.' },
    errors: { 404: NOT_FOUND, 409: 'A single game has no standings.' },
  },
  {
    method: 'post',
    path: '/tournaments/{id}/finalize-series',
    operationId: 'finalizeSeries',
    tag: 'Play',
    summary: 'Pay the prize pool from the standings and finalize the series',
    description:
      "Each rank gets floor(pool × percent / 100); tied teams share the ranks they cover; a team's coins are split " +
      'equally among its players (the leftover to the earliest seated); what is not paid goes to the creator.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    ok: { json: seriesPayoutAnswerSchema, description: 'The finalized tournament with its winners.' },
    errors: { 403: MANAGER_ONLY, 404: NOT_FOUND, 409: 'Not a series, no match entered, or already finalized.' },
  },
]);
