/**
 * The one room-insider rule (server/src/domain/room-insider.ts) and every server reader of it.
 * Each case is a person in a tournament, with the rule's answer written by hand; the rule in
 * TypeScript and its SQL twin must give it, and so must every reader: the tournament's answer and
 * its card, the room alert and the inside copy of `tournament_updated`, the room push, the chat
 * (read and live), the action log, and the counts of send-room-code. A reader that decides on its
 * own (a check-in forgotten, a seat that is not asked) fails here.
 */
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerToClientEvents, Tournament } from '@squadhub/shared';
import type { TournamentRow } from '../../src/db/rows.js';
import { rowsOf } from '../../src/db/rows.js';
import { isRoomInsider, roomInsiderSql } from '../../src/domain/room-insider.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, deliveredSoFar, nextEvent, type TestServer } from '../support/harness.js';
import { seatPlayer } from '../support/tournament-factories.js';
import { startPushService, type PushServiceStandin, type TestDevice } from '../push/push-service.js';
import { as, deadlines, record, seatOfPlayer, squadApi, squadTournament, startIn } from '../squads/helpers.js';

const MIN = 60_000;

let server: TestServer;
let service: PushServiceStandin;

/** A person as the cases name them. */
type Who = 'creator' | 'admin' | 'stranger' | 'notCheckedIn' | 'checkedIn' | 'releasedNoShow' | 'seatedNoCheckIn';

interface Case {
  name: string;
  /** `on`: check-in on (10 minutes, its window open); `off`: check-in off. */
  tournament: 'on' | 'off';
  who: Who;
  /** The rule's answer, by hand (docs/product/squads.md#check-in, docs/product/roles.md#participants). */
  insider: boolean;
}

const CASES: Case[] = [
  { name: 'the creator', tournament: 'on', who: 'creator', insider: true },
  { name: 'an admin', tournament: 'on', who: 'admin', insider: true },
  { name: 'a stranger', tournament: 'on', who: 'stranger', insider: false },
  { name: 'a seat not checked in', tournament: 'on', who: 'notCheckedIn', insider: false },
  { name: 'a seat checked in', tournament: 'on', who: 'checkedIn', insider: true },
  { name: 'a no-show released at the start', tournament: 'on', who: 'releasedNoShow', insider: false },
  { name: 'a seat, check-in off', tournament: 'off', who: 'seatedNoCheckIn', insider: true },
  { name: 'a stranger, check-in off', tournament: 'off', who: 'stranger', insider: false },
];

interface World {
  t: Record<Case['tournament'], TournamentRow>;
  people: Record<Who, TestUser>;
  sockets: Record<Who, Socket<ServerToClientEvents>>;
  heard: Record<Who, ReturnType<typeof record>>;
  devices: Record<Who, TestDevice>;
  /** The answers of send-room-code, by tournament. */
  sent: Record<Case['tournament'], { participants_count: number; visible_now: number; visible_on_check_in: number }>;
}
let world: World;

beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false', PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' });
  service = await startPushService(server.ctx.config.VAPID_PUBLIC_KEY);
  const ctx = server.ctx;
  const player = () => createUser(ctx, { purchased: 50 });
  const people: Record<Who, TestUser> = {
    creator: await createUser(ctx, { phone: '+447700900123' }),
    admin: await createUser(ctx, { role: 'admin' }),
    stranger: await player(),
    notCheckedIn: await player(),
    checkedIn: await player(),
    releasedNoShow: await player(),
    seatedNoCheckIn: await player(),
  };
  const on = await squadTournament(server, people.creator.id, { startsInMs: 5 * MIN, checkInMinutes: 10 });
  const off = await squadTournament(server, people.creator.id);
  // The no-show: seated, not checked in when the start passes, released by the deadline job.
  await seatPlayer(ctx, on, people.releasedNoShow.id, 3, 0);
  await startIn(server, on.id, -1000);
  await deadlines(server);
  expect(await seatOfPlayer(server, on.id, people.releasedNoShow.id)).toBeUndefined();
  // The window open again (a new start date), for the seats of the other cases.
  await startIn(server, on.id, 5 * MIN);
  await seatPlayer(ctx, on, people.notCheckedIn.id, 1, 0);
  await seatPlayer(ctx, on, people.checkedIn.id, 2, 0);
  await squadApi(server, people.checkedIn, on.id).checkIn().expect(200);
  await seatPlayer(ctx, off, people.seatedNoCheckIn.id, 1, 0);

  const whos = Object.keys(people) as Who[];
  const sockets = Object.fromEntries(
    await Promise.all(whos.map(async (w) => [w, await server.socket(people[w].token)] as const)),
  ) as World['sockets'];
  const heard = Object.fromEntries(whos.map((w) => [w, record(sockets[w])])) as World['heard'];
  const devices = {} as World['devices'];
  for (const w of whos) {
    devices[w] = service.device();
    await as(server, people[w]).post('/push/subscriptions', devices[w].subscription).expect(201);
  }

  // The room code of each tournament, then a chat message in each, heard by whom they reach.
  const sent = {} as World['sent'];
  for (const [key, t] of [
    ['on', on],
    ['off', off],
  ] as const) {
    const live = nextEvent(sockets.creator, 'tournament_updated', 15_000, (p) => p.tournament_id === t.id);
    const answer = await as(server, people.creator)
      .post(`/tournaments/${t.id}/send-room-code`, { room_code: `CODE-${key}`, room_link: null, password: null })
      .expect(200);
    sent[key] = answer.body;
    // The "now live" update leaves once the alerts are out; its two copies leave together.
    await live;
    await as(server, people.creator)
      .post(`/tournaments/${t.id}/chat`, { message: `hello ${key}` })
      .expect(201);
  }
  await deliveredSoFar(server, Object.values(sockets));
  await server.ctx.push.idle();
  world = { t: { on, off }, people, sockets, heard, devices, sent };
}, 60_000);

