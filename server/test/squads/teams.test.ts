/**
 * Squads: a captain reserves an empty team (seated in its first slot, paying the fee), its other
 * slots are held for SQUAD_HOLD_MINUTES (never past a scheduled start), friends take them with the
 * invite code (paying their own fee), the captain renews the code or releases the hold, and the
 * hold ends with its time or with the captain's seat. The code is the captain's alone: it never
 * appears in a GET answer or a socket event.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  PLAY_TEXT,
  SQUAD_HOLD_MINUTES_DEFAULT,
  SQUAD_TEXT,
  VALIDATION,
} from '@squadhub/shared';
import { createTestServer, deliveredSoFar, type TestServer } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import { createTestTournament } from '../support/tournament-factories.js';
import { ledgerEntries, teamHolds, tournaments, waitlistEntries } from '../../src/db/schema.js';
import { snapshot } from '../play/helpers.js';
import {
  FEE,
  actions,
  as,
  coinsOf,
  deadlines,
  expectLedgerClean,
  expireHold,
  holdOf,
  offers,
  queue,
  record,
  seatNew,
  seatOfPlayer,
  slotOf,
  squadApi,
  squadTournament,
  teamOf,
  users,
} from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  // join-team is limited per address too (every test request comes from 127.0.0.1): the limits
  // have their own file (limits.test.ts).
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

const CODE = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);
const minutesFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 60_000;

/** A squad tournament (4 slots a team) whose team 2 a captain reserved. */
async function reserved(opts: { template?: string; maxTeams?: number } = {}) {
  const ctx = server.ctx;
  const creator = await createUser(ctx);
  const captain = await createUser(ctx, { purchased: FEE });
  const t = await squadTournament(server, creator.id, {
    template: opts.template ?? 'isolated_squad',
    maxTeams: opts.maxTeams ?? 3,
  });
  const res = await squadApi(server, captain, t.id).reserve(2);
  expect(res.status).toBe(201);
  return { creator, captain, t, code: res.body.invite_code as string, res };
}

