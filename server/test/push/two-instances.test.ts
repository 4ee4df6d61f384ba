/**
 * Web Push on two instances of one PostgreSQL database (docs/design/phones.md#how-a-push-leaves):
 * both run a sender, both are nudged at once and again, pushes are queued through both, some left
 * behind unnudged as by an instance that died after its commit: each device gets each push exactly
 * once. PostgreSQL only, like every two-instance test.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { pushDeliveries, pushOutbox } from '../../src/db/schema.js';
import { inTransaction } from '../../src/db/transaction.js';
import { queuePush } from '../../src/push/outbox.js';
import { createUser, type TestUser } from '../support/factories.js';
import { startTwoInstances, type Instance, type InstancePair } from '../instances/two-instances.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { startPushService, type PushServiceStandin, type TestDevice } from './push-service.js';

let pair: InstancePair;
let a: Instance;
let b: Instance;
let service: PushServiceStandin;

describe.skipIf(!process.env.TEST_DATABASE_URL)('pushes on two instances', () => {
  beforeAll(async () => {
    const keys = webPush.generateVAPIDKeys();
    // One deployment, one key pair: a phone subscribed through A is pushed to by B as well.
    pair = await startTwoInstances({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      // The local push service is plain http on 127.0.0.1.
      PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
    });
    ({ a, b } = pair);
    service = await startPushService(keys.publicKey);
  });
  afterAll(async () => {
    await pair?.dispose();
    await service?.close();
  });

  it('delivers each push to each device exactly once, whichever instance queued it and both sending', async () => {
    const TOURNAMENTS = 6;
    const creator = await createUser(a.ctx, { purchased: 100 });
    const players = await Promise.all(Array.from({ length: 8 }, () => createUser(a.ctx, { purchased: 100 })));
    const devices = new Map<TestUser, TestDevice[]>();
    for (const [i, p] of players.entries()) {
      // Subscribed through either instance; every third player has two phones.
      const phones = i % 3 === 0 ? [service.device(), service.device()] : [service.device()];
      for (const phone of phones) {
        await request((i % 2 ? b : a).url)
          .post('/api/push/subscriptions')
          .set(p.auth)
          .send(phone.subscription)
          .expect(201);
      }
      devices.set(p, phones);
    }
    const tournaments = [];
    for (let n = 0; n < TOURNAMENTS; n++) {
      const t = await createTestTournament(a.ctx, creator.id, { template: 'blackout_solo', entryFee: 1 });
      for (const [i, p] of players.entries()) await seatPlayer(a.ctx, t, p.id, i + 1, 0);
      tournaments.push(t);
    }

    // The room codes of all tournaments at once, half through each instance.
    await Promise.all(
      tournaments.map((t, n) =>
        request((n % 2 ? b : a).url)
          .post(`/api/tournaments/${t.id}/send-room-code`)
          .set(creator.auth)
          .send({ room_code: `CODE-${n}` })
          .expect(200),
      ),
    );
    // And a push each instance committed but never got to send (no nudge, as if it died).
    const lostNudge = { push: { nudge: () => {} } };
    for (const [i, p] of players.entries()) {
      await inTransaction(i % 2 ? b.ctx : a.ctx, (tx, events) =>
        queuePush(lostNudge, tx, events, [p.id], { kind: 'cashout_status', params: { status: 'paid', coins: i + 1 } }),
      );
    }
    // Both senders, nudged together and again, as the poll of both would.
    for (let round = 0; round < 3; round++) {
      a.ctx.push.nudge();
      b.ctx.push.nudge();
    }
    const allPushes = () => [...devices.values()].flat().reduce((n, d) => n + d.pushes.length, 0);
    const phones = [...devices.values()].flat().length;
    await expect.poll(allPushes, { timeout: 30_000 }).toBe(phones * (TOURNAMENTS + 1));
    await Promise.all([a.ctx.push.idle(), b.ctx.push.idle()]);
    a.ctx.push.nudge();
    b.ctx.push.nudge();
    await Promise.all([a.ctx.push.idle(), b.ctx.push.idle()]);

    for (const [i, p] of players.entries()) {
      for (const phone of devices.get(p)!) {
        const roomCodes = phone.pushes
          .filter((x) => x.payload.type === 'room_code')
          .map((x) => x.payload.tournament_id);
        expect(roomCodes.sort()).toEqual(tournaments.map((t) => t.id).sort());
        const cashouts = phone.pushes.filter((x) => x.payload.type === 'cashout_status');
        expect(cashouts.map((x) => x.payload.body)).toEqual([
          `${i + 1} ${i === 0 ? 'coin' : 'coins'} paid out. Check your account.`,
        ]);
      }
    }
    expect(allPushes()).toBe(phones * (TOURNAMENTS + 1));
    expect(await a.ctx.db.select().from(pushOutbox)).toEqual([]);
    expect(await a.ctx.db.select().from(pushDeliveries)).toEqual([]);
    expect(service.problems).toEqual([]);
  });
});
