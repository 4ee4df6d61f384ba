/**
 * Web Push end to end (docs/design/phones.md#web-push), against a local push service that checks
 * every request's VAPID signature and decrypts its aes128gcm payload (push-service.ts): who
 * receives each kind and who never does, what a payload says (never the room details), the
 * switches per kind, 404/410 cleanup, bounded retries, and the outbox that commits with the change.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PUSH_TEXT,
  START_REMINDER_LEAD_MS,
  cashoutRequestSchema,
  formatMessage,
  type PushKind,
} from '@squadhub/shared';
import { pushDeliveries, pushOutbox, pushSubscriptions } from '../../src/db/schema.js';
import { inTransaction } from '../../src/db/transaction.js';
import { pushDeliveries as pushDeliveryMetric } from '../../src/metrics/metrics.js';
import { queuePush } from '../../src/push/outbox.js';
import { MAX_ATTEMPTS } from '../../src/push/sender.js';
import { requestCashOut } from '../../src/services/money/cashout.js';
import { sendStartReminders } from '../../src/services/play/reminders.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { PAYPAL_DETAILS } from '../support/money-helpers.js';
import { deadlines, seatNew, squadApi, squadTournament } from '../squads/helpers.js';
import { liveTournament, winnersBody } from '../trust/payout-helpers.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { startPushService, type PushServiceStandin, type TestDevice } from './push-service.js';

let server: TestServer;
let service: PushServiceStandin;
let admin: TestUser;

beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false', PUSH_RETRY_MS: '20', PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' });
  service = await startPushService(server.ctx.config.VAPID_PUBLIC_KEY);
  admin = await createUser(server.ctx, { role: 'super_admin' });
});
afterAll(async () => {
  await server?.dispose();
  await service?.close();
});
// Every push that reached the stand-in carried a valid VAPID signature and a payload it decrypted.
afterEach(() => expect(service.problems).toEqual([]));

const api = (user: TestUser) => ({
  post: (path: string, body?: object) => request(server.httpServer).post(`/api${path}`).set(user.auth).send(body),
});

/** A device of `user`, subscribed through the API (every kind, or those given). */
async function deviceOf(user: TestUser, kinds?: PushKind[]): Promise<TestDevice> {
  const device = service.device();
  await api(user)
    .post('/push/subscriptions', { ...device.subscription, ...(kinds ? { kinds } : {}) })
    .expect(201);
  return device;
}

/** The push_deliveries_total metric by outcome (process-wide: compare before and after). */
async function deliveriesCounted(): Promise<Record<'sent' | 'gone' | 'failed', number>> {
  const { values } = await pushDeliveryMetric.get();
  const of = (outcome: string) => values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
  return { sent: of('sent'), gone: of('gone'), failed: of('failed') };
}

/** Everything queued so far has been sent (the sender runs after each commit that queued a push). */
const settled = () => server.ctx.push.idle();
const kindsOf = (d: TestDevice) => d.pushes.map((p) => p.payload.type);
// The sender delivers a device's pushes side by side, so the order they arrive in is not part of the contract.
type Payload = { type: string; body: string };
const byKindAndText = (a: Payload, b: Payload) => `${a.type} ${a.body}`.localeCompare(`${b.type} ${b.body}`);
const receivedInAnyOrder = (d: TestDevice) => d.pushes.map((p) => p.payload).sort(byKindAndText);
const inAnyOrder = <T extends Payload>(payloads: T[]) => [...payloads].sort(byKindAndText);