describe('reserving a team', () => {
  it('seats the captain in slot 0 paying the fee, holds the other slots for 30 minutes, and shows it', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const captain = await createUser(ctx, { purchased: 4, winnings: 6 });
    const outsider = await createUser(ctx);
    const t = await squadTournament(server, creator.id, { template: 'isolated_squad', maxTeams: 3 });
    const res = await squadApi(server, captain, t.id).reserve(2);
    expect(res.status).toBe(201);
    const { invite_code: code, invite_url: url, expires_at: expiresAt, tournament } = res.body;
    expect(code).toMatch(CODE);
    expect(url).toBe(`${ctx.config.PUBLIC_URL}/tournaments/${t.id}?invite=${code}`);
    expect(minutesFromNow(expiresAt)).toBeGreaterThan(SQUAD_HOLD_MINUTES_DEFAULT - 1);
    expect(minutesFromNow(expiresAt)).toBeLessThanOrEqual(SQUAD_HOLD_MINUTES_DEFAULT);

    // The captain's answer: their seat in slot 0, the three others held, the team named for them.
    expect(tournament).toMatchObject({ current_players: 1, prize_pool: FEE, user_team_number: 2, user_slot_index: 0 });
    const team = teamOf(tournament, 2);
    expect(team.captain_username).toBe(captain.username);
    expect(team.hold_expires_at).toBe(expiresAt);
    expect(team.slots.map((s) => [s.player_id, s.held])).toEqual([
      [captain.id, false],
      [null, true],
      [null, true],
      [null, true],
    ]);
    for (const other of [1, 3]) {
      expect(teamOf(tournament, other)).toMatchObject({ captain_username: null, hold_expires_at: null });
      expect(teamOf(tournament, other).slots.every((s) => !s.held)).toBe(true);
    }
    // Everyone sees the hold (not the code).
    const seen = await squadApi(server, outsider, t.id).view();
    expect(teamOf(seen.body, 2)).toMatchObject({ captain_username: captain.username, hold_expires_at: expiresAt });
    expect(slotOf(seen.body, 2, 3).held).toBe(true);

    // The fee went through the ledger, purchased coins first; the server keeps only the code's hash.
    expect(await coinsOf(server, captain.id)).toBe(0);
    const fees = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, captain.id));
    expect(
      fees
        .filter((e) => e.reason === 'entry_fee')
        .map((e) => [e.bucket, e.delta])
        .sort(),
    ).toEqual([
      ['purchased', -4],
      ['winnings', -6],
    ]);
    const hold = await holdOf(server, t.id, 2);
    expect(hold).toMatchObject({ captainId: captain.id });
    expect(hold!.inviteCodeHash).toBe(createHash('sha256').update(code).digest('hex'));
    expect(JSON.stringify(hold)).not.toContain(code);
    const [line] = await actions(server, t.id, 'team_reserved');
    expect(line).toMatchObject({
      actorId: captain.id,
      playerId: captain.id,
      detail: { to: { team_number: 2, slot_index: 0 }, coins: FEE },
    });
    await expectLedgerClean(server);
  });

  it('refuses solo tournaments, teams outside the grid, busy teams, seated players, poor players and closed entries', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const [a, b, poor] = await Promise.all([
      createUser(ctx, { purchased: FEE }),
      createUser(ctx, { purchased: FEE }),
      createUser(ctx, { purchased: FEE - 1 }),
    ]);
    const solo = await squadTournament(server, creator.id, { template: 'alcatraz_solo', maxTeams: 4 });
    expect(await squadApi(server, a, solo.id).reserve(1)).toMatchObject({
      status: 400,
      body: { detail: SQUAD_TEXT.soloTournament },
    });

    const t = await squadTournament(server, creator.id, { template: 'alcatraz_duo', maxTeams: 3 });
    const [seated] = await seatNew(server, t, [[1, 1]]);
    const before = await snapshot(server, t.id);
    expect((await squadApi(server, a, t.id).reserve(4)).status).toBe(400);
    expect((await squadApi(server, a, t.id).reserve(0)).status).toBe(400);
    expect(await squadApi(server, a, t.id).reserve(1)).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.teamNotEmpty },
    });
    expect(await squadApi(server, seated, t.id).reserve(3)).toMatchObject({
      status: 409,
      body: { detail: PLAY_TEXT.alreadySeated },
    });
    expect(await squadApi(server, poor, t.id).reserve(3)).toMatchObject({
      status: 409,
      body: { detail: VALIDATION.insufficientCoins },
    });
    expect(await squadApi(server, null, t.id).reserve(3)).toMatchObject({ status: 401 });
    expect(await snapshot(server, t.id)).toEqual(before);
    expect(await holdOf(server, t.id, 3)).toBeUndefined();

    expect((await squadApi(server, a, t.id).reserve(2)).status).toBe(201);
    expect(await squadApi(server, b, t.id).reserve(2)).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.teamNotEmpty },
    });
    // A captain holds one team at a time.
    expect(await squadApi(server, a, t.id).reserve(3)).toMatchObject({
      status: 409,
      body: { detail: PLAY_TEXT.alreadySeated },
    });
    // The creator moves the captain out: the team is empty but still held for the squad.
    expect((await squadApi(server, creator, t.id).move([2, 0], [3, 1])).status).toBe(200);
    expect(await squadApi(server, b, t.id).reserve(2)).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.teamHeld },
    });

    await ctx.db.update(tournaments).set({ entriesStopped: true }).where(eq(tournaments.id, t.id));
    expect(await squadApi(server, b, t.id).reserve(3)).toMatchObject({
      status: 409,
      body: { detail: PLAY_TEXT.entriesStopped },
    });

    // A pending tournament is invisible to a player: 404, as GET /tournaments/{id}.
    const pending = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', approved: false });
    expect((await squadApi(server, b, pending.id).reserve(1)).status).toBe(404);
    await expectLedgerClean(server);
  });

  it('never holds past a scheduled start, and refuses a hold shorter than a minute', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const [a, b, c] = await users(server, 3);
    const soon = await squadTournament(server, creator.id, { startsInMs: 10 * 60_000 });
    const res = await squadApi(server, a, soon.id).reserve(1);
    expect(res.status).toBe(201);
    const [row] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, soon.id));
    expect(Date.parse(res.body.expires_at)).toBe(row.startDate!.getTime());
    expect(teamOf(res.body.tournament, 1).hold_expires_at).toBe(row.startDate!.toISOString());

    const tooClose = await squadTournament(server, creator.id, { startsInMs: 30_000 });
    const before = await snapshot(server, tooClose.id);
    expect(await squadApi(server, b, tooClose.id).reserve(1)).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.holdTooShort },
    });
    const started = await squadTournament(server, creator.id, { startsInMs: -60_000 });
    expect(await squadApi(server, c, started.id).reserve(1)).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.holdTooShort },
    });
    expect(await snapshot(server, tooClose.id)).toEqual(before);
    expect(await coinsOf(server, b.id)).toBe(FEE);
    expect(await coinsOf(server, c.id)).toBe(FEE);
    await expectLedgerClean(server);
  });
});

