/**
 * Malformed upload bodies on the three upload routes get a clear JSON 400 (413 when something is
 * too large), never a 500, and store nothing.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, TOURNAMENT_TEXT, UPLOAD_TEXT, VALIDATION, errorCodeOf } from '@squadhub/shared';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { TINY_PNG, createTestTournament } from '../support/tournament-factories.js';
import { imageCount } from '../support/uploads.js';

let server: TestServer;
let creator: TestUser;
let superAdmin: TestUser;
let tournamentId: string;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  creator = await createUser(server.ctx);
  superAdmin = await createUser(server.ctx, { role: 'super_admin' });
  tournamentId = (await createTestTournament(server.ctx, creator.id)).id;
});
afterAll(() => server?.dispose());

const BOUNDARY = 'squadhub-test-boundary';

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer };

/** A multipart/form-data body, closed with the final boundary. */
function multipartBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/png`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const oneFile = (name = 'file', data = TINY_PNG): Part => ({ name, filename: 'a.png', data });
const withBoundary = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** Each malformed body, the Content-Type it is sent with, and the answer it must get. */
const CASES: { name: string; contentType: string; body: () => Buffer; status: number; detail: string }[] = [
  {
    name: 'a truncated body',
    contentType: withBoundary(),
    body: () => multipartBody([oneFile()]).subarray(0, 120),
    status: 400,
    detail: UPLOAD_TEXT.unreadable,
  },
  {
    name: 'a body with another boundary than announced',
    contentType: withBoundary('announced-boundary'),
    body: () => multipartBody([oneFile()], 'other-boundary'),
    status: 400,
    detail: UPLOAD_TEXT.unreadable,
  },
  {
    name: 'a multipart type with no boundary',
    contentType: 'multipart/form-data',
    body: () => multipartBody([oneFile()]),
    status: 400,
    detail: UPLOAD_TEXT.unreadable,
  },
  {
    name: 'a text field only',
    contentType: withBoundary(),
    body: () => multipartBody([{ name: 'name', value: 'Sniper' }]),
    status: 400,
    detail: TOURNAMENT_TEXT.imageRequired,
  },
  {
    name: 'the file in another field',
    contentType: withBoundary(),
    body: () => multipartBody([oneFile('photo')]),
    status: 400,
    detail: TOURNAMENT_TEXT.imageRequired,
  },
  {
    name: 'two files',
    contentType: withBoundary(),
    body: () => multipartBody([oneFile(), oneFile()]),
    status: 400,
    detail: UPLOAD_TEXT.oneFileOnly,
  },
  {
    name: 'a huge text field',
    contentType: withBoundary(),
    body: () => multipartBody([{ name: 'name', value: 'x'.repeat(100_000) }, oneFile()]),
    status: 413,
    detail: UPLOAD_TEXT.fieldTooLong,
  },
  {
    name: 'a file over the size limit',
    contentType: withBoundary(),
    body: () => multipartBody([oneFile('file', Buffer.concat([TINY_PNG, Buffer.alloc(IMAGE_MAX_BYTES)]))]),
    status: 413,
    detail: VALIDATION.imageTooLarge,
  },
];

const ROUTES: { name: string; path: () => string; auth: () => Record<string, string> }[] = [
  { name: 'upload-image', path: () => `/api/tournaments/${tournamentId}/upload-image`, auth: () => creator.auth },
  {
    name: 'change-photo',
    path: () => `/api/admin/tournaments/${tournamentId}/change-photo`,
    auth: () => superAdmin.auth,
  },
  { name: 'class-images', path: () => '/api/class-images', auth: () => creator.auth },
];

describe.each(ROUTES)('POST $name with a malformed body', (route) => {
  it.each(CASES)('answers $status to $name and stores nothing', async (c) => {
    const before = await imageCount(server.ctx);
    const res = await request(server.url)
      .post(route.path())
      .set(route.auth())
      .set('Content-Type', c.contentType)
      .send(c.body());
    expect(res.status).toBe(c.status);
    expect(res.body).toEqual({ detail: c.detail, code: errorCodeOf(c.detail) });
    expect(await imageCount(server.ctx)).toBe(before);
  });

  it('still takes a well-formed upload afterwards', async () => {
    const res = await request(server.url).post(route.path()).set(route.auth()).attach('file', TINY_PNG, 'a.png');
    expect(res.status).toBeLessThan(300);
  });
});
