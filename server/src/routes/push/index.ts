/**
 * Web Push under /api/push (docs/design/phones.md#web-push): the VAPID public key for anyone, and
 * the logged-in account's subscription of the device asking.
 */
import { Router } from 'express';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit, readsLimit } from '../../http/rate-limit.js';
import {
  getPushSubscription,
  pushPublicKey,
  subscribePush,
  unsubscribePush,
} from '../../services/push/subscriptions.js';
import { mount } from '../mount.js';

export function pushRouter(ctx: AppContext): Router {
  const router = Router();
  // A page turns the switches one at a time; a script registering endpoints in bulk is stopped.
  const limit = rateLimit(ctx, { name: 'push-subscriptions', windowMs: 60_000, limit: 30 });

  mount(router, 'getPushPublicKey', {
    limiter: readsLimit(ctx),
    handler: (_req, res) => {
      res.json(pushPublicKey(ctx));
    },
  });

  mount(router, 'subscribePush', {
    limiter: limit,
    handler: async (req, res, input) => {
      res.status(201).json(await subscribePush(ctx, currentUser(req), input.body()));
    },
  });

  mount(router, 'getPushSubscription', {
    limiter: limit,
    handler: async (req, res, input) => {
      res.json(await getPushSubscription(ctx, currentUser(req), input.query().endpoint));
    },
  });

  mount(router, 'unsubscribePush', {
    limiter: limit,
    handler: async (req, res, input) => {
      await unsubscribePush(ctx, currentUser(req), input.body().endpoint);
      res.status(204).end();
    },
  });

  return router;
}
