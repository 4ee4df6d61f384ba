/** Admin payment requests: list, approve, reject (refund), mark-paid (docs/product/money.md#cash-out-states). */
import { Router } from 'express';
import { MONEY_TEXT, NEXT_BEFORE_HEADER } from '@squadhub/shared';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit, readsLimit } from '../../http/rate-limit.js';
import { approveCashout, listCashouts, markCashoutPaid, rejectCashout } from '../../services/money/cashout.js';
import { idParam } from '../../http/params.js';
import { mount } from '../mount.js';

export function adminCashoutRouter(ctx: AppContext): Router {
  const router = Router();
  const limit = rateLimit(ctx, { windowMs: 60_000, limit: 120 });

  mount(router, 'listCashouts', {
    limiter: readsLimit(ctx),
    handler: async (req, res, input) => {
      const { requests, nextBefore } = await listCashouts(ctx, currentUser(req), input.query());
      // The specification answers a bare array, so the next page's cursor travels beside it.
      res.setHeader(NEXT_BEFORE_HEADER, nextBefore ?? '');
      res.json(requests);
    },
  });

  mount(router, 'approveCashout', {
    limiter: limit,
    handler: async (req, res) => {
      res.json(await approveCashout(ctx, currentUser(req), idParam(req, MONEY_TEXT.requestNotFound)));
    },
  });

  mount(router, 'rejectCashout', {
    limiter: limit,
    handler: async (req, res, input) => {
      const id = idParam(req, MONEY_TEXT.requestNotFound);
      const { admin_notes } = input.query();
      res.json(await rejectCashout(ctx, currentUser(req), id, admin_notes));
    },
  });

  mount(router, 'markCashoutPaid', {
    limiter: limit,
    handler: async (req, res) => {
      res.json(await markCashoutPaid(ctx, currentUser(req), idParam(req, MONEY_TEXT.requestNotFound)));
    },
  });

  return router;
}
