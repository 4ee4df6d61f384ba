import { Router } from 'express';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { errorBody } from '../http/errors.js';
import { redisAnswers } from '../redis/connection.js';
import { mount } from './mount.js';
import { readsLimit } from '../http/rate-limit.js';

type Check = 'ok' | 'down';

/** What health says once a shutdown has begun (server.ts: `drain`). */
const DRAINING = 'Shutting down: send new requests to another instance';

/**
 * GET /api/health, for load balancers and monitors: the database and (with REDIS_URL) Redis,
 * each checked with a round trip. 200 when everything configured answers, 503 naming what does
 * not; while Redis is down the API itself keeps serving (rate limits pass, live events stay on
 * this instance), so a balancer may keep the instance in rotation or not, as it chooses. From the
 * start of a shutdown it answers 503 `draining`, so the balancer stops sending it traffic before
 * its connections close (docs/operations.md#draining).
 */
export function healthRouter(ctx: AppContext): Router {
  const router = Router();
  mount(router, 'getHealth', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      const [database, redis] = await Promise.all([databaseCheck(ctx), redisCheck(ctx)]);
      const down = [database === 'down' && 'Database', redis === 'down' && 'Redis'].filter(Boolean);
      const { draining } = ctx.lifecycle;
      const status = draining ? 'draining' : down.length ? 'degraded' : 'ok';
      const body = { status, database, database_kind: ctx.dbKind, redis };
      if (status === 'ok') {
        res.json(body);
        return;
      }
      const detail = draining ? DRAINING : `${down.join(' and ')} unavailable`;
      res.status(503).json({ ...body, ...errorBody(req, 503, detail) });
    },
  });
  return router;
}

async function databaseCheck(ctx: AppContext): Promise<Check> {
  try {
    await ctx.db.execute(sql`SELECT 1`);
    return 'ok';
  } catch {
    return 'down';
  }
}

async function redisCheck(ctx: AppContext): Promise<Check | 'not_configured'> {
  if (!ctx.redis) return 'not_configured';
  return (await redisAnswers(ctx.redis)) ? 'ok' : 'down';
}
