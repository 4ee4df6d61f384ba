/**
 * Uploaded images are served from the database (docs/design/storage.md#uploaded-images): the bytes stored (the upload
 * re-encoded as WebP) come out, with their type, an ETag that is their SHA-256, a one-year
 * immutable cache and a 304 on revalidation, from any instance on the same database. Misses
 * under /uploads and /static answer a JSON 404 that names no file.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { IMAGE_CARD_SIDE, TOURNAMENT_TEMPLATES, cardImageUrl, templateImageUrl } from '@squadhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { images } from '../../src/db/schema.js';
import { parseImageAddress } from '../../src/uploads/image-store.js';
import { buildContext, startServer, type RunningServer } from '../../src/server.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { TINY_PNG, createTestTournament } from '../support/tournament-factories.js';

let server: TestServer;
let creator: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  creator = await createUser(server.ctx);
});
afterAll(() => server?.dispose());

const api = () => request(server.url);

/** A 1x1 GIF: whatever the upload's type, what is stored and served is WebP. */
const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The bytes stored for an image address. */
async function storedBytes(url: string): Promise<Buffer> {
  const [row] = await server.ctx.db
    .select({ data: images.data })
    .from(images)
    .where(eq(images.id, parseImageAddress(url)!.id));
  return row!.data;
}

async function uploadTournamentImage(bytes: Buffer, filename: string): Promise<string> {
  const t = await createTestTournament(server.ctx, creator.id);
  const res = await api()
    .post(`/api/tournaments/${t.id}/upload-image`)
    .set(creator.auth)
    .attach('file', bytes, filename);
  expect(res.status).toBe(200);
  return res.body.image_url as string;
}

/** GET with the path sent exactly as written (supertest would resolve `..` before sending). */
function rawGet(target: string): Promise<{ status: number; type: string | undefined; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET of an uploaded image', () => {
  it('answers the stored bytes with their type, the SHA-256 ETag, a one-year immutable cache and nosniff', async () => {
    const url = await uploadTournamentImage(TINY_GIF, 'banner.png');
    expect(url).toMatch(/^\/uploads\/tournaments\/[0-9a-f-]{36}\.webp$/);
    const stored = await storedBytes(url);

    const res = await api().get(url).buffer(true);
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, stored)).toBe(0);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['etag']).toBe(`"${createHash('sha256').update(stored).digest('hex')}"`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 304 without a body to a revalidation with the ETag, 200 to another ETag', async () => {
    const url = await uploadTournamentImage(TINY_PNG, 'a.png');
    const first = await api().get(url);
    const etag = first.headers['etag']!;

    const again = await api().get(url).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const other = await api().get(url).set('If-None-Match', '"not-this-one"');
    expect(other.status).toBe(200);
  });

  it('serves a custom class image the same way', async () => {
    const res = await api()
      .post('/api/class-images')
      .set(creator.auth)
      .field('name', 'Sniper')
      .attach('file', TINY_PNG, 's.png');
    expect(res.status).toBe(201);
    expect(res.body.image.url).toMatch(/^\/uploads\/classes\/[0-9a-f-]{36}\.webp$/);
    const served = await api().get(res.body.image.url).buffer(true);
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.body as Buffer, await storedBytes(res.body.image.url))).toBe(0);
  });

  it('is served by another instance on the same database, which has its own data folder', async () => {
    const url = await uploadTournamentImage(TINY_PNG, 'a.png');
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(server.ctx.config.DATA_DIR, 'second-instance'),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(server.ctx.config.DATA_DIR, 'no-web'),
    });
    // The database belongs to the first instance: this one must not close it.
    const shared = { db: server.ctx.db, kind: server.ctx.dbKind, close: async () => {} };
    const { ctx } = await buildContext(config, { database: shared });
    const second: RunningServer = await startServer(ctx, shared);
    try {
      const res = await request(second.url).get(url).buffer(true);
      expect(res.status).toBe(200);
      expect(Buffer.compare(res.body as Buffer, await storedBytes(url))).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('answers a JSON 404 for an unknown image, a malformed address and the wrong extension', async () => {
    const url = await uploadTournamentImage(TINY_PNG, 'a.png');
    for (const address of [
      '/uploads/tournaments/00000000-0000-4000-8000-000000000000.webp',
      '/uploads/tournaments/not-an-id.png',
      '/uploads/tournaments/',
      '/uploads/secrets.txt',
      url.replace(/\.webp$/, '.png'),
      `${url}.webp`,
    ]) {
      const res = await api().get(address);
      expect(res.status, address).toBe(404);
      expect(res.body, address).toEqual({ detail: 'Not found', code: 'not_found' });
      expect(res.headers['cache-control'], address).toBeUndefined();
    }
  });
});

describe('misses under /uploads and /static', () => {
  it('answer a JSON 404 that names no file, whatever the path tries', async () => {
    for (const target of [
      '/uploads/../../etc/passwd',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/static/nope',
      '/static/templates/nope.svg',
      '/static/../../etc/passwd',
      '/static/%2e%2e/%2e%2e/etc/passwd',
      '/static/..%2f..%2fpackage.json',
    ]) {
      const res = await rawGet(target);
      expect(res.status, target).toBe(404);
      expect(res.type, target).toMatch(/^application\/json/);
      expect(JSON.parse(res.body), target).toEqual({ detail: 'Not found', code: 'not_found' });
      expect(res.body, target).not.toContain(server.ctx.config.DATA_DIR);
      expect(res.body, target).not.toMatch(/server[\\/]static|ENOENT|\/etc\//);
    }
  });

  it('still serve the artwork that ships with the server', async () => {
    const res = await api().get('/static/templates/alcatraz_squad.svg').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    // SVG is text: it travels compressed.
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.body)).toContain('<svg');
  });

  it("serve every template's artwork as the card's picture too, at the card's width", async () => {
    for (const { id } of TOURNAMENT_TEMPLATES) {
      const url = cardImageUrl(templateImageUrl(id))!;
      expect(url, id).toBe(`/static/templates/${id}.webp`);
      const res = await api().get(url).buffer(true);
      expect(res.status, id).toBe(200);
      expect(res.headers['content-type'], id).toBe('image/webp');
      const { width, height, format } = await sharp(res.body as Buffer).metadata();
      expect({ width, height, format }, id).toEqual({ width: IMAGE_CARD_SIDE, height: 360, format: 'webp' });
    }
  });
});
