/**
 * A cup of three stages from registration to payout (docs/product/cups.md): duo teams register
 * and join with invite codes, paying once into the cup's pool; the owner seeds stage 1 in snake
 * order; a co-host runs one lobby (and nothing else); every stage advances by itself when its last
 * lobby is paid, with a wildcard decided at a tie by registration and a best-of stage; the final
 * pays the pool by its standings to the coin, the remainder to the owner; the ledger stays clean.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUP_TEXT, PLAY_TEXT } from '@squadhub/shared';
import { cupTeams, cups } from '../../src/db/schema.js';
import { checkConservation } from '../../src/ledger/conservation.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { as, coinsOf, expectLedgerClean, users } from '../squads/helpers.js';
import { r } from '../series/helpers.js';
import { FEE, inMinutes, points } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

const CONTRIBUTION = 20;

/** Stage 1: lobbies of 4, top 1 + 1 wildcard; stage 2: best 1 of 2, top 1 + 1; the final of 4 seats. */
export const threeStages = () => ({
  title: 'Sunday Duo Cup',
  rules: 'No emulators. Screenshots of every end screen.',
  tiktok_username: 'https://www.tiktok.com/@cuphost',
  template_type: 'alcatraz_duo',
  max_teams: 10,
  entry_fee: FEE,
  owner_contribution: CONTRIBUTION,
  payout: [60, 30],
  registration_closes_at: inMinutes(30),
  stages: [
    { teams_per_lobby: 4, matches: 2, points, advance_per_lobby: 1, wildcards: 1, starts_at: inMinutes(40) },
    {
      teams_per_lobby: 4,
      matches: 2,
      best_of: 1,
      points,
      advance_per_lobby: 1,
      wildcards: 1,
      starts_at: inMinutes(60),
    },
    { teams_per_lobby: 4, matches: 2, points, advance_per_lobby: 0, wildcards: 0, starts_at: inMinutes(80) },
  ],
});

type Cup = {
  id: string;
  status: string;
  current_stage: number;
  prize_pool: number;
  stages: { number: number; lobbies: { tournament_id: string; lobby: number; teams: number }[] }[];
  my_team: null | {
    name: string;
    final_rank: number | null;
    lobby: null | { tournament_id: string; team_number: number };
  };
};

