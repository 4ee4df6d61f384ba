import { Router } from 'express';
import type { AppContext } from '../../context.js';

export function moneyRouter(_ctx: AppContext): Router {
  const router = Router();
  return router;
}
