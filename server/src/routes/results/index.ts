/**
 * POST /result-screens/read (logged in; multipart `image`): a team's end-of-match screenshot,
 * read on the server (docs/product/results.md#reading-a-screenshot).
 */
import { Router } from 'express';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit } from '../../http/rate-limit.js';
import { readResultScreen } from '../../services/results/read.js';
import { judgeImage } from '../../uploads/judge.js';
import { imageIn } from '../../uploads/multipart.js';
import { mount } from '../mount.js';

export function resultsRouter(ctx: AppContext): Router {
  const router = Router();

  mount(router, 'readResultScreen', {
    // As many as the image uploads allow (routes/tournaments/class-images.ts): a team reads a
    // screen or two per match, and a reader of bulk screenshots is stopped.
    limiter: rateLimit(ctx, { name: 'result-screen-reads', windowMs: 10 * 60_000, limit: 30 }),
    steps: [imageIn('image')],
    handler: async (req, res) => {
      const image = await judgeImage(req.file);
      res.json(await readResultScreen(ctx, image, currentUser(req).id));
    },
  });

  return router;
}
