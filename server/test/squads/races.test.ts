/**
 * Races of squads, check-in and the waitlist, where a missing lock would seat twice, pay twice or
 * offer one seat twice: redeems of the last held slot, an accept against its own expiry, a late
 * check-in against the no-show release, seats freeing together with several players waiting. Run
 * on PostgreSQL (`npm run test:pg`) for truly parallel transactions; PGlite runs them one at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SQUAD_TEXT } from '@squadhub/shared';
import { createTestServer, deliveredSoFar, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { tournaments } from '../../src/db/schema.js';
import {
  FEE,
  actions,
  coinsOf,
  deadlines,
  expectLedgerClean,
  queue,
  record,
  seatNew,
  seatOfPlayer,
  seats,
  squadApi,
  squadTournament,
  users,
} from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  // Many calls from one address at once: rate limits would hide the races.
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

const OK_OR_REFUSED = [200, 201, 404, 409];

/**
 * What must hold after any interleaving: one seat per position and per player, the counters and
 * the pool match the seats, offers name distinct empty seats of players without a seat, and the
 * ledger balances.
 */
async function invariants(tournamentId: string) {
  const all = await seats(server, tournamentId);
  expect(new Set(all.map((s) => `${s.teamNumber}:${s.slotIndex}`)).size).toBe(all.length);
  expect(new Set(all.map((s) => s.playerId)).size).toBe(all.length);
  const [t] = await server.ctx.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  expect(t.currentPlayers).toBe(all.length);
  expect(t.prizePool).toBe(all.reduce((sum, s) => sum + s.feePurchased + s.feeWinnings, 0));
  const line = await queue(server, tournamentId);
  const seated = new Set(all.map((s) => s.playerId));
  const taken = new Set(all.map((s) => `${s.teamNumber}:${s.slotIndex}`));
  const offered = line.filter((e) => e.offerTeamNumber !== null).map((e) => `${e.offerTeamNumber}:${e.offerSlotIndex}`);
  expect(new Set(offered).size).toBe(offered.length);
  for (const e of line) expect(seated.has(e.userId)).toBe(false);
  for (const seat of offered) expect(taken.has(seat)).toBe(false);
  await expectLedgerClean(server);
  return { seats: all, line };
}

/** A full duo tournament of two teams (4 seats) with `waiting` players in line. */
async function fullWithQueue(waiting: number) {
  const creator = await createUser(server.ctx);
  const t = await squadTournament(server, creator.id, { maxTeams: 2 });
  const seated = await seatNew(server, t, [
    [1, 0],
    [1, 1],
    [2, 0],
    [2, 1],
  ]);
  const line: TestUser[] = [];
  for (let i = 0; i < waiting; i++) {
    const [w] = await users(server, 1);
    expect((await squadApi(server, w, t.id).joinWaitlist()).status).toBe(200);
    line.push(w);
  }
  return { creator, t, seated, line };
}

