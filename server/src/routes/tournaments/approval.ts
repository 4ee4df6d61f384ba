/**
 * Approval (docs/product/tournaments.md#approval): the admin queue, approve and decline (two paths each, one service),
 * the creator's instant approval, and the auto-approval price setting.
 */
import { Router, type Request, type Response } from 'express';
import { NEXT_BEFORE_HEADER } from '@squadhub/shared';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit, readsLimit } from '../../http/rate-limit.js';
import {
  approveTournament,
  autoApproveTournament,
  declineTournament,
  listPendingTournaments,
} from '../../services/tournaments/approval.js';
import { readAutoApprovalPrice, updateAutoApprovalPrice } from '../../services/tournaments/settings.js';
import { mount } from '../mount.js';
import { tournamentIdOf } from './shared.js';

export function approvalRouter(ctx: AppContext): Router {
  const router = Router();
  const limit = rateLimit(ctx, { windowMs: 10_000, limit: 30 });

  mount(router, 'listPendingTournaments', {
    limiter: readsLimit(ctx),
    handler: async (req, res, input) => {
      const { tournaments, nextBefore } = await listPendingTournaments(ctx, currentUser(req), input.query());
      // The specification answers a bare array, so the next page's cursor travels beside it.
      res.setHeader(NEXT_BEFORE_HEADER, nextBefore ?? '');
      res.json(tournaments);
    },
  });

  const approve = async (req: Request, res: Response) => {
    res.json(await approveTournament(ctx, currentUser(req), tournamentIdOf(req)));
  };
  const decline = async (req: Request, res: Response) => {
    res.json(await declineTournament(ctx, currentUser(req), tournamentIdOf(req)));
  };
  mount(router, 'adminApproveTournament', { limiter: limit, handler: approve });
  mount(router, 'approveTournament', { limiter: limit, handler: approve });
  mount(router, 'adminDeclineTournament', { limiter: limit, handler: decline });
  mount(router, 'declineTournament', { limiter: limit, handler: decline });

  mount(router, 'autoApproveTournament', {
    limiter: limit,
    handler: async (req, res) => {
      res.json(await autoApproveTournament(ctx, currentUser(req), tournamentIdOf(req)));
    },
  });

  // Readable by any logged-in player: the waiting card shows the price.
  mount(router, 'getAutoApprovalPrice', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      res.json({ auto_approval_price: await readAutoApprovalPrice(ctx, currentUser(req)) });
    },
  });

  mount(router, 'setAutoApprovalPrice', {
    limiter: limit,
    handler: async (req, res, input) => {
      const { price } = input.query();
      res.json(await updateAutoApprovalPrice(ctx, currentUser(req), price));
    },
  });

  return router;
}
