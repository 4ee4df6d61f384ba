/**
 * Bad input for every account endpoint, since these are the ones open to anyone: missing, mistyped
 * and oversized (100 kB) fields, malformed JSON, a wrong content type, a non-object body, and
 * forged or expired JWTs. Every case answers 4xx with a clear `detail`, never 500, and the database
 * (users, reset tokens, ledger) is exactly as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import jwt from 'jsonwebtoken';
import { createTestServer, type TestServer } from '../support/harness.js';
import { accountsSnapshot, registerBody } from './helpers.js';

let server: TestServer;
let token: string;
let email: string;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  const body = registerBody({ phone_number: '07700900555' });
  email = body.email;
  const res = await request(server.httpServer).post('/api/auth/register').send(body).expect(201);
  token = res.body.access_token;
});
afterAll(() => server?.dispose());

const HUGE = 'x'.repeat(100_000);
const aToken = 'A'.repeat(43);

interface Endpoint {
  method: 'get' | 'post' | 'put';
  path: string;
  auth: boolean;
  /** A body that would be accepted (used to build the mistyped and oversized variants). */
  valid: Record<string, unknown>;
  /** The field that gets 100 kB of text. */
  nameField?: string;
}

const endpoints: Endpoint[] = [
  { method: 'get', path: '/api/auth/me', auth: true, valid: {} },
  {
    method: 'post',
    path: '/api/auth/register',
    auth: false,
    valid: registerBody() as unknown as Record<string, unknown>,
    nameField: 'full_name',
  },
  {
    method: 'post',
    path: '/api/auth/login',
    auth: false,
    valid: { email: 'someone@example.test', password: 'secret-pass' },
    nameField: 'email',
  },
  {
    method: 'post',
    path: '/api/auth/verify-phone',
    auth: false,
    valid: { phone_number: '07700900555', country_code: '+44', verification_code: '123456' },
    nameField: 'phone_number',
  },
  {
    method: 'post',
    path: '/api/auth/forgot-password',
    auth: false,
    valid: { email: 'someone@example.test' },
    nameField: 'email',
  },
  {
    method: 'post',
    path: '/api/auth/request-username-reset',
    auth: false,
    valid: { email: 'someone@example.test' },
    nameField: 'email',
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    auth: false,
    valid: { token: aToken, new_password: 'long-enough-pass' },
    nameField: 'new_password',
  },
  {
    method: 'post',
    path: '/api/auth/reset-username',
    auth: false,
    valid: { token: aToken, new_username: 'NewName' },
    nameField: 'new_username',
  },
  {
    method: 'put',
    path: '/api/auth/update-tiktok',
    auth: true,
    valid: { tiktok_link: '@someone' },
    nameField: 'tiktok_link',
  },
];

type Variant = { name: string; send: (ep: Endpoint) => request.Test; status?: number };

function call(ep: Endpoint, authHeader?: string) {
  const req = request(server.httpServer)[ep.method](ep.path);
  const header = authHeader ?? (ep.auth ? `Bearer ${token}` : undefined);
  return header ? req.set('Authorization', header) : req;
}

const mistype = (v: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(v).map((k, i) => [k, i % 2 ? [v[k]] : 12345]));

const bodyVariants: Variant[] = [
  { name: 'missing body', send: (ep) => call(ep) },
  { name: 'empty object', send: (ep) => call(ep).send({}) },
  { name: 'every field mistyped', send: (ep) => call(ep).send(mistype(ep.valid)) },
  {
    name: 'every field null',
    send: (ep) => call(ep).send(Object.fromEntries(Object.keys(ep.valid).map((k) => [k, null]))),
  },
  { name: '100 kB name', send: (ep) => call(ep).send({ ...ep.valid, [ep.nameField!]: HUGE }) },
  {
    name: 'malformed JSON',
    send: (ep) => call(ep).set('Content-Type', 'application/json').send('{"email": "a@b.c", '),
  },
  {
    name: 'wrong content type',
    send: (ep) => call(ep).set('Content-Type', 'text/plain').send(JSON.stringify(ep.valid)),
  },
  {
    name: 'form-encoded body',
    send: (ep) =>
      call(ep)
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send(new URLSearchParams(ep.valid as Record<string, string>).toString()),
  },
  { name: 'JSON array', send: (ep) => call(ep).send([ep.valid]) },
  { name: 'JSON string', send: (ep) => call(ep).set('Content-Type', 'application/json').send('"hello"') },
  {
    name: 'body over the 256 kB limit',
    send: (ep) => call(ep).send({ ...ep.valid, padding: 'y'.repeat(300_000) }),
    status: 413,
  },
];

const tokenVariants: Variant[] = [
  {
    name: 'forged JWT (other secret)',
    send: (ep) =>
      call(
        ep,
        `Bearer ${jwt.sign({}, 'not-the-server-secret-not-the-server-secret', { subject: 'x', expiresIn: '1h' })}`,
      ).send(ep.valid),
    status: 401,
  },
  {
    name: 'expired JWT',
    send: (ep) => {
      const userId = (jwt.decode(token) as { sub: string }).sub;
      const expired = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 60 }, server.ctx.config.JWT_SECRET, {
        subject: userId,
      });
      return call(ep, `Bearer ${expired}`).send(ep.valid);
    },
    status: 401,
  },
  {
    name: 'JWT signed with alg none',
    send: (ep) => {
      const userId = (jwt.decode(token) as { sub: string }).sub;
      const none = jwt.sign({}, '', { subject: userId, algorithm: 'none' });
      return call(ep, `Bearer ${none}`).send(ep.valid);
    },
    status: 401,
  },
  { name: 'garbage bearer token', send: (ep) => call(ep, 'Bearer not.a.jwt').send(ep.valid), status: 401 },
];

describe.each(endpoints)('$method $path', (ep) => {
  const variants = [
    ...(ep.method === 'get' ? [] : bodyVariants.filter((v) => v.name !== '100 kB name' || ep.nameField)),
    ...tokenVariants,
  ];
  it.each(variants)('answers $name with a 4xx detail and changes nothing', async (variant) => {
    const before = await accountsSnapshot(server.ctx);
    const res = await variant.send(ep);
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    if (variant.status) expect(res.status).toBe(variant.status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(typeof res.body.detail).toBe('string');
    expect(res.body.detail.length).toBeGreaterThan(3);
    expect(res.body.detail.length).toBeLessThan(200);
    expect(await accountsSnapshot(server.ctx)).toEqual(before);
  });
});

it('the setup account is untouched by the whole walk and still logs in', async () => {
  const res = await request(server.httpServer)
    .post('/api/auth/login')
    .send({ email, password: 'secret-pass' })
    .expect(200);
  expect(res.body.user.email).toBe(email);
});
