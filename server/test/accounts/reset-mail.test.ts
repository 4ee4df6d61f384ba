/**
 * The e-mail path end to end with a REAL SMTP receiver: forgot-password and
 * request-username-reset send a mail, the test reads it, follows the link's token, resets,
 * and logs in with the new password. Tokens are single use, expire, and are stored hashed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { SUCCESS, VALIDATION } from '@squadhub/shared';
import { authTokens } from '../../src/db/schema.js';
import { hashToken } from '../../src/services/accounts/reset-tokens.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { accountsSnapshot, registerBody } from './helpers.js';
import { startSmtpReceiver, tokenFromMail, type SmtpReceiver } from './smtp-receiver.js';

let smtp: SmtpReceiver;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  server = await createTestServer({ SMTP_URL: smtp.url, RATE_LIMITS: 'false', PUBLIC_URL: 'http://squadhub.test' });
});
afterAll(async () => {
  await server?.dispose();
  await smtp?.close();
});

const api = () => request(server.httpServer);
const INVALID_LINK = 'Invalid or expired reset link';

async function register() {
  const body = registerBody();
  const res = await api().post('/api/auth/register').send(body).expect(201);
  return { ...body, id: res.body.user.id as string };
}

describe('password reset by e-mail', () => {
  it('mails a link, resets the password through it once, and the new password logs in', async () => {
    const user = await register();
    const ask = await api().post('/api/auth/forgot-password').send({ email: user.email.toUpperCase() }).expect(200);
    expect(ask.body.message).toMatch(/If an account exists/);

    const mail = await smtp.nextMailTo(user.email);
    expect(mail.subject).toBe('Reset your Squadhub password');
    expect(mail.text).toContain('http://squadhub.test/reset-password?token=');
    expect(mail.text).toContain('expires in 1 hour');
    const token = tokenFromMail(mail, 'reset-password');

    // Only the hash is stored.
    const [stored] = await server.ctx.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.tokenHash).not.toContain(token);

    const reset = await api()
      .post('/api/auth/reset-password')
      .send({ token, new_password: 'brand-new-pass' })
      .expect(200);
    expect(reset.body.message).toBe(SUCCESS.passwordReset);

    await api().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    const login = await api()
      .post('/api/auth/login')
      .send({ email: user.email, password: 'brand-new-pass' })
      .expect(200);
    expect(login.body.user.id).toBe(user.id);

    // A used link is refused and changes nothing.
    const before = await accountsSnapshot(server.ctx);
    const again = await api()
      .post('/api/auth/reset-password')
      .send({ token, new_password: 'another-pass-1' })
      .expect(400);
    expect(again.body.detail).toBe(INVALID_LINK);
    expect(await accountsSnapshot(server.ctx)).toEqual(before);
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const user = await register();
    const sentBefore = smtp.count();
    const unknown = await api().post('/api/auth/forgot-password').send({ email: 'ghost@example.test' }).expect(200);
    const known = await api().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    expect(unknown.body).toEqual(known.body);
    await smtp.nextMailTo(user.email);
    expect(smtp.count()).toBe(sentBefore + 1);
  });

  it('refuses an expired token, and a short new password with the specification text', async () => {
    const user = await register();
    await api().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = tokenFromMail(await smtp.nextMailTo(user.email), 'reset-password');

    const short = await api().post('/api/auth/reset-password').send({ token, new_password: 'short' }).expect(400);
    expect(short.body.detail).toBe(VALIDATION.passwordMin8);

    await server.ctx.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const before = await accountsSnapshot(server.ctx);
    const expired = await api()
      .post('/api/auth/reset-password')
      .send({ token, new_password: 'long-enough-pass' })
      .expect(400);
    expect(expired.body.detail).toBe(INVALID_LINK);
    expect(await accountsSnapshot(server.ctx)).toEqual(before);
    await api().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  });

  it('lets only one of two simultaneous uses of a token through', async () => {
    const user = await register();
    await api().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = tokenFromMail(await smtp.nextMailTo(user.email), 'reset-password');
    const results = await Promise.all(
      ['first-new-pass', 'second-new-pass'].map((p) =>
        api().post('/api/auth/reset-password').send({ token, new_password: p }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('does not accept a password-reset token for a username reset', async () => {
    const user = await register();
    await api().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = tokenFromMail(await smtp.nextMailTo(user.email), 'reset-password');
    const res = await api().post('/api/auth/reset-username').send({ token, new_username: 'Whatever' }).expect(400);
    expect(res.body.detail).toBe(INVALID_LINK);
  });
});

describe('username reset by e-mail', () => {
  it('mails a link and changes the username once; a taken name keeps the link usable', async () => {
    const other = await register();
    const user = await register();
    const ask = await api().post('/api/auth/request-username-reset').send({ email: user.email }).expect(200);
    expect(ask.body.message).toMatch(/If an account exists/);
    const mail = await smtp.nextMailTo(user.email);
    expect(mail.subject).toBe('Change your Squadhub username');
    expect(mail.text).toContain(user.codm_username);
    const token = tokenFromMail(mail, 'reset-username');

    const before = await accountsSnapshot(server.ctx);
    const taken = await api()
      .post('/api/auth/reset-username')
      .send({ token, new_username: other.codm_username.toUpperCase() })
      .expect(409);
    expect(taken.body.detail).toBe('This username is already taken');
    const tooShort = await api().post('/api/auth/reset-username').send({ token, new_username: ' ab ' }).expect(400);
    expect(tooShort.body.detail).toBe(VALIDATION.usernameMin);
    const tooLong = await api()
      .post('/api/auth/reset-username')
      .send({ token, new_username: 'x'.repeat(31) })
      .expect(400);
    expect(tooLong.body.detail).toBe(VALIDATION.usernameMax);
    expect(await accountsSnapshot(server.ctx)).toEqual(before);

    const ok = await api().post('/api/auth/reset-username').send({ token, new_username: '  NewName_1  ' }).expect(200);
    expect(ok.body).toMatchObject({ old_username: user.codm_username, new_username: 'NewName_1' });
    const login = await api().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    expect(login.body.user).toMatchObject({ username: 'NewName_1', codm_username: 'NewName_1' });

    const reused = await api().post('/api/auth/reset-username').send({ token, new_username: 'Third_Name' }).expect(400);
    expect(reused.body.detail).toBe(INVALID_LINK);
  });
});
