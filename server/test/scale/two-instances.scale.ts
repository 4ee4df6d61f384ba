/**
 * `npm run test:scale`: two real API processes, A and B, on one fresh PostgreSQL database and one
 * Redis behave as one server (docs/design/several-instances.md#the-proof). Every check writes through one
 * instance and reads through the other at once, with the reader's caches warmed first, so a
 * per-process copy of anything would show. A second pair, C and D, on a private Redis shows that
 * losing Redis degrades health, not the API. All four start at the same moment on the empty
 * database (one start-up phase instead of two: starting is most of this test's time).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '@squadhub/shared';
import { LOGIN_LIMITS } from '../../src/routes/accounts/limits.js';
import { registerBody } from '../accounts/helpers.js';
import { startSmtpReceiver, tokenFromMail, type SmtpReceiver } from '../accounts/smtp-receiver.js';
import { nextEvent } from '../support/harness.js';
import { TINY_PNG, createBody } from '../support/tournament-factories.js';
import { startInstance, type Instance, type InstanceOptions, type LiveSocket } from './instances.js';
import {
  SHARED_REDIS_URL,
  createScratchDatabase,
  startPrivateRedis,
  type PrivateRedis,
  type ScratchDatabase,
} from './services.js';

/** One secret for every instance, as a deployment shares it: a token from A must work on B. */
const JWT_SECRET = randomBytes(32).toString('hex');
/** This run's Redis keys and channels: runs and other tests sharing the local Redis never meet. */
const REDIS_KEY_PREFIX = `squadhub-scale-${randomBytes(4).toString('hex')}:`;
const SUPER_ADMIN = {
  email: `scale-admin-${randomBytes(4).toString('hex')}@example.test`,
  password: 'scale-admin-pass',
};
/** How long a live event (or a disconnect) may take to cross from one instance to the other. */
const EVENT_MS = 10_000;

let database: ScratchDatabase | undefined;
let smtp: SmtpReceiver | undefined;
let privateRedis: PrivateRedis | undefined;
const started: Instance[] = [];
/** A and B share the local Redis; C and D share the private one. */
let a: Instance, b: Instance, c: Instance, d: Instance;

interface Account {
  id: string;
  email: string;
  password: string;
  token: string;
}

interface TournamentBody {
  id: string;
  status?: string;
  room_code?: string | null;
}

function instanceEnv(redisUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: database!.url,
    DATABASE_POOL_SIZE: '5',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX,
    JWT_SECRET,
    SEED_DEMO: 'false',
    RATE_LIMITS: 'true',
    SMTP_URL: smtp!.url,
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    ...extra,
  };
}

/** Starts the instances at the same moment and waits until every one serves. */
async function startTogether(specs: InstanceOptions[]): Promise<Instance[]> {
  const instances = await Promise.all(specs.map(startInstance));
  started.push(...instances);
  await Promise.all(instances.map((i) => i.ready));
  return instances;
}

async function register(via: Instance): Promise<Account> {
  const body = registerBody();
  const res = await via.call('POST', '/auth/register', { json: body });
  expect(res.status).toBe(201);
  const { access_token, user } = res.body as { access_token: string; user: { id: string } };
  return { id: user.id, email: body.email, password: body.password, token: access_token };
}

async function login(via: Instance, email: string, password: string): Promise<string> {
  const res = await via.call('POST', '/auth/login', { json: { email, password } });
  expect(res.status).toBe(200);
  return (res.body as { access_token: string }).access_token;
}

