/**
 * A cup's waitlist (docs/product/cups.md#the-waitlist): teams past max_teams wait in registration
 * order, move up when a team leaves, take the place of a stage-1 team that does not check in, and
 * get their fees back when the waitlist closes without a place for them. The ledger equals the
 * balances and every pool after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUP_TEXT } from '@squadhub/shared';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { actions, as, coinsOf, deadlines, seatOfPlayer, startIn, users } from '../squads/helpers.js';
import { FEE, closeAndSeed, expectBooksClean, inMinutes, points } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

const MIN = 60_000;

/** A solo cup of 8 and a waitlist of 2: two lobbies of 4 with check-in, then a final of 4. */
const waitlistCup = (checkInMinutes: number) => ({
  title: 'Waitlist Cup',
  rules: 'Check in on time.',
  tiktok_username: '@cuphost',
  template_type: 'alcatraz_solo',
  max_teams: 8,
  waitlist_teams: 2,
  entry_fee: FEE,
  payout: [100],
  registration_closes_at: inMinutes(30),
  stages: [
    {
      teams_per_lobby: 4,
      matches: 2,
      points,
      advance_per_lobby: 1,
      wildcards: 2,
      check_in_minutes: checkInMinutes,
      starts_at: inMinutes(40),
    },
    { teams_per_lobby: 4, matches: 2, points, advance_per_lobby: 0, wildcards: 0, starts_at: inMinutes(60) },
  ],
});

const myTeam = async (id: string, player: TestUser) => (await as(server, player).get(`/cups/${id}`)).body.my_team;

/** Opens a lobby's check-in, checks `here` in, then closes it and runs the deadline job. */
async function checkInThenStart(owner: TestUser, lobby: string, here: TestUser[]) {
  await as(server, owner).post(`/tournaments/${lobby}/send-room-code`, { room_code: 'ROOM42' });
  await startIn(server, lobby, 5 * MIN);
  for (const p of here) expect((await as(server, p).post(`/tournaments/${lobby}/check-in`)).status).toBe(200);
  await startIn(server, lobby, -1000);
  await deadlines(server);
}

