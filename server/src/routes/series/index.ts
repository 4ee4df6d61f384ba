/**
 * Series under /api (docs/product/series.md): match results, standings and the payout from them.
 * Each route: rate limit, authenticate, validate (the tournament of the path must be one the
 * viewer may see, else 404), then one service step (services/series).
 */
import { Router, type Request } from 'express';
import { matchParams } from '@squadhub/shared';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit, readsLimit } from '../../http/rate-limit.js';
import { parseParams } from '../../http/validate.js';
import { asStep } from '../../http/steps.js';
import { finalizeSeries } from '../../services/series/finalize.js';
import { deleteMatchResults, putMatchResults } from '../../services/series/results.js';
import { assertMayReport, listMatchReports, reportImage, reportMatch } from '../../services/series/reports.js';
import { getStandings } from '../../services/series/standings.js';
import { assertTournamentVisible } from '../../services/tournaments/load.js';
import { singleImageIn } from '../../uploads/multipart.js';
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
  // A team reports a match once or twice; a phone retrying a busy read stays well within this.
  const reportLimit = rateLimit(ctx, { name: 'match-reports', windowMs: 10 * 60_000, limit: 30 });
  /** Who may report is decided before the file is read, so outsiders' bytes are never read. */
  const mayReport = asStep('authorize', async (req, _res, next) => {
    const id = await tournamentId(req);
    await assertMayReport(ctx, currentUser(req), id, parseParams(matchParams, req).n);
    next();
  });
  mount(router, 'reportMatch', {
    limiter: reportLimit,
    steps: [mayReport, singleImageIn('image')],
    handler: async (req, res, input) => {
      const { id, n } = input.params();
      res.json(await reportMatch(ctx, currentUser(req), id, n, input.upload(), req.file));
    },
  });
  mount(router, 'listMatchReports', {
    limiter: readsLimit(ctx),
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      res.json(await listMatchReports(ctx, currentUser(req), id, input.params().n));
    },
  });
  mount(router, 'getReportImage', {
    limiter: readsLimit(ctx),
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      const { n, team } = input.params();
      const image = await reportImage(ctx, currentUser(req), id, n, team);
      // Private to the team and the host: no browser or proxy keeps a copy.
      res.set({ 'Content-Type': image.contentType, 'Cache-Control': 'private, no-store' }).send(image.data);
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
