/**
 * Approval (docs/product/tournaments.md#approval): the admin queue, approve and decline (two paths each, one service),
 * the creator's instant approval, and the auto-approval price setting.
 */
import { Router, type Request, type Response } from 'express';
import { autoApprovalPriceQuery } from '@squadhub/shared';
import { currentUser, requireAdmin, requireSuperAdmin, requireUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit } from '../../http/rate-limit.js';
import { parseQuery } from '../../http/validate.js';
import {
  approveTournament,
  autoApproveTournament,
  declineTournament,
  listPendingTournaments,
} from '../../services/tournaments/approval.js';
import { readAutoApprovalPrice, updateAutoApprovalPrice } from '../../services/tournaments/settings.js';
import { tournamentIdOf } from './shared.js';

export function approvalRouter(ctx: AppContext): Router {
  const router = Router();
  const limit = rateLimit(ctx, { windowMs: 10_000, limit: 30 });

  router.get('/admin/pending-tournaments', requireAdmin, async (req, res) => {
    res.json(await listPendingTournaments(ctx, currentUser(req)));
  });

  const approve = async (req: Request, res: Response) => {
    res.json(await approveTournament(ctx, currentUser(req), tournamentIdOf(req)));
  };
  const decline = async (req: Request, res: Response) => {
    res.json(await declineTournament(ctx, currentUser(req), tournamentIdOf(req)));
  };
  router.post('/admin/approve-tournament/:id', limit, requireAdmin, approve);
  router.post('/tournaments/:id/approve', limit, requireAdmin, approve);
  router.post('/admin/decline-tournament/:id', limit, requireAdmin, decline);
  router.post('/tournaments/:id/decline', limit, requireAdmin, decline);

  router.post('/tournaments/:id/auto-approve', limit, requireUser, async (req, res) => {
    res.json(await autoApproveTournament(ctx, currentUser(req), tournamentIdOf(req)));
  });

  // Readable by any logged-in player: the waiting card shows the price.
  router.get('/admin/settings/auto-approval-price', requireUser, async (req, res) => {
    res.json({ auto_approval_price: await readAutoApprovalPrice(ctx, currentUser(req)) });
  });

  router.put('/admin/settings/auto-approval-price', limit, requireSuperAdmin, async (req, res) => {
    const { price } = parseQuery(autoApprovalPriceQuery, req);
    res.json(await updateAutoApprovalPrice(ctx, currentUser(req), price));
  });

  return router;
}
