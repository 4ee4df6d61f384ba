/**
 * The server's foundation through real HTTP and socket.io: JSON `{ detail, code }` errors for unknown
 * routes and bad bodies, health, CORS for the web origin and the desktop app, security headers,
 * and the socket handshake (anonymous, authenticated, forged).
 */
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '@squadhub/shared';
import { createUser } from '../support/factories.js';
import { createTestServer, deliveredSoFar, nextEvent, type TestServer } from '../support/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

const forgedToken = (sub: string) => jwt.sign({}, 'x'.repeat(40), { subject: sub, expiresIn: '1h' });
const expiredToken = (sub: string) =>
  jwt.sign({ exp: Math.floor(Date.now() / 1000) - 60 }, server.ctx.config.JWT_SECRET, { subject: sub });

describe('JSON errors', () => {
  it('answers an unknown /api route with 404 and a detail naming it', async () => {
    const res = await request(server.url).get('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ detail: 'No route GET /api/no-such-route', code: 'no_route' });
  });

  it('refuses a body above the JSON limit with 413', async () => {
    const res = await request(server.url)
      .post('/api/no-such-route')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(300 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Request body is too large', code: 'body_too_large' });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await request(server.url)
      .post('/api/no-such-route')
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Malformed JSON body', code: 'malformed_json' });
  });

  it('refuses a body that is not JSON with 400 before any route acts', async () => {
    const res = await request(server.url).post('/api/health').set('Content-Type', 'text/plain').send('name=x');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Content-Type must be application/json', code: 'not_json_content_type' });
  });

  it('tells a malformed body before a bad token, and a bad token before the route', async () => {
    const user = await createUser(server.ctx);
    const malformed = await request(server.url)
      .post('/api/no-such-route')
      .set('Authorization', `Bearer ${forgedToken(user.id)}`)
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ detail: 'Malformed JSON body', code: 'malformed_json' });
    const forged = await request(server.url)
      .post('/api/no-such-route')
      .set('Authorization', `Bearer ${forgedToken(user.id)}`)
      .send({ name: 'x' });
    expect(forged.status).toBe(401);
    const valid = await request(server.url).get('/api/auth/me').set(user.auth);
    expect(valid.status).toBe(200);
  });

  it('answers a forged or expired bearer token with 401, never 500', async () => {
    const user = await createUser(server.ctx);
    for (const token of [forgedToken(user.id), expiredToken(user.id), 'not-a-jwt']) {
      const res = await request(server.url).get('/api/health').set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Invalid or expired token', code: 'invalid_token' });
    }
  });
});

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  it.each([
    ['headers over the limit', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a malformed request line', 'GET /api/health\u0000 HTTP/1.1\r\n\r\n', 400],
    ['a header line with a control character', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: b\u0001c\r\n\r\n', 400],
  ])('answers %s with JSON { detail, code } and closes', async (_, bytes, status) => {
    const answer = await rawRequest(server.port, bytes);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(head).toMatch(/Content-Type: application\/json/);
    expect(JSON.parse(body)).toEqual({
      detail: expect.any(String),
      code: status === 431 ? 'headers_too_large' : 'not_http',
    });
  });
});

describe('GET /api/health', () => {
  it('reports the database (and Redis, which this server does not use)', async () => {
    const res = await request(server.url).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: 'ok',
      database_kind: server.ctx.dbKind,
      redis: 'not_configured',
    });
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    request(server.url)
      .options('/api/health')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type');

  it('allows the web origin', async () => {
    const origin = new URL(server.ctx.config.PUBLIC_URL).origin;
    const res = await request(server.url).get('/api/health').set('Origin', origin);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
  });

  it('allows the desktop app, whose file:// pages send Origin "file://" or "null", including preflights', async () => {
    for (const origin of ['file://', 'null']) {
      const res = await preflight(origin);
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-headers']).toMatch(/authorization/i);
    }
  });

  it('does not allow other sites', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('gives JSON answers the API set: nothing may load, frame or sniff them', async () => {
    const res = await request(server.url).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // Plain HTTP: HSTS only over HTTPS (origins-and-headers.test.ts).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Errors too, including the 404 of an unknown API path.
    const missing = await request(server.url).get('/api/no-such-route').expect(404);
    expect(missing.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('gives pages, images and artwork the page set, whose policy allows only this server', async () => {
    for (const path of ['/static/classes/clown.svg', '/static/nope.png', '/uploads/nope.png']) {
      const res = await request(server.url).get(path);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers CORS only to cross-origin requests on the API, and to every request elsewhere', async () => {
    const sameOrigin = await request(server.url).get('/api/health');
    expect(sameOrigin.headers['access-control-allow-origin']).toBeUndefined();
    expect(sameOrigin.headers.vary ?? '').not.toMatch(/Origin/);
    // Images are cached for long: caches must keep one copy per origin.
    const image = await request(server.url).get('/static/classes/clown.svg');
    expect(image.headers.vary).toMatch(/Origin/);
  });
});

describe('socket handshake', () => {
  it('lets an anonymous socket in, but only the user room hears a user event', async () => {
    const user = await createUser(server.ctx, { purchased: 4 });
    const mine = await server.socket(user.token);
    const anonymous = await server.socket();
    let anonymousHeard = false;
    anonymous.on('player_coins_updated', () => (anonymousHeard = true));
    const payload = {
      user_id: user.id,
      purchased_coins: 4,
      winnings_coins: 0,
      coin_balance: 4,
      balance_version: 1,
      reason: 'admin_adjust' as const,
      moved: { purchased: 4, winnings: 0 },
    };
    const heard = nextEvent(mine, 'player_coins_updated');
    server.ctx.realtime.send(
      { kind: 'users', userIds: [user.id], includeAdmins: true },
      'player_coins_updated',
      payload,
    );
    expect(await heard).toEqual(payload);
    // The same event to everyone proves the anonymous socket was listening all along.
    const heardByAll = nextEvent(anonymous, 'tournament_deleted');
    server.ctx.realtime.send({ kind: 'everyone' }, 'tournament_deleted', { tournament_id: randomUUID() });
    await heardByAll;
    expect(anonymousHeard).toBe(false);
  });

  it('joins admins to the admin room', async () => {
    const admin = await createUser(server.ctx, { role: 'admin' });
    const player = await createUser(server.ctx);
    const adminSocket = await server.socket(admin.token);
    const playerSocket = await server.socket(player.token);
    let playerHeard = false;
    playerSocket.on('new_cashout_request', () => (playerHeard = true));
    const heard = nextEvent(adminSocket, 'new_cashout_request');
    const requestId = randomUUID();
    server.ctx.realtime.send({ kind: 'admins' }, 'new_cashout_request', {
      request_id: requestId,
      username: 'p',
      amount: 10,
    });
    expect(await heard).toMatchObject({ request_id: requestId });
    await deliveredSoFar(server, [playerSocket]);
    expect(playerHeard).toBe(false);
  });

  it('refuses a forged or expired token', async () => {
    const user = await createUser(server.ctx);
    for (const token of [forgedToken(user.id), expiredToken(user.id)]) {
      const socket = connectSocket(server.url, {
        path: SOCKET_PATH,
        auth: { token },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      const error = await new Promise<Error & { data?: unknown }>((resolve, reject) => {
        socket.once('connect_error', resolve);
        socket.once('connect', () => reject(new Error('a bad token was let in')));
      });
      socket.close();
      expect(error.message).toBe('Invalid or expired token');
      // The same body as an HTTP refusal, with its code.
      expect(error.data).toEqual({ detail: 'Invalid or expired token', code: 'invalid_token' });
    }
  });
});
