/** Admin players panel: search, details, balance and winnings adjustment, delete (docs/product/api-calls.md#admin). */
import { Router } from 'express';
import { MONEY_TEXT } from '@squadhub/shared';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit, readsLimit } from '../../http/rate-limit.js';
import { idParam } from '../../http/params.js';
import { adjustCoins, adjustWinnings } from '../../services/admin/balance-adjust.js';
import { deletePlayer } from '../../services/admin/delete.js';
import { listPlayers, playerDetails } from '../../services/admin/list.js';
import { mount } from '../mount.js';

export function playersRouter(ctx: AppContext): Router {
  const router = Router();
  const limit = rateLimit(ctx, { windowMs: 60_000, limit: 120 });

  mount(router, 'listPlayers', {
    limiter: readsLimit(ctx),
    handler: async (req, res, input) => {
      const { search, include_demo, limit, before } = input.query();
      res.json(await listPlayers(ctx, currentUser(req), { search, includeDemo: include_demo, limit, before }));
    },
  });

  mount(router, 'getPlayerDetails', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      res.json(await playerDetails(ctx, currentUser(req), idParam(req, MONEY_TEXT.playerNotFound)));
    },
  });

  mount(router, 'adjustCoins', {
    limiter: limit,
    handler: async (req, res, input) => {
      const id = idParam(req, MONEY_TEXT.playerNotFound);
      const { coin_balance, reason } = input.body();
      res.json(await adjustCoins(ctx, currentUser(req), id, coin_balance, reason));
    },
  });

  mount(router, 'adjustWinnings', {
    limiter: limit,
    handler: async (req, res, input) => {
      const id = idParam(req, MONEY_TEXT.playerNotFound);
      const { winnings_coins, reason } = input.body();
      res.json(await adjustWinnings(ctx, currentUser(req), id, winnings_coins, reason));
    },
  });

  mount(router, 'deletePlayer', {
    limiter: limit,
    handler: async (req, res) => {
      res.json(await deletePlayer(ctx, currentUser(req), idParam(req, MONEY_TEXT.playerNotFound)));
    },
  });

  return router;
}