afterAll(async () => {
  await server?.dispose();
  await service?.close();
});

/** A GET as the person of a case. */
const answerOf = (c: Case, path: string) => as(server, world.people[c.who]).get(path);
const tournamentOf = (c: Case) => world.t[c.tournament];
const seated = (who: Who) => ['notCheckedIn', 'checkedIn', 'seatedNoCheckIn'].includes(who);

/**
 * Every reader, as whether it let the person of a case in. `expected` narrows the rule's answer
 * where the reader's audience is narrower by design: a room push goes to the seats inside, never
 * to the creator who sent the code nor to an admin in no seat (realtime/recipients.ts).
 */
const READERS: {
  name: string;
  letIn: (c: Case) => Promise<boolean>;
  expected?: (c: Case) => boolean;
}[] = [
  {
    name: "the tournament's answer (room code, creator's phone)",
    letIn: async (c) => {
      const body = (await answerOf(c, `/tournaments/${tournamentOf(c).id}`).expect(200)).body as Tournament;
      expect(body.creator_phone != null).toBe(body.room_code != null);
      return body.room_code != null;
    },
  },
  {
    name: 'its card in the list',
    letIn: async (c) => {
      const cards = (await answerOf(c, '/tournaments?limit=100').expect(200)).body as Tournament[];
      const card = cards.find((t) => t.id === tournamentOf(c).id);
      expect(card).toBeDefined();
      return card!.room_code != null;
    },
  },
  {
    name: 'room_details_updated on its sockets',
    letIn: async (c) =>
      world.heard[c.who]
        .of<{ tournament_id: string }>('room_details_updated')
        .some((e) => e.tournament_id === tournamentOf(c).id),
  },
  {
    name: 'the copy of tournament_updated on its sockets',
    letIn: async (c) => {
      // The last copy: the "now live" update, sent after the room code (earlier ones had no code yet).
      const last = world.heard[c.who]
        .of<{ tournament_id: string; tournament: Tournament }>('tournament_updated')
        .filter((e) => e.tournament_id === tournamentOf(c).id)
        .at(-1);
      expect(last).toBeDefined();
      return last!.tournament.room_code != null;
    },
  },
  {
    name: 'the room push to its phone',
    letIn: async (c) =>
      world.devices[c.who].pushes.some(
        (p) => p.payload.type === 'room_code' && p.payload.tournament_id === tournamentOf(c).id,
      ),
    expected: (c) => c.insider && seated(c.who),
  },
  {
    name: 'reading the chat',
    letIn: async (c) => {
      const res = await answerOf(c, `/tournaments/${tournamentOf(c).id}/chat`);
      expect([200, 403]).toContain(res.status);
      return res.status === 200;
    },
  },
  {
    name: 'the chat message on its sockets',
    letIn: async (c) =>
      world.heard[c.who]
        .of<{ tournament_id: string }>('tournament_chat_message')
        .some((e) => e.tournament_id === tournamentOf(c).id),
  },
  {
    name: 'reading the action log',
    letIn: async (c) => {
      const res = await answerOf(c, `/tournaments/${tournamentOf(c).id}/actions`);
      expect([200, 403]).toContain(res.status);
      return res.status === 200;
    },
  },
];

describe('the rule', () => {
  it.each(CASES)('$name ($tournament): TypeScript and SQL give the same answer', async (c) => {
    const t = tournamentOf(c);
    const person = world.people[c.who];
    const role = c.who === 'admin' ? 'admin' : 'player';
    const seat = await seatOfPlayer(server, t.id, person.id);
    expect(isRoomInsider(t, { id: person.id, role }, seat && { checkedIn: !!seat.checkedInAt })).toBe(c.insider);
    const [row] = rowsOf<{ insider: boolean }>(
      await server.ctx.db.execute(sql`
        SELECT ${roomInsiderSql({ room: sql.raw('t'), seat: sql.raw('s'), person: sql.raw('p') })} AS insider
        FROM tournaments t JOIN users p ON p.id = ${person.id}
        LEFT JOIN tournament_slots s ON s.tournament_id = t.id AND s.player_id = p.id
        WHERE t.id = ${t.id}`),
    );
    expect(row?.insider).toBe(c.insider);
  });

  it('lets nobody in who is nobody (a visitor)', () => {
    expect(isRoomInsider(world.t.on, null, undefined)).toBe(false);
  });
});

describe.each(READERS)('$name', (reader) => {
  it.each(CASES)('$name ($tournament)', async (c) => {
    expect(await reader.letIn(c)).toBe(reader.expected ? reader.expected(c) : c.insider);
  });
});

describe('send-room-code', () => {
  it.each(['on', 'off'] as const)('counts the seats the rule lets in, check-in %s', (key) => {
    const seats = CASES.filter((c) => c.tournament === key && seated(c.who));
    const inside = seats.filter((c) => c.insider);
    expect(world.sent[key]).toMatchObject({
      participants_count: seats.length,
      visible_now: inside.length,
      visible_on_check_in: seats.length - inside.length,
    });
  });
});
