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
import { routeSteps } from '../../src/http/steps.js';
import { rateLimit } from '../../src/http/rate-limit.js';
import { apiRouter } from '../../src/routes/index.js';
import { expressPath, mount } from '../../src/routes/mount.js';
import { createTestServer } from '../harness.js';

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
      const mounted = routeSteps(apiRouter(server.ctx))
        .map((r) => ({
          route: `${r.method} ${r.path}`,
          access: r.access,
          rateLimited: r.steps.includes('rate limit'),
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

  it('refuses a rate-limited route without a limiter, and a limiter on a route the contract does not limit', () => {
    expect(() => mount(Router(), 'joinSlot', { handler })).toThrow(/joinSlot: the contract says it is rate limited/);
    expect(() => mount(Router(), 'getTournament', { limiter, handler })).toThrow(
      /getTournament: mounted with a limiter, but the contract does not say it is rate limited/,
    );
    expect(() => mount(Router(), 'noSuchOperation' as ApiOperationId, { handler })).toThrow(/noSuchOperation/);
  });
});
