/**
 * Series under /api (docs/product/series.md): match results, standings and the payout from them.
 * Each route: rate limit, authenticate, validate (the tournament of the path must be one the
 * viewer may see, else 404), then one service step (services/series).
 */
import { Router, type Request } from 'express';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit, readsLimit } from '../../http/rate-limit.js';
import { finalizeSeries } from '../../services/series/finalize.js';
import { deleteMatchResults, putMatchResults } from '../../services/series/results.js';
import { getStandings } from '../../services/series/standings.js';
import { assertTournamentVisible } from '../../services/tournaments/load.js';
import { mount } from '../mount.js';
import { tournamentIdOf } from '../tournaments/shared.js';

export function seriesRouter(ctx: AppContext): Router {
  const router = Router();
  const tournamentId = async (req: Request): Promise<string> => {
    const id = tournamentIdOf(req);
    await assertTournamentVisible(ctx, req.user ?? null, id);
    return id;
  };
  const hostLimit = rateLimit(ctx, { name: 'series-steps', windowMs: 10_000, limit: 30 });

  mount(router, 'putMatchResults', {
    limiter: hostLimit,
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      const { n } = input.params();
      res.json(await putMatchResults(ctx, currentUser(req), id, n, input.body()));
    },
  });
  mount(router, 'deleteMatchResults', {
    limiter: hostLimit,
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      res.json(await deleteMatchResults(ctx, currentUser(req), id, input.params().n));
    },
  });
  mount(router, 'getStandings', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      res.json(await getStandings(ctx, await tournamentId(req)));
    },
  });
  mount(router, 'finalizeSeries', {
    limiter: hostLimit,
    handler: async (req, res) => {
      const id = await tournamentId(req);
      res.json(await finalizeSeries(ctx, currentUser(req), id));
    },
  });
  return router;
}
