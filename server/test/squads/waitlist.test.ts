/**
 * The waitlist: players queue for a tournament with no seat free to take (no coins move); a seat
 * that frees is offered to the first in line, held for them WAITLIST_OFFER_SECONDS, and told to
 * them alone; they accept (paying the fee), decline, or let it run out, and the seat goes on down
 * the line. Managers see the names; everyone sees the count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLAY_TEXT, SQUAD_TEXT, VALIDATION, WAITLIST_OFFER_SECONDS_DEFAULT } from '@squadhub/shared';
import { createTestServer, deliveredSoFar, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { ledgerEntries, tournaments } from '../../src/db/schema.js';
import {
  FEE,
  actions,
  as,
  coinsOf,
  deadlines,
  expectLedgerClean,
  expireOffer,
  offers,
  queue,
  record,
  seatNew,
  seatOfPlayer,
  slotOf,
  squadApi,
  squadTournament,
  users,
} from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

/** A full duo tournament of two teams (4 seats) and `waiting` players in line, in order. */
async function fullWithQueue(waiting = 2, opts: { waiterCoins?: number[] } = {}) {
  const ctx = server.ctx;
  const creator = await createUser(ctx);
  const t = await squadTournament(server, creator.id, { maxTeams: 2 });
  const seated = await seatNew(server, t, [
    [1, 0],
    [1, 1],
    [2, 0],
    [2, 1],
  ]);
  const line: TestUser[] = [];
  for (let i = 0; i < waiting; i++) {
    const w = await createUser(ctx, { purchased: opts.waiterCoins?.[i] ?? FEE });
    expect((await squadApi(server, w, t.id).joinWaitlist()).status).toBe(200);
    line.push(w);
  }
  return { creator, t, seated, line };
}

const ledgerSize = async () => (await server.ctx.db.select({ id: ledgerEntries.id }).from(ledgerEntries)).length;

describe('joining and leaving the waitlist', () => {
  it('only when no seat is free to take; no coins move; once per player; not for the seated', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const t = await squadTournament(server, creator.id, { maxTeams: 2 });
    const [w1, w2] = await users(server, 2);
    const seated = await seatNew(server, t, [
      [1, 0],
      [1, 1],
      [2, 0],
    ]);
    expect(await squadApi(server, w1, t.id).joinWaitlist()).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.seatFree },
    });
    await seatNew(server, t, [[2, 1]]);

    const rows = await ledgerSize();
    const joined = await squadApi(server, w1, t.id).joinWaitlist();
    expect(joined).toMatchObject({ status: 200, body: { count: 1, position: 1, offer: null } });
    expect(joined.body).not.toHaveProperty('entries');
    expect(await ledgerSize()).toBe(rows);
    expect(await coinsOf(server, w1.id)).toBe(FEE);
    expect(await squadApi(server, w1, t.id).joinWaitlist()).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.onWaitlistAlready },
    });
    expect(await squadApi(server, seated[0], t.id).joinWaitlist()).toMatchObject({
      status: 409,
      body: { detail: PLAY_TEXT.alreadySeated },
    });
    expect((await squadApi(server, null, t.id).joinWaitlist()).status).toBe(401);
    expect((await squadApi(server, w2, t.id).joinWaitlist()).body).toMatchObject({ count: 2, position: 2 });
    expect((await squadApi(server, w2, t.id).view()).body.waitlist_count).toBe(2);
    const listed = await as(server, null).get('/tournaments');
    expect(listed.body.find((x: { id: string }) => x.id === t.id)?.waitlist_count).toBe(2);

    await ctx.db.update(tournaments).set({ entriesStopped: true }).where(eq(tournaments.id, t.id));
    const [late] = await users(server, 1);
    expect(await squadApi(server, late, t.id).joinWaitlist()).toMatchObject({
      status: 409,
      body: { detail: PLAY_TEXT.entriesStopped },
    });
  });

  it('shows the count and own place to players, the names to the creator and admins', async () => {
    const { creator, t, line } = await fullWithQueue(2);
    const admin = await createUser(server.ctx, { role: 'admin' });
    const [outsider] = await users(server, 1);
    expect((await squadApi(server, line[1], t.id).waitlist()).body).toEqual({ count: 2, position: 2, offer: null });
    expect((await squadApi(server, outsider, t.id).waitlist()).body).toEqual({ count: 2, position: null, offer: null });
    for (const manager of [creator, admin]) {
      expect((await squadApi(server, manager, t.id).waitlist()).body).toEqual({
        count: 2,
        position: null,
        offer: null,
        entries: [line[0].username, line[1].username],
      });
    }
    expect((await squadApi(server, null, t.id).waitlist()).status).toBe(401);

    const left = await squadApi(server, line[0], t.id).leaveWaitlist();
    expect(left).toMatchObject({ status: 200, body: { count: 1, position: null, offer: null } });
    expect(await squadApi(server, line[0], t.id).leaveWaitlist()).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.notOnWaitlist },
    });
    expect((await squadApi(server, line[1], t.id).waitlist()).body).toMatchObject({ count: 1, position: 1 });
  });
});

