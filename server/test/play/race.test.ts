/**
 * Races, where a missing lock would double-seat or double-pay: 200 players join 100 slots at once;
 * then leaves, kicks, moves, swaps and joins interleave; finalization is called twice at once; a
 * room code is sent while players take seats, and each of them gets it one way or the other. Run
 * on PostgreSQL with `npm run test:pg` for true parallel transactions (PGlite runs them one at a
 * time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestServer, deliveredSoFar, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { tournamentSlots, tournamentWinners, tournaments } from '../../src/db/schema.js';
import { as, balanceOf } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  // The creator fires 90 management calls at once: rate limits would hide the race being tested.
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

const FEE = 10;

async function invariants(tournamentId: string, players: TestUser[]) {
  const db = server.ctx.db;
  const seats = await db.select().from(tournamentSlots).where(eq(tournamentSlots.tournamentId, tournamentId));
  const positions = seats.map((s) => `${s.teamNumber}:${s.slotIndex}`);
  expect(new Set(positions).size).toBe(seats.length);
  expect(new Set(seats.map((s) => s.playerId)).size).toBe(seats.length);
  for (const s of seats) {
    expect(s.teamNumber).toBeGreaterThanOrEqual(1);
    expect(s.slotIndex).toBeGreaterThanOrEqual(0);
  }
  const [t] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  expect(t.currentPlayers).toBe(seats.length);
  expect(t.prizePool).toBe(seats.reduce((sum, s) => sum + s.feePurchased + s.feeWinnings, 0));
  const seated = new Set(seats.map((s) => s.playerId));
  for (const p of players) {
    const b = await balanceOf(server, p.id);
    expect(b.purchased + b.winnings).toBe(seated.has(p.id) ? 0 : FEE);
  }
  expect(await findLedgerMismatches(db)).toEqual([]);
  return seats;
}

describe('join storm', () => {
  it('seats exactly 100 of 200 racing players, charges only them, keeps every invariant through interleaved changes', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const t = await createTestTournament(ctx, creator.id, { template: 'isolated_squad', entryFee: FEE });
    const players = await Promise.all(Array.from({ length: 200 }, () => createUser(ctx, { purchased: FEE })));
    // Two players per slot: every slot is contested.
    const results = await Promise.all(
      players.map((p, i) =>
        as(server, p).post(`/tournaments/${t.id}/join-slot`, {
          team_number: Math.floor((i % 100) / 4) + 1,
          slot_index: i % 4,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 409)).toHaveLength(100);
    const seats = await invariants(t.id, players);
    expect(seats).toHaveLength(100);
    const winners = new Set(players.filter((_, i) => results[i].status === 200).map((p) => p.id));
    expect(new Set(seats.map((s) => s.playerId))).toEqual(winners);

    // Interleaved: seated players leave, the creator kicks, moves and swaps, newcomers join.
    const seatedPlayers = players.filter((p) => winners.has(p.id));
    const waiting = players.filter((p) => !winners.has(p.id));
    const pos = (n: number) => ({ team: Math.floor(n / 4) + 1, slot: n % 4 });
    const ops = [];
    for (let round = 0; round < 30; round++) {
      const leaver = seatedPlayers[round];
      ops.push(as(server, leaver).post(`/tournaments/${t.id}/leave-slot`));
      const k = pos(30 + round);
      ops.push(as(server, creator).post(`/tournaments/${t.id}/kick-player?team_number=${k.team}&slot_index=${k.slot}`));
      const a = pos(60 + round);
      const b = pos((round * 7) % 100);
      ops.push(
        as(server, creator).post(
          `/tournaments/${t.id}/move-player?old_team_number=${a.team}&old_slot_index=${a.slot}&new_team_number=${b.team}&new_slot_index=${b.slot}`,
        ),
      );
      const c = pos(90 + (round % 10));
      const d = pos((round * 13) % 100);
      ops.push(
        as(server, creator).post(
          `/tournaments/${t.id}/swap-players?team1_number=${c.team}&slot1_index=${c.slot}&team2_number=${d.team}&slot2_index=${d.slot}`,
        ),
      );
      const j = pos((round * 11) % 100);
      ops.push(
        as(server, waiting[round]).post(`/tournaments/${t.id}/join-slot`, { team_number: j.team, slot_index: j.slot }),
      );
    }
    const mixed = await Promise.all(ops);
    // Every answer is a success or a clean conflict/bad request, never a server error.
    for (const r of mixed) expect([200, 400, 409]).toContain(r.status);
    expect(mixed.filter((r) => r.status === 200).length).toBeGreaterThan(30);
    await invariants(t.id, players);
  });
});

describe('finalization', () => {
  it('pays once when select-winners is called twice at the same moment', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const superAdmin = await createUser(ctx, { role: 'super_admin' });
    const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_solo', entryFee: FEE });
    const players = await Promise.all(Array.from({ length: 4 }, () => createUser(ctx, { purchased: FEE })));
    for (const [i, p] of players.entries()) await seatPlayer(ctx, t, p.id, i + 1, 0);
    await as(server, creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'RACE' }).expect(200);
    const body = {
      tournament_id: t.id,
      winners: [
        { user_id: players[0].id, coins_awarded: 25, position: 1 },
        { user_id: players[1].id, coins_awarded: 10, position: 2 },
      ],
    };
    const calls = await Promise.all([
      as(server, creator).post(`/tournaments/${t.id}/select-winners`, body),
      as(server, superAdmin).post(`/tournaments/${t.id}/select-winners`, body),
      as(server, creator).post(`/tournaments/${t.id}/select-winners`, body),
    ]);
    expect(calls.map((c) => c.status).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(server, players[0].id)).toEqual({ purchased: 0, winnings: 25 });
    expect(await balanceOf(server, players[1].id)).toEqual({ purchased: 0, winnings: 10 });
    // The pool was 40: the 5 left over went to the creator, once.
    expect(await balanceOf(server, creator.id)).toEqual({ purchased: 0, winnings: 5 });
    const rows = await ctx.db.select().from(tournamentWinners).where(eq(tournamentWinners.tournamentId, t.id));
    expect(rows).toHaveLength(2);
    const [after] = await ctx.db
      .select({
        f: tournaments.isFinalized,
        s: tournaments.status,
        d: sql<boolean>`deletion_scheduled_at > now() + interval '23 hours'`,
      })
      .from(tournaments)
      .where(eq(tournaments.id, t.id));
    expect(after).toEqual({ f: true, s: 'completed', d: true });
    expect(await findLedgerMismatches(ctx.db)).toEqual([]);
  });
});

describe('a room code sent while players take seats', () => {
  it('reaches every player seated by the end: in the alert or in their own join answer', async () => {
    const ctx = server.ctx;
    for (let round = 0; round < 4; round++) {
      const creator = await createUser(ctx);
      const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_solo', entryFee: FEE });
      const early = await Promise.all(Array.from({ length: 3 }, () => createUser(ctx, { purchased: FEE })));
      for (const [i, p] of early.entries()) await seatPlayer(ctx, t, p.id, i + 1, 0);
      const joiners = await Promise.all(Array.from({ length: 6 }, () => createUser(ctx, { purchased: FEE })));
      const sockets = await Promise.all([...early, ...joiners].map((p) => server.socket(p.token)));
      const alerted = new Set<number>();
      sockets.forEach((s, i) =>
        s.on('room_details_updated', (p) => {
          if (p.tournament_id === t.id && p.room_code === `RACE${round}`) alerted.add(i);
        }),
      );
      const [sent, ...joins] = await Promise.all([
        as(server, creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: `RACE${round}` }),
        ...joiners.map((p, i) =>
          as(server, p).post(`/tournaments/${t.id}/join-slot`, { team_number: early.length + i + 1, slot_index: 0 }),
        ),
      ]);
      expect(sent.status).toBe(200);
      await deliveredSoFar(server, sockets);
      for (let i = 0; i < early.length; i++) expect(alerted.has(i), `early player ${i}`).toBe(true);
      joins.forEach((join, j) => {
        expect(join.status).toBe(200);
        const inAnswer = (join.body as { room_code: string | null }).room_code === `RACE${round}`;
        expect(inAnswer || alerted.has(early.length + j), `joiner ${j} of round ${round}`).toBe(true);
      });
      for (const s of sockets) s.disconnect();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a seat taken while the room code waits for the tournament row', () => {
  it('is in the alert: the statement sees its snapshot is stale and reads the seats again', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_solo', entryFee: 0 });
    const joiner = await createUser(ctx);
    const socket = await server.socket(joiner.token);
    let alerted = false;
    socket.on('room_details_updated', (p) => {
      if (p.tournament_id === t.id) alerted = true;
    });
    let sending: Promise<{ status: number }> | undefined;
    // A join in progress: it holds the tournament row while the room code is sent, then seats
    // the joiner and commits. The room-code statement took its snapshot before that commit.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM tournaments WHERE id = ${t.id} FOR UPDATE`);
      sending = as(server, creator)
        .post(`/tournaments/${t.id}/send-room-code`, { room_code: 'WAITED' })
        .then((r) => r);
      await expect
        .poll(
          async () => {
            const waiting = await ctx.db.execute(
              sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%seen AS (SELECT version%'`,
            );
            return (waiting as unknown as { rows: { n: number }[] }).rows[0].n;
          },
          { timeout: 5000 },
        )
        .toBe(1);
      await tx.insert(tournamentSlots).values({ tournamentId: t.id, teamNumber: 1, slotIndex: 0, playerId: joiner.id });
      await tx
        .update(tournaments)
        .set({ currentPlayers: sql`${tournaments.currentPlayers} + 1` })
        .where(eq(tournaments.id, t.id));
    });
    expect((await sending!).status).toBe(200);
    await deliveredSoFar(server, [socket]);
    expect(alerted).toBe(true);
    socket.disconnect();
  });
});
