/**
 * Hosts under /api (docs/product/trust.md#host-record): a host's public record, and the new-host
 * limits the super admin sets (docs/product/trust.md#new-hosts).
 */
import { Router } from 'express';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit, readsLimit } from '../../http/rate-limit.js';
import { getHostRecord } from '../../services/hosts/record.js';
import { readHostTrustSettings, updateHostTrustSettings } from '../../services/hosts/settings.js';
import { mount } from '../mount.js';

export function hostsRouter(ctx: AppContext): Router {
  const router = Router();

  mount(router, 'getHostRecord', {
    limiter: readsLimit(ctx),
    handler: async (req, res, input) => {
      res.json(await getHostRecord(ctx, req.user ?? null, input.params().username));
    },
  });

  mount(router, 'getHostTrustSettings', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      res.json(await readHostTrustSettings(ctx, currentUser(req)));
    },
  });

  mount(router, 'setHostTrustSettings', {
    limiter: rateLimit(ctx, { windowMs: 10_000, limit: 30 }),
    handler: async (req, res, input) => {
      res.json(await updateHostTrustSettings(ctx, currentUser(req), input.body()));
    },
  });

  return router;
}
