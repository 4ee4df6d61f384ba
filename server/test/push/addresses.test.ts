/**
 * Pushes never reach inside the network (docs/design/phones.md#which-endpoints-are-taken): a push
 * service's name that resolves to a loopback, private, link-local or otherwise reserved address is
 * refused before any connection is made, and so is an address written in the endpoint; a row
 * stored before the endpoint rule is never contacted. And what a player can see of it
 * (docs/design/phones.md#what-a-player-can-observe): a refused address leaves the subscription as
 * a service that does not answer does.
 */
import http from 'node:http';
import type { LookupAddress } from 'node:dns';
import type { AddressInfo, LookupFunction } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webPush from 'web-push';
import { pushDeliveries, pushSubscriptions } from '../../src/db/schema.js';
import { inTransaction } from '../../src/db/transaction.js';
import { queuePush } from '../../src/push/outbox.js';
import { deliveryOptions } from '../../src/push/payload.js';
import { newPushAgents, sendPush, type PushAgentOptions } from '../../src/push/request.js';
import { MAX_ATTEMPTS, PushSender } from '../../src/push/sender.js';
import { createUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { startPushService, type PushServiceStandin } from './push-service.js';

/** A server on 127.0.0.1 that counts every connection made to it: anything inside the network. */
let inside: http.Server;
let insidePort: number;
let connections = 0;
let service: PushServiceStandin;

beforeAll(async () => {
  inside = http.createServer((_req, res) => res.writeHead(201).end());
  inside.on('connection', () => connections++);
  await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
  insidePort = (inside.address() as AddressInfo).port;
  // Only for its devices' keys: nothing here is sent to it.
  service = await startPushService('unused');
});
afterAll(async () => {
  await new Promise((resolve) => inside.close(resolve));
  await service.close();
});

/** A resolver that answers `address` for every name, as a hostile or broken DNS would. */
function resolvingTo(address: string): LookupFunction {
  const family = address.includes(':') ? 6 : 4;
  return ((_name: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, [{ address, family } satisfies LookupAddress]);
    else callback(null, address, family);
  }) as LookupFunction;
}

const keys = webPush.generateVAPIDKeys();
const VAPID = { subject: 'mailto:ops@squadhub.example.test', publicKey: keys.publicKey, privateKey: keys.privateKey };

async function push(endpoint: string, agentOptions: PushAgentOptions) {
  const agents = newPushAgents(agentOptions);
  try {
    const { keys } = service.device().subscription;
    return await sendPush(
      { endpoint, p256dh: keys.p256dh, auth: keys.auth },
      { type: 'kicked', title: 'x', body: 'y', url: '/' },
      deliveryOptions('kicked', null),
      VAPID,
      agents,
    );
  } finally {
    agents.http.destroy();
    agents.https.destroy();
  }
}

describe('the push agents', () => {
  it('never connect to a name that resolves inside the network', async () => {
    for (const address of ['127.0.0.1', '169.254.169.254', '10.0.0.7', '192.168.1.1', '100.64.0.1', '::1', 'fd00::1']) {
      for (const scheme of ['http', 'https']) {
        const before = connections;
        const outcome = await push(`${scheme}://push.squadhub.test:${insidePort}/push/x`, {
          lookup: resolvingTo(address),
        });
        expect(outcome, `${scheme} ${address}`).toMatchObject({ kind: 'failed', status: null });
        expect(outcome.kind === 'failed' && outcome.reason, address).toContain(`DNS lookup ${address}`);
        expect(outcome.kind === 'failed' && outcome.reason, address).toContain('is not allowed');
        expect(connections, address).toBe(before);
      }
    }
  });

  it('never connect to an address written in the endpoint', async () => {
    for (const endpoint of [
      `http://127.0.0.1:${insidePort}/push/x`,
      `https://127.0.0.1:${insidePort}/push/x`,
      `http://[::1]:${insidePort}/push/x`,
      `http://0.0.0.0:${insidePort}/push/x`,
    ]) {
      const outcome = await push(endpoint, {});
      expect(outcome, endpoint).toMatchObject({ kind: 'failed', status: null });
      expect(outcome.kind === 'failed' && outcome.reason, endpoint).toContain('is not allowed');
    }
    expect(connections).toBe(0);
  });

  it('with the test setting (PUSH_ALLOW_INSECURE_ENDPOINTS), reach a local push service: the refusals above are the filter', async () => {
    const before = connections;
    const outcome = await push(`http://push.squadhub.test:${insidePort}/push/x`, {
      anyAddress: true,
      lookup: resolvingTo('127.0.0.1'),
    });
    expect(outcome).toEqual({ kind: 'sent', status: 201 });
    expect(connections).toBe(before + 1);
  });
});

