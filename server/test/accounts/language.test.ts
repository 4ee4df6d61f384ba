/**
 * The account's language (docs/product/languages.md#the-accounts-language): stored by
 * PUT /api/users/me/language, shown on the current user, and used for what reaches the player
 * without a request to follow: answers to requests that name no language, and reset e-mails.
 * (Pushes in the owner's language: test/push/delivery.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_TEXT, RESET_MAIL_TEXT, SUCCESS, VALIDATION, formatMessage } from '@squadhub/shared';
import { createTestServer, type TestServer } from '../support/harness.js';
import { registerBody } from './helpers.js';
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

async function register() {
  const body = registerBody();
  const res = await api().post('/api/auth/register').send(body).expect(201);
  return {
    ...body,
    username: res.body.user.username as string,
    auth: { Authorization: `Bearer ${res.body.access_token as string}` },
  };
}

describe('PUT /api/users/me/language', () => {
  it('stores a language of ours, which the current user then shows', async () => {
    const player = await register();
    const me = await api().get('/api/auth/me').set(player.auth).expect(200);
    expect(me.body.language).toBeNull();

    const saved = await api().put('/api/users/me/language').set(player.auth).send({ language: 'pt-BR' }).expect(200);
    expect(saved.body.message).toBe(SUCCESS.languageSaved);
    expect(saved.body.user.language).toBe('pt-BR');
    expect((await api().get('/api/auth/me').set(player.auth).expect(200)).body.language).toBe('pt-BR');
  });

  it.each([{ language: 'fr' }, { language: 'PT-br' }, { language: '' }, { language: 7 }, { language: null }, {}])(
    'refuses %j and changes nothing',
    async (body) => {
      const player = await register();
      const res = await api().put('/api/users/me/language').set(player.auth).send(body).expect(400);
      expect(res.body).toEqual({ detail: VALIDATION.languageUnknown, code: 'validation_failed' });
      expect((await api().get('/api/auth/me').set(player.auth).expect(200)).body.language).toBeNull();
    },
  );

  it('needs a login', async () => {
    await api().put('/api/users/me/language').send({ language: 'hi' }).expect(401);
  });
});

describe("the account's language", () => {
  it("writes the answers to the player's requests that name no language, while a header still wins", async () => {
    const player = await register();
    await api().put('/api/users/me/language').set(player.auth).send({ language: 'ar' }).expect(200);
    const path = `/api/tournaments/${randomUUID()}`;

    const own = await api().get(path).set(player.auth).expect(404);
    expect(own.body).toEqual({
      detail: formatMessage('ar', 'PLAY_TEXT.tournamentNotFound'),
      code: 'tournament_not_found',
    });
    const asked = await api().get(path).set(player.auth).set('Accept-Language', 'en').expect(404);
    expect(asked.body.detail).toBe(PLAY_TEXT.tournamentNotFound);
    // Nobody logged in: English, as the specifications write it.
    expect((await api().get(path).expect(404)).body.detail).toBe(PLAY_TEXT.tournamentNotFound);
  });

  it('writes the reset e-mail, whatever language the request asked in', async () => {
    const player = await register();
    await api().put('/api/users/me/language').set(player.auth).send({ language: 'hi' }).expect(200);
    await api()
      .post('/api/auth/forgot-password')
      .set('Accept-Language', 'en')
      .send({ email: player.email })
      .expect(200);
    const mail = await smtp.nextMailTo(player.email);
    expect(mail.subject).toBe(formatMessage('hi', 'RESET_MAIL_TEXT.password_reset.subject'));
    expect(mail.subject).not.toBe(RESET_MAIL_TEXT.password_reset.subject);
    expect(mail.text).toContain(formatMessage('hi', 'RESET_MAIL_TEXT.openLink', { 0: 'password' }));
    expect(mail.text).toContain(player.username);
    // The link is the same link in every language.
    expect(tokenFromMail(mail, 'reset-password')).toMatch(/.+/);
  });

  it("writes a reset e-mail in the request's language when the player chose none", async () => {
    const player = await register();
    await api()
      .post('/api/auth/forgot-password')
      .set('Accept-Language', 'id-ID')
      .send({ email: player.email })
      .expect(200);
    const mail = await smtp.nextMailTo(player.email);
    expect(mail.subject).toBe(formatMessage('id', 'RESET_MAIL_TEXT.password_reset.subject'));
  });
});