describe('an offer', () => {
  it('goes to the first in line alone when a seat frees, holds the seat, and is taken by accepting', async () => {
    const { creator, t, seated, line } = await fullWithQueue(2);
    const [stranger] = await users(server, 1);
    const sockets = await Promise.all([line[0], line[1], seated[1], creator].map((u) => server.socket(u.token)));
    const heard = sockets.map(record);

    expect((await squadApi(server, seated[2], t.id).leave()).status).toBe(200);
    await deliveredSoFar(server, sockets);
    const [event] = heard[0].of<{ expires_at: string }>('waitlist_offer');
    expect(event).toEqual({ tournament_id: t.id, team_number: 2, slot_index: 0, expires_at: expect.any(String) });
    const lasts = (Date.parse(event.expires_at) - Date.now()) / 1000;
    expect(lasts).toBeGreaterThan(WAITLIST_OFFER_SECONDS_DEFAULT - 10);
    expect(lasts).toBeLessThanOrEqual(WAITLIST_OFFER_SECONDS_DEFAULT);
    for (const h of heard.slice(1)) expect(h.of('waitlist_offer')).toEqual([]);
    expect((await squadApi(server, line[0], t.id).waitlist()).body).toEqual({
      count: 2,
      position: 1,
      offer: { team_number: 2, slot_index: 0, expires_at: event.expires_at },
    });
    expect((await squadApi(server, line[1], t.id).waitlist()).body).toEqual({ count: 2, position: 2, offer: null });
    const [offered] = await actions(server, t.id, 'waitlist_offered');
    expect(offered).toMatchObject({ playerId: line[0].id, detail: { to: { team_number: 2, slot_index: 0 } } });

    // Held: nobody else takes it.
    expect(slotOf((await squadApi(server, stranger, t.id).view()).body, 2, 0).held).toBe(true);
    const refusal = { status: 409, body: { detail: SQUAD_TEXT.slotOffered } };
    expect(await squadApi(server, stranger, t.id).joinSlot(2, 0)).toMatchObject(refusal);
    expect(await squadApi(server, seated[3], t.id).changeSlot([2, 1], [2, 0])).toMatchObject(refusal);
    expect(await squadApi(server, line[1], t.id).joinSlot(2, 0)).toMatchObject(refusal);
    expect(await squadApi(server, line[1], t.id).accept()).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.noOffer },
    });

    const accepted = await squadApi(server, line[0], t.id).accept();
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      user_team_number: 2,
      user_slot_index: 0,
      current_players: 4,
      waitlist_count: 1,
    });
    expect(slotOf(accepted.body, 2, 0)).toMatchObject({ player_id: line[0].id, held: false });
    expect(await coinsOf(server, line[0].id)).toBe(0);
    expect((await squadApi(server, line[0], t.id).waitlist()).body).toEqual({ count: 1, position: null, offer: null });
    const [took] = await actions(server, t.id, 'waitlist_accepted');
    expect(took).toMatchObject({ actorId: line[0].id, detail: { to: { team_number: 2, slot_index: 0 }, coins: FEE } });
    expect(await squadApi(server, line[0], t.id).accept()).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.noOffer },
    });
    await expectLedgerClean(server);
  });

  it('with too few coins: 409 Insufficient coins, the player leaves the line and the seat passes on', async () => {
    const { t, seated, line } = await fullWithQueue(2, { waiterCoins: [FEE - 1, FEE] });
    const socket = await server.socket(line[1].token);
    const heard = record(socket);
    expect((await squadApi(server, seated[0], t.id).leave()).status).toBe(200);
    expect(await offers(server, t.id)).toEqual(new Map([[line[0].id, '1:0']]));
    const rows = await ledgerSize();
    expect(await squadApi(server, line[0], t.id).accept()).toMatchObject({
      status: 409,
      body: { detail: VALIDATION.insufficientCoins },
    });
    expect(await ledgerSize()).toBe(rows);
    expect(await coinsOf(server, line[0].id)).toBe(FEE - 1);
    expect((await squadApi(server, line[0], t.id).waitlist()).body).toMatchObject({ position: null, count: 1 });
    expect(await offers(server, t.id)).toEqual(new Map([[line[1].id, '1:0']]));
    await deliveredSoFar(server, [socket]);
    expect(heard.of('waitlist_offer')).toMatchObject([{ team_number: 1, slot_index: 0 }]);
    const [passed] = await actions(server, t.id, 'waitlist_passed');
    expect(passed).toMatchObject({
      playerId: line[0].id,
      actorId: line[0].id,
      detail: { from: { team_number: 1, slot_index: 0 } },
    });
    expect((await squadApi(server, line[1], t.id).accept()).status).toBe(200);
    await expectLedgerClean(server);
  });

  it('declined, passes to the next in line at once; without an offer, decline is 409', async () => {
    const { t, seated, line } = await fullWithQueue(2);
    expect(await squadApi(server, line[0], t.id).decline()).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.noOffer },
    });
    expect((await squadApi(server, seated[3], t.id).leave()).status).toBe(200);
    const declined = await squadApi(server, line[0], t.id).decline();
    expect(declined).toMatchObject({ status: 200, body: { count: 1, position: null, offer: null } });
    expect(await offers(server, t.id)).toEqual(new Map([[line[1].id, '2:1']]));
    expect(await actions(server, t.id, 'waitlist_passed')).toMatchObject([
      { playerId: line[0].id, actorId: line[0].id },
    ]);
  });

  it('left with the waitlist, passes on too', async () => {
    const { t, seated, line } = await fullWithQueue(2);
    expect((await squadApi(server, seated[3], t.id).leave()).status).toBe(200);
    expect((await squadApi(server, line[0], t.id).leaveWaitlist()).status).toBe(200);
    expect(await offers(server, t.id)).toEqual(new Map([[line[1].id, '2:1']]));
  });

  it('run out, is refused at once and passed on by the deadline job', async () => {
    const { t, seated, line } = await fullWithQueue(2);
    const socket = await server.socket(line[1].token);
    const heard = record(socket);
    expect((await squadApi(server, seated[1], t.id).leave()).status).toBe(200);
    await expireOffer(server, t.id, line[0].id);
    expect(await squadApi(server, line[0], t.id).accept()).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.noOffer },
    });
    expect((await squadApi(server, line[0], t.id).waitlist()).body.offer).toBeNull();
    await deadlines(server);
    expect(await queue(server, t.id)).toMatchObject([{ userId: line[1].id, offerTeamNumber: 1, offerSlotIndex: 1 }]);
    await deliveredSoFar(server, [socket]);
    expect(heard.of('waitlist_offer')).toMatchObject([{ team_number: 1, slot_index: 1 }]);
    expect(await actions(server, t.id, 'waitlist_passed')).toMatchObject([{ playerId: line[0].id, actorId: null }]);
    expect(await coinsOf(server, line[0].id)).toBe(FEE);
  });

  it('held by a player whose account is closed, is offered on by the deadline job', async () => {
    const { t, seated, line } = await fullWithQueue(2);
    const admin = await createUser(server.ctx, { role: 'admin' });
    expect((await squadApi(server, seated[2], t.id).leave()).status).toBe(200);
    expect(await offers(server, t.id)).toEqual(new Map([[line[0].id, '2:0']]));
    expect((await as(server, admin).del(`/admin/players/${line[0].id}`)).status).toBe(200);
    expect((await queue(server, t.id)).map((e) => e.userId)).toEqual([line[1].id]);
    await deadlines(server);
    expect(await offers(server, t.id)).toEqual(new Map([[line[1].id, '2:0']]));
    await expectLedgerClean(server);
  });

  it("follows a creator's kick; a seat that frees with nobody waiting is simply free", async () => {
    const { creator, t, seated, line } = await fullWithQueue(1);
    expect((await squadApi(server, creator, t.id).kick(1, 1)).status).toBe(200);
    expect(await offers(server, t.id)).toEqual(new Map([[line[0].id, '1:1']]));
    expect((await squadApi(server, seated[0], t.id).leave()).status).toBe(200);
    expect(await offers(server, t.id)).toEqual(new Map([[line[0].id, '1:1']]));
    const [stranger] = await users(server, 1);
    expect((await squadApi(server, stranger, t.id).joinSlot(1, 0)).status).toBe(200);
    await expectLedgerClean(server);
  });

  it('ends when a manager moves a player onto the seat; the player keeps their place and gets the seat freed', async () => {
    const { creator, t, seated, line } = await fullWithQueue(1);
    expect((await squadApi(server, seated[0], t.id).leave()).status).toBe(200);
    expect(await offers(server, t.id)).toEqual(new Map([[line[0].id, '1:0']]));
    expect((await squadApi(server, creator, t.id).move([2, 1], [1, 0])).status).toBe(200);
    expect(await offers(server, t.id)).toEqual(new Map([[line[0].id, '2:1']]));
    expect((await squadApi(server, line[0], t.id).accept()).body).toMatchObject({
      user_team_number: 2,
      user_slot_index: 1,
    });
    await expectLedgerClean(server);
  });

  it('is not made while entries are stopped, and cannot be accepted then', async () => {
    const { t, seated, line } = await fullWithQueue(2);
    expect((await squadApi(server, seated[0], t.id).leave()).status).toBe(200);
    await server.ctx.db.update(tournaments).set({ entriesStopped: true }).where(eq(tournaments.id, t.id));
    expect(await squadApi(server, line[0], t.id).accept()).toMatchObject({
      status: 409,
      body: { detail: PLAY_TEXT.entriesStopped },
    });
    expect(await seatOfPlayer(server, t.id, line[0].id)).toBeUndefined();
    await server.ctx.db.update(tournaments).set({ entriesStopped: false }).where(eq(tournaments.id, t.id));
    expect((await squadApi(server, line[0], t.id).accept()).status).toBe(200);
    await expectLedgerClean(server);
  });
});

