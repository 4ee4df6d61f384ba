/**
 * The API contract (shared/src/schemas/api) and the server agree route for route: every route the
 * API router mounts is described in the contract, and every route of the contract is mounted. A
 * new route without its description (or the other way round) fails here.
 */
import { describe, expect, it } from 'vitest';
import { API_CONTRACT } from '@squadhub/shared';
import { createTestServer } from '../harness.js';
import { apiRouter } from '../../src/routes/index.js';

/**
 * The (method, path) pairs an Express router and the routers mounted in it declare. Reads the
 * router's `stack`, the list Express itself walks; every router here is mounted without a path
 * prefix (see src/routes/index.ts), so a route's own path is its path under /api.
 */
function mountedRoutes(router: unknown): string[] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) found.push(`${method} ${layer.route.path}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as { stack: Layer[] }).stack);
  return found;
}

/** `/tournaments/{id}` as Express writes it: `/tournaments/:id`. */
const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Files of the reference page itself (its script), not API routes. */
const NOT_API = new Set(['get /docs/start.js']);

describe('the API contract', () => {
  it('describes every mounted route, and every route it describes is mounted', async () => {
    const server = await createTestServer();
    try {
      const mounted = new Set(mountedRoutes(apiRouter(server.ctx)).filter((r) => !NOT_API.has(r)));
      const described = new Set(API_CONTRACT.routes.map((r) => `${r.method} ${expressPath(r.path)}`));
      expect([...mounted].filter((r) => !described.has(r)).sort(), 'mounted but not described').toEqual([]);
      expect([...described].filter((r) => !mounted.has(r)).sort(), 'described but not mounted').toEqual([]);
      expect(mounted.size).toBeGreaterThan(60);
    } finally {
      await server.dispose();
    }
  });
});
