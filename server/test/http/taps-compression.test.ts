/**
 * The JSON API compresses its answers for clients that accept it (gzip or brotli), leaves small
 * answers and clients that accept no encoding alone, and never touches the Stripe webhook.
 */
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/http/compress-api.js';
import { createUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createTestTournament } from '../support/tournament-factories.js';

let server: TestServer;

/** An answer's headers and its bytes as sent on the wire (supertest would decode them). */
function rawGet(path: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${server.url}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

beforeAll(async () => {
  server = await createTestServer();
  const creator = await createUser(server.ctx);
  for (let i = 0; i < 8; i++) await createTestTournament(server.ctx, creator.id, { title: `Compression cup ${i}` });
});
afterAll(() => server?.dispose());

describe('API answer compression', () => {
  it('gzips a large JSON answer when the client accepts gzip', async () => {
    const plain = await request(server.url).get('/api/tournaments').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES * 4);

    const res = await rawGet('/api/tournaments', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.length).toBeLessThan(plain.text.length / 3);
    expect(JSON.parse(gunzipSync(res.body).toString('utf8'))).toEqual(plain.body);
  });

  it('answers brotli when the client prefers it, as browsers do', async () => {
    const res = await rawGet('/api/tournaments', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    const list = JSON.parse(brotliDecompressSync(res.body).toString('utf8')) as { title: string }[];
    expect(list.map((t) => t.title)).toContain('Compression cup 3');
  });

  it('keeps the API headers on a compressed answer', async () => {
    const res = await request(server.url).get('/api/tournaments').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-total-count']).toBe('8');
  });

  it('sends a small answer as it is', async () => {
    const res = await request(server.url).get('/api/health').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    // It went through the middleware, which tells caches the answer depends on the encoding.
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('leaves a client that accepts no encoding out of it', async () => {
    const res = await request(server.url).get('/api/tournaments').unset('Accept-Encoding').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
  });

  it('never runs on the Stripe webhook', async () => {
    const res = await request(server.url)
      .post('/api/stripe/webhook')
      .set('Accept-Encoding', 'gzip, br')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 't=1,v1=00')
      .send('{}');
    expect(res.status).toBeLessThan(500);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
  });
});