describe('squad redeems', () => {
  it('of the last held slot: exactly one wins, the others get 409 and keep their coins', async () => {
    const creator = await createUser(server.ctx);
    const captain = await createUser(server.ctx, { purchased: FEE });
    const t = await squadTournament(server, creator.id, { template: 'alcatraz_duo', maxTeams: 2 });
    const code = (await squadApi(server, captain, t.id).reserve(1)).body.invite_code as string;
    const friends = await users(server, 6);
    const results = await Promise.all(friends.map((f) => squadApi(server, f, t.id).joinTeam(code)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    for (const r of results.filter((x) => x.status === 409)) {
      expect([SQUAD_TEXT.squadFull, 'This slot is already taken']).toContain(r.body.detail);
    }
    const winner = friends[statuses.indexOf(200)];
    expect(await seatOfPlayer(server, t.id, winner.id)).toMatchObject({ teamNumber: 1, slotIndex: 1 });
    for (const f of friends) expect(await coinsOf(server, f.id)).toBe(f === winner ? 0 : FEE);
    await invariants(t.id);
  });

  it('of a squad team: exactly three seats for eight friends, and two captains never reserve one team', async () => {
    const creator = await createUser(server.ctx);
    const captain = await createUser(server.ctx, { purchased: FEE });
    const t = await squadTournament(server, creator.id, { template: 'isolated_squad', maxTeams: 2 });
    const code = (await squadApi(server, captain, t.id).reserve(1)).body.invite_code as string;
    const friends = await users(server, 8);
    const results = await Promise.all(friends.map((f) => squadApi(server, f, t.id).joinTeam(code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    const { seats: all } = await invariants(t.id);
    expect(all.filter((s) => s.teamNumber === 1).map((s) => s.slotIndex)).toEqual([0, 1, 2, 3]);

    const captains = await users(server, 5);
    const reserves = await Promise.all(captains.map((c) => squadApi(server, c, t.id).reserve(2)));
    expect(reserves.filter((r) => r.status === 201)).toHaveLength(1);
    expect(reserves.filter((r) => r.status === 409)).toHaveLength(4);
    await invariants(t.id);
  });
});

describe('an accept racing its own expiry', () => {
  it('ends one way only: seated, or passed on; never both, never a server error', async () => {
    const outcomes = new Set<string>();
    // The offer runs out around the moment both calls arrive: well before, about then, or well after.
    for (const offsetMs of [-1000, -10, 0, 10, 25, 50, 100, 3000]) {
      const { t, seated, line } = await fullWithQueue(2);
      const [first, second] = line;
      expect((await squadApi(server, seated[0], t.id).leave()).status).toBe(200);
      await server.ctx.db.execute(
        sql`UPDATE waitlist_entries SET offer_expires_at = clock_timestamp() + make_interval(secs => ${offsetMs / 1000}::float8)
          WHERE tournament_id = ${t.id} AND user_id = ${first.id}`,
      );
      const [accept] = await Promise.all([squadApi(server, first, t.id).accept(), deadlines(server)]);
      expect([200, 409]).toContain(accept.status);
      // A refused accept found the offer run out: one more pass of the job settles it either way.
      await deadlines(server);

      const mine = await seatOfPlayer(server, t.id, first.id);
      const { line: left } = await invariants(t.id);
      if (accept.status === 200) {
        outcomes.add('seated');
        expect(mine).toMatchObject({ teamNumber: 1, slotIndex: 0 });
        expect(await coinsOf(server, first.id)).toBe(0);
        expect(left.map((e) => [e.userId, e.offerTeamNumber])).toEqual([[second.id, null]]);
        expect(await actions(server, t.id, 'waitlist_passed')).toEqual([]);
      } else {
        outcomes.add('passed on');
        expect(accept.body.detail).toBe(SQUAD_TEXT.noOffer);
        expect(mine).toBeUndefined();
        expect(await coinsOf(server, first.id)).toBe(FEE);
        expect(left.map((e) => [e.userId, e.offerTeamNumber, e.offerSlotIndex])).toEqual([[second.id, 1, 0]]);
        expect(await actions(server, t.id, 'waitlist_passed')).toHaveLength(1);
      }
    }
    // Both ends are reachable (an early expiry is always passed on, a late one always accepted).
    expect(outcomes).toEqual(new Set(['seated', 'passed on']));
  });
});

describe('a late check-in racing the no-show release', () => {
  it('keeps the seat checked in, or frees and refunds it; never both', async () => {
    const outcomes = new Set<string>();
    for (const offsetMs of [-1000, -10, 0, 10, 25, 50, 100, 3000]) {
      const creator = await createUser(server.ctx);
      const t = await squadTournament(server, creator.id, { maxTeams: 2, startsInMs: 5 * 60_000, checkInMinutes: 10 });
      const [late, here] = await seatNew(server, t, [
        [1, 0],
        [2, 0],
      ]);
      expect((await squadApi(server, here, t.id).checkIn()).status).toBe(200);
      await server.ctx.db.execute(
        sql`UPDATE tournaments SET start_date = clock_timestamp() + make_interval(secs => ${offsetMs / 1000}::float8)
          WHERE id = ${t.id}`,
      );
      const [checkIn] = await Promise.all([squadApi(server, late, t.id).checkIn(), deadlines(server)]);
      expect([200, 409]).toContain(checkIn.status);
      // Settle: a start not released yet is brought to now (the check-in, if any, came before it).
      await server.ctx.db.execute(
        sql`UPDATE tournaments SET start_date = LEAST(start_date, clock_timestamp() - interval '1 millisecond')
          WHERE id = ${t.id} AND no_shows_released_at IS NULL`,
      );
      await deadlines(server);

      const seat = await seatOfPlayer(server, t.id, late.id);
      const noShows = await actions(server, t.id, 'no_show');
      if (checkIn.status === 200) {
        outcomes.add('kept');
        expect(seat?.checkedInAt).toBeInstanceOf(Date);
        expect(noShows).toEqual([]);
        expect(await coinsOf(server, late.id)).toBe(0);
      } else {
        outcomes.add('released');
        expect(checkIn.body.detail).toBe(SQUAD_TEXT.checkInClosed);
        expect(seat).toBeUndefined();
        expect(noShows.map((l) => l.playerId)).toEqual([late.id]);
        expect(await coinsOf(server, late.id)).toBe(FEE);
      }
      expect(await seatOfPlayer(server, t.id, here.id)).toBeDefined();
      expect(
        (await server.ctx.db.select().from(tournaments).where(eq(tournaments.id, t.id)))[0].noShowsReleasedAt,
      ).toBeInstanceOf(Date);
      await invariants(t.id);
    }
    expect(outcomes).toEqual(new Set(['kept', 'released']));
  });
});

describe('seats freeing together with players waiting', () => {
  it('two seats freed at once: two offers, to the first two in line, on different seats, one event each', async () => {
    const { t, seated, line } = await fullWithQueue(3);
    const sockets = await Promise.all(line.map((w) => server.socket(w.token)));
    const heard = sockets.map(record);
    const leaves = await Promise.all([
      squadApi(server, seated[1], t.id).leave(),
      squadApi(server, seated[2], t.id).leave(),
    ]);
    expect(leaves.map((r) => r.status)).toEqual([200, 200]);
    const { line: after } = await invariants(t.id);
    const offered = after.filter((e) => e.offerTeamNumber !== null);
    expect(offered.map((e) => e.userId).sort()).toEqual([line[0].id, line[1].id].sort());
    expect(new Set(offered.map((e) => `${e.offerTeamNumber}:${e.offerSlotIndex}`))).toEqual(new Set(['1:1', '2:0']));
    await deliveredSoFar(server, sockets);
    expect(heard.map((h) => h.of('waitlist_offer').length)).toEqual([1, 1, 0]);
    expect(await actions(server, t.id, 'waitlist_offered')).toHaveLength(2);
  });

  it('a storm of leaves, kicks, accepts, declines, joins and deadline passes keeps every rule', async () => {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id, { template: 'isolated_squad', maxTeams: 2 });
    const seated = await seatNew(server, t, [
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 0],
      [2, 1],
      [2, 2],
      [2, 3],
    ]);
    const line = await users(server, 6);
    for (const w of line) expect((await squadApi(server, w, t.id).joinWaitlist()).status).toBe(200);
    const freeing = await Promise.all([
      squadApi(server, seated[0], t.id).leave(),
      squadApi(server, seated[3], t.id).leave(),
      squadApi(server, seated[5], t.id).leave(),
      squadApi(server, creator, t.id).kick(2, 3),
      squadApi(server, creator, t.id).kick(1, 1),
      deadlines(server),
    ]);
    for (const r of freeing.slice(0, 5)) expect((r as { status: number }).status).toBe(200);
    const first = await invariants(t.id);
    expect(first.line.filter((e) => e.offerTeamNumber !== null)).toHaveLength(5);

    // Everyone acts at once: offered players accept or decline, one offer runs out, the last in line
    // leaves, strangers try to take the freed seats, and the deadline job runs alongside.
    const [stranger1, stranger2] = await users(server, 2);
    await server.ctx.db.execute(
      sql`UPDATE waitlist_entries SET offer_expires_at = now() WHERE tournament_id = ${t.id} AND user_id = ${line[4].id}`,
    );
    const calls = await Promise.all([
      squadApi(server, line[0], t.id).accept(),
      squadApi(server, line[1], t.id).decline(),
      squadApi(server, line[2], t.id).accept(),
      squadApi(server, line[3], t.id).accept(),
      squadApi(server, line[4], t.id).accept(),
      squadApi(server, line[5], t.id).leaveWaitlist(),
      squadApi(server, stranger1, t.id).joinSlot(1, 0),
      squadApi(server, stranger2, t.id).joinWaitlist(),
      deadlines(server).then(() => ({ status: 200 })),
    ]);
    for (const r of calls) expect(OK_OR_REFUSED).toContain(r.status);
    await deadlines(server);
    const end = await invariants(t.id);
    expect(end.seats.length).toBeGreaterThanOrEqual(5);
  });
});