describe('joining with the invite code', () => {
  it('takes the next free slot of the team paying the fee, until the team is full', async () => {
    const { captain, t, code } = await reserved();
    const friends = await users(server, 4);
    for (const [i, friend] of friends.slice(0, 3).entries()) {
      const res = await squadApi(server, friend, t.id).joinTeam(code);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ user_team_number: 2, user_slot_index: i + 1, current_players: i + 2 });
      expect(await coinsOf(server, friend.id)).toBe(0);
    }
    expect(await squadApi(server, friends[3], t.id).joinTeam(code)).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.squadFull },
    });
    expect(await coinsOf(server, friends[3].id)).toBe(FEE);
    // A friend already in does not get a second seat.
    expect(await squadApi(server, friends[0], t.id).joinTeam(code)).toMatchObject({
      status: 409,
      body: { detail: PLAY_TEXT.alreadySeated },
    });
    const joined = await actions(server, t.id, 'team_joined');
    expect(joined.map((a) => [a.playerId, (a.detail as { to: { slot_index: number } }).to.slot_index])).toEqual([
      [friends[0].id, 1],
      [friends[1].id, 2],
      [friends[2].id, 3],
    ]);
    const view = await squadApi(server, captain, t.id).view();
    expect(teamOf(view.body, 2).slots.map((s) => s.player_id)).toEqual([
      captain.id,
      ...friends.slice(0, 3).map((f) => f.id),
    ]);
    expect(view.body).toMatchObject({ current_players: 4, prize_pool: 4 * FEE });
    await expectLedgerClean(server);
  });

  it('forgives case, spaces and dashes in a code', async () => {
    const { t, code } = await reserved();
    const [friend] = await users(server, 1);
    const typed = `${code.slice(0, 5).toLowerCase()}- ${code.slice(5).toLowerCase()}`;
    expect((await squadApi(server, friend, t.id).joinTeam(typed)).status).toBe(200);
  });

  it('answers one 404 for a wrong, a renewed and an expired code, and moves no coin', async () => {
    const { captain, t, code } = await reserved();
    const other = await reserved();
    const [friend] = await users(server, 1);
    const api = squadApi(server, friend, t.id);
    const invalid = { status: 404, body: { detail: SQUAD_TEXT.inviteInvalid } };
    const before = await snapshot(server, t.id);
    expect(await api.joinTeam('ZZZZZZZZZZ')).toMatchObject(invalid);
    expect(await api.joinTeam('')).toMatchObject(invalid);
    // Another tournament's valid code is no key to this one.
    expect(await api.joinTeam(other.code)).toMatchObject(invalid);

    const renewed = await squadApi(server, captain, t.id).invite(2);
    expect(renewed.status).toBe(200);
    expect(renewed.body.invite_code).toMatch(CODE);
    expect(renewed.body.invite_code).not.toBe(code);
    expect(await api.joinTeam(code)).toMatchObject(invalid);

    await expireHold(server, t.id, 2);
    expect(await api.joinTeam(renewed.body.invite_code)).toMatchObject(invalid);
    expect(await snapshot(server, t.id)).toEqual(before);
    expect(await coinsOf(server, friend.id)).toBe(FEE);
  });

  it('a long code gets the wrong-code 404; only a body no code could be is a 400', async () => {
    const { t } = await reserved();
    const [friend] = await users(server, 1);
    const long = await squadApi(server, friend, t.id).joinTeam('A'.repeat(65));
    expect(long).toMatchObject({ status: 404, body: { detail: SQUAD_TEXT.inviteInvalid } });
    const huge = await squadApi(server, friend, t.id).joinTeam('A'.repeat(1_001));
    expect(huge).toMatchObject({ status: 400, body: { detail: SQUAD_TEXT.inviteInvalid } });
  });

  it('refuses a friend short of coins, and once entries are stopped, moving nothing', async () => {
    const { t, code } = await reserved();
    const poor = await createUser(server.ctx, { purchased: FEE - 1 });
    const [friend] = await users(server, 1);
    const before = await snapshot(server, t.id);
    expect(await squadApi(server, poor, t.id).joinTeam(code)).toMatchObject({
      status: 409,
      body: { detail: VALIDATION.insufficientCoins },
    });
    await server.ctx.db.update(tournaments).set({ entriesStopped: true }).where(eq(tournaments.id, t.id));
    expect(await squadApi(server, friend, t.id).joinTeam(code)).toMatchObject({
      status: 409,
      body: { detail: PLAY_TEXT.entriesStopped },
    });
    const after = await snapshot(server, t.id);
    expect({ ...after, t: { ...after.t, entriesStopped: false } }).toEqual(before);
    await expectLedgerClean(server);
  });
});