/** Plays a lobby: the room code, each match's results, then finalize (which pays, and moves the cup on). */
async function playLobby(host: TestUser, tournamentId: string, matches: ReturnType<typeof r>[][]) {
  const api = as(server, host);
  expect((await api.post(`/tournaments/${tournamentId}/send-room-code`, { room_code: 'CUP-ROOM-1' })).status).toBe(200);
  for (const [i, results] of matches.entries()) {
    const put = await api.put(`/tournaments/${tournamentId}/matches/${i + 1}/results`, { results });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
  }
  const done = await api.post(`/tournaments/${tournamentId}/finalize-series`);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

describe('a cup of three stages', () => {
  it('registers, seeds, advances with a wildcard and best-of, and pays the final to the coin', async () => {
    const owner = await createUser(server.ctx, { purchased: 100 });
    const coHost = await createUser(server.ctx);
    const created = await as(server, owner).post('/cups', threeStages());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const cupId = created.body.id as string;
    expect(created.body.prize_pool).toBe(CONTRIBUTION);
    expect(await coinsOf(server, owner.id)).toBe(80);

    // ---- Registration: 8 duo teams, each a captain and a teammate with the invite code.
    const captains = await users(server, 8);
    const mates = await users(server, 8);
    for (const [i, captain] of captains.entries()) {
      const reg = await as(server, captain).post(`/cups/${cupId}/register`, { team_name: `Team ${i + 1}` });
      expect(reg.status, JSON.stringify(reg.body)).toBe(201);
      expect(reg.body.invite_code).toMatch(/^[0-9A-Z]{10}$/);
      const joined = await as(server, mates[i]!).post(`/cups/${cupId}/join`, { invite_code: reg.body.invite_code });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      expect(joined.body.my_team.members).toEqual([captain.username, mates[i]!.username]);
    }
    const twice = await as(server, captains[0]!).post(`/cups/${cupId}/register`, { team_name: 'Again' });
    expect([twice.status, twice.body.code]).toEqual([409, 'already_registered_in_cup']);
    const wrongCode = await as(server, owner).post(`/cups/${cupId}/join`, { invite_code: 'NOPE-NOPE' });
    expect([wrongCode.status, wrongCode.body.detail]).toEqual([404, CUP_TEXT.inviteInvalid]);

    const early = await as(server, owner).post(`/cups/${cupId}/seed`, { mode: 'snake' });
    expect([early.status, early.body.detail]).toEqual([409, CUP_TEXT.registrationStillOpen]);
    await server.ctx.db
      .update(cups)
      .set({ registrationClosesAt: new Date(Date.now() - 1000) })
      .where(eq(cups.id, cupId));
    const late = await as(server, captains[0]!).post(`/cups/${cupId}/register`, { team_name: 'Late' });
    expect(late.status).toBe(409);
    const notOwner = await as(server, captains[0]!).post(`/cups/${cupId}/seed`, { mode: 'snake' });
    expect([notOwner.status, notOwner.body.detail]).toEqual([403, CUP_TEXT.notOwner]);

    // ---- Seeding: snake over registration order, 1 4 5 8 | 2 3 6 7; once.
    const seeded = await as(server, owner).post(`/cups/${cupId}/seed`, { mode: 'snake' });
    expect(seeded.status, JSON.stringify(seeded.body)).toBe(200);
    const again = await as(server, owner).post(`/cups/${cupId}/seed`, { mode: 'random' });
    expect([again.status, again.body.detail]).toEqual([409, CUP_TEXT.alreadySeeded]);
    const stage1 = (seeded.body as Cup).stages[0]!.lobbies;
    expect(stage1.map((l) => l.teams)).toEqual([4, 4]);
    const lobbyOf = async (user: TestUser) =>
      ((await as(server, user).get(`/cups/${cupId}`)).body as Cup).my_team!.lobby!;
    expect(await lobbyOf(captains[4]!)).toMatchObject({ tournament_id: stage1[0]!.tournament_id, team_number: 3 });
    expect(await lobbyOf(mates[2]!)).toMatchObject({ tournament_id: stage1[1]!.tournament_id, team_number: 2 });

    // ---- A co-host runs lobby 1, and nothing else.
    expect((await as(server, owner).put(`/cups/${cupId}/co-hosts`, { usernames: [coHost.username] })).status).toBe(200);
    const assigned = await as(server, owner).put(`/cups/${cupId}/lobbies/${stage1[0]!.tournament_id}/co-host`, {
      username: coHost.username,
    });
    expect(assigned.status).toBe(200);
    const otherLobby = await as(server, coHost).post(`/tournaments/${stage1[1]!.tournament_id}/send-room-code`, {
      room_code: 'X',
    });
    expect([otherLobby.status, otherLobby.body.detail]).toEqual([403, PLAY_TEXT.notManager]);
    const reschedule = await as(server, coHost).put(`/tournaments/${stage1[0]!.tournament_id}/update-rules-date`, {
      start_date: inMinutes(90),
    });
    expect(reschedule.status).toBe(403);
    expect((await as(server, coHost).post(`/cups/${cupId}/cancel`)).status).toBe(403);
    const console = await as(server, coHost).get(`/cups/${cupId}/console`);
    expect(console.body.lobbies.map((l: { lobby: number }) => l.lobby)).toEqual([1]);

    // Both lobbies play the same: their 2nd places tie on points, kills and wins across lobbies.
    const sameResults = [
      [r(1, 1), r(2, 2), r(3, 3), r(4, 4)],
      [r(1, 1), r(2, 2), r(3, 3), r(4, 4)],
    ];
    await playLobby(coHost, stage1[0]!.tournament_id, sameResults);
    let cup = (await as(server, owner).get(`/cups/${cupId}`)).body as Cup;
    expect(cup.current_stage).toBe(1);
    await playLobby(owner, stage1[1]!.tournament_id, sameResults);

    // ---- Stage 2: the lobby winners (teams 1, 2) and the wildcard: team 3, registered before team 4.
    cup = (await as(server, owner).get(`/cups/${cupId}`)).body as Cup;
    expect(cup.current_stage).toBe(2);
    const stage2 = cup.stages[1]!.lobbies;
    expect(stage2).toHaveLength(1);
    const ranks = async () =>
      new Map(
        (await server.ctx.db.select().from(cupTeams).where(eq(cupTeams.cupId, cupId))).map((t) => [
          t.name,
          t.finalRank,
        ]),
      );
    expect(await ranks()).toEqual(
      new Map([
        ['Team 1', null],
        ['Team 2', null],
        ['Team 3', null],
        ['Team 4', 4],
        ['Team 5', 5],
        ['Team 6', 6],
        ['Team 7', 7],
        ['Team 8', 8],
      ]),
    );
    // Seated best first: team 1, team 2, team 3. Best 1 of 2: team 3 (15), team 2 (10, 4 kills),
    // team 1 (10, no kill); over both matches team 2 would lead.
    await playLobby(owner, stage2[0]!.tournament_id, [
      [r(3, 1, 5), r(2, 2, 4), r(1, 3)],
      [r(1, 1), r(2, 2, 4), r(3, 3)],
    ]);
    cup = (await as(server, owner).get(`/cups/${cupId}`)).body as Cup;
    expect(cup.current_stage).toBe(3);
    expect((await ranks()).get('Team 1')).toBe(3);

    // ---- The final: team 3 (seated 1st), team 2. Team 2 wins.
    const final = cup.stages[2]!.lobbies[0]!;
    expect(final.teams).toBe(2);
    await playLobby(owner, final.tournament_id, [
      [r(2, 1, 2), r(1, 2)],
      [r(2, 1), r(1, 2)],
    ]);
    cup = (await as(server, owner).get(`/cups/${cupId}`)).body as Cup;
    expect([cup.status, cup.prize_pool]).toEqual(['finished', 0]);
    expect((await ranks()).get('Team 2')).toBe(1);
    expect((await ranks()).get('Team 3')).toBe(2);
    // Pool 16 × 10 + 20 = 180: 1st 60% = 108 (54 each), 2nd 30% = 54 (27 each), 18 to the owner.
    expect(await coinsOf(server, captains[1]!.id)).toBe(54);
    expect(await coinsOf(server, mates[1]!.id)).toBe(54);
    expect(await coinsOf(server, captains[2]!.id)).toBe(27);
    expect(await coinsOf(server, mates[2]!.id)).toBe(27);
    expect(await coinsOf(server, captains[0]!.id)).toBe(0);
    expect(await coinsOf(server, owner.id)).toBe(98);
    await expectLedgerClean(server);
    const conservation = await checkConservation(server.ctx.db);
    expect([conservation.difference, conservation.pools, conservation.flows]).toEqual([0, [], []]);
  });
});
