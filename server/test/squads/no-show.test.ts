/**
 * A seat freed at the start for not checking in (docs/product/squads.md#check-in): the player hears
 * why (the event and the push), and cannot take a seat in that tournament again by any way in.
 * And what send-room-code says with check-in on: who sees the code now, and who will once they
 * check in (docs/product/tournaments.md#the-room-code).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_TEXT, PUSH_TEXT, SQUAD_TEXT, SUCCESS } from '@squadhub/shared';
import { rowsOf } from '../../src/db/rows.js';
import { pushSubscriptions } from '../../src/db/schema.js';
import { createUser } from '../support/factories.js';
import { createTestServer, deliveredSoFar, type TestServer } from '../support/harness.js';
import {
  as,
  deadlines,
  expectLedgerClean,
  record,
  seatNew,
  seatOfPlayer,
  squadApi,
  squadTournament,
  startIn,
  users,
} from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

/** The pushes queued for a tournament (with the sender stopped, they stay in the outbox). */
async function pushesOf(tournamentId: string) {
  return rowsOf<{ kind: string; params: Record<string, unknown> }>(
    await server.ctx.db.execute(sql`SELECT kind, params FROM push_outbox WHERE tournament_id = ${tournamentId}`),
  );
}

const MIN = 60_000;

/** A duo tournament of three teams starting in 5 minutes, check-in 10: 1:0 will not check in, 1:1 does. */
async function releasedNoShow() {
  const creator = await createUser(server.ctx);
  const t = await squadTournament(server, creator.id, { maxTeams: 3, startsInMs: 5 * MIN, checkInMinutes: 10 });
  const [noShow, here] = await seatNew(
    server,
    t,
    [
      [1, 0],
      [1, 1],
    ],
    50,
  );
  expect((await squadApi(server, here, t.id).checkIn()).status).toBe(200);
  // A phone of the no-show's that wants seat changes (written directly: what is pushed is the point here).
  await server.ctx.db.insert(pushSubscriptions).values({
    userId: noShow.id,
    endpoint: `https://push.invalid/${noShow.id}`,
    p256dh: 'unused',
    auth: 'unused',
    kinds: ['kicked'],
  });
  const socket = await server.socket(noShow.token);
  const heard = record(socket);
  await startIn(server, t.id, -1000);
  await deadlines(server);
  expect(await seatOfPlayer(server, t.id, noShow.id)).toBeUndefined();
  await deliveredSoFar(server, [socket]);
  return { creator, t, noShow, here, heard };
}

describe('a player released as a no-show', () => {
  it('hears that it was for not checking in: the event and the push say so', async () => {
    // The sender stays off: what was queued is read from the outbox.
    await server.ctx.push.stop();
    const { t, noShow, heard } = await releasedNoShow();
    expect(heard.of('player_kicked')).toMatchObject([
      { tournament_id: t.id, player_id: noShow.id, is_self_kick: false, is_no_show: true },
    ]);
    const pushed = await pushesOf(t.id);
    expect(pushed).toEqual([{ kind: 'kicked', params: { title: t.title, no_show: true } }]);
    // What the phone shows of it.
    expect(PUSH_TEXT.kicked({ title: 'Cup', no_show: true })).toEqual({
      title: 'You did not check in: Cup',
      body: 'Your seat went to the waitlist. Your entry fee came back to your balance.',
    });
    expect(PUSH_TEXT.kicked({ title: 'Cup' }).title).toBe('You were removed from Cup');
  });

  it('cannot take a seat in that tournament again: join, change, waitlist, reserve or a squad invite', async () => {
    const { t, noShow, here } = await releasedNoShow();
    // The start moves on again (and entries are still open): every way in answers why.
    await startIn(server, t.id, 30 * MIN);
    const [captain, other] = await users(server, 2, 50);
    const reserved = await squadApi(server, captain, t.id).reserve(3);
    expect(reserved.status).toBe(201);

    const api = squadApi(server, noShow, t.id);
    const refused = { status: 409, body: { detail: SQUAD_TEXT.releasedNoShow } };
    expect(await api.joinSlot(2, 0)).toMatchObject(refused);
    expect(await api.changeSlot([1, 0], [2, 0])).toMatchObject(refused);
    expect(await api.reserve(2)).toMatchObject(refused);
    expect(await api.joinTeam(reserved.body.invite_code)).toMatchObject(refused);
    expect(await api.joinWaitlist()).toMatchObject(refused);
    expect(await seatOfPlayer(server, t.id, noShow.id)).toBeUndefined();

    // Anyone else still joins, and the players who checked in keep their seats.
    expect((await squadApi(server, other, t.id).joinSlot(2, 0)).status).toBe(200);
    expect(await seatOfPlayer(server, t.id, here.id)).toMatchObject({ teamNumber: 1, slotIndex: 1 });
    // The rule is this tournament's only.
    const elsewhere = await squadTournament(server, t.creatorId, { maxTeams: 2 });
    expect((await squadApi(server, noShow, elsewhere.id).joinSlot(1, 0)).status).toBe(200);
    // A player who never had a seat here is refused change-slot for that reason, as before.
    const stranger = await createUser(server.ctx);
    expect(await squadApi(server, stranger, t.id).changeSlot([2, 1], [3, 1])).toMatchObject({
      status: 409,
      body: { detail: PLAY_TEXT.notSeated },
    });
    await expectLedgerClean(server);
  });
});

describe('send-room-code with check-in on', () => {
  it('says how many seats see the code now and how many will once they check in', async () => {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id, { maxTeams: 3, startsInMs: 5 * MIN, checkInMinutes: 10 });
    const [p1, p2, p3] = await seatNew(server, t, [
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
    const send = (code: string) => as(server, creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: code });

    // Nobody checked in: nobody sees it yet.
    expect((await send('CI-0')).body).toEqual({
      participants_count: 3,
      visible_now: 0,
      visible_on_check_in: 3,
      message: SUCCESS.roomCodeSentCheckIn(0, 3),
    });
    expect((await squadApi(server, p1, t.id).checkIn()).status).toBe(200);
    const one = await send('CI-1');
    expect(one.body).toEqual({
      participants_count: 3,
      visible_now: 1,
      visible_on_check_in: 2,
      message: SUCCESS.roomCodeSentCheckIn(1, 2),
    });
    expect(one.body.message).toBe('Room code sent: 1 checked-in seat can see it now; 2 more will when they check in.');

    // Everyone checked in: the specification's text.
    for (const p of [p2, p3]) expect((await squadApi(server, p, t.id).checkIn()).status).toBe(200);
    expect((await send('CI-3')).body).toEqual({
      participants_count: 3,
      visible_now: 3,
      visible_on_check_in: 0,
      message: 'Room code sent to 3 participants!',
    });
  });
});
