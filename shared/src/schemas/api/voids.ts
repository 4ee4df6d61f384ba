/**
 * Routes of the automatic void (docs/product/trust.md): the results deadline the super admin sets,
 * and an admin's review that keeps a tournament from being voided for missing results.
 */
import { z } from 'zod';
import { uuidParam } from '../common.js';
import { resultsDeadlineSchema } from '../voids.js';
import { defineRoutes } from './contract.js';
import { tournamentSchema } from './tournaments.js';

const resultsDeadlineAnswer = z.strictObject({
  results_deadline_hours: z.int().min(1).describe('Results are due this many hours after the start.'),
});

export const VOID_ROUTES = defineRoutes([
  {
    method: 'get',
    path: '/admin/settings/results-deadline',
    operationId: 'getResultsDeadline',
    tag: 'Tournaments',
    summary: 'The results deadline',
    description:
      'A tournament whose room code was sent and whose results are not recorded this many hours after its start ' +
      'is voided, every fee refunded, unless an admin placed it under review. Admins are alerted at half of it.',
    access: 'admin',
    ok: { json: resultsDeadlineAnswer, description: 'The deadline in hours.' },
  },
  {
    method: 'put',
    path: '/admin/settings/results-deadline',
    operationId: 'setResultsDeadline',
    tag: 'Tournaments',
    summary: 'Set the results deadline',
    access: 'super_admin',
    rateLimited: true,
    body: resultsDeadlineSchema,
    ok: { json: resultsDeadlineAnswer.extend({ message: z.string() }), description: 'The new deadline.' },
  },
  {
    method: 'post',
    path: '/admin/tournaments/{id}/review',
    operationId: 'reviewTournament',
    tag: 'Tournaments',
    summary: 'Place a tournament under review',
    description: 'It is then not voided for missing results; an admin settles it (winners, or a delete that refunds).',
    access: 'admin',
    rateLimited: true,
    params: uuidParam,
    ok: {
      json: z.strictObject({ message: z.string(), tournament: tournamentSchema }),
      description: 'The tournament, under review.',
    },
    errors: {
      404: 'No such tournament.',
      409: 'Already under review, voided or finalized.',
    },
  },
]);
