/**
 * The API contract (shared/src/schemas/api) and the server agree route for route: every route the
 * API router mounts is described in the contract, and every route of the contract is mounted with
 * the access and the rate limit its entry names. Read from the routers' own stacks (the steps
 * each route declares, http/steps.ts), so a route mounted by hand, or a contract entry changed
 * without its route, fails here.
 */
import express, { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { API_CONTRACT, type ApiOperationId, type ApiRoute } from '@squadhub/shared';
import { mountedRoutes, routeSteps } from '../../src/http/steps.js';
import { isReadsLimit, rateLimit, readsLimit } from '../../src/http/rate-limit.js';
import { apiRouter } from '../../src/routes/index.js';
import { expressPath, mount } from '../../src/routes/mount.js';
import { createTestServer } from '../support/harness.js';

/** Files of the reference page itself (its script), not API routes. */
const NOT_API = new Set(['get /docs/start.js']);

const ROUTES: readonly ApiRoute[] = API_CONTRACT.routes;
type Mounted = { route: string; access?: string; rateLimited: boolean };
const described = (route: ApiRoute): Mounted => ({
  route: `${route.method} ${expressPath(route.path)}`,
  access: route.access,
  rateLimited: route.rateLimited ?? false,
});

describe('the API contract', () => {
  it('describes every mounted route, with its access and rate limit, and every route it describes is mounted', async () => {
    const server = await createTestServer({ RATE_LIMITS: 'true' });
    try {
      const router = apiRouter(server.ctx);
      const handles = mountedRoutes(router).map((r) => r.handles);
      const all = routeSteps(router);
      // Every route is limited; the contract's `rateLimited` names the routes with a limit of their own.
      expect(all.filter((r) => r.steps[0] !== 'rate limit').map((r) => `${r.method} ${r.path}`)).toEqual([]);
      const mounted = all
        .map((r, i) => ({
          route: `${r.method} ${r.path}`,
          access: r.access,
          rateLimited: r.steps.some((step, at) => step === 'rate limit' && !isReadsLimit(handles[i]![at])),
        }))
        .filter((r) => !NOT_API.has(r.route));
      const sort = (list: Mounted[]) => [...list].sort((a, b) => a.route.localeCompare(b.route));
      expect(sort(mounted)).toEqual(sort(ROUTES.map(described)));
      expect(mounted.length).toBeGreaterThan(60);
    } finally {
      await server.dispose();
    }
  });
});

describe('mount', () => {
  const handler = (_req: express.Request, res: express.Response) => {
    res.end();
  };
  const limiter = rateLimit({ config: { RATE_LIMITS: false } } as Parameters<typeof rateLimit>[0], {
    windowMs: 1_000,
    limit: 1,
  });

  it('takes method, path and access from the entry', () => {
    const router = Router();
    mount(router, 'joinSlot', { limiter, handler });
    expect(routeSteps(router)).toEqual([
      {
        method: 'post',
        path: '/tournaments/:id/join-slot',
        steps: ['rate limit', 'authenticate', 'handler'],
        access: 'user',
      },
    ]);
  });

  it('refuses a route without a limiter, a limited route with only the reads limit, and a limit the contract does not name', () => {
    const reads = readsLimit({ config: { RATE_LIMITS: false } } as Parameters<typeof readsLimit>[0]);
    expect(() => mount(Router(), 'joinSlot', { handler })).toThrow(/joinSlot: every route is rate limited/);
    expect(() => mount(Router(), 'getTournament', { handler })).toThrow(/getTournament: every route is rate limited/);
    expect(() => mount(Router(), 'joinSlot', { limiter: reads, handler })).toThrow(
      /joinSlot: the contract says it has a rate limit of its own/,
    );
    expect(() => mount(Router(), 'getTournament', { limiter, handler })).toThrow(
      /getTournament: mounted with a limit of its own, but the contract does not say it is rate limited/,
    );
    expect(() => mount(Router(), 'getTournament', { limiter: reads, handler })).not.toThrow();
    expect(() => mount(Router(), 'noSuchOperation' as ApiOperationId, { handler })).toThrow(/noSuchOperation/);
  });
});
