/**
 * Rate limits with REDIS_URL count in Redis, so two instances share them: failed logins spread
 * over two servers hit 429 at the same total as on one. The per-account login limit is keyed on
 * the identifier as the login lookup reads it (any spelling of one e-mail or phone number); the
 * per-client limit on the address TRUST_PROXY lets through, an IPv6 client counting per /64.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { AUTH_TEXT } from '@squadhub/shared';
import { LOGIN_LIMITS } from '../../src/routes/accounts/limits.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { privateRedis, type PrivateRedis } from './private-redis.js';

let redis: PrivateRedis;
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  redis = await privateRedis();
  // Requests come from 127.0.0.1, a trusted proxy (TRUST_PROXY=loopback), so each test names its
  // client address in X-Forwarded-For and the tests do not share the per-client limit.
  a = await createTestServer({ REDIS_URL: redis.url, TRUST_PROXY: 'loopback' });
  b = await createTestServer({ REDIS_URL: redis.url, TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose()]);
  await redis?.stop();
});

const login = (server: TestServer, client: string, body: Record<string, string>) =>
  request(server.url).post('/api/auth/login').set('X-Forwarded-For', client).send(body);

describe('login limits shared through Redis', () => {
  it('counts failed logins on both instances together', async () => {
    const client = '198.51.100.10';
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier; i++) {
      const res = await login(i % 2 ? b : a, client, { email: 'target@example.test', password: `wrong-${i}` });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const server of [a, b]) {
      const blocked = await login(server, client, { email: 'target@example.test', password: 'wrong-again' });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ detail: AUTH_TEXT.tooManyLogins, code: 'rate_limited' });
    }
  });

  it('treats every spelling of one e-mail as one account', async () => {
    const client = '198.51.100.11';
    const spellings = ['Case@Example.test', ' case@example.test ', 'CASE@EXAMPLE.TEST'];
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier; i++) {
      await login(a, client, { email: spellings[i % spellings.length]!, password: `wrong-${i}` }).expect(401);
    }
    await login(b, client, { email: 'case@example.TEST', password: 'wrong' }).expect(429);
  });

  it('treats every spelling of one phone number as one account, with or without its country code', async () => {
    const client = '198.51.100.12';
    const spellings = ['+44 7700 900123', '0044 7700-900123', '07700 900123', '(07700) 900.123', '7700900123'];
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier; i++) {
      const phone = spellings[i % spellings.length]!;
      await login(i % 2 ? b : a, client, { phone_number: phone, password: `wrong-${i}` }).expect(401);
    }
    await login(a, client, { phone_number: '+44 (0)7700 900 123', password: 'wrong' }).expect(429);
    // Another number from the same client is not blocked.
    await login(a, client, { phone_number: '07700 900124', password: 'wrong' }).expect(401);
  });
});

describe('the per-client limit', () => {
  it('counts an IPv6 client per /64, and a client in another /64 separately', async () => {
    const inSubnet = (i: number) => `2001:db8:aa:1::${(i + 1).toString(16)}`;
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      await login(i % 2 ? b : a, inSubnet(i), { email: `ipv6-${i}@example.test`, password: 'wrong' }).expect(401);
    }
    await login(a, '2001:db8:aa:1:ffff:ffff:ffff:ffff', { email: 'ipv6-last@example.test', password: 'wrong' }).expect(
      429,
    );
    await login(b, '2001:db8:aa:2::1', { email: 'ipv6-other@example.test', password: 'wrong' }).expect(401);
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const direct = await createTestServer({ REDIS_URL: redis.url, TRUST_PROXY: '10.0.0.0/8' });
    try {
      // 127.0.0.1 is not trusted here, so every request counts for 127.0.0.1 whatever it claims.
      for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
        await login(direct, `203.0.113.${i + 1}`, { email: `spoof-${i}@example.test`, password: 'wrong' }).expect(401);
      }
      await login(direct, '203.0.113.200', { email: 'spoof-last@example.test', password: 'wrong' }).expect(429);
    } finally {
      await direct.dispose();
    }
  });
});
