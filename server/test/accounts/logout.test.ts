/**
 * Sessions that end (docs/product/accounts.md#sessions): a logout ends its own session only, logging
 * out everywhere ends them all, a password change ends the others and keeps its own, a reset ends
 * them all. An ended session's token gets 401 over HTTP and at the socket handshake, and its open
 * sockets are disconnected; the sockets of a session that goes on stay open.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { ACCESS_TEXT, AUTH_TEXT, SUCCESS } from '@squadhub/shared';
import { createUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createTestTournament } from '../support/tournament-factories.js';
import { registerBody } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

const api = () => request(server.url);
const me = (token: string) => api().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
const post = (path: string, token: string, body?: object) =>
  api().post(`/api/auth/${path}`).set('Authorization', `Bearer ${token}`).send(body);

/** A registered account and a second session of it (a second login, e.g. another device). */
async function accountWithTwoSessions() {
  const body = registerBody();
  const first = (await api().post('/api/auth/register').send(body).expect(201)).body.access_token as string;
  const login = await api().post('/api/auth/login').send({ email: body.email, password: body.password }).expect(200);
  return { body, first, second: login.body.access_token as string };
}

/** Whether the server closed the socket, given the time a disconnect takes to arrive. */
function closedByServer(socket: Socket): () => Promise<boolean> {
  let reason: string | undefined;
  socket.once('disconnect', (r) => (reason = r));
  return async () => {
    for (let i = 0; i < 20 && reason === undefined; i++) await new Promise((r) => setTimeout(r, 25));
    return reason === 'io server disconnect';
  };
}

async function expectEnded(token: string) {
  const refused = await me(token).expect(401);
  expect(refused.body).toEqual({ detail: ACCESS_TEXT.invalidToken, code: 'invalid_token' });
  await expect(server.socket(token)).rejects.toThrow(/Invalid or expired token/);
}

describe('POST /api/auth/logout', () => {
  it('ends this session alone: its token is refused and its socket closed; the other session goes on', async () => {
    const { first, second } = await accountWithTwoSessions();
    const firstSocket = closedByServer(await server.socket(first));
    const secondSocket = closedByServer(await server.socket(second));

    const res = await post('logout', first).expect(200);
    expect(res.body).toEqual({ message: SUCCESS.loggedOut });

    expect(await firstSocket()).toBe(true);
    await expectEnded(first);
    expect(await secondSocket()).toBe(false);
    await me(second).expect(200);
    // A second logout with the ended token is a 401 like any other request of it.
    await post('logout', first).expect(401);
  });

  it('also ends the session for the room-code statement, which checks the session itself', async () => {
    const creator = await createUser(server.ctx);
    const t = await createTestTournament(server.ctx, creator.id, { template: 'alcatraz_duo', entryFee: 10 });
    await post('logout', creator.token).expect(200);
    const res = await api()
      .post(`/api/tournaments/${t.id}/send-room-code`)
      .set('Authorization', `Bearer ${creator.token}`)
      .send({ room_code: 'AFTERLOGOUT' });
    expect(res).toMatchObject({ status: 401, body: { detail: ACCESS_TEXT.invalidToken } });
  });

  it('refuses a request without a token', async () => {
    await api().post('/api/auth/logout').expect(401);
    await api().post('/api/auth/logout-everywhere').expect(401);
  });
});

describe('POST /api/auth/logout-everywhere', () => {
  it('ends every session of the account and closes every socket of it; a new login works', async () => {
    const { body, first, second } = await accountWithTwoSessions();
    const secondSocket = closedByServer(await server.socket(second));
    const firstSocket = closedByServer(await server.socket(first));

    const res = await post('logout-everywhere', first).expect(200);
    expect(res.body).toEqual({ message: SUCCESS.loggedOutEverywhere });

    expect(await secondSocket()).toBe(true);
    expect(await firstSocket()).toBe(true);
    await expectEnded(second);
    await expectEnded(first);
    const login = await api().post('/api/auth/login').send({ email: body.email, password: body.password }).expect(200);
    await me(login.body.access_token).expect(200);
  });
});

describe('POST /api/auth/change-password', () => {
  it('keeps this session signed in with a new token and its socket open, and ends the others', async () => {
    const { body, first, second } = await accountWithTwoSessions();
    const firstSocket = closedByServer(await server.socket(first));
    const secondSocket = closedByServer(await server.socket(second));

    const res = await post('change-password', first, {
      current_password: body.password,
      new_password: 'brand-new-password',
    }).expect(200);
    expect(res.body).toEqual({
      message: SUCCESS.passwordChanged,
      access_token: expect.any(String),
      token_type: 'bearer',
    });
    const kept: string = res.body.access_token;

    expect(await secondSocket()).toBe(true);
    await expectEnded(second);
    expect(await firstSocket()).toBe(false);
    await me(kept).expect(200);
    // The token sent carries the old session version: this session now goes on with the new one.
    await me(first).expect(401);
    // It is the same session: a logout with the new token ends it.
    await post('logout', kept).expect(200);
    await me(kept).expect(401);

    await api().post('/api/auth/login').send({ email: body.email, password: body.password }).expect(401);
    await api().post('/api/auth/login').send({ email: body.email, password: 'brand-new-password' }).expect(200);
  });

  it('refuses a wrong current password or an unchanged one with 400, and ends no session', async () => {
    const { body, first, second } = await accountWithTwoSessions();
    const wrong = await post('change-password', first, {
      current_password: 'not-my-password',
      new_password: 'brand-new-password',
    }).expect(400);
    expect(wrong.body).toEqual({ detail: AUTH_TEXT.currentPasswordWrong, code: 'current_password_wrong' });
    const same = await post('change-password', first, {
      current_password: body.password,
      new_password: body.password,
    }).expect(400);
    expect(same.body).toEqual({ detail: AUTH_TEXT.newPasswordSameAsCurrent, code: 'validation_failed' });
    await post('change-password', first, { current_password: body.password, new_password: 'short' }).expect(400);
    await me(first).expect(200);
    await me(second).expect(200);
  });
});

describe('a password reset', () => {
  it('ends every session, the one that asked for it included', async () => {
    const { body, first, second } = await accountWithTwoSessions();
    const sockets = [closedByServer(await server.socket(first)), closedByServer(await server.socket(second))];
    await api().post('/api/auth/forgot-password').send({ email: body.email }).expect(200);
    let resetToken: string | undefined;
    for (let i = 0; i < 50 && !resetToken; i++) {
      const mail = [...server.ctx.mailer.outbox].reverse().find((m) => m.to === body.email.toLowerCase());
      resetToken = mail?.text.match(/reset-password\?token=([\w-]+)/)?.[1];
      if (!resetToken) await new Promise((r) => setTimeout(r, 100));
    }
    await api()
      .post('/api/auth/reset-password')
      .send({ token: resetToken, new_password: 'brand-new-pass' })
      .expect(200);
    for (const closed of sockets) expect(await closed()).toBe(true);
    await expectEnded(first);
    await expectEnded(second);
  });
});
