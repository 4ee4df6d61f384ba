/**
 * Answers and routes of disputes and the payout hold (docs/product/trust.md#disputes): filing a
 * dispute of a tournament's results, its evidence, resolving it, and paying a held payout early.
 */
import { z } from 'zod';
import { DISPUTE_STATUSES } from '../../constants.js';
import { ACCESS_TEXT } from '../../texts/common.js';
import { uuidParam } from '../common.js';
import { fileDisputeSchema, resolveDisputeSchema } from '../payouts.js';
import { timestamp } from './common.js';
import { defineRoutes } from './contract.js';
import { tournamentSchema } from './tournaments.js';

export const disputeSchema = z
  .strictObject({
    id: z.uuid(),
    tournament_id: z.uuid().nullable().describe('Null once the tournament was swept after it ended.'),
    tournament_title: z.string().nullable(),
    filer_username: z.string(),
    reason: z.string(),
    match: z.int().min(1).nullable().describe("The series' match it is about; null for a single game."),
    team_number: z.int().min(1).nullable(),
    status: z.enum(DISPUTE_STATUSES),
    resolution_note: z.string().nullable(),
    resolved_at: timestamp().nullable(),
    created_at: timestamp(),
    evidence: z
      .array(z.uuid())
      .describe('Ids of its screenshots, read through GET /disputes/{id}/evidence/{image_id}.'),
  })
  .meta({ id: 'Dispute' });

const disputeListSchema = z.strictObject({ disputes: z.array(disputeSchema) }).meta({ id: 'DisputeList' });

const evidenceImageSchema = z
  .strictObject({
    image_id: z.uuid(),
    content_type: z.string(),
    data_url: z.string().describe('The re-encoded image (WebP, no metadata) as a `data:` address.'),
  })
  .meta({ id: 'DisputeEvidenceImage' });

const evidenceParams = z.object({ id: z.uuid(ACCESS_TEXT.notFound), image_id: z.uuid(ACCESS_TEXT.notFound) });

const NOT_FOUND = 'No such tournament, or one this viewer may not see.';
const NO_DISPUTE = 'No such dispute, or one this viewer may not see.';

export const DISPUTE_ROUTES = defineRoutes([
  {
    method: 'post',
    path: '/tournaments/{id}/disputes',
    operationId: 'fileDispute',
    tag: 'Play',
    summary: "Dispute a tournament's results before the payout",
    description:
      'A player seated in the tournament, while results are recorded and the prizes not yet paid. It stops the ' +
      'payout until an admin resolves it. One open dispute per player per tournament.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    body: fileDisputeSchema,
    ok: { status: 201, json: disputeSchema, description: 'The dispute, open.' },
    errors: {
      400: 'A reason of fewer than 10 or more than 1000 characters, a match on a single game, or one out of range.',
      403: 'The viewer is not a player of this tournament.',
      404: NOT_FOUND,
      409: 'No results yet, the prizes are already paid, or the viewer already has an open dispute here.',
    },
  },
  {
    method: 'get',
    path: '/tournaments/{id}/disputes',
    operationId: 'listTournamentDisputes',
    tag: 'Play',
    summary: "A tournament's disputes",
    description: 'The creator and admins see every dispute; a player only their own.',
    access: 'user',
    params: uuidParam,
    ok: { json: disputeListSchema, description: 'The newest first.' },
    errors: { 403: 'Neither the creator, an admin, nor a player who disputed.', 404: NOT_FOUND },
  },
  {
    method: 'post',
    path: '/disputes/{id}/evidence',
    operationId: 'addDisputeEvidence',
    tag: 'Play',
    summary: 'Attach a screenshot to a dispute',
    description:
      'The player who filed it, while it is open, up to 3 images, in the multipart field `image`. Judged by its ' +
      'bytes and stored re-encoded (WebP, no metadata); never served at a public address.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    upload: z.object({}),
    ok: { status: 201, json: disputeSchema, description: 'The dispute with its screenshots.' },
    errors: {
      400: 'No image in the field `image`, or a file that is not a PNG, JPEG, WebP or GIF image.',
      403: 'Not the player who filed it.',
      404: NO_DISPUTE,
      409: 'The dispute is resolved, or already carries 3 screenshots.',
      413: 'The image is larger than 5 MB or 50 megapixels.',
    },
  },
  {
    method: 'get',
    path: '/disputes/{id}/evidence/{image_id}',
    operationId: 'getDisputeEvidence',
    tag: 'Play',
    summary: "One of a dispute's screenshots",
    description: 'Only the player who filed it, the creator of the tournament and admins.',
    access: 'user',
    params: evidenceParams,
    ok: { json: evidenceImageSchema, description: 'The image.' },
    errors: { 404: `${NO_DISPUTE} Or no such screenshot of it.` },
  },
  {
    method: 'post',
    path: '/disputes/{id}/resolve',
    operationId: 'resolveDispute',
    tag: 'Admin',
    summary: 'Resolve a dispute',
    description:
      '`upheld`: the payout waits for corrected results (a new select-winners or finalize-series starts a new ' +
      'hold). `rejected`: the hold resumes; a payout already due is paid by the next deadline pass.',
    access: 'admin',
    rateLimited: true,
    params: uuidParam,
    body: resolveDisputeSchema,
    ok: { json: disputeSchema, description: 'The resolved dispute.' },
    errors: { 404: NO_DISPUTE, 409: 'The dispute is already resolved.' },
  },
  {
    method: 'get',
    path: '/admin/disputes',
    operationId: 'listOpenDisputes',
    tag: 'Admin',
    summary: 'The open disputes, oldest first',
    access: 'admin',
    ok: { json: disputeListSchema, description: 'Every open dispute.' },
  },
  {
    method: 'post',
    path: '/tournaments/{id}/pay-now',
    operationId: 'payHeldPayoutNow',
    tag: 'Admin',
    summary: 'End a payout hold early and pay',
    access: 'admin',
    rateLimited: true,
    params: uuidParam,
    ok: { json: tournamentSchema, description: 'The tournament, paid and finalized.' },
    errors: {
      404: NOT_FOUND,
      409: 'No payout is held, a dispute is open, or the payout waits for corrected results.',
    },
  },
]);
