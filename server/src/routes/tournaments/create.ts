/** POST /tournaments and POST /tournaments/{id}/upload-image (docs/product/tournaments.md#creating-a-tournament). */
import { Router } from 'express';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit } from '../../http/rate-limit.js';
import { asStep } from '../../http/steps.js';
import { createTournament } from '../../services/tournaments/create.js';
import { assertMayUploadImage, replaceTournamentImage } from '../../services/tournaments/image-upload.js';
import { singleImage } from '../../uploads/multipart.js';
import { mount } from '../mount.js';
import { tournamentIdOf } from './shared.js';

export function createRouter(ctx: AppContext): Router {
  const router = Router();
  const createLimit = rateLimit(ctx, { windowMs: 60_000, limit: 10 });
  const uploadLimit = rateLimit(ctx, { windowMs: 10 * 60_000, limit: 30 });

  mount(router, 'createTournament', {
    limiter: createLimit,
    handler: async (req, res, input) => {
      const body = input.body();
      res.status(201).json(await createTournament(ctx, currentUser(req), body));
    },
  });

  /** Who may upload is decided before the file is read, so outsiders' bytes are never stored. */
  const mayUpload = asStep('authorize', async (req, _res, next) => {
    await assertMayUploadImage(ctx, currentUser(req), tournamentIdOf(req));
    next();
  });

  mount(router, 'uploadTournamentImage', {
    limiter: uploadLimit,
    steps: [mayUpload, singleImage],
    handler: async (req, res) => {
      res.json(await replaceTournamentImage(ctx, currentUser(req), tournamentIdOf(req), req.file));
    },
  });

  return router;
}
