/**
 * The results deadline and an admin's review (docs/product/trust.md#results-deadline): the setting
 * (read by admins, set by the super admin) and placing a tournament under review.
 */
import { Router } from 'express';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit, readsLimit } from '../../http/rate-limit.js';
import {
  placeUnderReview,
  readResultsDeadline,
  updateResultsDeadline,
} from '../../services/tournaments/results-deadline.js';
import { mount } from '../mount.js';
import { tournamentIdOf } from './shared.js';

export function voidsRouter(ctx: AppContext): Router {
  const router = Router();
  const limit = rateLimit(ctx, { windowMs: 10_000, limit: 30 });

  mount(router, 'getResultsDeadline', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      res.json(await readResultsDeadline(ctx, currentUser(req)));
    },
  });

  mount(router, 'setResultsDeadline', {
    limiter: limit,
    handler: async (req, res, input) => {
      res.json(await updateResultsDeadline(ctx, currentUser(req), input.body().results_deadline_hours));
    },
  });

  mount(router, 'reviewTournament', {
    limiter: limit,
    handler: async (req, res) => {
      res.json(await placeUnderReview(ctx, currentUser(req), tournamentIdOf(req)));
    },
  });

  return router;
}
