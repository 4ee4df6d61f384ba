/**
 * A password reset signs out every session: tokens issued under the old password are refused by
 * HTTP routes and by the socket handshake; a login with the new password works.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness.js';
import { registerBody } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

/** The reset token of the newest development-outbox mail to `email` (mail is sent after the answer). */
async function mailedResetToken(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = [...server.ctx.mailer.outbox].reverse().find((m) => m.to === email);
    const token = mail?.text.match(/reset-password\?token=([\w-]+)/)?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset mail to ${email}`);
}

describe('password reset revokes earlier tokens', () => {
  it('refuses the old token on HTTP and sockets, accepts a new login', async () => {
    const api = () => request(server.url);
    const body = registerBody();
    const registered = await api().post('/api/auth/register').send(body).expect(201);
    const oldToken: string = registered.body.access_token;
    await api().get('/api/auth/me').set('Authorization', `Bearer ${oldToken}`).expect(200);

    await api().post('/api/auth/forgot-password').send({ email: body.email }).expect(200);
    const resetToken = await mailedResetToken(body.email.toLowerCase());
    await api()
      .post('/api/auth/reset-password')
      .send({ token: resetToken, new_password: 'brand-new-pass' })
      .expect(200);

    const refused = await api().get('/api/auth/me').set('Authorization', `Bearer ${oldToken}`);
    expect(refused.status).toBe(401);
    await expect(server.socket(oldToken)).rejects.toThrow(/Invalid or expired token/);

    const login = await api()
      .post('/api/auth/login')
      .send({ email: body.email, password: 'brand-new-pass' })
      .expect(200);
    await api().get('/api/auth/me').set('Authorization', `Bearer ${login.body.access_token}`).expect(200);
  });
});
