/**
 * Account routes through HTTP on a real database: register, login by e-mail and by phone,
 * me, update-tiktok, verify-phone, and the conflicts (duplicate e-mail in another case,
 * duplicate username, duplicate phone), each of which changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { SUCCESS, VALIDATION } from '@squadhub/shared';
import { users } from '../../src/db/schema.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { accountsSnapshot, registerBody } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

const api = () => request(server.httpServer);

describe('register', () => {
  it('creates the account, answers a bearer token and the presented user, and never the hash', async () => {
    const body = registerBody({
      email: 'Mixed.Case@Example.TEST',
      phone_number: '07700 900 111',
      tiktok_link: '@@nova',
    });
    const res = await api().post('/api/auth/register').send(body).expect(201);
    expect(res.body.token_type).toBe('bearer');
    expect(res.body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.user).toMatchObject({
      username: body.codm_username,
      codm_username: body.codm_username,
      full_name: body.full_name,
      email: 'mixed.case@example.test',
      phone_number: '07700900111',
      country_code: '+44',
      tiktok_link: 'https://www.tiktok.com/@nova',
      role: 'player',
      purchased_coins: 0,
      winnings_coins: 0,
      coin_balance: 0,
      email_verified: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2|is_test_user/);
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, res.body.user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    const me = await api().get('/api/auth/me').set('Authorization', `Bearer ${res.body.access_token}`).expect(200);
    expect(me.body).toEqual(res.body.user);
  });

  it('refuses a duplicate e-mail in another case, a duplicate username in another case and a used phone with 409', async () => {
    const first = registerBody({ phone_number: '7700900222' });
    await api().post('/api/auth/register').send(first).expect(201);
    const before = await accountsSnapshot(server.ctx);

    const sameEmail = await api()
      .post('/api/auth/register')
      .send(registerBody({ email: first.email.toUpperCase() }))
      .expect(409);
    expect(sameEmail.body.detail).toBe('An account with this email already exists');

    const sameName = await api()
      .post('/api/auth/register')
      .send(registerBody({ codm_username: first.codm_username.toLowerCase() }))
      .expect(409);
    expect(sameName.body.detail).toBe('This username is already taken');

    const samePhone = await api()
      .post('/api/auth/register')
      .send(registerBody({ phone_number: '77 00 90 02 22' }))
      .expect(409);
    expect(samePhone.body.detail).toBe('An account with this phone number already exists');

    expect(await accountsSnapshot(server.ctx)).toEqual(before);
  });

  it('lets exactly one of two simultaneous registrations of one username win', async () => {
    const name = `Race_${Date.now().toString(36)}`;
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        api()
          .post('/api/auth/register')
          .send(registerBody({ codm_username: name })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('answers the specification texts for short passwords and a missing TikTok link', async () => {
    const short = await api()
      .post('/api/auth/register')
      .send(registerBody({ password: '12345' }))
      .expect(400);
    expect(short.body.detail).toBe(VALIDATION.passwordMin6);
    const noTiktok = await api()
      .post('/api/auth/register')
      .send(registerBody({ tiktok_link: '   ' }))
      .expect(400);
    expect(noTiktok.body.detail).toBe(VALIDATION.tiktokRequired);
    const jsLink = await api()
      .post('/api/auth/register')
      .send(registerBody({ tiktok_link: 'javascript:alert(1)' }))
      .expect(400);
    expect(jsLink.body.detail).toBe('Please enter a valid TikTok username or profile link');
  });
});

describe('login', () => {
  const body = registerBody({ phone_number: '07700900333', country_code: '+44' });
  beforeAll(async () => {
    await api().post('/api/auth/register').send(body).expect(201);
  });

  it('logs in by e-mail in any case', async () => {
    const res = await api()
      .post('/api/auth/login')
      .send({ email: ` ${body.email.toUpperCase()} `, password: body.password })
      .expect(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', user: { username: body.codm_username } });
    await api().get('/api/auth/me').set('Authorization', `Bearer ${res.body.access_token}`).expect(200);
  });

  it('logs in by phone, as stored, without the trunk 0, or with the country code', async () => {
    for (const phone of ['07700900333', '7700 900 333', '+44 7700 900333']) {
      const res = await api().post('/api/auth/login').send({ phone_number: phone, password: body.password });
      expect(res.status, phone).toBe(200);
      expect(res.body.user.username).toBe(body.codm_username);
    }
    await api().post('/api/auth/login').send({ phone_number: '+1 7700900333', password: body.password }).expect(401);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const wrong = await api().post('/api/auth/login').send({ email: body.email, password: 'not-the-password' });
    const unknown = await api().post('/api/auth/login').send({ email: 'nobody@example.test', password: body.password });
    const unknownPhone = await api().post('/api/auth/login').send({ phone_number: '0123456789', password: 'x' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknownPhone.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(unknownPhone.body).toEqual(wrong.body);
    expect(wrong.body.detail).toBe('Incorrect email/phone number or password');
  });

  it('needs exactly one of e-mail and phone number', async () => {
    const both = await api()
      .post('/api/auth/login')
      .send({ email: body.email, phone_number: '07700900333', password: body.password })
      .expect(400);
    expect(both.body.detail).toBe('Please log in with either an email or a phone number');
    await api().post('/api/auth/login').send({ password: body.password }).expect(400);
  });
});

describe('me and update-tiktok', () => {
  it('needs a login', async () => {
    const res = await api().get('/api/auth/me').expect(401);
    expect(res.body.detail).toBe('Not authenticated');
    await api().put('/api/auth/update-tiktok').send({ tiktok_link: '@x' }).expect(401);
  });

  it('stores the trimmed link as a profile address and answers the updated user', async () => {
    const reg = await api().post('/api/auth/register').send(registerBody()).expect(201);
    const auth = `Bearer ${reg.body.access_token}`;
    const res = await api()
      .put('/api/auth/update-tiktok')
      .set('Authorization', auth)
      .send({ tiktok_link: '  https://www.tiktok.com/@newme  ' })
      .expect(200);
    expect(res.body.message).toBe(SUCCESS.tiktokUpdated);
    expect(res.body.user.tiktok_link).toBe('https://www.tiktok.com/@newme');
    const handle = await api()
      .put('/api/auth/update-tiktok')
      .set('Authorization', auth)
      .send({ tiktok_link: '@other.me' })
      .expect(200);
    expect(handle.body.user.tiktok_link).toBe('https://www.tiktok.com/@other.me');

    const before = await accountsSnapshot(server.ctx);
    const empty = await api()
      .put('/api/auth/update-tiktok')
      .set('Authorization', auth)
      .send({ tiktok_link: '   ' })
      .expect(400);
    expect(empty.body.detail).toBe(VALIDATION.tiktokEmpty);
    expect(await accountsSnapshot(server.ctx)).toEqual(before);
  });
});

describe('verify-phone', () => {
  it('answers Invalid verification code: no code is ever issued (no SMS provider)', async () => {
    const res = await api()
      .post('/api/auth/verify-phone')
      .send({ phone_number: '07700900444', country_code: '+44', verification_code: '123456' })
      .expect(400);
    expect(res.body.detail).toBe(VALIDATION.invalidVerificationCode);
    const short = await api()
      .post('/api/auth/verify-phone')
      .send({ phone_number: '07700900444', country_code: '+44', verification_code: '12345' })
      .expect(400);
    expect(short.body.detail).toBe(VALIDATION.invalidVerificationCode);
  });
});
