/**
 * Approval (spec 1 §4, §7): the admin queue, approve and decline (two paths each, one service),
 * the creator's instant approval, and the auto-approval price setting.
 */
import { Router, type Request, type Response } from 'express';
import { TOURNAMENT_TEXT, autoApprovalPriceQuery } from '@squadhub/shared';
import { currentUser, requireAdmin, requireSuperAdmin, requireUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { rateLimit } from '../../http/rate-limit.js';
import { parseQuery } from '../../http/validate.js';
import {
  approveTournament,
  autoApproveTournament,
  declineTournament,
  listPendingTournaments,
} from '../../services/tournaments/approval.js';
import { getAutoApprovalPrice, setAutoApprovalPrice } from '../../services/tournaments/settings.js';
import { deletedAnswer, tournamentIdOf } from './shared.js';

export function approvalRouter(ctx: AppContext): Router {
  const router = Router();
  const limit = rateLimit(ctx, { windowMs: 10_000, limit: 30 });

  router.get('/admin/pending-tournaments', requireAdmin, async (req, res) => {
    res.json(await listPendingTournaments(ctx.db, currentUser(req)));
  });

  const approve = async (req: Request, res: Response) => {
    const id = tournamentIdOf(req);
    await inTransaction(ctx, (tx, events) => approveTournament(tx, events, id));
    res.json({ message: TOURNAMENT_TEXT.approved });
  };
  const decline = async (req: Request, res: Response) => {
    const id = tournamentIdOf(req);
    const done = await inTransaction(ctx, (tx, events) => declineTournament(tx, events, currentUser(req), id));
    res.json(deletedAnswer(TOURNAMENT_TEXT.declined, done));
  };
  router.post('/admin/approve-tournament/:id', limit, requireAdmin, approve);
  router.post('/tournaments/:id/approve', limit, requireAdmin, approve);
  router.post('/admin/decline-tournament/:id', limit, requireAdmin, decline);
  router.post('/tournaments/:id/decline', limit, requireAdmin, decline);

  router.post('/tournaments/:id/auto-approve', limit, requireUser, async (req, res) => {
    const id = tournamentIdOf(req);
    const result = await inTransaction(ctx, (tx, events) => autoApproveTournament(tx, events, currentUser(req), id));
    res.json({ message: TOURNAMENT_TEXT.autoApproved, ...result });
  });

  // Readable by any logged-in player: the waiting card shows the price.
  router.get('/admin/settings/auto-approval-price', requireUser, async (_req, res) => {
    res.json({ auto_approval_price: await getAutoApprovalPrice(ctx.db) });
  });

  router.put('/admin/settings/auto-approval-price', limit, requireSuperAdmin, async (req, res) => {
    const { price } = parseQuery(autoApprovalPriceQuery, req);
    const saved = await inTransaction(ctx, (tx, events) => setAutoApprovalPrice(tx, events, price));
    res.json({ auto_approval_price: saved, message: TOURNAMENT_TEXT.priceUpdated });
  });

  return router;
}
