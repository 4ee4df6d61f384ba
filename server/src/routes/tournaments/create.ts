/** POST /tournaments and POST /tournaments/{id}/upload-image (spec 1 §5, §7). */
import { Router, type RequestHandler } from 'express';
import { eq } from 'drizzle-orm';
import { SUCCESS, TOURNAMENT_TEXT, createTournamentSchema } from '@squadhub/shared';
import { currentUser, requireUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { tournaments } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../http/errors.js';
import { rateLimit } from '../../http/rate-limit.js';
import { parseBody } from '../../http/validate.js';
import { assertManager } from '../../services/play/access.js';
import { createTournament } from '../../services/tournaments/create.js';
import { replaceTournamentImage } from '../../services/tournaments/image-upload.js';
import { loadTournamentView } from '../../services/tournaments/view.js';
import { singleImage } from '../../uploads/multipart.js';
import { tournamentIdOf } from './shared.js';

export function createRouter(ctx: AppContext): Router {
  const router = Router();
  const createLimit = rateLimit(ctx, { windowMs: 60_000, limit: 10 });
  const uploadLimit = rateLimit(ctx, { windowMs: 10 * 60_000, limit: 30 });

  router.post('/tournaments', createLimit, requireUser, async (req, res) => {
    const input = parseBody(createTournamentSchema, req);
    const user = currentUser(req);
    const view = await inTransaction(ctx, async (tx, events) => {
      const row = await createTournament(tx, events, user, input);
      return loadTournamentView(tx, row.id, user, 'full');
    });
    res.status(201).json(view);
  });

  /** Who may upload is decided before the file is read, so outsiders' bytes are never stored. */
  const mayUpload: RequestHandler = async (req, _res, next) => {
    const [t] = await ctx.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, tournamentIdOf(req)));
    if (!t) throw notFound(TOURNAMENT_TEXT.notFound);
    assertManager(t, currentUser(req));
    next();
  };

  router.post('/tournaments/:id/upload-image', uploadLimit, requireUser, mayUpload, singleImage, async (req, res) => {
    const user = currentUser(req);
    const result = await replaceTournamentImage(ctx, user, tournamentIdOf(req), req.file);
    res.json({ message: SUCCESS.tournamentImageUpdated, ...result });
  });

  return router;
}
