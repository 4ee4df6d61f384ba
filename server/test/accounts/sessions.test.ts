/**
 * Sessions end everywhere (docs/product/accounts.md#sessions): after a password reset or a role change the
 * old token is refused over HTTP (401) and the user's open socket is disconnected; a deleted
 * account's token is refused over HTTP and by the socket handshake. A token must carry our issuer,
 * audience and an expiry.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import jwt from 'jsonwebtoken';
import { jwtKey } from '../../src/auth/tokens.js';
import { users } from '../../src/db/schema.js';
import { ensureSuperAdmin } from '../../src/services/accounts/super-admin.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { registerBody } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

const api = () => request(server.url);
const me = (token: string) => api().get('/api/auth/me').set('Authorization', `Bearer ${token}`);

async function registered() {
  const body = registerBody();
  const res = await api().post('/api/auth/register').send(body).expect(201);
  return { body, token: res.body.access_token as string, id: res.body.user.id as string };
}

/** Resolves with the reason when the server closes the socket. */
const serverDisconnect = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

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

describe('ending sessions', () => {
  it('a password reset refuses the old token and disconnects the open socket', async () => {
    const user = await registered();
    const socket = await server.socket(user.token);
    const disconnected = serverDisconnect(socket);

    await api().post('/api/auth/forgot-password').send({ email: user.body.email }).expect(200);
    const resetToken = await mailedResetToken(user.body.email.toLowerCase());
    await api()
      .post('/api/auth/reset-password')
      .send({ token: resetToken, new_password: 'brand-new-pass' })
      .expect(200);

    expect(await disconnected).toBe('io server disconnect');
    const refused = await me(user.token).expect(401);
    expect(refused.body).toEqual({ detail: 'Invalid or expired token', code: 'invalid_token' });
    await expect(server.socket(user.token)).rejects.toThrow(/Invalid or expired token/);
  });

  it('a role change refuses the old token and disconnects the open socket; a new login works', async () => {
    const user = await registered();
    const socket = await server.socket(user.token);
    const disconnected = serverDisconnect(socket);

    await ensureSuperAdmin(server.ctx, { email: user.body.email, password: user.body.password });

    expect(await disconnected).toBe('io server disconnect');
    await me(user.token).expect(401);
    const login = await api()
      .post('/api/auth/login')
      .send({ email: user.body.email, password: user.body.password })
      .expect(200);
    expect((await me(login.body.access_token).expect(200)).body.role).toBe('super_admin');
  });

  it('ensuring a super admin that is already there signs no one out', async () => {
    const user = await registered();
    await ensureSuperAdmin(server.ctx, { email: user.body.email, password: user.body.password });
    const login = await api()
      .post('/api/auth/login')
      .send({ email: user.body.email, password: user.body.password })
      .expect(200);

    await ensureSuperAdmin(server.ctx, { email: user.body.email, password: user.body.password });
    await me(login.body.access_token).expect(200);
  });

  it("refuses a deleted account's token over HTTP and at the socket handshake", async () => {
    const user = await registered();
    await me(user.token).expect(200);
    await server.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));

    const refused = await me(user.token).expect(401);
    expect(refused.body).toEqual({ detail: 'Invalid or expired token', code: 'invalid_token' });
    await expect(server.socket(user.token)).rejects.toThrow(/Invalid or expired token/);
  });

  it('refuses a correctly signed token that carries no session version', async () => {
    const user = await registered();
    const { sv: _sv, ...unversioned } = claimsOf(user.token);
    const token = sign(unversioned, signOptions());
    await me(token).expect(401);
    await expect(server.socket(token)).rejects.toThrow(/Invalid or expired token/);
  });
});

/** The claims of a token the server issued (sv and sid), to sign again with other options. */
const claimsOf = (token: string) => {
  const { sv, sid } = jwt.decode(token) as { sv: number; sid: string };
  return { sv, sid };
};
const sign = (claims: object, options: jwt.SignOptions) => jwt.sign(claims, jwtKey(server.ctx.config), options);
/** What the server's own signer sets (auth/tokens.ts), `changes` aside. */
const signOptions = (changes: jwt.SignOptions = {}): jwt.SignOptions => ({
  algorithm: 'HS256',
  expiresIn: '1h',
  issuer: server.ctx.config.JWT_ISSUER,
  audience: server.ctx.config.JWT_AUDIENCE,
  ...changes,
});

describe('the claims every token must carry', () => {
  it('accepts a token signed as the server signs, the control of the refusals below', async () => {
    const user = await registered();
    const token = sign(claimsOf(user.token), signOptions({ subject: user.id }));
    await me(token).expect(200);
    (await server.socket(token)).disconnect();
  });

  it('refuses a token without an expiry, over HTTP and at the socket handshake', async () => {
    const user = await registered();
    const { expiresIn: _expiresIn, ...noExpiry } = signOptions({ subject: user.id });
    const token = sign(claimsOf(user.token), noExpiry);
    expect((jwt.decode(token) as { exp?: number }).exp).toBeUndefined();
    expect((await me(token).expect(401)).body).toEqual({ detail: 'Invalid or expired token', code: 'invalid_token' });
    await expect(server.socket(token)).rejects.toThrow(/Invalid or expired token/);
  });

  it('refuses a token of another issuer or audience, or without one', async () => {
    const user = await registered();
    const { issuer: _issuer, ...noIssuer } = signOptions({ subject: user.id });
    const { audience: _audience, ...noAudience } = signOptions({ subject: user.id });
    for (const options of [
      signOptions({ subject: user.id, issuer: 'someone-else' }),
      signOptions({ subject: user.id, audience: 'another-api' }),
      noIssuer,
      noAudience,
    ]) {
      const token = sign(claimsOf(user.token), options);
      expect((await me(token).expect(401)).body).toEqual({ detail: 'Invalid or expired token', code: 'invalid_token' });
      await expect(server.socket(token)).rejects.toThrow(/Invalid or expired token/);
    }
  });

  it('issues tokens with the configured issuer and audience, an expiry and a session id', async () => {
    const user = await registered();
    const claims = jwt.decode(user.token) as Record<string, unknown>;
    expect(claims).toMatchObject({
      iss: server.ctx.config.JWT_ISSUER,
      aud: server.ctx.config.JWT_AUDIENCE,
      sub: user.id,
      exp: expect.any(Number),
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});