describe('the cup waitlist', () => {
  it('places waiting teams in registration order as places open, and refunds the rest', async () => {
    const owner = await createUser(server.ctx);
    const created = await as(server, owner).post('/cups', waitlistCup(10));
    expect([created.status, created.body.waitlist_teams]).toEqual([201, 2]);
    const id = created.body.id as string;
    const players = await users(server, 11, FEE);
    for (const p of players.slice(0, 10))
      expect((await as(server, p).post(`/cups/${id}/register`, {})).status).toBe(201);
    const full = await as(server, players[10]!).post(`/cups/${id}/register`, {});
    expect([full.status, full.body.code, await coinsOf(server, players[10]!.id)]).toEqual([409, 'cup_full', FEE]);
    expect((await myTeam(id, players[8]!)).waitlist_position).toBe(1);
    expect((await myTeam(id, players[9]!)).waitlist_position).toBe(2);
    expect((await myTeam(id, players[7]!)).waitlist_position).toBeNull();

    // A placed player leaves: the first waiting team is in, and the last place on the list frees up.
    expect((await as(server, players[1]!).del(`/cups/${id}/registration`)).status).toBe(200);
    expect((await myTeam(id, players[8]!)).waitlist_position).toBeNull();
    expect((await myTeam(id, players[9]!)).waitlist_position).toBe(1);
    expect((await as(server, players[10]!).post(`/cups/${id}/register`, {})).status).toBe(201);
    expect((await myTeam(id, players[10]!)).waitlist_position).toBe(2);

    // Seeded: the first 8 play (players 1, 3..9), players 10 and 11 wait for stage 1's check-in.
    const lobbies = await closeAndSeed(server, owner, id);
    const placed = [0, 2, 3, 4, 5, 6, 7, 8].map((i) => players[i]!);
    const [lobby1, lobby2] = lobbies as [string, string];
    const inLobby1: TestUser[] = [];
    for (const p of placed) if (await seatOfPlayer(server, lobby1, p.id)) inLobby1.push(p);
    expect(inLobby1).toHaveLength(4);
    expect((await myTeam(id, players[9]!)).waitlist_position).toBe(1);

    // Lobby 1: one player does not check in; player 10 takes that team's place, checked in.
    const [noShow, ...here] = inLobby1 as [TestUser, ...TestUser[]];
    const noShowSeat = await seatOfPlayer(server, lobby1, noShow.id);
    await checkInThenStart(owner, lobby1, here);
    const taken = await seatOfPlayer(server, lobby1, players[9]!.id);
    expect(taken?.teamNumber).toBe(noShowSeat!.teamNumber);
    expect(taken?.checkedInAt).not.toBeNull();
    expect(await seatOfPlayer(server, lobby1, noShow.id)).toBeUndefined();
    const mine = await myTeam(id, players[9]!);
    expect([mine.waitlist_position, mine.stage_reached, mine.lobby?.tournament_id]).toEqual([null, 1, lobby1]);
    expect((await myTeam(id, noShow)).dropped).toBe('no_show');
    expect(await coinsOf(server, noShow.id)).toBe(0);
    expect((await actions(server, lobby1, 'waitlist_accepted')).length).toBe(1);
    // The room code reaches the player placed: they are an insider of the lobby now.
    const room = await as(server, players[9]!).get(`/tournaments/${lobby1}`);
    expect([room.status, room.body.room_code]).toEqual([200, 'ROOM42']);
    expect((await as(server, noShow).get(`/tournaments/${lobby1}`)).body.room_code).toBeNull();
    expect((await myTeam(id, players[10]!)).waitlist_position).toBe(1);

    // Lobby 2: everyone checks in. The last check-in of stage 1 closes the waitlist: player 11's fee comes back.
    const inLobby2 = placed.filter((p) => !inLobby1.includes(p));
    await checkInThenStart(owner, lobby2, inLobby2);
    const last = await myTeam(id, players[10]!);
    expect([last.waitlist_position, last.dropped]).toEqual([null, 'waitlist_closed']);
    expect(await coinsOf(server, players[10]!.id)).toBe(FEE);
    const cup = (await as(server, null).get(`/cups/${id}`)).body;
    // 9 fees paid and kept (the no-show's too), player 2's and player 11's refunded.
    expect([cup.registered_teams, cup.prize_pool]).toEqual([8, 9 * FEE]);
    const standings = (await as(server, null).get(`/cups/${id}/standings`)).body;
    expect(standings.total).toBe(8);
    await expectBooksClean(server);
  });

  it('closes the waitlist at seeding when stage 1 has no check-in', async () => {
    const owner = await createUser(server.ctx);
    const id = (await as(server, owner).post('/cups', waitlistCup(0))).body.id as string;
    const players = await users(server, 9, FEE);
    for (const p of players) expect((await as(server, p).post(`/cups/${id}/register`, {})).status).toBe(201);
    await closeAndSeed(server, owner, id);
    expect((await myTeam(id, players[8]!)).dropped).toBe('waitlist_closed');
    expect(await coinsOf(server, players[8]!.id)).toBe(FEE);
    expect((await as(server, null).get(`/cups/${id}`)).body.registered_teams).toBe(8);
    await expectBooksClean(server);
  });

  it('answers a registration and a join with the cup exactly as its page shows it', async () => {
    const owner = await createUser(server.ctx);
    const duo = {
      ...waitlistCup(0),
      template_type: 'alcatraz_duo',
      max_teams: 2,
      waitlist_teams: 1,
      stages: [{ ...waitlistCup(0).stages[1], teams_per_lobby: 3, starts_at: inMinutes(40) }],
    };
    const created = await as(server, owner).post('/cups', duo);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const coHost = await createUser(server.ctx);
    expect((await as(server, owner).put(`/cups/${id}/co-hosts`, { usernames: [coHost.username] })).status).toBe(200);
    const [a, b, c, d] = await users(server, 4, FEE);
    for (const [i, p] of [a!, b!, c!].entries()) {
      const reg = await as(server, p).post(`/cups/${id}/register`, { team_name: `Team ${i + 1}` });
      expect(reg.status).toBe(201);
      expect(reg.body.cup).toEqual((await as(server, p).get(`/cups/${id}`)).body);
    }
    expect((await as(server, c!).get(`/cups/${id}`)).body.my_team.waitlist_position).toBe(1);
    const code = (await as(server, c!).post(`/cups/${id}/invite`)).body.invite_code as string;
    const joined = await as(server, d!).post(`/cups/${id}/join`, { invite_code: code });
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual((await as(server, d!).get(`/cups/${id}`)).body);
    expect(joined.body.co_hosts).toEqual([coHost.username]);
    expect([joined.body.my_team.members, joined.body.my_team.waitlist_position]).toEqual([
      [c!.username, d!.username],
      1,
    ]);
    await expectBooksClean(server);
  });

  it.each([
    ['larger than the cup', 9],
    ['negative', -1],
    ['fractional', 1.5],
    ['a string', '2'],
  ])('refuses a waitlist %s', async (_, waitlist) => {
    const owner = await createUser(server.ctx);
    const res = await as(server, owner).post('/cups', { ...waitlistCup(0), waitlist_teams: waitlist });
    expect([res.status, res.body.detail]).toEqual([400, CUP_TEXT.waitlistRange]);
  });
});
