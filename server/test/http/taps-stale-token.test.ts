/**
 * A refused bearer token is told apart from other 401s by its challenge (RFC 6750), so the client
 * can forget a stale token quietly and send the request again without it, while a wrong password
 * with a valid token leaves the session alone. The desktop app (another origin) can read it.
 */
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';

let server: TestServer;
let player: TestUser;

const expiredToken = (sub: string) =>
  jwt.sign({ exp: Math.floor(Date.now() / 1000) - 60 }, server.ctx.config.JWT_SECRET, { subject: sub });
const forgedToken = (sub: string) => jwt.sign({}, 'y'.repeat(40), { subject: sub, expiresIn: '1h' });

beforeAll(async () => {
  server = await createTestServer();
  player = await createUser(server.ctx);
});
afterAll(() => server?.dispose());

describe('the 401 challenge', () => {
  it('says invalid_token when the bearer token is expired or forged, on public and private routes', async () => {
    for (const token of [expiredToken(player.id), forgedToken(player.id)]) {
      for (const path of ['/api/tournaments', '/api/auth/me']) {
        const res = await request(server.url).get(path).set('Authorization', `Bearer ${token}`);
        expect(res.status, path).toBe(401);
        expect(res.headers['www-authenticate'], path).toBe('Bearer error="invalid_token"');
      }
    }
  });

  it('serves the public read once the stale token is left out', async () => {
    await request(server.url).get('/api/tournaments').expect(200);
  });

  it('is a plain Bearer challenge when no token was sent', async () => {
    const res = await request(server.url).get('/api/auth/me').expect(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('does not blame a valid token for a refused login', async () => {
    const res = await request(server.url)
      .post('/api/auth/login')
      .set(player.auth)
      .send({ email: 'nobody-here@example.test', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    await request(server.url).get('/api/auth/me').set(player.auth).expect(200);
  });

  it('is readable by the desktop app across origins', async () => {
    const res = await request(server.url)
      .get('/api/auth/me')
      .set('Origin', 'file://')
      .set('Authorization', `Bearer ${expiredToken(player.id)}`)
      .expect(401);
    expect(res.headers['access-control-allow-origin']).toBe('file://');
    expect(res.headers['access-control-expose-headers']).toMatch(/WWW-Authenticate/i);
  });
});
