/**
 * Login attempts are rate limited (429) with rate limits on, as in production: failed attempts
 * on one identifier are counted, successful logins are not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { AUTH_TEXT } from '@squadhub/shared';
import { LOGIN_LIMITS } from '../../src/routes/accounts/limits.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { registerBody } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

const api = () => request(server.httpServer);

describe('login rate limit', () => {
  it('does not count successful logins', async () => {
    const body = registerBody();
    await api().post('/api/auth/register').send(body).expect(201);
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier + 2; i++) {
      await api().post('/api/auth/login').send({ email: body.email, password: body.password }).expect(200);
    }
  });

  it('answers 429 after too many failed attempts on one account, even with the right password', async () => {
    const body = registerBody();
    await api().post('/api/auth/register').send(body).expect(201);
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier; i++) {
      await api()
        .post('/api/auth/login')
        .send({ email: body.email, password: `wrong-${i}` })
        .expect(401);
    }
    const blocked = await api()
      .post('/api/auth/login')
      .send({ email: body.email, password: 'wrong-again' })
      .expect(429);
    expect(blocked.body.detail).toBe(AUTH_TEXT.tooManyLogins);
    await api().post('/api/auth/login').send({ email: body.email, password: body.password }).expect(429);
    // The limit is per identifier: another account still logs in from the same address.
    const other = registerBody();
    await api().post('/api/auth/register').send(other).expect(201);
    await api().post('/api/auth/login').send({ email: other.email, password: other.password }).expect(200);
  });

  it('limits reset e-mails per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push((await api().post('/api/auth/forgot-password').send({ email: 'target@example.test' })).status);
    }
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });
});
