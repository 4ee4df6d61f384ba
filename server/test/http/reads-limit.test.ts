/**
 * Every route is rate limited: a route with no limit of its own (the tournament list, the API
 * reference, …) counts against one shared reads limit per client (http/rate-limit.ts READS_LIMIT),
 * answering 429 `{ detail, code }` with the documented RateLimit headers once a client has spent it,
 * while another client goes on.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TEXT } from '@squadhub/shared';
import { READS_LIMIT } from '../../src/http/reads-limit.js';
import { createTestServer, type TestServer } from '../support/harness.js';

let server: TestServer;

beforeAll(async () => {
  // The harness trusts the loopback proxy, so each test client is its X-Forwarded-For address.
  server = await createTestServer({ RATE_LIMITS: 'true' });
});
afterAll(() => server?.dispose());

const get = (path: string, client: string) => request(server.url).get(path).set('X-Forwarded-For', client);

describe('the shared reads limit', () => {
  it('answers 429 on GET /api/tournaments once a client has spent it over any unlimited routes, and spares another client', async () => {
    const abuser = '203.0.113.7';
    // All but one of the limit on a cheap read, in parallel batches: the count is the client's, not the route's.
    for (let sent = 0; sent < READS_LIMIT.limit - 1; sent += 50) {
      const batch = Math.min(50, READS_LIMIT.limit - 1 - sent);
      const answers = await Promise.all(Array.from({ length: batch }, () => get('/api/push/public-key', abuser)));
      expect(answers.map((a) => a.status).filter((status) => status === 429)).toEqual([]);
    }
    const last = await get('/api/tournaments', abuser);
    expect(last.status).toBe(200);
    expect(last.headers.ratelimit).toMatch(/^"600-in-1min"; r=0; t=\d+$/);

    const refused = await get('/api/tournaments', abuser);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: REQUEST_TEXT.tooManyRequests, code: 'rate_limited' });
    expect(refused.headers.ratelimit).toMatch(/^"600-in-1min"; r=0; t=\d+$/);
    expect(refused.headers['ratelimit-policy']).toMatch(/^"600-in-1min"; q=600; w=60; pk=:[^:]+:$/);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Every route without a limit of its own is closed to it now, the API reference included.
    expect((await get('/api/openapi.json', abuser)).status).toBe(429);

    const other = await get('/api/tournaments', '198.51.100.23');
    expect(other.status).toBe(200);
    expect(other.headers.ratelimit).toMatch(/^"600-in-1min"; r=599; t=\d+$/);
  });

  it("leaves a route's own limit alone: the ledger counts against its own 120, not the reads", async () => {
    const res = await get('/api/users/me/ledger', '192.0.2.44');
    expect(res.status).toBe(401);
    expect(res.headers['ratelimit-policy']).toMatch(/^"120-in-1min"; q=120;/);
  });
});
