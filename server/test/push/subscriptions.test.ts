/**
 * The push routes (docs/design/phones.md#subscriptions): the public key for anyone; a device
 * registered once per endpoint (again: updated, or moved to the account registering it), read back
 * and deleted by its own account only; strict input (4xx `{detail}`, nothing stored); only https
 * endpoints of the browsers' push services (a local one only with the test setting); a bounded
 * number of devices per account.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_DEVICES_PER_USER, PUSH_KINDS } from '@squadhub/shared';
import { pushDeliveries, pushSubscriptions } from '../../src/db/schema.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { startPushService, type PushServiceStandin } from './push-service.js';
import { productionVapid } from './vapid-env.js';

let server: TestServer;
let service: PushServiceStandin;

beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false', PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' });
  service = await startPushService(server.ctx.config.VAPID_PUBLIC_KEY);
});
afterAll(async () => {
  await server?.dispose();
  await service?.close();
});

const http = () => request(server.httpServer);
const subscribe = (user: TestUser | null, body: unknown) => {
  const req = http().post('/api/push/subscriptions');
  return (user ? req.set(user.auth) : req).send(body as object);
};
const rowsOf = (endpoint: string) =>
  server.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('GET /api/push/public-key', () => {
  it('answers the VAPID public key to anyone', async () => {
    const res = await http().get('/api/push/public-key').expect(200);
    expect(res.body).toEqual({ public_key: server.ctx.config.VAPID_PUBLIC_KEY });
    expect(Buffer.from(res.body.public_key, 'base64url')).toHaveLength(65);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('registers a device with every kind, and is idempotent per endpoint', async () => {
    const user = await createUser(server.ctx);
    const device = service.device();
    const first = await subscribe(user, { ...device.subscription, expirationTime: null }).expect(201);
    expect(first.body).toEqual({
      endpoint: device.endpoint,
      kinds: [...PUSH_KINDS],
      expiration_time: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // The same subscription again, with new keys (the browser renewed them) and an expiry.
    const renewed = service.device().subscription.keys;
    const expires = Date.now() + 86_400_000;
    const again = await subscribe(user, { endpoint: device.endpoint, keys: renewed, expirationTime: expires }).expect(
      201,
    );
    expect(again.body.created_at).toBe(first.body.created_at);
    expect(again.body.expiration_time).toBe(new Date(expires).toISOString());
    const rows = await rowsOf(device.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, p256dh: renewed.p256dh, auth: renewed.auth });
  });

  it('moves an endpoint registered by another account to the new one, dropping what waited for the old', async () => {
    const [before, after] = await Promise.all([createUser(server.ctx), createUser(server.ctx)]);
    const device = service.device();
    await subscribe(before, { ...device.subscription, kinds: ['room_code'] }).expect(201);
    const [old] = await rowsOf(device.endpoint);
    // A push still waiting for the old account (as if its sender were slow).
    await server.ctx.db.insert(pushDeliveries).values({
      subscriptionId: old!.id,
      kind: 'kicked',
      params: { title: 'Old Cup' },
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    const moved = await subscribe(after, device.subscription).expect(201);
    expect(moved.body.kinds).toEqual([...PUSH_KINDS]);
    const rows = await rowsOf(device.endpoint);
    expect(rows.map((r) => r.userId)).toEqual([after.id]);
    expect(await server.ctx.db.select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, old!.id))).toEqual(
      [],
    );
  });

  it(`keeps the ${PUSH_DEVICES_PER_USER} devices registered last`, async () => {
    const user = await createUser(server.ctx);
    const devices = Array.from({ length: PUSH_DEVICES_PER_USER + 2 }, () => service.device());
    for (const d of devices) await subscribe(user, d.subscription).expect(201);
    const kept = await server.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(new Set(kept.map((r) => r.endpoint))).toEqual(new Set(devices.slice(2).map((d) => d.endpoint)));
  });

  it('needs a login', async () => {
    const res = await subscribe(null, service.device().subscription).expect(401);
    expect(res.body.detail).toEqual(expect.any(String));
  });

  it('refuses every malformed subscription with 400 {detail}, storing nothing', async () => {
    const user = await createUser(server.ctx);
    const { endpoint, keys } = service.device().subscription;
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    const bad: [string, unknown][] = [
      ['no body', {}],
      ['no keys', { endpoint }],
      ['no endpoint', { keys }],
      ['endpoint not a URL', { endpoint: 'not a url', keys }],
      ['endpoint ftp', { endpoint: 'ftp://push.example.com/x', keys }],
      ['endpoint javascript', { endpoint: 'javascript:alert(1)', keys }],
      ['endpoint too long', { endpoint: `https://push.example.com/${'a'.repeat(2100)}`, keys }],
      ['endpoint a number', { endpoint: 42, keys }],
      ['p256dh short', { endpoint, keys: { ...keys, p256dh: keys.p256dh.slice(0, 60) } }],
      ['p256dh not base64url', { endpoint, keys: { ...keys, p256dh: `${keys.p256dh.slice(0, 86)}+` } }],
      ['p256dh compressed', { endpoint, keys: { ...keys, p256dh: `A${keys.p256dh.slice(1)}` } }],
      ['p256dh off the curve', { endpoint, keys: { ...keys, p256dh: offCurve.toString('base64url') } }],
      ['auth long', { endpoint, keys: { ...keys, auth: `${keys.auth}AAAA` } }],
      ['auth missing', { endpoint, keys: { p256dh: keys.p256dh } }],
      ['kinds empty', { endpoint, keys, kinds: [] }],
      ['kinds unknown', { endpoint, keys, kinds: ['room_code', 'lottery'] }],
      ['kinds repeated', { endpoint, keys, kinds: ['room_code', 'room_code'] }],
      ['kinds not a list', { endpoint, keys, kinds: 'room_code' }],
      ['expirationTime text', { endpoint, keys, expirationTime: 'tomorrow' }],
      ['expirationTime negative', { endpoint, keys, expirationTime: -1 }],
    ];
    for (const [why, body] of bad) {
      const res = await subscribe(user, body);
      expect(res.status, why).toBe(400);
      expect(res.body.detail, why).toEqual(expect.any(String));
    }
    const text = await http()
      .post('/api/push/subscriptions')
      .set(user.auth)
      .set('Content-Type', 'text/plain')
      .send('endpoint');
    expect(text.status).toBe(400);
    expect(await rowsOf(endpoint)).toEqual([]);
  });

  it('takes padded base64url keys as browsers that pad write them', async () => {
    const user = await createUser(server.ctx);
    const { endpoint, keys } = service.device().subscription;
    await subscribe(user, { endpoint, keys: { p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` } }).expect(201);
    expect((await rowsOf(endpoint))[0]).toMatchObject({ p256dh: keys.p256dh, auth: keys.auth });
  });
});

describe('GET and DELETE /api/push/subscriptions', () => {
  it('reads and deletes only the caller’s own subscription; an unknown endpoint is already stopped', async () => {
    const [owner, other] = await Promise.all([createUser(server.ctx), createUser(server.ctx)]);
    const device = service.device();
    await subscribe(owner, { ...device.subscription, kinds: ['room_code', 'reminder'] }).expect(201);
    const read = (user: TestUser) =>
      http().get('/api/push/subscriptions').query({ endpoint: device.endpoint }).set(user.auth);
    expect((await read(owner).expect(200)).body.subscription).toMatchObject({ kinds: ['room_code', 'reminder'] });
    expect((await read(other).expect(200)).body).toEqual({ subscription: null });

    const del = (user: TestUser, endpoint: string) =>
      http().delete('/api/push/subscriptions').set(user.auth).send({ endpoint });
    await del(other, device.endpoint).expect(204);
    expect(await rowsOf(device.endpoint)).toHaveLength(1);
    const gone = await del(owner, device.endpoint).expect(204);
    expect(gone.text).toBe('');
    expect(await rowsOf(device.endpoint)).toEqual([]);
    await del(owner, device.endpoint).expect(204);
    await del(owner, 'https://push.example.com/never-registered').expect(204);
    expect((await del(owner, 'nope')).status).toBe(400);
    expect((await http().delete('/api/push/subscriptions').send({ endpoint: device.endpoint })).status).toBe(401);
    expect((await http().get('/api/push/subscriptions').set(owner.auth)).status).toBe(400);
  });
});

describe('closing an account', () => {
  it('deletes its devices, so its phones get nothing more', async () => {
    const admin = await createUser(server.ctx, { role: 'super_admin' });
    const player = await createUser(server.ctx);
    const device = service.device();
    await subscribe(player, device.subscription).expect(201);
    await http().delete(`/api/admin/players/${player.id}`).set(admin.auth).expect(200);
    expect(await rowsOf(device.endpoint)).toEqual([]);
  });
});

/** A production server: only what production requires, and no test setting. */
async function productionServer(env: Record<string, string> = {}): Promise<TestServer> {
  return createTestServer({
    NODE_ENV: 'production',
    JWT_SECRET: 'p'.repeat(40),
    STRIPE_SECRET_KEY: 'sk_test_not_used_here',
    STRIPE_WEBHOOK_SECRET: 'whsec_not_used_here',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PUBLIC_URL: 'https://squadhub.test',
    ...productionVapid(),
    ...env,
  });
}

