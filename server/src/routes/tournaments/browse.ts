/**
 * Browsing (docs/product/tournaments.md#the-list): GET /tournaments (paged, `X-Total-Count`), one
 * tournament, its participants, and the viewer's created and joined tournaments.
 */
import { Router } from 'express';
import { TOURNAMENT_TOTAL_HEADER } from '@squadhub/shared';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import {
  createdTournaments,
  getParticipants,
  getTournament,
  joinedTournaments,
  tournamentList,
} from '../../services/tournaments/list.js';
import { mount } from '../mount.js';
import { tournamentIdOf } from './shared.js';
import { readsLimit } from '../../http/rate-limit.js';

export function browseRouter(ctx: AppContext): Router {
  const router = Router();

  mount(router, 'listTournaments', {
    limiter: readsLimit(ctx),
    handler: async (req, res, input) => {
      const paging = input.query();
      const { tournaments, total } = await tournamentList(ctx, req.user ?? null, paging);
      res.setHeader(TOURNAMENT_TOTAL_HEADER, String(total));
      res.json(tournaments);
    },
  });

  mount(router, 'getTournament', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      res.json(await getTournament(ctx, req.user ?? null, tournamentIdOf(req)));
    },
  });

  mount(router, 'listParticipants', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      res.json(await getParticipants(ctx, req.user ?? null, tournamentIdOf(req)));
    },
  });

  mount(router, 'listCreatedTournaments', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      res.json(await createdTournaments(ctx, currentUser(req)));
    },
  });

  mount(router, 'listJoinedTournaments', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      res.json(await joinedTournaments(ctx, currentUser(req)));
    },
  });

  return router;
}
