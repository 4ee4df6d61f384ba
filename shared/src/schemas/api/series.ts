/**
 * Answers and routes of series (docs/product/series.md): results per match, the standings and the
 * payout from them. Every route on a tournament answers 404 for a tournament the viewer may not
 * see, as GET /tournaments/{id} does.
 */
import { z } from 'zod';
import { uuidParam } from '../common.js';
import { matchParams, matchResultsSchema } from '../series.js';
import { coins } from './common.js';
import { defineRoutes } from './contract.js';
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