/** What each refused endpoint gets: the same 400, whatever the reason. */
async function expectRefused(target: TestServer, user: TestUser, endpoints: string[]) {
  const { keys } = service.device().subscription;
  for (const endpoint of endpoints) {
    const res = await request(target.httpServer)
      .post('/api/push/subscriptions')
      .set(user.auth)
      .send({ endpoint, keys });
    expect(res.status, endpoint).toBe(400);
    expect(res.body, endpoint).toEqual({
      detail: 'endpoint must be the https address of a push service',
      code: 'push_endpoint_invalid',
    });
  }
  const stored = await target.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  expect(stored.filter((row) => endpoints.includes(row.endpoint))).toEqual([]);
}

describe('which endpoints are taken (docs/design/phones.md#which-endpoints-are-taken)', () => {
  it("in production: only https endpoints of the browsers' push services, never an address inside the network", async () => {
    const prod = await productionServer();
    try {
      const user = await createUser(prod.ctx);
      await expectRefused(prod, user, [
        // Names that lead inside the network: cloud metadata, wildcard DNS to link-local and loopback.
        'https://metadata.google.internal/computeMetadata/v1/',
        'https://169.254.169.254.nip.io/latest/meta-data/',
        'https://127.0.0.1.nip.io/push/x',
        'https://localhost./push/x',
        `${service.url}/push/plain-http`,
        'https://127.0.0.1/push/x',
        'https://[::1]/push/x',
        'https://localhost/push/x',
        'https://fcm.googleapis.com:8443/fcm/send/x',
        'https://user:pw@fcm.googleapis.com/fcm/send/x',
        'http://fcm.googleapis.com/fcm/send/x',
        // Look-alikes of the services: another host under the same domain, a longer name, a trailing dot.
        'https://googleapis.com/fcm/send/x',
        'https://evil.fcm.googleapis.com/fcm/send/x',
        'https://fcm.googleapis.com.evil.example/fcm/send/x',
        'https://fcm.googleapis.com./fcm/send/x',
        'https://notify.windows.com/w/?token=x',
        'https://push.apple.com/x',
      ]);
      const { keys } = service.device().subscription;
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc:def',
        'https://FCM.googleapis.com/wp/abc',
        'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
        'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
        'https://web.push.apple.com/QGuQyavXutnMH',
      ]) {
        await request(prod.httpServer)
          .post('/api/push/subscriptions')
          .set(user.auth)
          .send({ endpoint, keys })
          .expect(201);
      }
      expect((await request(prod.httpServer).get('/api/push/public-key').expect(200)).body.public_key).toBe(
        prod.ctx.config.VAPID_PUBLIC_KEY,
      );
    } finally {
      await prod.dispose();
    }
  });

  it('follows PUSH_SERVICE_HOSTS, and takes a local push service only with the test setting', async () => {
    const own = await createTestServer({ PUSH_SERVICE_HOSTS: 'push.example.com, *.push.example.net' });
    try {
      const user = await createUser(own.ctx);
      await expectRefused(own, user, [
        'https://fcm.googleapis.com/fcm/send/abc',
        'https://push.example.net/x',
        service.device().endpoint,
      ]);
      const { keys } = service.device().subscription;
      for (const endpoint of ['https://push.example.com/x', 'https://eu.push.example.net/x'])
        await request(own.httpServer)
          .post('/api/push/subscriptions')
          .set(user.auth)
          .send({ endpoint, keys })
          .expect(201);
    } finally {
      await own.dispose();
    }
    // The server of this file runs with PUSH_ALLOW_INSECURE_ENDPOINTS, which every test above relies on.
    expect(server.ctx.config.PUSH_ALLOW_INSECURE_ENDPOINTS).toBe(true);
  });
});
