/**
 * GET /metrics (docs/operations.md#metrics): Prometheus's text format behind METRICS_TOKEN, never
 * the web page; the HTTP histogram labelled by route pattern, never by raw path; the instance's
 * sockets, database and Redis; the business counters, moved by committed changes only.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Registry } from 'prom-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createTestTournament } from '../support/tournament-factories.js';
import { parseMetrics, type Scrape } from './metrics-text.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
const PROMETHEUS_TEXT = new Registry().contentType;

const webDist = mkdtempSync(path.join(os.tmpdir(), 'squadhub-metrics-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Squadhub</title><p>the web client</p>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

async function scrape(server: TestServer): Promise<Scrape> {
  const res = await request(server.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
  return parseMetrics(res.text);
}

describe('without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => (server = await createTestServer({ WEB_DIST: webDist })));
  afterAll(() => server?.dispose());

  it('/metrics does not exist: 404 JSON, not the web page', async () => {
    const page = await request(server.url).get('/somewhere').expect(200);
    expect(page.text).toContain('the web client');
    const res = await request(server.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ detail: 'No route GET /metrics', code: 'no_route' });
  });
});

describe('with METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => (server = await createTestServer({ WEB_DIST: webDist, METRICS_TOKEN: TOKEN })));
  afterAll(() => server?.dispose());

  it('refuses a missing or wrong token with 401 and a challenge, as JSON', async () => {
    const missing = await request(server.url).get('/metrics').expect(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.body).toEqual({ detail: 'Not authenticated', code: 'not_authenticated' });
    for (const wrong of [`${TOKEN}x`, TOKEN.slice(1), 'short', TOKEN.toUpperCase()]) {
      const res = await request(server.url).get('/metrics').set('Authorization', `Bearer ${wrong}`).expect(401);
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      expect(res.body).toEqual({ detail: 'Invalid or expired token', code: 'invalid_token' });
      expect(res.text).not.toContain('squadhub_');
    }
    const basic = await request(server.url).get('/metrics').auth('prometheus', TOKEN).expect(401);
    expect(basic.text).not.toContain('squadhub_');
  });

  it("answers Prometheus's text format, with process, event-loop, socket and database metrics", async () => {
    const res = await request(server.url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toBe(PROMETHEUS_TEXT);
    expect(res.headers['cache-control']).toBe('no-store');
    const metrics = parseMetrics(res.text);
    expect(Object.fromEntries(metrics.types)).toMatchObject({
      squadhub_process_cpu_seconds_total: 'counter',
      squadhub_process_resident_memory_bytes: 'gauge',
      squadhub_nodejs_heap_size_used_bytes: 'gauge',
      squadhub_nodejs_eventloop_lag_p50_seconds: 'gauge',
      squadhub_nodejs_eventloop_lag_p99_seconds: 'gauge',
      squadhub_nodejs_eventloop_lag_max_seconds: 'gauge',
      squadhub_http_request_duration_seconds: 'histogram',
      squadhub_sockets_connected: 'gauge',
      squadhub_seats_taken_total: 'counter',
      squadhub_room_codes_sent_total: 'counter',
      squadhub_ledger_movements_total: 'counter',
      squadhub_push_deliveries_total: 'counter',
    });
    // Every metric is this app's: nothing from prom-client's global registry, nothing unprefixed.
    for (const name of metrics.types.keys()) expect(name).toMatch(/^squadhub_/);
    // No Redis configured: no Redis metric (rather than a 0 that would read as an outage).
    expect(metrics.types.has('squadhub_redis_connected')).toBe(false);
    if (server.ctx.dbKind === 'pglite') {
      expect(metrics.value('squadhub_db_pglite_open')).toBe(1);
    } else {
      expect(metrics.value('squadhub_db_pool_max')).toBe(20);
      expect(metrics.value('squadhub_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(metrics.types.get('squadhub_db_pool_waiting')).toBe('gauge');
    }
    const before = metrics.value('squadhub_sockets_connected');
    const socket = await server.socket();
    expect((await scrape(server)).value('squadhub_sockets_connected')).toBe(before + 1);
    socket.disconnect();
    await expect.poll(async () => (await scrape(server)).value('squadhub_sockets_connected')).toBe(before);
  });

  it('labels the HTTP histogram by route pattern, never by the raw path or its query', async () => {
    const id = randomUUID();
    await request(server.url).get(`/api/tournaments/${id}?note=secret-${id}`).expect(404);
    await request(server.url).get(`/api/no-such-route-${id}`).expect(404);
    await request(server.url).get(`/tournaments/${id}`).expect(200);
    const metrics = await scrape(server);
    const count = (labels: Record<string, string>) =>
      metrics.value('squadhub_http_request_duration_seconds_count', labels);
    expect(count({ route: '/api/tournaments/:id', method: 'GET', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(count({ route: 'unmatched', method: 'GET', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(count({ route: '/tournaments/:id', method: 'GET', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(count({ route: '/metrics', method: 'GET', status: '401' })).toBeGreaterThanOrEqual(1);
    const routes = new Set(metrics.samples.map((s) => s.labels.route).filter(Boolean));
    for (const route of routes) expect(route).not.toMatch(new RegExp(`${id}|\\?|no-such-route`));
  });

  it('counts a seat taken, its entry fee and a room code sent, after their commit; a refused join counts nothing', async () => {
    const creator = await createUser(server.ctx);
    const player = await createUser(server.ctx, { purchased: 50 });
    const poor = await createUser(server.ctx);
    const t = await createTestTournament(server.ctx, creator.id, { entryFee: 10 });
    const before = await scrape(server);
    const counters = (m: Scrape) => ({
      seats: m.value('squadhub_seats_taken_total'),
      rooms: m.value('squadhub_room_codes_sent_total'),
      fees: m.value('squadhub_ledger_movements_total', { reason: 'entry_fee' }),
    });

    await request(server.url)
      .post(`/api/tournaments/${t.id}/join-slot`)
      .set(poor.auth)
      .send({ team_number: 1, slot_index: 0 })
      .expect(409);
    expect(counters(await scrape(server))).toEqual(counters(before));

    await request(server.url)
      .post(`/api/tournaments/${t.id}/join-slot`)
      .set(player.auth)
      .send({ team_number: 1, slot_index: 0 })
      .expect(200);
    await request(server.url)
      .post(`/api/tournaments/${t.id}/send-room-code`)
      .set(creator.auth)
      .send({ room_code: 'ROOM-1234', password: 'pw' })
      .expect(200);
    const after = counters(await scrape(server));
    const was = counters(before);
    expect(after).toEqual({ seats: was.seats + 1, rooms: was.rooms + 1, fees: was.fees + 1 });
  });
});

describe('with Redis', () => {
  let server: TestServer;
  beforeAll(
    async () =>
      (server = await createTestServer({
        METRICS_TOKEN: TOKEN,
        REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `squadhub-metrics-test-${randomUUID()}:`,
      })),
  );
  afterAll(() => server?.dispose());

  it('reports the Redis connection', async () => {
    await expect.poll(async () => (await scrape(server)).value('squadhub_redis_connected')).toBe(1);
  });
});
