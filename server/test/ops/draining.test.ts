/**
 * Draining (docs/operations.md#draining): once a shutdown begins, /api/health answers 503
 * `draining` (so a load balancer takes the instance out) while the instance keeps serving for
 * SHUTDOWN_DRAIN_MS; then it closes and the process exits 0.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { createTestServer } from '../support/harness.js';
import { useMigratedDataDir } from '../support/pglite-template.js';
import { startServerProcess } from './server-process.js';

const DRAIN_MS = 3_000;

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the server factory', () => {
  it('answers health 503 `draining` from the start of the drain, and everything else as usual', async () => {
    const server = await createTestServer({ SHUTDOWN_DRAIN_MS: '1000' });
    try {
      await request(server.url).get('/api/health').expect(200);
      const startedAt = Date.now();
      const drained = server.drain();
      const health = await request(server.url).get('/api/health').expect(503);
      // The body is checked against the contract too (test servers check every answer).
      expect(health.body).toEqual({
        status: 'draining',
        database: 'ok',
        database_kind: server.ctx.dbKind,
        redis: 'not_configured',
        detail: 'Shutting down: send new requests to another instance',
        code: 'unavailable',
        request_id: health.headers['x-request-id'],
      });
      await request(server.url).get('/api/tournaments').expect(200);
      await drained;
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(950);
    } finally {
      await server.dispose();
    }
  });

  it('defaults to 5 s in production and to no wait elsewhere', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'squadhub-drain-config-'));
    tempDirs.push(dir);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(loadConfig({ DATA_DIR: dir }).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', SHUTDOWN_DRAIN_MS: '250' }).SHUTDOWN_DRAIN_MS).toBe(250);
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});

describe('`npm start` on SIGTERM', () => {
  // A process start (tsx, then PGlite from a copied folder) takes most of a minute on a busy 2-core machine.
  it('drains, still serving, then exits 0', { timeout: 150_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadhub-drain-'));
    tempDirs.push(dataDir);
    useMigratedDataDir(path.join(dataDir, 'pglite'));
    const main = startServerProcess({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      // Set (to nothing) so a developer's .env cannot point this test at their database.
      DATABASE_URL: '',
    });
    const address = await main.running(120_000);
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
    const sentAt = Date.now();
    main.child.kill('SIGTERM');
    await expect
      .poll(async () => (await fetch(`${address}/api/health`)).status, { timeout: DRAIN_MS, interval: 50 })
      .toBe(503);
    const health = await fetch(`${address}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'draining', request_id: health.headers.get('x-request-id') });
    // Still serving: a load balancer that has not noticed yet loses nothing.
    expect((await fetch(`${address}/api/tournaments`)).status).toBe(200);
    expect(await main.exited).toBe(0);
    const took = Date.now() - sentAt;
    expect(took).toBeGreaterThanOrEqual(DRAIN_MS - 100);
    expect(took).toBeLessThan(DRAIN_MS + 5_000);
    expect(main.output().stdout).toMatch(/draining: \/api\/health answers 503/);
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});
