/**
 * Managing (spec 1 §8, spec 2 §5–§7): delete (creator or super admin, with refunds),
 * reschedule, and the super admin's full control: details, kick with refund, image.
 */
import { Router } from 'express';
import {
  FALLBACK,
  SUCCESS,
  TOURNAMENT_TEXT,
  adminKickSchema,
  fullEditSchema,
  rescheduleSchema,
  selectTemplateImageSchema,
  templateImageUrl,
} from '@squadhub/shared';
import { currentUser, requireSuperAdmin, requireUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';
import { rateLimit } from '../../http/rate-limit.js';
import { parseBody } from '../../http/validate.js';
import { adminDeleteTournament, deleteOwnTournament } from '../../services/tournaments/deletion.js';
import { replaceTournamentImage } from '../../services/tournaments/image-upload.js';
import {
  adminKickPlayer,
  fullEditTournament,
  rescheduleTournament,
  setTournamentImage,
} from '../../services/tournaments/manage.js';
import { loadTournamentView } from '../../services/tournaments/view.js';
import { singleImage } from '../../uploads/multipart.js';
import { deletedAnswer, tournamentIdOf } from './shared.js';

export function manageRouter(ctx: AppContext): Router {
  const router = Router();
  const limit = rateLimit(ctx, { windowMs: 10_000, limit: 30 });
  const uploadLimit = rateLimit(ctx, { windowMs: 10 * 60_000, limit: 30 });

  router.delete('/tournaments/:id', limit, requireUser, async (req, res) => {
    const id = tournamentIdOf(req);
    const user = currentUser(req);
    const done = await inTransaction(ctx, (tx, events) => deleteOwnTournament(tx, events, user, id));
    const message = done.was_pending ? TOURNAMENT_TEXT.cancelled : SUCCESS.tournamentDeleted;
    res.json(deletedAnswer(message, done));
  });

  router.delete(
    '/admin/tournaments/:id',
    limit,
    (req, _res, next) => {
      // Spec 1 §8: the client shows these exact texts for 401/403 on delete.
      if (!req.user) return next(new HttpError(401, 'Not authenticated'));
      if (req.user.role !== 'super_admin') return next(new HttpError(403, FALLBACK.deleteForbidden));
      next();
    },
    async (req, res) => {
      const id = tournamentIdOf(req);
      const admin = currentUser(req);
      const done = await inTransaction(ctx, (tx, events) => adminDeleteTournament(tx, events, admin, id));
      res.json(deletedAnswer(SUCCESS.tournamentDeleted, done));
    },
  );

  router.put('/tournaments/:id/update-rules-date', limit, requireUser, async (req, res) => {
    const id = tournamentIdOf(req);
    const { start_date } = parseBody(rescheduleSchema, req);
    const user = currentUser(req);
    const tournament = await inTransaction(ctx, async (tx, events) => {
      await rescheduleTournament(tx, events, user, id, start_date);
      return loadTournamentView(tx, id, user, 'full');
    });
    res.json({ message: SUCCESS.tournamentDateUpdated, tournament });
  });

  router.put('/admin/tournaments/:id/full-edit', limit, requireSuperAdmin, async (req, res) => {
    const id = tournamentIdOf(req);
    const input = parseBody(fullEditSchema, req);
    const admin = currentUser(req);
    const tournament = await inTransaction(ctx, async (tx, events) => {
      await fullEditTournament(tx, events, id, input);
      return loadTournamentView(tx, id, admin, 'full');
    });
    res.json({ message: SUCCESS.tournamentUpdated, tournament });
  });

  router.delete('/admin/tournaments/:id/kick-player', limit, requireSuperAdmin, async (req, res) => {
    const id = tournamentIdOf(req);
    const input = parseBody(adminKickSchema, req);
    const admin = currentUser(req);
    const { player_username, tournament } = await inTransaction(ctx, async (tx, events) => {
      const kicked = await adminKickPlayer(tx, events, admin, id, input);
      return { ...kicked, tournament: await loadTournamentView(tx, id, admin, 'full') };
    });
    res.json({ message: SUCCESS.playerKicked(player_username), player_username, tournament });
  });

  router.put('/admin/tournaments/:id/select-template-image', limit, requireSuperAdmin, async (req, res) => {
    const id = tournamentIdOf(req);
    const { template_id } = parseBody(selectTemplateImageSchema, req);
    const admin = currentUser(req);
    const url = templateImageUrl(template_id);
    const tournament = await inTransaction(ctx, async (tx, events) => {
      await setTournamentImage(tx, events, admin, id, url);
      return loadTournamentView(tx, id, admin, 'full');
    });
    res.json({ message: SUCCESS.tournamentImageUpdated, image_url: url, tournament });
  });

  router.post('/admin/tournaments/:id/change-photo', uploadLimit, requireSuperAdmin, singleImage, async (req, res) => {
    const result = await replaceTournamentImage(ctx, currentUser(req), tournamentIdOf(req), req.file);
    res.json({ message: SUCCESS.tournamentImageUpdated, ...result });
  });

  return router;
}
