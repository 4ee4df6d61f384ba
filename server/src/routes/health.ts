import { Router } from 'express';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';

/** GET /api/health: answers 200 when the database answers, 503 otherwise. */
export function healthRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    try {
      await ctx.db.execute(sql`SELECT 1`);
      res.json({ status: 'ok', database: { kind: ctx.dbKind, ok: true } });
    } catch {
      res
        .status(503)
        .json({ status: 'degraded', database: { kind: ctx.dbKind, ok: false }, detail: 'Database unavailable' });
    }
  });
  return router;
}
