/**
 * Every route of the API, read from the Express router stack, so a route added tomorrow is
 * fuzzed without anyone listing it here.
 */
import type { Express } from 'express';
import { mountedRoutes } from '../../src/http/steps.js';

export interface ApiRoute {
  /** Lower case, as fetch and supertest name them: get, post, put, delete, patch. */
  method: string;
  /** Express pattern under /api, e.g. `/api/tournaments/:id/join-slot`. */
  path: string;
}

/** The API routes of an Express app (those under /api), each method once. */
export function apiRoutes(app: Express): ApiRoute[] {
  const api = mountedRoutes((app as unknown as { router: unknown }).router).filter((r) => r.path.startsWith('/api/'));
  const unique = new Map(api.map(({ method, path }) => [`${method} ${path}`, { method, path }]));
  return [...unique.values()];
}