describe('edge cases of the queue', () => {
  it('a waiting player who got a seat another way is not offered a second one', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const captain = await createUser(ctx, { purchased: FEE });
    const t = await squadTournament(server, creator.id, { maxTeams: 2 });
    const reserve = await squadApi(server, captain, t.id).reserve(1);
    const [p, q] = await seatNew(server, t, [
      [2, 0],
      [2, 1],
    ]);
    const [friend, other] = await users(server, 2, 2 * FEE);
    // Held slot 1:1 is not free: the friend may queue, then joins the squad with the code.
    expect((await squadApi(server, friend, t.id).joinWaitlist()).status).toBe(200);
    expect((await squadApi(server, other, t.id).joinWaitlist()).status).toBe(200);
    expect((await squadApi(server, friend, t.id).joinTeam(reserve.body.invite_code)).status).toBe(200);

    expect((await squadApi(server, p, t.id).leave()).status).toBe(200);
    // The freed seat goes to the next player still waiting.
    expect(await offers(server, t.id)).toEqual(new Map([[other.id, '2:0']]));
    expect((await squadApi(server, q, t.id).leave()).status).toBe(200);
    // They are out of the line: nothing to accept (before the fix, accepting a second seat was a 500).
    expect(await squadApi(server, friend, t.id).accept()).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.noOffer },
    });
    expect((await squadApi(server, friend, t.id).waitlist()).body).toMatchObject({ position: null });
    expect(await seatOfPlayer(server, t.id, friend.id)).toMatchObject({ teamNumber: 1, slotIndex: 1 });
    expect(await coinsOf(server, friend.id)).toBe(FEE);
    await expectLedgerClean(server);
  });

  it('a player holding an offer who takes another seat with join-slot cannot accept a second one', async () => {
    const { t, seated, line } = await fullWithQueue(1, { waiterCoins: [2 * FEE] });
    const [w] = line;
    expect((await squadApi(server, seated[0], t.id).leave()).status).toBe(200);
    expect((await squadApi(server, seated[3], t.id).leave()).status).toBe(200);
    // One offer for the one player in line; the second seat is free to anyone, them included.
    expect(await offers(server, t.id)).toEqual(new Map([[w.id, '1:0']]));
    expect((await squadApi(server, w, t.id).joinSlot(2, 1)).status).toBe(200);
    // The join ended their wait at once: the offer went with it.
    expect(await queue(server, t.id)).toEqual([]);
    expect(await squadApi(server, w, t.id).accept()).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.noOffer },
    });
    expect(await seatOfPlayer(server, t.id, w.id)).toMatchObject({ teamNumber: 2, slotIndex: 1 });
    expect(await coinsOf(server, w.id)).toBe(FEE);
    expect(await queue(server, t.id)).toEqual([]);
    await expectLedgerClean(server);
  });

  it('stopping entries ends the squad holds and empties the queue, offers included', async () => {
    const { creator, t, seated, line } = await fullWithQueue(2);
    expect((await squadApi(server, seated[0], t.id).leave()).status).toBe(200);
    expect((await offers(server, t.id)).size).toBe(1);
    const stopped = await as(server, creator).post(`/tournaments/${t.id}/stop-entries`);
    expect(stopped.status).toBe(200);
    expect(await queue(server, t.id)).toEqual([]);
    expect(slotOf((await squadApi(server, line[1], t.id).view()).body, 1, 0).held).toBe(false);
    expect(await squadApi(server, line[0], t.id).accept()).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.noOffer },
    });

    const captain = await createUser(server.ctx, { purchased: FEE });
    const other = await squadTournament(server, creator.id, { maxTeams: 2 });
    const reserve = await squadApi(server, captain, other.id).reserve(1);
    expect((await as(server, creator).post(`/tournaments/${other.id}/stop-entries`)).status).toBe(200);
    const view = await squadApi(server, captain, other.id).view();
    expect(view.body.teams[0]).toMatchObject({ captain_username: null, hold_expires_at: null });
    const [friend] = await users(server, 1);
    expect((await squadApi(server, friend, other.id).joinTeam(reserve.body.invite_code)).status).toBe(404);
  });

  it('two offers running out together pass on to two different players', async () => {
    const { t, seated, line } = await fullWithQueue(4);
    expect((await squadApi(server, seated[0], t.id).leave()).status).toBe(200);
    expect((await squadApi(server, seated[1], t.id).leave()).status).toBe(200);
    expect(await offers(server, t.id)).toEqual(
      new Map([
        [line[0].id, '1:0'],
        [line[1].id, '1:1'],
      ]),
    );
    await expireOffer(server, t.id, line[0].id);
    await expireOffer(server, t.id, line[1].id);
    await deadlines(server);
    const now = await offers(server, t.id);
    expect(new Set(now.values())).toEqual(new Set(['1:0', '1:1']));
    expect([...now.keys()].sort()).toEqual([line[2].id, line[3].id].sort());
    expect((await queue(server, t.id)).map((e) => e.userId).sort()).toEqual([line[2].id, line[3].id].sort());
  });

  it('a seat freed while a run-out offer waits for the deadline job goes to the next in line', async () => {
    const { t, seated, line } = await fullWithQueue(2);
    expect((await squadApi(server, seated[0], t.id).leave()).status).toBe(200);
    await expireOffer(server, t.id, line[0].id);
    // Before the deadline job runs, another seat frees.
    const leave = await squadApi(server, seated[3], t.id).leave();
    expect(leave.status).toBe(200);
    expect((await offers(server, t.id)).get(line[1].id)).toBeDefined();
    await deadlines(server);
    const now = await offers(server, t.id);
    expect(now.get(line[0].id)).toBeUndefined();
    expect(now.get(line[1].id)).toBeDefined();
    await expectLedgerClean(server);
  });

  it('an offer or a hold on a team the grid no longer has seats no one there', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const superAdmin = await createUser(ctx, { role: 'super_admin' });
    const captain = await createUser(ctx, { purchased: FEE });
    const t = await squadTournament(server, creator.id, { maxTeams: 3 });
    expect((await squadApi(server, captain, t.id).reserve(1)).status).toBe(201);
    const [, , leaver] = await seatNew(server, t, [
      [2, 0],
      [2, 1],
      [3, 0],
      [3, 1],
    ]);
    const [w] = await users(server, 1);
    expect((await squadApi(server, w, t.id).joinWaitlist()).status).toBe(200);
    expect((await squadApi(server, leaver, t.id).leave()).status).toBe(200);
    expect((await squadApi(server, creator, t.id).kick(3, 1)).status).toBe(200);
    expect(await offers(server, t.id)).toEqual(new Map([[w.id, '3:0']]));
    // Team 3 is empty: the super admin may take it out of the grid, offer and all.
    const edit = (id: string, body: object) => as(server, superAdmin).put(`/admin/tournaments/${id}/full-edit`, body);
    expect((await edit(t.id, { max_teams: 2 })).status).toBe(200);
    expect(await squadApi(server, w, t.id).accept()).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.noOffer },
    });
    expect(await seatOfPlayer(server, t.id, w.id)).toBeUndefined();
    expect((await squadApi(server, w, t.id).waitlist()).body).toMatchObject({ position: 1, offer: null });

    // A squad hold on a team taken out of the grid: its code seats no one.
    const t2 = await squadTournament(server, creator.id, { maxTeams: 2 });
    const captain2 = await createUser(ctx, { purchased: FEE });
    const reserve = await squadApi(server, captain2, t2.id).reserve(2);
    expect(reserve.status).toBe(201);
    expect((await squadApi(server, creator, t2.id).move([2, 0], [1, 0])).status).toBe(200);
    expect((await edit(t2.id, { max_teams: 1 })).status).toBe(200);
    const [friend] = await users(server, 1);
    expect(await squadApi(server, friend, t2.id).joinTeam(reserve.body.invite_code)).toMatchObject({
      status: 404,
      body: { detail: SQUAD_TEXT.inviteInvalid },
    });
    expect(await seatOfPlayer(server, t2.id, friend.id)).toBeUndefined();
    await expectLedgerClean(server);
  });
});
