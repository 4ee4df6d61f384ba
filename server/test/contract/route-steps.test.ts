/**
 * Every route declares the pipeline's steps in its order (http/steps.ts), and the README's
 * request-flow section names that same order: the listing of `npm run routes` and the prose agree.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pipelineViolation, routeSteps } from '../../src/http/steps.js';
import { apiRouter } from '../../src/routes/index.js';
import { createTestServer } from '../support/harness.js';

const README = path.resolve(import.meta.dirname, '../../../README.md');

describe('the request pipeline', () => {
  it('every route runs rate limit → authenticate → validate → handler, in that order', async () => {
    const server = await createTestServer({ RATE_LIMITS: 'true' });
    try {
      const routes = routeSteps(apiRouter(server.ctx));
      expect(routes.length).toBeGreaterThan(60);
      const broken = routes
        .map((r) => ({ route: `${r.method} ${r.path}`, problem: pipelineViolation(r.steps) }))
        .filter((r) => r.problem);
      expect(broken).toEqual([]);
      // Every route says who it lets in (routes/mount.ts takes it from the contract).
      expect(routes.filter((r) => !r.access && r.path !== '/docs/start.js').map((r) => r.path)).toEqual([]);
      // The routes that change something for a user are limited before they look at who is asking.
      const writes = routes.filter((r) => r.method !== 'get' && r.access !== 'anyone');
      expect(writes.filter((r) => r.steps[0] !== 'rate limit').map((r) => `${r.method} ${r.path}`)).toEqual([]);
    } finally {
      await server.dispose();
    }
  });

  it('the README describes the same order', () => {
    expect(readFileSync(README, 'utf8')).toContain('rate limit → authenticate → validate → handler');
  });

  it('names a middleware that is no step, and a step out of order', () => {
    expect(pipelineViolation(['unnamed', 'handler'])).toMatch(/no step/);
    expect(pipelineViolation(['authenticate', 'rate limit', 'handler'])).toBe('rate limit after authenticate');
    expect(pipelineViolation(['rate limit', 'authenticate', 'authorize', 'validate', 'handler'])).toBeNull();
  });
});
