/**
 * Redis going away (a private redis-server, killed and started again): /api/health answers 503
 * naming Redis, while the API keeps answering, rate-limited routes included (their limits let
 * requests pass); once Redis is back, health is 200 again and the limits count again. A server
 * that starts while Redis is unreachable comes up all the same and picks Redis up later.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { LOGIN_LIMITS } from '../../src/routes/accounts/limits.js';
import { createUser } from '../support/factories.js';
import { createTestServer, nextEvent, type TestServer } from '../support/harness.js';
import { privateRedis, type PrivateRedis } from './private-redis.js';

const health = async (server: TestServer) => {
  const res = await request(server.url).get('/api/health');
  return { status: res.status, body: res.body as Record<string, unknown> };
};

const waitForHealth = (server: TestServer, status: number) =>
  expect.poll(async () => (await health(server)).status, { timeout: 30_000, interval: 200 }).toBe(status);

/** Failed logins on one e-mail from one client address until the limit answers (or `attempts` run out). */
async function failedLogins(server: TestServer, email: string, client: string, attempts: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const res = await request(server.url)
      .post('/api/auth/login')
      .set('X-Forwarded-For', client)
      .send({ email, password: `wrong-${i}` });
    codes.push(res.status);
  }
  return codes;
}

describe('Redis killed and started again', () => {
  let redis: PrivateRedis;
  let server: TestServer;
  beforeAll(async () => {
    redis = await privateRedis();
    server = await createTestServer({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await server?.dispose();
    await redis?.stop();
  });

  it('health reports the database and Redis', async () => {
    await waitForHealth(server, 200);
    expect((await health(server)).body).toMatchObject({ status: 'ok', database: 'ok', redis: 'ok' });
  });

  it('while Redis is down: health 503 naming Redis, the API still serves', async () => {
    await redis.stop();
    await waitForHealth(server, 503);
    expect((await health(server)).body).toEqual({
      status: 'degraded',
      database: 'ok',
      database_kind: server.ctx.dbKind,
      redis: 'down',
      detail: 'Redis unavailable',
      code: 'unavailable',
      request_id: expect.any(String),
    });
    await request(server.url).get('/api/tournaments').expect(200);
    // A rate-limited route answers as usual: the limit lets the request pass instead of failing it.
    const login = await request(server.url)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '198.51.100.1')
      .send({ email: 'nobody@example.test', password: 'wrong-password' });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ detail: 'Incorrect email/phone number or password', code: 'bad_credentials' });
    // Live events still reach this instance's sockets (the adapter's message to other instances waits in its queue).
    const sender = await createUser(server.ctx, { purchased: 5 });
    const friend = await createUser(server.ctx);
    const friendSocket = await server.socket(friend.token);
    const arrived = nextEvent(friendSocket, 'player_coins_updated');
    await request(server.url)
      .post('/api/coins/transfer')
      .set(sender.auth)
      .send({ recipient_username: friend.username, amount: 2 })
      .expect(200);
    expect(await arrived).toMatchObject({ user_id: friend.id, purchased_coins: 2 });
  });

  it('once Redis is back: health 200 and the limits count again', async () => {
    await redis.start();
    await waitForHealth(server, 200);
    const codes = await failedLogins(
      server,
      'guess-after-restart@example.test',
      '198.51.100.2',
      LOGIN_LIMITS.perIdentifier + 1,
    );
    expect(codes).toEqual([...Array<number>(LOGIN_LIMITS.perIdentifier).fill(401), 429]);
  });
});

describe('a server started while Redis is unreachable', () => {
  let redis: PrivateRedis;
  let server: TestServer;
  beforeAll(async () => {
    redis = await privateRedis({ started: false });
    server = await createTestServer({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await server?.dispose();
    await redis?.stop();
  });

  it('comes up and serves, reporting Redis down', async () => {
    expect(await health(server)).toMatchObject({ status: 503, body: { redis: 'down', database: 'ok' } });
    await request(server.url).get('/api/tournaments').expect(200);
    expect(await failedLogins(server, 'early@example.test', '198.51.100.3', 2)).toEqual([401, 401]);
  });

  it('picks Redis up when it appears, and then enforces the limits', async () => {
    await redis.start();
    await waitForHealth(server, 200);
    const codes = await failedLogins(
      server,
      'guess-later@example.test',
      '198.51.100.4',
      LOGIN_LIMITS.perIdentifier + 1,
    );
    expect(codes).toEqual([...Array<number>(LOGIN_LIMITS.perIdentifier).fill(401), 429]);
  });
});