describe('the sender', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      // Allowed by name: only the address it resolves to can stop it.
      PUSH_SERVICE_HOSTS: 'push.squadhub.test,down.squadhub.test',
      PUSH_POLL_MS: '600000',
      RATE_LIMITS: 'false',
    });
  });
  afterAll(() => server?.dispose());

  /** Sends every attempt a delivery gets, without waiting for its retries; returns the warnings logged. */
  async function sendEveryAttempt(lookup: LookupFunction) {
    const logger = { warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
    const sender = new PushSender({ db: server.ctx.db, config: server.ctx.config, logger, lookup });
    try {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        await sender.drain();
        await server.ctx.db.execute(sql`UPDATE push_deliveries SET next_attempt_at = now()`);
      }
    } finally {
      await sender.stop();
    }
    return logger.warn.mock.calls;
  }

  it('refuses a push service name that resolves inside the network, and the player sees what an unreachable service leaves', async () => {
    const user = await createUser(server.ctx);
    const { keys } = service.device().subscription;
    const inside = 'https://push.squadhub.test/push/inside';
    const down = 'https://down.squadhub.test/push/down';
    for (const endpoint of [inside, down])
      await request(server.httpServer)
        .post('/api/push/subscriptions')
        .set(user.auth)
        .send({ endpoint, keys })
        .expect(201);
    const lostNudge = { push: { nudge: () => {} } };
    await inTransaction(server.ctx, (tx, events) =>
      queuePush(lostNudge, tx, events, [user.id], { kind: 'cashout_status', params: { status: 'paid', coins: 3 } }),
    );
    // One name leads to 127.0.0.1 (the first address of the list), the other to no address at all.
    const lookup = ((name: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
      if (name === 'down.squadhub.test') {
        callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' }));
        return;
      }
      resolvingTo('127.0.0.1')(name, options as never, callback as never);
    }) as LookupFunction;
    const warnings = await sendEveryAttempt(lookup);
    // Each was tried every time, then dropped with a warning for the operators, never sent.
    const reasons = warnings.map(([fields]) => fields as { origin: string; attempts: number; reason: string });
    expect(reasons.map(({ origin, attempts }) => [origin, attempts]).sort()).toEqual([
      ['https://down.squadhub.test', MAX_ATTEMPTS],
      ['https://push.squadhub.test', MAX_ATTEMPTS],
    ]);
    expect(reasons.find((r) => r.origin === 'https://push.squadhub.test')!.reason).toMatch(
      /DNS lookup 127\.0\.0\.1.*is not allowed/,
    );
    expect(await server.ctx.db.select().from(pushDeliveries)).toEqual([]);
    // Both subscriptions stay, as the player's own GET shows: a refused address looks like a service that is down.
    for (const endpoint of [inside, down]) {
      const res = await request(server.httpServer)
        .get('/api/push/subscriptions')
        .query({ endpoint })
        .set(user.auth)
        .expect(200);
      expect(res.body.subscription, endpoint).toMatchObject({ endpoint });
    }
  });

  it('never contacts an endpoint stored before the endpoint rule, and drops it', async () => {
    const user = await createUser(server.ctx);
    const { keys } = service.device().subscription;
    const endpoint = `http://127.0.0.1:${insidePort}/push/stored-before`;
    await server.ctx.db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      kinds: ['cashout_status'],
    });
    const lostNudge = { push: { nudge: () => {} } };
    await inTransaction(server.ctx, (tx, events) =>
      queuePush(lostNudge, tx, events, [user.id], { kind: 'cashout_status', params: { status: 'paid', coins: 3 } }),
    );
    const before = connections;
    // Refused by its text before any name is resolved: gone, where a refused address stays.
    await sendEveryAttempt(resolvingTo('127.0.0.1'));
    expect(connections).toBe(before);
    expect(
      await server.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
  });
});
