/**
 * /robots.txt is the renderer's own file (desktop/src/renderer/public, copied into the web build
 * by Vite), served as plain text; a missing file under the web client's root is a 404, never the
 * app's HTML standing in for it.
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness.js';

const RENDERER_PUBLIC = path.resolve(import.meta.dirname, '../../../desktop/src/renderer/public');

let webDist: string;
let server: TestServer;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'squadhub-web-robots-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Squadhub</title><div id="root"></div>');
  copyFileSync(path.join(RENDERER_PUBLIC, 'robots.txt'), path.join(webDist, 'robots.txt'));
  server = await createTestServer({ WEB_DIST: webDist });
});

afterAll(async () => {
  await server?.dispose();
  rmSync(webDist, { recursive: true, force: true });
});

describe('robots.txt', () => {
  it('is served as plain text and keeps crawlers out of the API and the host console', async () => {
    const res = await request(server.url).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).not.toMatch(/<html|<!doctype/i);
    const rules = res.text.split('\n').map((line) => line.trim());
    expect(rules).toContain('User-agent: *');
    expect(rules).toContain('Disallow: /api/');
    expect(rules).toContain('Disallow: /host/');
    // The dashboard and the tournament pages stay open to crawlers.
    expect(rules).not.toContain('Disallow: /');
  });

  it('answers a missing file with a JSON 404 instead of the app page', async () => {
    for (const missing of ['/sitemap.xml', '/favicon.ico', '/images/apple-touch-icon.png']) {
      const res = await request(server.url).get(missing);
      expect(res.status, missing).toBe(404);
      expect(res.headers['content-type'], missing).toMatch(/application\/json/);
    }
  });

  it('still routes the app paths to the page', async () => {
    for (const page of ['/', '/account', '/host/4a1c7a8e-3b9e-4a8f-9a60-2f4e7f6a1b2c', '/reset-password']) {
      const res = await request(server.url).get(page).expect(200);
      expect(res.headers['content-type'], page).toMatch(/^text\/html/);
    }
  });
});
