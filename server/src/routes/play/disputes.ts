/**
 * Disputes and the payout hold under /api (docs/product/trust.md#disputes): filing a dispute,
 * its screenshots, the admins' queue and rulings, and paying a held payout early. Each route:
 * rate limit, authenticate, validate (an evidence upload is authorized before its bytes are read),
 * then one named service step (services/play/disputes.ts, payouts.ts).
 */
import { Router, type Request } from 'express';
import { PAYOUT_TEXT } from '@squadhub/shared';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../domain/errors.js';
import { rateLimit, readsLimit } from '../../http/rate-limit.js';
import { idParam } from '../../http/params.js';
import { asStep } from '../../http/steps.js';
import {
  addDisputeEvidence,
  assertMayAddEvidence,
  disputeEvidenceImage,
  fileDispute,
  listOpenDisputes,
  listTournamentDisputes,
  resolveDispute,
} from '../../services/play/disputes.js';
import { payHeldPayoutNow } from '../../services/play/payouts.js';
import { assertTournamentVisible } from '../../services/tournaments/load.js';
import { encodeUpload } from '../../uploads/reencode.js';
import { singleImageIn } from '../../uploads/multipart.js';
import { mount } from '../mount.js';
import { tournamentIdOf } from '../tournaments/shared.js';

/** The dispute `:id` of the path as a uuid; anything else names no dispute (404). */
const disputeIdOf = (req: Request): string => idParam(req, PAYOUT_TEXT.disputeNotFound);

export function disputesRouter(ctx: AppContext): Router {
  const router = Router();
  /** The tournament of the path, 404 unless the viewer may see it (as every play route). */
  const tournamentId = async (req: Request): Promise<string> => {
    const id = tournamentIdOf(req);
    await assertTournamentVisible(ctx, req.user ?? null, id);
    return id;
  };
  const fileLimit = rateLimit(ctx, { windowMs: 60_000, limit: 10 });
  const evidenceLimit = rateLimit(ctx, { windowMs: 10 * 60_000, limit: 20 });
  const adminLimit = rateLimit(ctx, { windowMs: 60_000, limit: 60 });

  mount(router, 'fileDispute', {
    limiter: fileLimit,
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      res.status(201).json(await fileDispute(ctx, currentUser(req), id, input.body()));
    },
  });
  mount(router, 'listTournamentDisputes', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      const id = await tournamentId(req);
      res.json(await listTournamentDisputes(ctx, currentUser(req), id));
    },
  });

  /** Only the filer of an open dispute with room for one more: an outsider's bytes are never read. */
  const mayAddEvidence = asStep('authorize', async (req, _res, next) => {
    await assertMayAddEvidence(ctx, currentUser(req), disputeIdOf(req));
    next();
  });
  mount(router, 'addDisputeEvidence', {
    limiter: evidenceLimit,
    steps: [mayAddEvidence, singleImageIn('image', PAYOUT_TEXT.evidenceImageRequired)],
    handler: async (req, res) => {
      if (!req.file) throw badRequest(PAYOUT_TEXT.evidenceImageRequired);
      const image = await encodeUpload(req.file);
      res.status(201).json(await addDisputeEvidence(ctx, currentUser(req), disputeIdOf(req), image));
    },
  });
  mount(router, 'getDisputeEvidence', {
    limiter: readsLimit(ctx),
    handler: async (req, res, input) => {
      const { id, image_id } = input.params();
      res.json(await disputeEvidenceImage(ctx, currentUser(req), id, image_id));
    },
  });

  mount(router, 'resolveDispute', {
    limiter: adminLimit,
    handler: async (req, res, input) => {
      res.json(await resolveDispute(ctx, currentUser(req), disputeIdOf(req), input.body()));
    },
  });
  mount(router, 'listOpenDisputes', {
    limiter: readsLimit(ctx),
    handler: async (_req, res) => {
      res.json(await listOpenDisputes(ctx));
    },
  });
  mount(router, 'payHeldPayoutNow', {
    limiter: adminLimit,
    handler: async (req, res) => {
      const id = await tournamentId(req);
      res.json(await payHeldPayoutNow(ctx, currentUser(req), id));
    },
  });

  return router;
}