describe('renewing the code and releasing the hold', () => {
  it('a new code keeps the hold time; only the captain may renew or release; a team without a hold is 409', async () => {
    const { captain, t, code, res } = await reserved();
    const [friend, stranger] = await users(server, 2);
    expect((await squadApi(server, friend, t.id).joinTeam(code)).status).toBe(200);

    const renewed = await squadApi(server, captain, t.id).invite(2);
    expect(renewed.status).toBe(200);
    expect(renewed.body.expires_at).toBe(res.body.expires_at);
    expect(renewed.body.invite_url).toBe(
      `${server.ctx.config.PUBLIC_URL}/tournaments/${t.id}?invite=${renewed.body.invite_code}`,
    );

    for (const who of [friend, stranger]) {
      expect(await squadApi(server, who, t.id).invite(2)).toMatchObject({
        status: 403,
        body: { detail: SQUAD_TEXT.notCaptain },
      });
      expect(await squadApi(server, who, t.id).release(2)).toMatchObject({
        status: 403,
        body: { detail: SQUAD_TEXT.notCaptain },
      });
    }
    expect(await squadApi(server, captain, t.id).invite(1)).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.noHold },
    });
    expect(await squadApi(server, captain, t.id).release(3)).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.noHold },
    });
    expect((await squadApi(server, captain, t.id).invite(9)).status).toBe(400);
  });

  it('releasing frees the empty slots for everyone; seated teammates stay', async () => {
    const { captain, t, code } = await reserved();
    const [friend, stranger] = await users(server, 2);
    expect((await squadApi(server, friend, t.id).joinTeam(code)).status).toBe(200);
    expect(await squadApi(server, stranger, t.id).joinSlot(2, 3)).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.slotHeld },
    });

    const released = await squadApi(server, captain, t.id).release(2);
    expect(released.status).toBe(200);
    const team = teamOf(released.body, 2);
    expect(team).toMatchObject({ captain_username: null, hold_expires_at: null });
    expect(team.slots.map((s) => [s.player_id, s.held])).toEqual([
      [captain.id, false],
      [friend.id, false],
      [null, false],
      [null, false],
    ]);
    expect(await holdOf(server, t.id, 2)).toBeUndefined();
    const [line] = await actions(server, t.id, 'team_released');
    expect(line).toMatchObject({ actorId: captain.id, detail: { from: { team_number: 2 } } });
    expect(await squadApi(server, captain, t.id).release(2)).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.noHold },
    });
    expect(await squadApi(server, friend, t.id).joinTeam(code)).toMatchObject({ status: 404 });
    expect((await squadApi(server, stranger, t.id).joinSlot(2, 3)).status).toBe(200);
    await expectLedgerClean(server);
  });
});

