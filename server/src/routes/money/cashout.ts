/** The player's side of cash-out: request, own list, and the chat with admins (owner and admins only). */
import { Router } from 'express';
import { MONEY_TEXT } from '@squadhub/shared';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit, readsLimit } from '../../http/rate-limit.js';
import { listMyCashouts, requestCashOut } from '../../services/money/cashout.js';
import { postCashoutChat, readCashoutChat } from '../../services/money/cashout-chat.js';
import { idParam } from '../../http/params.js';
import { mount } from '../mount.js';

export function cashoutRouter(ctx: AppContext): Router {
  const router = Router();

  mount(router, 'requestCashOut', {
    limiter: rateLimit(ctx, { windowMs: 60_000, limit: 10 }),
    handler: async (req, res, input) => {
      const body = input.body();
      const user = currentUser(req);
      res.json(await requestCashOut(ctx, user, body));
    },
  });

  mount(router, 'listMyCashouts', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      res.json(await listMyCashouts(ctx, currentUser(req)));
    },
  });

  mount(router, 'readCashoutChat', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      const id = idParam(req, MONEY_TEXT.requestNotFound);
      res.json(await readCashoutChat(ctx, currentUser(req), id));
    },
  });

  mount(router, 'postCashoutChat', {
    limiter: rateLimit(ctx, { windowMs: 60_000, limit: 30 }),
    handler: async (req, res, input) => {
      const id = idParam(req, MONEY_TEXT.requestNotFound);
      const { message } = input.query();
      res.json(await postCashoutChat(ctx, currentUser(req), id, message));
    },
  });

  return router;
}
