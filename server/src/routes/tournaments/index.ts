/**
 * Tournament routes under /api (docs/product/api-calls.md#tournaments): create, approve, browse, manage, class
 * images. Each route: rate limit, authenticate, validate, then a named service step
 * (services/tournaments) inside one transaction; answers go through the presenter (view.ts),
 * which strips room details for outsiders.
 *
 * Answers: GET /tournaments → Tournament[] (summary, header X-Total-Count; ?limit=&offset=);
 * GET /tournaments/{id} → Tournament (full); /participants → Participant[]; users/me lists →
 * Tournament[]; POST /tournaments → 201 Tournament; changes → { message, tournament };
 * deletes and decline → { message, players_refunded, coins_refunded }; approve and
 * auto-approve → { message }; auto-approval price → { auto_approval_price }.
 */
import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { approvalRouter } from './approval.js';
import { browseRouter } from './browse.js';
import { classImagesRouter } from './class-images.js';
import { createRouter } from './create.js';
import { manageRouter } from './manage.js';
import { voidsRouter } from './voids.js';

export function tournamentsRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(createRouter(ctx));
  router.use(browseRouter(ctx));
  router.use(approvalRouter(ctx));
  router.use(manageRouter(ctx));
  router.use(classImagesRouter(ctx));
  router.use(voidsRouter(ctx));
  return router;
}
