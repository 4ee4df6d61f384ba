/**
 * Managing (docs/product/tournaments.md#editing, #deleting-a-tournament): delete (creator or super admin, with refunds),
 * reschedule, and the super admin's full control: details, kick with refund, image.
 */
import { Router } from 'express';
import {
  FALLBACK,
  adminKickSchema,
  fullEditSchema,
  rescheduleSchema,
  selectTemplateImageSchema,
} from '@squadhub/shared';
import { currentUser, requireSuperAdmin, requireUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { rateLimit } from '../../http/rate-limit.js';
import { asStep } from '../../http/steps.js';
import { parseBody } from '../../http/validate.js';
import { adminDeleteTournament, deleteTournament } from '../../services/tournaments/deletion.js';
import { replaceTournamentImage } from '../../services/tournaments/image-upload.js';
import { adminKickPlayer } from '../../services/play/admin-kick.js';
import { fullEditTournament, rescheduleTournament, selectTemplateImage } from '../../services/tournaments/manage.js';
import { singleImage } from '../../uploads/multipart.js';
import { tournamentIdOf } from './shared.js';

export function manageRouter(ctx: AppContext): Router {
  const router = Router();
  const limit = rateLimit(ctx, { windowMs: 10_000, limit: 30 });
  const uploadLimit = rateLimit(ctx, { windowMs: 10 * 60_000, limit: 30 });

  router.delete('/tournaments/:id', limit, requireUser, async (req, res) => {
    res.json(await deleteTournament(ctx, currentUser(req), tournamentIdOf(req)));
  });

  router.delete(
    '/admin/tournaments/:id',
    limit,
    asStep('authenticate', (req, _res, next) => {
      // docs/product/texts.md#special-cases: the client shows these exact texts on delete.
      if (!req.user) return next(new HttpError(401, 'Not authenticated'));
      if (req.user.role !== 'super_admin') return next(new HttpError(403, FALLBACK.deleteForbidden));
      next();
    }),
    async (req, res) => {
      res.json(await adminDeleteTournament(ctx, currentUser(req), tournamentIdOf(req)));
    },
  );

  router.put('/tournaments/:id/update-rules-date', limit, requireUser, async (req, res) => {
    const id = tournamentIdOf(req);
    const { start_date } = parseBody(rescheduleSchema, req);
    res.json(await rescheduleTournament(ctx, currentUser(req), id, start_date));
  });

  router.put('/admin/tournaments/:id/full-edit', limit, requireSuperAdmin, async (req, res) => {
    const id = tournamentIdOf(req);
    const input = parseBody(fullEditSchema, req);
    res.json(await fullEditTournament(ctx, currentUser(req), id, input));
  });

  router.delete('/admin/tournaments/:id/kick-player', limit, requireSuperAdmin, async (req, res) => {
    const id = tournamentIdOf(req);
    const input = parseBody(adminKickSchema, req);
    res.json(await adminKickPlayer(ctx, currentUser(req), id, input));
  });

  router.put('/admin/tournaments/:id/select-template-image', limit, requireSuperAdmin, async (req, res) => {
    const id = tournamentIdOf(req);
    const { template_id } = parseBody(selectTemplateImageSchema, req);
    res.json(await selectTemplateImage(ctx, currentUser(req), id, template_id));
  });

  router.post('/admin/tournaments/:id/change-photo', uploadLimit, requireSuperAdmin, singleImage, async (req, res) => {
    res.json(await replaceTournamentImage(ctx, currentUser(req), tournamentIdOf(req), req.file));
  });

  return router;
}
