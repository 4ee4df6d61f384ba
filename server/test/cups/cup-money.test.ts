/**
 * A cup's money when things do not go to plan (docs/product/cups.md#money): leaving before the
 * close, a cancelled cup, a voided lobby, a kick; the stage still advances exactly once when its
 * last two lobbies end at the same moment; stages that cannot be played are refused. The ledger
 * equals the balances and every pool after each.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUP_TEXT } from '@squadhub/shared';
import { cupEntries, cupLobbies, cupTeams, cups, tournaments } from '../../src/db/schema.js';
import { runDeadlines } from '../../src/jobs/deadlines.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { as, coinsOf, users } from '../squads/helpers.js';
import { r } from '../series/helpers.js';
import { FEE, closeAndSeed, expectBooksClean, inMinutes, points } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

/** A solo cup of two stages: lobbies of 4 (top 1 + 2 wildcards), then a final of 4. */
const soloCup = (over: object = {}) => ({
  title: 'Solo Money Cup',
  rules: 'Play fair.',
  tiktok_username: '@cuphost',
  template_type: 'alcatraz_solo',
  max_teams: 8,
  entry_fee: FEE,
  owner_contribution: 0,
  payout: [100],
  registration_closes_at: inMinutes(30),
  stages: [
    { teams_per_lobby: 4, matches: 2, points, advance_per_lobby: 1, wildcards: 2, starts_at: inMinutes(40) },
    { teams_per_lobby: 4, matches: 2, points, advance_per_lobby: 0, wildcards: 0, starts_at: inMinutes(60) },
  ],
  ...over,
});