describe('the room code', () => {
  it('reaches the seated players only, at high urgency, and never carries the room details', async () => {
    const creator = await createUser(server.ctx, { purchased: 50 });
    const [p1, p2, outsider] = await Promise.all([0, 1, 2].map(() => createUser(server.ctx, { purchased: 50 })));
    const t = await createTestTournament(server.ctx, creator.id, { template: 'alcatraz_duo', entryFee: 5 });
    const other = await createTestTournament(server.ctx, creator.id, { template: 'alcatraz_duo', entryFee: 5 });
    await seatPlayer(server.ctx, t, p1.id, 1, 0);
    await seatPlayer(server.ctx, t, p2.id, 2, 1);
    await seatPlayer(server.ctx, other, outsider.id, 1, 0);
    // The creator sits in their own tournament too: still no push of their own code.
    await seatPlayer(server.ctx, t, creator.id, 3, 0);
    const [d1, d2, dOut, dCreator] = await Promise.all([p1, p2, outsider, creator].map((u) => deviceOf(u)));
    const secondPhone = await deviceOf(p1);

    const room = { room_code: 'ROOM-7391', room_link: 'https://codm.example/room/secret-link', password: 'pw-hunter2' };
    await api(creator).post(`/tournaments/${t.id}/send-room-code`, room).expect(200);
    await settled();

    for (const d of [d1, d2, secondPhone]) {
      expect(d.pushes).toHaveLength(1);
      const [push] = d.pushes;
      expect(push!.payload).toEqual({
        type: 'room_code',
        tournament_id: t.id,
        title: `Room code is ready: ${t.title}`,
        body: PUSH_TEXT.room_code({ title: t.title }).body,
        url: `/tournaments/${t.id}`,
      });
      expect(push!.urgency).toBe('high');
      expect(push!.topic).toBe(t.id.replaceAll('-', ''));
      expect(push!.ttl).toBe(3600);
      for (const secret of [room.room_code, room.room_link, room.password, 'secret-link'])
        expect(push!.text).not.toContain(secret);
    }
    expect(dOut.pushes).toEqual([]);
    expect(dCreator.pushes).toEqual([]);
  });

  it('queues nothing, and nudges no sender, when no seat has a device that wants room codes', async () => {
    const creator = await createUser(server.ctx);
    const [seated, outsider] = await Promise.all([0, 1].map(() => createUser(server.ctx)));
    const t = await createTestTournament(server.ctx, creator.id, { template: 'alcatraz_duo', entryFee: 0 });
    await seatPlayer(server.ctx, t, seated.id, 1, 0);
    const [dSeated, dOut] = await Promise.all([deviceOf(seated, ['kicked']), deviceOf(outsider)]);
    const nudges = vi.spyOn(server.ctx.push, 'nudgeWhen');
    try {
      await api(creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'NOBODY' }).expect(200);
      expect(nudges).not.toHaveBeenCalled();
      expect(await server.ctx.db.select().from(pushOutbox).where(eq(pushOutbox.tournamentId, t.id))).toEqual([]);
    } finally {
      nudges.mockRestore();
    }
    await settled();
    expect([...dSeated.pushes, ...dOut.pushes]).toEqual([]);
  });

  it('with check-in on, reaches only the seats that checked in', async () => {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id, { startsInMs: 5 * 60_000, checkInMinutes: 10 });
    const [inRoom, notYet] = await seatNew(server, t, [
      [1, 0],
      [2, 0],
    ]);
    const [dIn, dNot] = await Promise.all([deviceOf(inRoom!), deviceOf(notYet!)]);
    await squadApi(server, inRoom!, t.id).checkIn().expect(200);
    await api(creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'CHECKED' }).expect(200);
    await settled();
    expect(kindsOf(dIn)).toEqual(['room_code']);
    expect(dNot.pushes).toEqual([]);
  });
});

describe('seats', () => {
  it('kicked and moved reach the player concerned, never for their own move or leave', async () => {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id, { maxTeams: 4 });
    const [a, b, c, leaver] = await seatNew(server, t, [
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
    ]);
    const [dA, dB, dC, dLeaver, dCreator] = await Promise.all([a, b, c, leaver, creator].map((u) => deviceOf(u!)));
    const host = squadApi(server, creator, t.id);

    await host.move([1, 0], [1, 1]).expect(200);
    await host.swap([2, 0], [3, 0]).expect(200);
    await squadApi(server, a!, t.id).changeSlot([1, 1], [1, 0]).expect(200);
    await squadApi(server, leaver!, t.id).leave().expect(200);
    await host.kick(1, 0).expect(200);
    await settled();

    const expected = (kind: 'moved' | 'kicked') => ({
      type: kind,
      tournament_id: t.id,
      ...PUSH_TEXT[kind]({ title: t.title }),
      url: `/tournaments/${t.id}`,
    });
    expect(receivedInAnyOrder(dA)).toEqual(inAnyOrder([expected('moved'), expected('kicked')]));
    expect(kindsOf(dB)).toEqual(['moved']);
    expect(kindsOf(dC)).toEqual(['moved']);
    expect(dLeaver.pushes).toEqual([]);
    expect(dCreator.pushes).toEqual([]);
  });

  it("a super admin's kick reaches the player", async () => {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id);
    const [p] = await seatNew(server, t, [[2, 1]]);
    const d = await deviceOf(p!);
    await request(server.httpServer)
      .delete(`/api/admin/tournaments/${t.id}/kick-player`)
      .set(admin.auth)
      .send({ player_id: p!.id, team_number: 2, slot_index: 1 })
      .expect(200);
    await settled();
    expect(kindsOf(d)).toEqual(['kicked']);
  });
});

