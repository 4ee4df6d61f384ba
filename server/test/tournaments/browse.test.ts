/**
 * Browsing: the public list (approved only, in the order of docs/product/tournaments.md#the-list, paging), one tournament, its
 * participants, the viewer's own lists — and no room details for anyone outside the room,
 * neither in answers nor in live events.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tournament } from '@squadhub/shared';
import { tournaments } from '../../src/db/schema.js';
import { createTestServer, nextEvent, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

const api = () => request(server.url);
const list = async (user?: TestUser, query = 'limit=100'): Promise<Tournament[]> => {
  const req = api().get(`/api/tournaments?${query}`);
  const res = await (user ? req.set(user.auth) : req);
  expect(res.status).toBe(200);
  return res.body as Tournament[];
};
const ids = (ts: Tournament[]) => ts.map((t) => t.id);

describe('GET /api/tournaments', () => {
  it('lists approved tournaments only, newest first, as cards without teams', async () => {
    const creator = await createUser(server.ctx);
    const older = await createTestTournament(server.ctx, creator.id, { title: 'Older' });
    const newer = await createTestTournament(server.ctx, creator.id, { title: 'Newer' });
    const pending = await createTestTournament(server.ctx, creator.id, { approved: false });
    const all = await list();
    expect(ids(all)).not.toContain(pending.id);
    expect(ids(all).indexOf(newer.id)).toBeLessThan(ids(all).indexOf(older.id));
    expect(all.find((t) => t.id === newer.id)?.teams).toEqual([]);
  });

  it("puts the viewer's tournaments first, those with room details first among them", async () => {
    const me = await createUser(server.ctx, { purchased: 100 });
    const host = await createUser(server.ctx);
    const joinedWithRoom = await createTestTournament(server.ctx, host.id, { roomCode: 'R1', title: 'Joined room' });
    const joined = await createTestTournament(server.ctx, host.id, { title: 'Joined' });
    const mine = await createTestTournament(server.ctx, me.id, { title: 'Mine' });
    await createTestTournament(server.ctx, host.id, { roomCode: 'OTHER', title: 'Not mine, newest' });
    await seatPlayer(server.ctx, joinedWithRoom, me.id, 1, 0);
    await seatPlayer(server.ctx, joined, me.id, 1, 0);

    const page = await list(me);
    expect(ids(page).slice(0, 3)).toEqual([joinedWithRoom.id, mine.id, joined.id]);
    expect(page[0]).toMatchObject({ room_code: 'R1', user_team_number: 1, user_slot_index: 0 });
    // Each tournament once.
    expect(new Set(ids(page)).size).toBe(page.length);

    // Strangers see the newest first and no room code anywhere.
    const anonymous = await list();
    expect(anonymous[0].title).toBe('Not mine, newest');
    expect(anonymous.every((t) => t.room_code === null && t.room_password === null && t.room_link === null)).toBe(true);
    expect(anonymous.find((t) => t.id === joinedWithRoom.id)?.has_room_details).toBe(true);
    const stranger = await createUser(server.ctx);
    expect((await list(stranger)).every((t) => t.room_code === null)).toBe(true);
    // Admins see every room.
    const admin = await createUser(server.ctx, { role: 'admin' });
    expect((await list(admin)).find((t) => t.id === joinedWithRoom.id)?.room_code).toBe('R1');
  });

  it('pages with limit and offset and reports the total', async () => {
    const creator = await createUser(server.ctx);
    for (let i = 0; i < 5; i++) await createTestTournament(server.ctx, creator.id);
    const res = await api().get('/api/tournaments?limit=2&offset=0');
    const total = Number(res.headers['x-total-count']);
    expect(res.body).toHaveLength(2);
    expect(total).toBeGreaterThanOrEqual(5);
    const everything: string[] = [];
    for (let offset = 0; offset < total; offset += 2)
      everything.push(...ids(await list(undefined, `limit=2&offset=${offset}`)));
    expect(everything).toHaveLength(total);
    expect(new Set(everything).size).toBe(total);

    // The same holds for a viewer whose own tournaments are moved to the front.
    const me = await createUser(server.ctx);
    await createTestTournament(server.ctx, me.id);
    const mine: string[] = [];
    for (let offset = 0; offset < total + 1; offset += 3) mine.push(...ids(await list(me, `limit=3&offset=${offset}`)));
    expect(new Set(mine).size).toBe(total + 1);
  });

  it.each([['limit=0'], ['limit=101'], ['limit=abc'], ['offset=-1'], ['offset=1.5']])(
    'refuses %s with 400',
    async (q) => {
      expect((await api().get(`/api/tournaments?${q}`)).status).toBe(400);
    },
  );

  it('shows a change at once', async () => {
    const superAdmin = await createUser(server.ctx, { role: 'super_admin' });
    const before = await list();
    const created = await api().post('/api/tournaments').set(superAdmin.auth).send({
      title: 'Fresh',
      rules: 'Be nice',
      tiktok_username: 'x',
      template_type: 'blackout_solo',
      start_type: 'when_full',
      max_teams: 100,
      slots_per_team: 1,
    });
    expect(created.status).toBe(201);
    const after = await list();
    expect(after[0].id).toBe(created.body.id);
    expect(after.length).toBe(Math.min(100, before.length + 1));
    await api().delete(`/api/admin/tournaments/${created.body.id}`).set(superAdmin.auth);
    expect(ids(await list())).not.toContain(created.body.id);
  });
});

describe('small pages', () => {
  it('walk the same order as one big page, for visitors, players and admins', async () => {
    const me = await createUser(server.ctx, { purchased: 20 });
    const admin = await createUser(server.ctx, { role: 'admin' });
    const host = await createUser(server.ctx);
    const old = await createTestTournament(server.ctx, host.id, { roomCode: 'OLD' });
    for (let i = 0; i < 6; i++) await createTestTournament(server.ctx, host.id);
    await seatPlayer(server.ctx, old, me.id, 1, 0);
    await createTestTournament(server.ctx, me.id);

    const walk = async (user?: TestUser) => {
      const seen: Tournament[] = [];
      for (let offset = 0; ; offset += 2) {
        const page = await list(user, `limit=2&offset=${offset}`);
        seen.push(...page);
        if (page.length < 2) return seen;
      }
    };
    for (const user of [undefined, me, admin]) {
      const whole = await list(user, 'limit=100');
      const paged = await walk(user);
      expect(paged.map((t) => [t.id, t.room_code, t.user_team_number])).toEqual(
        whole.map((t) => [t.id, t.room_code, t.user_team_number]),
      );
    }
    // Past the end: an empty page that still reports the total.
    const past = await api().get('/api/tournaments?limit=2&offset=10000').expect(200);
    expect(past.body).toEqual([]);
    expect(Number(past.headers['x-total-count'])).toBeGreaterThanOrEqual(8);
  });
});

describe('requests that arrive together (answered by one batch of queries)', () => {
  it('each get the page they would get alone, for their own viewer and paging', async () => {
    const me = await createUser(server.ctx, { purchased: 20 });
    const other = await createUser(server.ctx, { purchased: 20 });
    const host = await createUser(server.ctx);
    const mine = await createTestTournament(server.ctx, host.id, { roomCode: 'MINE' });
    const theirs = await createTestTournament(server.ctx, host.id, { roomCode: 'THEIRS' });
    await seatPlayer(server.ctx, mine, me.id, 1, 0);
    await seatPlayer(server.ctx, theirs, other.id, 1, 0);
    const asked: [TestUser | undefined, string][] = [
      [me, 'limit=3'],
      [undefined, 'limit=3'],
      [other, 'limit=3'],
      [me, 'limit=2&offset=1'],
      [undefined, 'limit=3'],
    ];
    const alone = [];
    for (const [user, query] of asked) alone.push(await list(user, query));
    const together = await Promise.all(asked.map(([user, query]) => list(user, query)));
    const shape = (page: Tournament[]) => page.map((t) => [t.id, t.room_code, t.user_team_number]);
    expect(together.map(shape)).toEqual(alone.map(shape));
    expect(together[0][0]).toMatchObject({ id: mine.id, room_code: 'MINE', user_team_number: 1 });
    expect(together[2][0]).toMatchObject({ id: theirs.id, room_code: 'THEIRS', user_team_number: 1 });
    expect(together[1].every((t) => t.room_code === null)).toBe(true);
  });

  it('see every change committed before they arrived, while other requests are in flight', async () => {
    const host = await createUser(server.ctx);
    const busy = Array.from({ length: 20 }, () => list());
    const created = await createTestTournament(server.ctx, host.id, { title: 'Committed just now' });
    expect((await list())[0].id).toBe(created.id);
    await Promise.all(busy);
  });
});

describe('GET /api/tournaments/{id} and /participants', () => {
  it('gives the full view, with room details only to the room', async () => {
    const creator = await createUser(server.ctx);
    const player = await createUser(server.ctx, { purchased: 10 });
    const outsider = await createUser(server.ctx);
    const admin = await createUser(server.ctx, { role: 'admin' });
    const t = await createTestTournament(server.ctx, creator.id, { template: 'alcatraz_duo', roomCode: 'SECRET' });
    await server.ctx.db
      .update(tournaments)
      .set({ roomPassword: 'pw', roomLink: 'https://example.test/room' })
      .where(eq(tournaments.id, t.id));
    await seatPlayer(server.ctx, t, player.id, 4, 1);

    const as = async (user?: TestUser) => {
      const req = api().get(`/api/tournaments/${t.id}`);
      return (await (user ? req.set(user.auth) : req)).body as Tournament;
    };
    for (const insider of [creator, player, admin]) {
      expect(await as(insider)).toMatchObject({ room_code: 'SECRET', room_password: 'pw' });
    }
    for (const view of [await as(outsider), await as()]) {
      expect(view).toMatchObject({ room_code: null, room_password: null, room_link: null, creator_phone: null });
      expect(view.teams).toHaveLength(20);
      expect(JSON.stringify(view)).not.toContain('SECRET');
    }

    const participants = await api().get(`/api/tournaments/${t.id}/participants`);
    expect(participants.status).toBe(200);
    expect(participants.body).toEqual([
      expect.objectContaining({ user_id: player.id, username: player.username, team_number: 4, slot_index: 1 }),
    ]);
  });

  it('answers 404 for unknown ids and non-uuids', async () => {
    expect((await api().get('/api/tournaments/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await api().get('/api/tournaments/abc')).status).toBe(404);
    expect((await api().get('/api/tournaments/abc/participants')).status).toBe(404);
  });
});

describe('live events never leak room details', () => {
  it('sends the room view to the room and the stripped view to everyone else', async () => {
    const creator = await createUser(server.ctx);
    const player = await createUser(server.ctx, { purchased: 10 });
    const outsider = await createUser(server.ctx);
    const t = await createTestTournament(server.ctx, creator.id, { roomCode: 'HIDDEN' });
    await seatPlayer(server.ctx, t, player.id, 1, 0);
    const [playerSocket, outsiderSocket, anonymousSocket] = await Promise.all([
      server.socket(player.token),
      server.socket(outsider.token),
      server.socket(),
    ]);
    const events = [
      nextEvent(playerSocket, 'tournament_updated'),
      nextEvent(outsiderSocket, 'tournament_updated'),
      nextEvent(anonymousSocket, 'tournament_updated'),
    ];
    const res = await api()
      .put(`/api/tournaments/${t.id}/update-rules-date`)
      .set(creator.auth)
      .send({ start_date: new Date(Date.now() + 86_400_000).toISOString() });
    expect(res.status).toBe(200);
    const [forPlayer, forOutsider, forAnonymous] = await Promise.all(events);
    expect(forPlayer.tournament?.room_code).toBe('HIDDEN');
    for (const e of [forOutsider, forAnonymous]) {
      expect(e.tournament?.room_code).toBeNull();
      expect(JSON.stringify(e)).not.toContain('HIDDEN');
    }
  });

  it('announces an approval without room details to outsiders', async () => {
    const creator = await createUser(server.ctx);
    const superAdmin = await createUser(server.ctx, { role: 'super_admin' });
    const t = await createTestTournament(server.ctx, creator.id, { approved: false, roomCode: 'EARLY' });
    const socket = await server.socket();
    const created = nextEvent(socket, 'tournament_created');
    await api().post(`/api/tournaments/${t.id}/approve`).set(superAdmin.auth);
    expect(JSON.stringify(await created)).not.toContain('EARLY');
  });
});

describe("the viewer's own lists", () => {
  it('GET /users/me/tournaments lists what they created (pending included), /joined what they sit in', async () => {
    const me = await createUser(server.ctx, { purchased: 20 });
    const host = await createUser(server.ctx);
    const created = await createTestTournament(server.ctx, me.id, { roomCode: 'MINE' });
    const pending = await createTestTournament(server.ctx, me.id, { approved: false });
    const joined = await createTestTournament(server.ctx, host.id, { roomCode: 'JOINED' });
    await createTestTournament(server.ctx, host.id);
    await seatPlayer(server.ctx, joined, me.id, 3, 2);

    const mine = await api().get('/api/users/me/tournaments').set(me.auth);
    expect(mine.status).toBe(200);
    expect(ids(mine.body).sort()).toEqual([created.id, pending.id].sort());
    expect(mine.body.find((t: Tournament) => t.id === created.id).room_code).toBe('MINE');

    const mineJoined = await api().get('/api/users/me/joined-tournaments').set(me.auth);
    expect(mineJoined.body).toEqual([
      expect.objectContaining({ id: joined.id, room_code: 'JOINED', user_team_number: 3, user_slot_index: 2 }),
    ]);

    expect((await api().get('/api/users/me/tournaments')).status).toBe(401);
    expect((await api().get('/api/users/me/joined-tournaments')).status).toBe(401);
  });
});