async function newCup(owner: TestUser, over: object = {}) {
  const res = await as(server, owner).post('/cups', soloCup(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** Registers `players` in order, closes registration and seeds in snake order. */
async function seeded(owner: TestUser, players: TestUser[]) {
  const id = await newCup(owner);
  for (const p of players) expect((await as(server, p).post(`/cups/${id}/register`, {})).status).toBe(201);
  return { id, lobbies: await closeAndSeed(server, owner, id) };
}

describe('cup money', () => {
  it('gives the fee back to a player who leaves, and every fee when the cup is cancelled', async () => {
    const owner = await createUser(server.ctx, { purchased: 50 });
    const id = await newCup(owner, { owner_contribution: 20 });
    const [a, b] = await users(server, 2, FEE);
    await as(server, a!).post(`/cups/${id}/register`, {});
    await as(server, b!).post(`/cups/${id}/register`, {});
    expect((await as(server, a!).del(`/cups/${id}/registration`)).status).toBe(200);
    expect(await coinsOf(server, a!.id)).toBe(FEE);
    const cancelled = await as(server, owner).post(`/cups/${id}/cancel`);
    expect([cancelled.status, cancelled.body.status, cancelled.body.prize_pool]).toEqual([200, 'cancelled', 0]);
    expect(await coinsOf(server, b!.id)).toBe(FEE);
    expect(await coinsOf(server, owner.id)).toBe(50);
    const again = await as(server, b!).post(`/cups/${id}/register`, {});
    expect([again.status, again.body.code]).toEqual([409, 'cup_registration_closed']);
    await expectBooksClean(server);
  });

  it('refunds the players of a voided lobby, who are out, and the stage still advances', async () => {
    const owner = await createUser(server.ctx);
    const players = await users(server, 8, FEE);
    const { id, lobbies } = await seeded(owner, players);
    // Lobby 2's host never sends the room code: the deadline job voids it.
    await server.ctx.db
      .update(tournaments)
      .set({ startDate: new Date(Date.now() - 3_600_000) })
      .where(eq(tournaments.id, lobbies[1]!));
    await runDeadlines(server.ctx);
    const [voided] = await server.ctx.db.select().from(tournaments).where(eq(tournaments.id, lobbies[1]!));
    expect(voided!.voidReason).toBe('no_room_code');
    // Lobby 2 held players 2, 3, 6 and 7 (snake over registration): their fees came back.
    for (const i of [1, 2, 5, 6]) expect(await coinsOf(server, players[i]!.id)).toBe(FEE);
    const api = as(server, owner);
    await api.post(`/tournaments/${lobbies[0]}/send-room-code`, { room_code: 'R1' });
    await api.put(`/tournaments/${lobbies[0]}/matches/1/results`, { results: [r(1, 1), r(2, 2), r(3, 3), r(4, 4)] });
    expect((await api.post(`/tournaments/${lobbies[0]}/finalize-series`)).status).toBe(200);
    const [cup] = await server.ctx.db.select().from(cups).where(eq(cups.id, id));
    expect([cup!.currentStage, cup!.prizePool]).toEqual([2, 4 * FEE]);
    const final = await server.ctx.db
      .select()
      .from(cupEntries)
      .where(and(eq(cupEntries.cupId, id), eq(cupEntries.stage, 2)));
    expect(final).toHaveLength(3);
    const out = await server.ctx.db.select().from(cupTeams).where(eq(cupTeams.cupId, id));
    // Lobby 1's 4th is ranked 4th in the cup, above the four teams whose lobby was voided.
    expect(
      out
        .filter((t) => t.finalRank !== null)
        .map((t) => t.finalRank)
        .sort(),
    ).toEqual([4, 5, 6, 7, 8]);
    await expectBooksClean(server);
  });

  it('advances exactly once when the last two lobbies of a stage end at the same moment', async () => {
    const owner = await createUser(server.ctx);
    const players = await users(server, 8, FEE);
    // Player 1's phone gets cup pushes: its lobby at seeding, its rank when the team is out.
    const subscribed = await as(server, players[0]!).post('/push/subscriptions', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/cup-device',
      keys: {
        p256dh: 'BB4YUy_UdUwC8wQdnHXOszuD_9gax85P6ILMscmLxYlupGwxHE4v9A3ZajZT5uRURdMt_khuztdcepDGoYiBwKM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
      kinds: ['cup_placed', 'cup_finished'],
    });
    expect(subscribed.status).toBe(201);
    const { id, lobbies } = await seeded(owner, players);
    const pushed = async (kind: string) =>
      (
        (await server.ctx.db.execute(
          // Queued, or already taken by the sender for the device (the push service is unreachable here).
          sql`SELECT params FROM push_outbox WHERE kind = ${kind} AND ${players[0]!.id}::uuid = ANY(user_ids)
            UNION ALL
            SELECT d.params FROM push_deliveries d JOIN push_subscriptions s ON s.id = d.subscription_id
            WHERE d.kind = ${kind} AND s.user_id = ${players[0]!.id}`,
        )) as unknown as { rows: { params: Record<string, unknown> }[] }
      ).rows.map((row) => row.params);
    expect(await pushed('cup_placed')).toEqual([{ title: 'Solo Money Cup', stage: 1, lobby: 1 }]);
    const api = as(server, owner);
    for (const lobby of lobbies) {
      await api.post(`/tournaments/${lobby}/send-room-code`, { room_code: 'R' });
      await api.put(`/tournaments/${lobby}/matches/1/results`, { results: [r(1, 1), r(2, 2), r(3, 3), r(4, 4)] });
    }
    const done = await Promise.all(lobbies.map((lobby) => api.post(`/tournaments/${lobby}/finalize-series`)));
    expect(done.map((d) => d.status)).toEqual([200, 200]);
    const stage2 = await server.ctx.db
      .select()
      .from(cupLobbies)
      .where(and(eq(cupLobbies.cupId, id), eq(cupLobbies.stage, 2)));
    expect(stage2).toHaveLength(1);
    const [{ n }] = (
      (await server.ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM cup_entries WHERE cup_id = ${id} AND stage = 2`,
      )) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    expect(n).toBe(4);
    // Player 1 won lobby 1 (placement 1 in both lobbies' results): placed again, in the final.
    expect(await pushed('cup_placed')).toHaveLength(2);
    await expectBooksClean(server);
  });

  it('refunds a player kicked from a lobby by its host', async () => {
    const owner = await createUser(server.ctx);
    const players = await users(server, 4, FEE);
    const { lobbies } = await seeded(owner, players);
    const kicked = await as(server, owner).post(`/tournaments/${lobbies[0]}/kick-player?team_number=2&slot_index=0`);
    expect(kicked.status, JSON.stringify(kicked.body)).toBe(200);
    expect(await coinsOf(server, players[1]!.id)).toBe(FEE);
    await expectBooksClean(server);
  });
});

describe('stages that cannot be played', () => {
  it.each([
    [
      'a K larger than the lobby',
      { stages: [{ ...soloCup().stages[0], advance_per_lobby: 5 }, soloCup().stages[1]] },
      CUP_TEXT.advanceMoreThanLobby(1, 4),
    ],
    [
      'advancing more teams than the final seats',
      { stages: [{ ...soloCup().stages[0], wildcards: 3 }, soloCup().stages[1]] },
      CUP_TEXT.finalOverflows(2, 5, 4),
    ],
    ['a final that advances', { stages: [{ ...soloCup().stages[1], advance_per_lobby: 1 }] }, CUP_TEXT.finalAdvances],
    [
      'more teams a lobby than the map seats',
      { stages: [{ ...soloCup().stages[1], teams_per_lobby: 41 }] },
      CUP_TEXT.lobbyTeamsRange(40),
    ],
    ['a best-of above the matches', { stages: [{ ...soloCup().stages[1], best_of: 3 }] }, CUP_TEXT.bestOfRange(2)],
  ])('refuses %s, and charges nothing', async (_, over, detail) => {
    const owner = await createUser(server.ctx, { purchased: 50 });
    const res = await as(server, owner).post('/cups', soloCup({ owner_contribution: 20, ...over }));
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain(detail);
    expect(await coinsOf(server, owner.id)).toBe(50);
  });
});