describe('reminders and check-in', () => {
  it('the start reminder and check-in opening reach the seated players only', async () => {
    const creator = await createUser(server.ctx);
    const soon = await squadTournament(server, creator.id, { startsInMs: START_REMINDER_LEAD_MS - 60_000 });
    const window = await squadTournament(server, creator.id, { startsInMs: 5 * 60_000, checkInMinutes: 10 });
    const [r1] = await seatNew(server, soon, [[1, 0]]);
    const [c1, c2] = await seatNew(server, window, [
      [1, 0],
      [2, 0],
    ]);
    const outsider = await createUser(server.ctx);
    const [dR1, dC1, dC2, dOut] = await Promise.all([r1, c1, c2, outsider].map((u) => deviceOf(u!)));
    await squadApi(server, c2!, window.id).checkIn().expect(200);

    await sendStartReminders(server.ctx);
    await deadlines(server);
    await settled();
    expect(dR1.pushes.map((p) => p.payload)).toEqual([
      {
        type: 'reminder',
        tournament_id: soon.id,
        ...PUSH_TEXT.reminder({ title: soon.title }),
        url: `/tournaments/${soon.id}`,
      },
    ]);
    // The window's reminder is due too (it starts within ten minutes), then check-in opens for the seat not checked in.
    expect(kindsOf(dC1).sort()).toEqual(['check_in_open', 'reminder']);
    expect(kindsOf(dC2)).toEqual(['reminder']);
    expect(dOut.pushes).toEqual([]);
  });
});

describe('cash-outs and approvals', () => {
  it("an admin's decisions reach the requester, with My Account as the page to open", async () => {
    const player = await createUser(server.ctx, { winnings: 100 });
    const d = await deviceOf(player);
    const request1 = await requestCashOut(
      server.ctx,
      player,
      cashoutRequestSchema.parse({ coins_to_convert: 20, ...PAYPAL_DETAILS }),
    );
    const request2 = await requestCashOut(
      server.ctx,
      player,
      cashoutRequestSchema.parse({ coins_to_convert: 10, ...PAYPAL_DETAILS }),
    );
    await settled();
    expect(d.pushes).toEqual([]); // their own request

    await api(admin).post(`/admin/coin-conversion/${request1.request.id}/approve`).expect(200);
    await api(admin).post(`/admin/coin-conversion/${request1.request.id}/mark-paid`).expect(200);
    await api(admin).post(`/admin/coin-conversion/${request2.request.id}/reject`).expect(200);
    await settled();
    expect(receivedInAnyOrder(d)).toEqual(
      inAnyOrder([
        {
          type: 'cashout_status',
          ...PUSH_TEXT.cashout_status({ status: 'money_on_the_way', coins: 20 }),
          url: '/account',
        },
        { type: 'cashout_status', ...PUSH_TEXT.cashout_status({ status: 'paid', coins: 20 }), url: '/account' },
        { type: 'cashout_status', ...PUSH_TEXT.cashout_status({ status: 'rejected', coins: 10 }), url: '/account' },
      ]),
    );
  });

  it("is written in the owner's language, a field left English only where a message is missing", async () => {
    const creator = await createUser(server.ctx);
    await request(server.httpServer)
      .put('/api/users/me/language')
      .set(creator.auth)
      .send({ language: 'ar' })
      .expect(200);
    const device = await deviceOf(creator);
    const t = await createTestTournament(server.ctx, creator.id, { approved: false });
    await api(admin).post(`/admin/approve-tournament/${t.id}`).expect(200);
    await settled();
    expect(device.pushes.map((p) => p.payload)).toEqual([
      {
        type: 'approved',
        tournament_id: t.id,
        title: formatMessage('ar', 'PUSH_TEXT.approved.title', { title: t.title }),
        body: formatMessage('ar', 'PUSH_TEXT.approved.body', { title: t.title }),
        url: `/tournaments/${t.id}`,
      },
    ]);
    expect(device.pushes[0]!.payload.title).toContain(t.title);
    expect(device.pushes[0]!.payload.title).not.toBe(PUSH_TEXT.approved({ title: t.title }).title);
  });

  it('approved and declined reach the creator, not the admin who decided', async () => {
    const creator = await createUser(server.ctx);
    const [dCreator, dAdmin] = await Promise.all([deviceOf(creator), deviceOf(admin)]);
    const approved = await createTestTournament(server.ctx, creator.id, { approved: false });
    const declined = await createTestTournament(server.ctx, creator.id, { approved: false });
    await api(admin).post(`/admin/approve-tournament/${approved.id}`).expect(200);
    await api(admin).post(`/tournaments/${declined.id}/decline`).expect(200);
    await settled();
    expect(receivedInAnyOrder(dCreator)).toEqual(
      inAnyOrder([
        {
          type: 'approved',
          tournament_id: approved.id,
          ...PUSH_TEXT.approved({ title: approved.title }),
          url: `/tournaments/${approved.id}`,
        },
        // The tournament is gone: a tap opens the dashboard.
        { type: 'declined', tournament_id: declined.id, ...PUSH_TEXT.declined({ title: declined.title }), url: '/' },
      ]),
    );
    expect(dAdmin.pushes).toEqual([]);
  });
});

