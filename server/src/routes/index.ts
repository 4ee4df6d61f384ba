/**
 * Every API route, mounted under /api. One folder per resource; see each folder's index.
 * Services have one signature: a route calls `service(ctx, actor, id?, input?)`. `ctx` comes first
 * (reads use `ctx.db`), then the acting user as the route has it (`currentUser(req)`, or
 * `req.user ?? null` on public reads; never a bare user id), then the path id, then the validated input.
 * The one exception is send-room-code, whose statement checks the session itself: it gets the
 * token's verified claims (`currentClaims(req)`; auth/access.ts SESSION_CHECKED_BY_STATEMENT).
 * Only routes with no actor at all (coin pricing, the webhook, reset by token) call `service(ctx, input)`.
 */
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../context.js';
import { notFoundHandler } from '../http/errors.js';
import { apiReferenceRouter } from '../openapi/routes.js';
import { authRouter } from './accounts/index.js';
import { cupsRouter } from './cups/index.js';
import { healthRouter } from './health.js';
import { hostsRouter } from './hosts/index.js';
import { moneyRouter } from './money/index.js';
import { playRouter } from './play/index.js';
import { pushRouter } from './push/index.js';
import { resultsRouter } from './results/index.js';
import { seriesRouter } from './series/index.js';
import { squadsRouter } from './squads/index.js';
import { playersRouter } from './admin/index.js';
import { tournamentsRouter } from './tournaments/index.js';

/** `pipeline`: the middleware every API request passes first (app.ts; tests and tools leave it out). */
export function apiRouter(ctx: AppContext, pipeline: RequestHandler[] = []): Router {
  const api = Router();
  if (pipeline.length) api.use(pipeline);
  api.use(healthRouter(ctx));
  api.use(apiReferenceRouter(ctx));
  api.use(authRouter(ctx));
  api.use(moneyRouter(ctx));
  api.use(playersRouter(ctx));
  api.use(tournamentsRouter(ctx));
  api.use(playRouter(ctx));
  api.use(squadsRouter(ctx));
  api.use(seriesRouter(ctx));
  api.use(pushRouter(ctx));
  api.use(hostsRouter(ctx));
  api.use(resultsRouter(ctx));
  api.use(cupsRouter(ctx));
  api.use(notFoundHandler);
  return api;
}