function disconnected(socket: LiveSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the socket was still connected after ${EVENT_MS} ms`)), EVENT_MS);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Every event a socket receives, in order, for "never reached" checks. */
function recordEvents(socket: LiveSocket): { event: string; payload: unknown }[] {
  const seen: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
  return seen;
}

beforeAll(async () => {
  [database, smtp, privateRedis] = await Promise.all([
    createScratchDatabase(),
    startSmtpReceiver(),
    startPrivateRedis(),
  ]);
  [a, b, c, d] = await startTogether([
    // Only A ensures the super admin, as only one deployment step would create it.
    {
      name: 'A',
      env: instanceEnv(SHARED_REDIS_URL, {
        SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
        SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
      }),
    },
    { name: 'B', env: instanceEnv(SHARED_REDIS_URL) },
    { name: 'C', env: instanceEnv(privateRedis.url) },
    { name: 'D', env: instanceEnv(privateRedis.url) },
  ]);
}, 120_000);

afterAll(async () => {
  // Every process goes, whatever failed; then the things they used.
  await Promise.allSettled(started.map((i) => i.stop()));
  await privateRedis?.stop();
  await smtp?.close();
  await database?.drop();
}, 60_000);

it('all instances came up together on the empty database and report healthy', async () => {
  for (const instance of [a, b, c, d]) {
    const health = await instance.call('GET', '/health');
    expect({ instance: instance.name, status: health.status }).toEqual({ instance: instance.name, status: 200 });
  }
});

describe('two instances on one PostgreSQL database and one Redis', () => {
  let adminToken: string;

  beforeAll(async () => {
    adminToken = await login(b, SUPER_ADMIN.email, SUPER_ADMIN.password);
  });

  it('counts failed logins spread over A and B against one shared limit', async () => {
    const player = await register(a);
    const wrong = { email: player.email, password: 'not-the-password' };
    for (let attempt = 1; attempt <= LOGIN_LIMITS.perIdentifier; attempt++) {
      const via = attempt % 2 ? a : b;
      const res = await via.call('POST', '/auth/login', { json: wrong });
      expect({ attempt, via: via.name, status: res.status }).toEqual({ attempt, via: via.name, status: 401 });
    }
    // One instance would refuse the next attempt: so must the pair, on either side.
    for (const via of [a, b]) {
      const res = await via.call('POST', '/auth/login', { json: wrong });
      expect({ via: via.name, status: res.status, body: res.body }).toEqual({
        via: via.name,
        status: 429,
        body: { detail: AUTH_TEXT.tooManyLogins, code: 'rate_limited' },
      });
    }
  });

  it('lists a tournament created on A in the very next list request to B', async () => {
    const viewer = await register(b);
    // Warm B's list for a visitor and for a logged-in player.
    expect((await b.call('GET', '/tournaments')).status).toBe(200);
    expect((await b.call('GET', '/tournaments', { token: viewer.token })).status).toBe(200);

    const title = `Scale Cup ${randomBytes(3).toString('hex')}`;
    const created = await a.call('POST', '/tournaments', { token: adminToken, json: createBody({ title }) });
    expect(created.status).toBe(201);
    const { id } = created.body as TournamentBody;

    for (const token of [undefined, viewer.token]) {
      const list = await b.call('GET', '/tournaments', { token });
      expect(list.status).toBe(200);
      expect((list.body as TournamentBody[]).map((t) => t.id)).toContain(id);
    }
  });

  it("shows a balance adjusted on A in B's /api/auth/me at once", async () => {
    const player = await register(a);
    const before = await b.call('GET', '/auth/me', { token: player.token });
    expect(before.body).toMatchObject({ purchased_coins: 0, coin_balance: 0 });

    const adjust = await a.call('PUT', `/admin/players/${player.id}/adjust-coins`, {
      token: adminToken,
      json: { coin_balance: 250 },
    });
    expect(adjust.status).toBe(200);

    const after = await b.call('GET', '/auth/me', { token: player.token });
    expect({ status: after.status, body: after.body }).toMatchObject({
      status: 200,
      body: { purchased_coins: 250, coin_balance: 250 },
    });
  });

  it('refuses on B, at once, a player deleted on A', async () => {
    const player = await register(a);
    expect((await b.call('GET', '/auth/me', { token: player.token })).status).toBe(200);

    const deletion = await a.call('DELETE', `/admin/players/${player.id}`, { token: adminToken });
    expect(deletion.status).toBe(200);

    const me = await b.call('GET', '/auth/me', { token: player.token });
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ detail: expect.any(String), code: 'invalid_token' });
  });

  it('serves from B the same bytes of an image uploaded through A', async () => {
    const created = await a.call('POST', '/tournaments', { token: adminToken, json: createBody() });
    expect(created.status).toBe(201);
    const { id } = created.body as TournamentBody;
    const form = new FormData();
    form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'cover.png');
    const upload = await a.call('POST', `/tournaments/${id}/upload-image`, { token: adminToken, form });
    expect(upload.status).toBe(200);
    const { image_url } = upload.body as { image_url: string };

    const served = await b.bytes(image_url);
    expect(served.status).toBe(200);
    // Stored re-encoded (WebP): B answers exactly what A answers.
    expect(served.body.equals((await a.bytes(image_url)).body)).toBe(true);
  });

  it('sends a room code through A to a participant on B, and to no outsider on A or B', async () => {
    const created = await a.call('POST', '/tournaments', { token: adminToken, json: createBody({ entry_fee: 0 }) });
    expect(created.status).toBe(201);
    const { id } = created.body as TournamentBody;
    const participant = await register(b);
    const joined = await b.call('POST', `/tournaments/${id}/join-slot`, {
      token: participant.token,
      json: { tournament_id: id, team_number: 1, slot_index: 0 },
    });
    expect(joined.status).toBe(200);

    const [outsiderOnA, outsiderOnB] = await Promise.all([register(a), register(b)]);
    const participantSocket = await b.socket(participant.token);
    const outsiders = await Promise.all([
      a.socket(outsiderOnA.token),
      b.socket(outsiderOnB.token),
      a.socket(),
      b.socket(),
    ]);
    const heardByOutsiders = outsiders.map(recordEvents);
    const roomAlert = nextEvent(participantSocket, 'room_details_updated', EVENT_MS, (p) => p.tournament_id === id);
    // The "tournament is live" update follows the room alert: once an outsider has it, a leaked
    // alert would already have arrived.
    const liveUpdates = outsiders.map((s) =>
      nextEvent(s, 'tournament_updated', EVENT_MS, (p) => p.tournament_id === id && p.tournament?.status === 'live'),
    );

    const roomCode = `SCALE-${randomBytes(4).toString('hex').toUpperCase()}`;
    const sent = await a.call('POST', `/tournaments/${id}/send-room-code`, {
      token: adminToken,
      json: { room_code: roomCode, room_link: 'https://example.test/room', password: 'letmein' },
    });
    expect(sent.status).toBe(200);

    expect(await roomAlert).toMatchObject({ tournament_id: id, room_code: roomCode, room_password: 'letmein' });
    for (const update of await Promise.all(liveUpdates)) expect(update.tournament?.room_code ?? null).toBeNull();
    heardByOutsiders.forEach((heard, n) => {
      const roomAlerts = heard.filter((e) => e.event === 'room_details_updated');
      expect({ outsider: n, roomAlerts }).toEqual({ outsider: n, roomAlerts: [] });
      expect(JSON.stringify(heard)).not.toContain(roomCode);
      expect(JSON.stringify(heard)).not.toContain('letmein');
    });
  });

  it('disconnects, on B, the socket of a player whose password was reset on A', async () => {
    const player = await register(a);
    const socketOnB = await b.socket(player.token);
    expect((await b.call('GET', '/auth/me', { token: player.token })).status).toBe(200);
    const gone = disconnected(socketOnB);

    expect((await a.call('POST', '/auth/forgot-password', { json: { email: player.email } })).status).toBe(200);
    const token = tokenFromMail(await smtp!.nextMailTo(player.email), 'reset-password');
    const reset = await a.call('POST', '/auth/reset-password', { json: { token, new_password: 'a-brand-new-pass' } });
    expect(reset.status).toBe(200);

    expect(await gone).toBe('io server disconnect');
    expect((await b.call('GET', '/auth/me', { token: player.token })).status).toBe(401);
    await login(b, player.email, 'a-brand-new-pass');
  });
});

describe('a pair whose Redis goes away', () => {
  it('answers 503 from /api/health naming Redis, and keeps serving the API', async () => {
    const player = await register(c);
    await privateRedis!.stop();

    for (const instance of [c, d]) {
      const health = await healthOnceRedisIsMissed(instance);
      expect({ instance: instance.name, status: health.status }).toEqual({ instance: instance.name, status: 503 });
      expect(reportsRedisDown(health.body)).toBe(true);
    }
    for (const instance of [c, d]) {
      expect((await instance.call('GET', '/tournaments')).status).toBe(200);
      expect((await instance.call('GET', '/auth/me', { token: player.token })).status).toBe(200);
      // Login is rate-limited: its counter lives in the missing Redis.
      await login(instance, player.email, player.password);
    }
  });
});

/** Health may need a moment to notice the lost connection: ask until it does, for a few seconds. */
async function healthOnceRedisIsMissed(instance: Instance) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const health = await instance.call('GET', '/health');
    if (health.status !== 200 || Date.now() > deadline) return health;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `redis: 'down'` or `redis: { ok: false }`: the health answer names Redis as the failing part. */
function reportsRedisDown(body: unknown): boolean {
  const redis = (body as { redis?: unknown } | null)?.redis;
  return redis === 'down' || (typeof redis === 'object' && redis !== null && (redis as { ok?: unknown }).ok === false);
}
