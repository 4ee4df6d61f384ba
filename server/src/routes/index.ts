/** Every API route, mounted under /api. One folder per resource; see each folder's index. */
import { Router } from 'express';
import type { AppContext } from '../context.js';
import { notFoundHandler } from '../http/errors.js';
import { apiReferenceRouter } from '../openapi/routes.js';
import { authRouter } from './auth/index.js';
import { healthRouter } from './health.js';
import { moneyRouter } from './money/index.js';
import { playRouter } from './play/index.js';
import { playersRouter } from './players/index.js';
import { tournamentsRouter } from './tournaments/index.js';

export function apiRouter(ctx: AppContext): Router {
  const api = Router();
  api.use(healthRouter(ctx));
  api.use(apiReferenceRouter());
  api.use(authRouter(ctx));
  api.use(moneyRouter(ctx));
  api.use(playersRouter(ctx));
  api.use(tournamentsRouter(ctx));
  api.use(playRouter(ctx));
  api.use(notFoundHandler);
  return api;
}
