/**
 * Managing (docs/product/tournaments.md#editing, #deleting-a-tournament): delete (creator or super admin, with refunds),
 * reschedule, and the super admin's full control: details, kick with refund, image.
 */
import { Router } from 'express';
import { FALLBACK } from '@squadhub/shared';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit } from '../../http/rate-limit.js';
import { adminDeleteTournament, deleteTournament } from '../../services/tournaments/deletion.js';
import { replaceTournamentImage } from '../../services/tournaments/image-upload.js';
import { adminKickPlayer } from '../../services/play/admin-kick.js';
import { fullEditTournament, rescheduleTournament, selectTemplateImage } from '../../services/tournaments/manage.js';
import { singleImage } from '../../uploads/multipart.js';
import { mount } from '../mount.js';
import { tournamentIdOf } from './shared.js';

export function manageRouter(ctx: AppContext): Router {
  const router = Router();
  const limit = rateLimit(ctx, { windowMs: 10_000, limit: 30 });
  const uploadLimit = rateLimit(ctx, { windowMs: 10 * 60_000, limit: 30 });

  mount(router, 'deleteTournament', {
    limiter: limit,
    handler: async (req, res) => {
      res.json(await deleteTournament(ctx, currentUser(req), tournamentIdOf(req)));
    },
  });

  mount(router, 'adminDeleteTournament', {
    limiter: limit,
    // docs/product/texts.md#special-cases: the client shows this exact text on delete.
    forbidden: FALLBACK.deleteForbidden,
    handler: async (req, res) => {
      res.json(await adminDeleteTournament(ctx, currentUser(req), tournamentIdOf(req)));
    },
  });

  mount(router, 'rescheduleTournament', {
    limiter: limit,
    handler: async (req, res, input) => {
      const id = tournamentIdOf(req);
      const { start_date } = input.body();
      res.json(await rescheduleTournament(ctx, currentUser(req), id, start_date));
    },
  });

  mount(router, 'fullEditTournament', {
    limiter: limit,
    handler: async (req, res, input) => {
      const id = tournamentIdOf(req);
      const body = input.body();
      res.json(await fullEditTournament(ctx, currentUser(req), id, body));
    },
  });

  mount(router, 'adminKickPlayer', {
    limiter: limit,
    handler: async (req, res, input) => {
      const id = tournamentIdOf(req);
      const body = input.body();
      res.json(await adminKickPlayer(ctx, currentUser(req), id, body));
    },
  });

  mount(router, 'selectTemplateImage', {
    limiter: limit,
    handler: async (req, res, input) => {
      const id = tournamentIdOf(req);
      const { template_id } = input.body();
      res.json(await selectTemplateImage(ctx, currentUser(req), id, template_id));
    },
  });

  mount(router, 'changeTournamentPhoto', {
    limiter: uploadLimit,
    steps: [singleImage],
    handler: async (req, res) => {
      res.json(await replaceTournamentImage(ctx, currentUser(req), tournamentIdOf(req), req.file));
    },
  });

  return router;
}