describe('squads and the waitlist', () => {
  it('team_joined reaches the captain, waitlist_offer the offered player', async () => {
    const creator = await createUser(server.ctx);
    const [captain, friend, waiting, other] = await Promise.all(
      [0, 1, 2, 3].map(() => createUser(server.ctx, { purchased: 50 })),
    );
    const t = await squadTournament(server, creator.id, { maxTeams: 2 });
    const [dCaptain, dFriend, dWaiting, dOther] = await Promise.all(
      [captain, friend, waiting, other].map((u) => deviceOf(u!)),
    );
    const reserved = await squadApi(server, captain!, t.id).reserve(1).expect(201);
    await squadApi(server, friend!, t.id).joinTeam(reserved.body.invite_code).expect(200);
    await squadApi(server, other!, t.id).joinSlot(2, 0).expect(200);
    await seatNew(server, t, [[2, 1]]);
    await squadApi(server, waiting!, t.id).joinWaitlist().expect(200);
    await squadApi(server, creator, t.id).kick(2, 1).expect(200);
    await settled();

    expect(dCaptain.pushes.map((p) => p.payload)).toEqual([
      {
        type: 'team_joined',
        tournament_id: t.id,
        ...PUSH_TEXT.team_joined({ title: t.title, username: friend!.username }),
        url: `/tournaments/${t.id}`,
      },
    ]);
    expect(kindsOf(dWaiting)).toEqual(['waitlist_offer']);
    expect(dFriend.pushes).toEqual([]);
    expect(dOther.pushes).toEqual([]);
  });

  it('a dispute reaches the host when filed and the filer when ruled on, nobody else', async () => {
    const { creator, p1, p2, admin: judge, t } = await liveTournament(server, 30);
    await request(server.httpServer)
      .post(`/api/tournaments/${t.id}/select-winners`)
      .set(creator.auth)
      .send(winnersBody(p1))
      .expect(200);
    const [dHost, dFiler, dOther] = await Promise.all([creator, p2, p1].map((u) => deviceOf(u)));
    const filed = await api(p2)
      .post(`/tournaments/${t.id}/disputes`, { reason: 'The kill feed shows team 2 won the last fight' })
      .expect(201);
    await api(judge).post(`/disputes/${filed.body.id}/resolve`, { outcome: 'upheld', note: 'Replay' }).expect(200);
    await settled();

    expect(dHost.pushes.map((p) => p.payload)).toEqual([
      {
        type: 'dispute_filed',
        tournament_id: t.id,
        ...PUSH_TEXT.dispute_filed({ title: t.title }),
        url: `/tournaments/${t.id}`,
      },
    ]);
    expect(kindsOf(dFiler)).toEqual(['dispute_resolved']);
    expect(dFiler.pushes[0]!.payload.title).toBe(`Your dispute was upheld: ${t.title}`);
    expect(dOther.pushes).toEqual([]);
  });
});

describe('switches per kind', () => {
  it('a device gets only the kinds it asked for; sending them again changes them, leaving them out keeps them', async () => {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id, { maxTeams: 3 });
    const [p] = await seatNew(server, t, [[1, 0]]);
    const codesOnly = await deviceOf(p!, ['room_code']);
    const seatsOnly = await deviceOf(p!, ['kicked', 'moved']);
    const host = squadApi(server, creator, t.id);
    await host.move([1, 0], [2, 0]).expect(200);
    await api(creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'SWITCH' }).expect(200);
    await settled();
    expect(kindsOf(codesOnly)).toEqual(['room_code']);
    expect(kindsOf(seatsOnly)).toEqual(['moved']);

    // Registered again without kinds (a refreshed subscription): the switches stay as they were.
    const again = await api(p!).post('/push/subscriptions', codesOnly.subscription).expect(201);
    expect(again.body.kinds).toEqual(['room_code']);
    await api(p!)
      .post('/push/subscriptions', { ...codesOnly.subscription, kinds: ['kicked'] })
      .expect(201);
    await host.kick(2, 0).expect(200);
    await settled();
    expect(kindsOf(codesOnly)).toEqual(['room_code', 'kicked']);
  });
});