describe('held slots', () => {
  it('refuse join-slot and change-slot; the creator and an admin still move, swap and kick', async () => {
    const { creator, captain, t, code } = await reserved();
    const admin = await createUser(server.ctx, { role: 'admin' });
    const [friend] = await users(server, 1);
    expect((await squadApi(server, friend, t.id).joinTeam(code)).status).toBe(200);
    const [p1, p2, stranger] = await seatNew(server, t, [
      [1, 0],
      [3, 0],
    ]).then(async (seated) => [...seated, ...(await users(server, 1))]);
    const held = { status: 409, body: { detail: SQUAD_TEXT.slotHeld } };
    expect(await squadApi(server, stranger, t.id).joinSlot(2, 2)).toMatchObject(held);
    expect(await squadApi(server, p1, t.id).changeSlot([1, 0], [2, 3])).toMatchObject(held);
    // The captain and the squad may not hop around inside the held team with change-slot either.
    expect(await squadApi(server, friend, t.id).changeSlot([2, 1], [2, 3])).toMatchObject(held);

    expect((await squadApi(server, creator, t.id).move([1, 0], [2, 2])).status).toBe(200);
    expect((await squadApi(server, admin, t.id).swap([2, 2], [3, 0])).status).toBe(200);
    const view = await squadApi(server, admin, t.id).view();
    expect(slotOf(view.body, 2, 2).player_id).toBe(p2.id);
    expect(slotOf(view.body, 3, 0).player_id).toBe(p1.id);
    expect((await squadApi(server, admin, t.id).kick(2, 1)).status).toBe(200);
    expect(await coinsOf(server, friend.id)).toBe(FEE);
    // The hold still stands for the slots left empty, and the captain's code still works.
    expect(slotOf((await squadApi(server, captain, t.id).view()).body, 2, 1).held).toBe(true);
    expect((await squadApi(server, stranger, t.id).joinTeam(code)).status).toBe(200);
    await expectLedgerClean(server);
  });

  it('an expired hold holds nothing at once, and the deadline job removes it', async () => {
    const { captain, t } = await reserved();
    const [stranger] = await users(server, 1);
    await expireHold(server, t.id, 2);
    const view = await squadApi(server, stranger, t.id).view();
    expect(teamOf(view.body, 2)).toMatchObject({ captain_username: null, hold_expires_at: null });
    expect(slotOf(view.body, 2, 1).held).toBe(false);
    expect((await squadApi(server, stranger, t.id).joinSlot(2, 1)).status).toBe(200);
    expect(await squadApi(server, captain, t.id).invite(2)).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.noHold },
    });

    await deadlines(server);
    expect(await holdOf(server, t.id, 2)).toBeUndefined();
    const [line] = await actions(server, t.id, 'team_released');
    expect(line).toMatchObject({ actorId: null, detail: { from: { team_number: 2 } } });
    // The team can be reserved again once it is empty.
    expect((await squadApi(server, stranger, t.id).leave()).status).toBe(200);
    expect((await squadApi(server, captain, t.id).leave()).status).toBe(200);
    expect((await squadApi(server, stranger, t.id).reserve(2)).status).toBe(201);
    await expectLedgerClean(server);
  });
});

