/**
 * Request ids (docs/operations.md#request-ids): `X-Request-Id` on every answer (API, pages,
 * errors, unknown paths, /metrics, the socket handshake), taken from a trusted proxy when sane and
 * generated otherwise; in the body of every 5xx; on every log line of the request.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '@squadhub/shared';
import { loadConfig } from '../../src/config/config.js';
import type { AppContext } from '../../src/context.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { buildContext, startServer, type RunningServer } from '../../src/server.js';
import { createUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { migratedTemplateDump } from '../support/pglite-template.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const webDist = mkdtempSync(path.join(os.tmpdir(), 'squadhub-request-ids-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Squadhub</title>');
writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\n');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/** The X-Request-Id of the 101 answer to a socket.io websocket handshake. */
function handshakeRequestId(url: string, headers: Record<string, string> = {}): Promise<string | undefined> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: `${SOCKET_PATH}/?EIO=4&transport=websocket`,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': Buffer.from(randomUUID().slice(0, 16)).toString('base64'),
        ...headers,
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.headers['x-request-id'] as string | undefined);
    });
    req.on('response', (res) => reject(new Error(`no upgrade: ${res.statusCode}`)));
    req.on('error', reject);
    req.end();
  });
}

describe('behind a trusted proxy (the default TRUST_PROXY trusts loopback)', () => {
  let server: TestServer;
  beforeAll(
    async () =>
      (server = await createTestServer({
        WEB_DIST: webDist,
        // A payment provider that does not answer (nothing listens on port 9): checkouts fail with 502.
        STRIPE_SECRET_KEY: 'sk_test_squadhub',
        STRIPE_WEBHOOK_SECRET: 'whsec_squadhub_request_ids',
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      })),
  );
  afterAll(() => server?.dispose());

  it('answers a new id on every kind of answer when none came', async () => {
    const answers = await Promise.all(
      ['/api/health', '/api/tournaments', '/api/no-such-route', '/', '/robots.txt', '/missing.js', '/metrics'].map(
        (p) => request(server.url).get(p),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 404, 200, 200, 404, 404]);
    const ids = answers.map((a) => a.headers['x-request-id'] as string);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await handshakeRequestId(server.url)).toMatch(UUID);
  });

  it("keeps the proxy's id when it is sane, on HTTP and on the socket handshake", async () => {
    const res = await request(server.url).get('/api/tournaments').set('X-Request-Id', 'nginx-3f2a.9:1').expect(200);
    expect(res.headers['x-request-id']).toBe('nginx-3f2a.9:1');
    expect(await handshakeRequestId(server.url, { 'X-Request-Id': 'edge_42' })).toBe('edge_42');
  });

  it('replaces an id that is too long or has other characters', async () => {
    for (const bad of ['a'.repeat(129), 'has space', 'semi;colon', 'quote"d', 'é']) {
      const res = await request(server.url).get('/api/health').set('X-Request-Id', bad);
      expect(res.headers['x-request-id'], bad).toMatch(UUID);
    }
    const longest = 'b'.repeat(128);
    expect((await request(server.url).get('/api/health').set('X-Request-Id', longest)).headers['x-request-id']).toBe(
      longest,
    );
  });

  it('puts the id in the body of a 5xx, and leaves a 4xx body as it is', async () => {
    const buyer = await createUser(server.ctx);
    const failed = await request(server.url)
      .post('/api/stripe/create-checkout')
      .set(buyer.auth)
      .set('X-Request-Id', 'support-ticket-1')
      .send({ package_id: 'package_5' })
      .expect(502);
    expect(failed.headers['x-request-id']).toBe('support-ticket-1');
    expect(failed.body).toEqual({
      detail: expect.any(String),
      code: 'provider_unavailable',
      request_id: 'support-ticket-1',
    });
    const missing = await request(server.url).get(`/api/tournaments/${randomUUID()}`).expect(404);
    expect(missing.body).toEqual({ detail: expect.any(String), code: 'tournament_not_found' });
    expect(missing.headers['x-request-id']).toMatch(UUID);
  });
});

describe('reached directly, not through a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => (server = await createTestServer({ TRUST_PROXY: '10.0.0.0/8' })));
  afterAll(() => server?.dispose());

  it("ignores the client's own X-Request-Id", async () => {
    const res = await request(server.url).get('/api/health').set('X-Request-Id', 'chosen-by-client').expect(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(await handshakeRequestId(server.url, { 'X-Request-Id': 'chosen-by-client' })).toMatch(UUID);
  });
});

describe('log lines', () => {
  const records: Record<string, unknown>[] = [];
  let server: RunningServer;
  let database: DatabaseHandle;
  let ctx: AppContext;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadhub-request-ids-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    // The database kind does not matter here: the in-memory PGlite of the tests, whatever the run.
    database = await openDatabase({ loadDataDir: migratedTemplateDump() });
    const logger = pino({ level: 'debug' }, { write: (line: string) => void records.push(JSON.parse(line)) });
    ({ ctx } = await buildContext(config, { database, logger }));
    server = await startServer(ctx, database);
  });
  afterAll(async () => {
    // The database was closed by the test: closing the server must not stop on it.
    await server?.close().catch(() => {});
  });

  const linesOf = (id: string) => records.filter((r) => r.request_id === id);

  it('carries the id on the request line of every answer', async () => {
    await request(server.url).get('/api/tournaments').set('X-Request-Id', 'line-ok').expect(200);
    await request(server.url).get('/api/no-such-route').set('X-Request-Id', 'line-404').expect(404);
    expect(linesOf('line-ok')).toEqual([expect.objectContaining({ status: 200, path: '/api/tournaments' })]);
    expect(linesOf('line-404')).toEqual([expect.objectContaining({ status: 404, path: '/api/no-such-route' })]);
  });

  it('carries it on the lines of work that outlives the answer (the reset e-mail)', async () => {
    const user = await createUser(ctx);
    await request(server.url)
      .post('/api/auth/forgot-password')
      .set('X-Request-Id', 'line-mail')
      .send({ email: user.email })
      .expect(200);
    await expect
      .poll(() => linesOf('line-mail').map((r) => r.msg))
      .toContainEqual(expect.stringMatching(/^development outbox:/));
  });

  it("carries it on an unexpected error's own line and its request line, and answers it in the 500", async () => {
    await database.close();
    const res = await request(server.url).get('/api/tournaments').set('X-Request-Id', 'line-500').expect(500);
    expect(res.body).toEqual({ detail: 'Internal server error', code: 'internal_error', request_id: 'line-500' });
    const lines = linesOf('line-500');
    expect(lines.map((r) => r.msg)).toEqual(['unhandled error', expect.stringMatching(/^GET \/api\/tournaments 500 /)]);
    expect(lines[0]).toMatchObject({ level: 50, err: expect.objectContaining({ message: expect.any(String) }) });
  });
});