describe('push service answers', () => {
  async function oneSeatAndDevice() {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id);
    const [p] = await seatNew(server, t, [[1, 0]]);
    return { creator, t, p: p!, device: await deviceOf(p!) };
  }
  const subscriptionOf = async (endpoint: string) =>
    (await server.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

  it.each([410, 404])('%i deletes the subscription, and nothing more is sent to it', async (status) => {
    const { creator, t, device } = await oneSeatAndDevice();
    device.failNext(status);
    await api(creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'GONE' }).expect(200);
    await settled();
    expect(device.attempts).toBe(1);
    expect(await subscriptionOf(device.endpoint)).toBeUndefined();
    await api(creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'GONE2' }).expect(200);
    await settled();
    expect(device.attempts).toBe(1);
  });

  it('a 500 is tried again, with a growing wait, until it goes through (and the metric counts each try)', async () => {
    const { creator, t, device } = await oneSeatAndDevice();
    const before = await deliveriesCounted();
    device.failNext(500, 503);
    await api(creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'RETRY' }).expect(200);
    await expect.poll(() => device.pushes.length, { timeout: 10_000 }).toBe(1);
    expect(device.attempts).toBe(3);
    await settled();
    expect(await server.ctx.db.select().from(pushDeliveries)).toEqual([]);
    const after = await deliveriesCounted();
    expect(after.sent - before.sent).toBe(1);
    expect(after.failed - before.failed).toBe(2);
  });

  it(`a push that keeps failing is dropped after ${MAX_ATTEMPTS} attempts; the subscription stays`, async () => {
    const { creator, t, device } = await oneSeatAndDevice();
    device.failNext(...Array<number>(MAX_ATTEMPTS + 3).fill(500));
    await api(creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'DOOMED' }).expect(200);
    await expect.poll(() => device.attempts, { timeout: 20_000 }).toBe(MAX_ATTEMPTS);
    const pending = () => server.ctx.db.select().from(pushDeliveries);
    await expect.poll(async () => (await pending()).length, { timeout: 5_000 }).toBe(0);
    await settled();
    expect(device.attempts).toBe(MAX_ATTEMPTS);
    expect(device.pushes).toEqual([]);
    expect(await subscriptionOf(device.endpoint)).toBeDefined();
  });
});

describe('the outbox', () => {
  it('commits with the change: a rolled-back change is never pushed, a committed one survives a lost nudge', async () => {
    const player = await createUser(server.ctx);
    const device = await deviceOf(player);
    const notice = { kind: 'cashout_status', params: { status: 'paid', coins: 7 } } as const;
    const lostNudge = { push: { nudge: () => {} } };

    await expect(
      inTransaction(server.ctx, async (tx, events) => {
        await queuePush(server.ctx, tx, events, [player.id], notice);
        throw new Error('the change fails after queuing its push');
      }),
    ).rejects.toThrow('the change fails');
    // Committed, as if the instance died before its sender was nudged.
    await inTransaction(server.ctx, (tx, events) => queuePush(lostNudge, tx, events, [player.id], notice));
    expect(await server.ctx.db.select().from(pushOutbox)).toHaveLength(1);
    await settled();
    expect(device.pushes).toEqual([]);

    // The poll (jobs/push.ts) nudges every instance's sender: the row is sent once.
    server.ctx.push.nudge();
    await settled();
    expect(kindsOf(device)).toEqual(['cashout_status']);
    expect(await server.ctx.db.select().from(pushOutbox)).toEqual([]);
  });

  it('writes nothing when no recipient has a device that wants the kind', async () => {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id);
    const [p] = await seatNew(server, t, [[1, 0]]);
    await deviceOf(p!, ['room_code']);
    const before = await outboxRows();
    await squadApi(server, creator, t.id).kick(1, 0).expect(200);
    expect(await outboxRows()).toBe(before);
  });
});

const outboxRows = async () => (await server.ctx.db.select().from(pushOutbox)).length;