describe('the invite code stays with the captain', () => {
  it('appears in no GET answer and no socket event, for anyone', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const captain = await createUser(ctx, { purchased: FEE });
    const admin = await createUser(ctx, { role: 'admin' });
    const [friend, outsider] = await users(server, 2);
    const t = await squadTournament(server, creator.id, { template: 'isolated_squad', maxTeams: 2 });
    const sockets = await Promise.all([captain, creator, admin, friend, outsider].map((u) => server.socket(u.token)));
    sockets.push(await server.socket());
    const heard = sockets.map(record);

    const reserve = await squadApi(server, captain, t.id).reserve(1);
    const first = reserve.body.invite_code as string;
    const renewed = await squadApi(server, captain, t.id).invite(1);
    const second = renewed.body.invite_code as string;
    expect((await squadApi(server, friend, t.id).joinTeam(second)).status).toBe(200);

    const gets = [];
    for (const who of [captain, creator, admin, friend, outsider, null]) {
      const api = as(server, who);
      gets.push(api.get(`/tournaments/${t.id}`), api.get('/tournaments'), api.get(`/tournaments/${t.id}/participants`));
      if (who) gets.push(api.get(`/tournaments/${t.id}/waitlist`), api.get('/users/me/joined-tournaments'));
    }
    gets.push(
      as(server, captain).get(`/tournaments/${t.id}/actions`),
      as(server, admin).get(`/tournaments/${t.id}/actions`),
    );
    const answers = await Promise.all(gets);
    for (const a of answers) expect(a.status).toBe(200);
    // Let the coalesced live updates of the steps above go out, then wait for them to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await deliveredSoFar(server, sockets);
    const everything = JSON.stringify([answers.map((a) => a.body), heard.map((h) => h.heard)]);
    expect(heard.some((h) => h.heard.length > 1)).toBe(true);
    expect(everything).not.toContain(first);
    expect(everything).not.toContain(second);
  });
});

describe("the captain's seat takes the hold with it", () => {
  /** A duo tournament of two teams: team 1 reserved (slot 1:1 held), team 2 full, one player waiting. */
  async function fullWithHold() {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const captain = await createUser(ctx, { purchased: 3, winnings: 7 });
    const t = await squadTournament(server, creator.id, { template: 'alcatraz_duo', maxTeams: 2 });
    expect((await squadApi(server, captain, t.id).reserve(1)).status).toBe(201);
    await seatNew(server, t, [
      [2, 0],
      [2, 1],
    ]);
    const [waiting] = await users(server, 1);
    // The held slot is not free to take: the tournament counts as full for the waitlist.
    expect((await squadApi(server, waiting, t.id).joinWaitlist()).status).toBe(200);
    return { creator, captain, waiting, t };
  }

  async function expectReleased(t: { id: string }, captainId: string, actorId: string) {
    expect(await holdOf(server, t.id, 1)).toBeUndefined();
    const lines = await actions(server, t.id, 'team_released');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actorId, playerId: captainId, detail: { from: { team_number: 1 } } });
  }

  it('when the captain leaves: the hold ends and the freed slots go to the waitlist', async () => {
    const { captain, waiting, t } = await fullWithHold();
    const socket = await server.socket(waiting.token);
    const heard = record(socket);
    expect((await squadApi(server, captain, t.id).leave()).status).toBe(200);
    await expectReleased(t, captain.id, captain.id);
    expect(await coinsOf(server, captain.id)).toBe(FEE);
    expect(await offers(server, t.id)).toEqual(new Map([[waiting.id, '1:0']]));
    await deliveredSoFar(server, [socket]);
    expect(heard.of('waitlist_offer')).toEqual([
      { tournament_id: t.id, team_number: 1, slot_index: 0, expires_at: expect.any(String) },
    ]);
    await expectLedgerClean(server);
  });

  it('when the creator kicks the captain', async () => {
    const { creator, captain, waiting, t } = await fullWithHold();
    expect((await squadApi(server, creator, t.id).kick(1, 0)).status).toBe(200);
    await expectReleased(t, captain.id, creator.id);
    expect(await coinsOf(server, captain.id)).toBe(FEE);
    expect(await offers(server, t.id)).toEqual(new Map([[waiting.id, '1:0']]));
    await expectLedgerClean(server);
  });

  it("when the captain's account is closed; the deadline job then offers the freed slots", async () => {
    const { captain, waiting, t } = await fullWithHold();
    const admin = await createUser(server.ctx, { role: 'admin' });
    expect((await as(server, admin).del(`/admin/players/${captain.id}`)).status).toBe(200);
    await expectReleased(t, captain.id, admin.id);
    expect(await seatOfPlayer(server, t.id, captain.id)).toBeUndefined();
    await deadlines(server);
    expect(await offers(server, t.id)).toEqual(new Map([[waiting.id, '1:0']]));
    await expectLedgerClean(server);
  });

  it('when the hold runs out, the deadline job offers its free slot to the waitlist', async () => {
    const { captain, waiting, t } = await fullWithHold();
    const socket = await server.socket(waiting.token);
    const heard = record(socket);
    await expireHold(server, t.id, 1);
    await deadlines(server);
    expect(await holdOf(server, t.id, 1)).toBeUndefined();
    expect(await offers(server, t.id)).toEqual(new Map([[waiting.id, '1:1']]));
    await deliveredSoFar(server, [socket]);
    expect(heard.of('waitlist_offer')).toMatchObject([{ tournament_id: t.id, team_number: 1, slot_index: 1 }]);
    expect(await seatOfPlayer(server, t.id, captain.id)).toBeDefined();
  });

  it('when the captain releases it, its free slot goes to the waitlist at once', async () => {
    const { captain, waiting, t } = await fullWithHold();
    expect((await squadApi(server, captain, t.id).release(1)).status).toBe(200);
    expect(await offers(server, t.id)).toEqual(new Map([[waiting.id, '1:1']]));
  });
});

describe('deleting or declining a tournament', () => {
  it('takes its holds, offers and waitlist with it', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const superAdmin = await createUser(ctx, { role: 'super_admin' });
    const captain = await createUser(ctx, { purchased: FEE });
    const t = await squadTournament(server, creator.id, { template: 'alcatraz_duo', maxTeams: 2 });
    expect((await squadApi(server, captain, t.id).reserve(1)).status).toBe(201);
    const [, leaver] = await seatNew(server, t, [
      [2, 0],
      [2, 1],
    ]);
    const waiting = await users(server, 2);
    for (const w of waiting) expect((await squadApi(server, w, t.id).joinWaitlist()).status).toBe(200);
    expect((await squadApi(server, leaver, t.id).leave()).status).toBe(200);
    expect((await offers(server, t.id)).size).toBe(1);

    expect((await as(server, superAdmin).del(`/admin/tournaments/${t.id}`)).status).toBe(200);
    expect(await ctx.db.select().from(teamHolds).where(eq(teamHolds.tournamentId, t.id))).toEqual([]);
    expect(await queue(server, t.id)).toEqual([]);
    expect(await coinsOf(server, captain.id)).toBe(FEE);
    await deadlines(server);
    await expectLedgerClean(server);

    // A pending tournament cannot be reserved through the API; its rows are put there directly.
    const admin = await createUser(ctx, { role: 'admin' });
    const pending = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', approved: false });
    await ctx.db.insert(teamHolds).values({
      tournamentId: pending.id,
      teamNumber: 1,
      captainId: captain.id,
      inviteCodeHash: 'x'.repeat(64),
      expiresAt: new Date(Date.now() + 60_000),
    });
    await ctx.db.insert(waitlistEntries).values({ tournamentId: pending.id, userId: waiting[0].id });
    expect((await as(server, admin).post(`/admin/decline-tournament/${pending.id}`)).status).toBe(200);
    expect(await ctx.db.select().from(teamHolds).where(eq(teamHolds.tournamentId, pending.id))).toEqual([]);
    expect(await queue(server, pending.id)).toEqual([]);
  });
});
