/**
 * Check-in: `check_in_minutes` is 0 or 5..60 and needs a scheduled start; seated players check in
 * inside the window before the start (idempotent), hear when it opens, and get the room details
 * only once checked in. At the start, every seat not checked in is freed with a full refund,
 * exactly once, and offered to the waitlist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PLAY_TEXT, SQUAD_TEXT } from '@squadhub/shared';
import { createTestServer, deliveredSoFar, type TestServer } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import { createBody, createTestTournament, seatPlayer, tournamentCount } from '../support/tournament-factories.js';
import { ledgerEntries, tournaments, waitlistEntries } from '../../src/db/schema.js';
import {
  FEE,
  actions,
  as,
  coinsOf,
  deadlines,
  expectLedgerClean,
  offers,
  record,
  seatNew,
  seatOfPlayer,
  seats,
  slotOf,
  squadApi,
  squadTournament,
  startIn,
  teamOf,
  tournamentRow,
  users,
} from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

const MIN = 60_000;
const inAnHour = () => new Date(Date.now() + 60 * MIN).toISOString();

describe('check_in_minutes', () => {
  it('is 0 or 5 to 60 at create, and needs a scheduled start', async () => {
    const player = await createUser(server.ctx);
    const create = (body: Record<string, unknown>) => as(server, player).post('/tournaments', createBody(body));
    const scheduled = { start_type: 'scheduled', start_date: inAnHour() };
    expect((await create(scheduled)).body.check_in_minutes).toBe(0);
    for (const minutes of [0, 5, 60]) {
      const res = await create({ ...scheduled, check_in_minutes: minutes });
      expect(res.status).toBe(201);
      expect(res.body.check_in_minutes).toBe(minutes);
    }
    const count = await tournamentCount(server.ctx);
    for (const minutes of [4, 61, 7.5, -5, '10']) {
      expect(await create({ ...scheduled, check_in_minutes: minutes })).toMatchObject({
        status: 400,
        body: { detail: SQUAD_TEXT.checkInMinutes },
      });
    }
    expect(await create({ check_in_minutes: 10 })).toMatchObject({
      status: 400,
      body: { detail: SQUAD_TEXT.checkInWhenFull },
    });
    expect((await create({ check_in_minutes: 0 })).status).toBe(201);
    expect(await tournamentCount(server.ctx)).toBe(count + 1);
  });

  it('is checked the same way by the admin full edit', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const superAdmin = await createUser(ctx, { role: 'super_admin' });
    const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo' });
    const edit = (body: object) => as(server, superAdmin).put(`/admin/tournaments/${t.id}/full-edit`, body);
    expect(await edit({ check_in_minutes: 10 })).toMatchObject({
      status: 400,
      body: { detail: SQUAD_TEXT.checkInWhenFull },
    });
    expect(await edit({ check_in_minutes: 3, start_date: inAnHour() })).toMatchObject({
      status: 400,
      body: { detail: SQUAD_TEXT.checkInMinutes },
    });
    const on = await edit({ check_in_minutes: 10, start_date: inAnHour() });
    expect(on.status).toBe(200);
    expect(on.body.tournament).toMatchObject({ check_in_minutes: 10, start_type: 'scheduled' });
    expect(await edit({ start_date: null })).toMatchObject({
      status: 400,
      body: { detail: SQUAD_TEXT.checkInWhenFull },
    });
    const off = await edit({ check_in_minutes: 0, start_date: null });
    expect(off.body.tournament).toMatchObject({ check_in_minutes: 0, start_type: 'when_full' });
    expect((await tournamentRow(server, t.id))!.checkInMinutes).toBe(0);
  });
});

describe('checking in', () => {
  it('is refused before the window, accepted (twice, idempotent) inside it, refused after the start', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const t = await squadTournament(server, creator.id, { startsInMs: 20 * MIN, checkInMinutes: 10 });
    const [p] = await seatNew(server, t, [[2, 1]]);
    const [outsider] = await users(server, 1);
    const api = squadApi(server, p, t.id);
    expect(await api.checkIn()).toMatchObject({ status: 409, body: { detail: SQUAD_TEXT.checkInNotOpen(10) } });

    await startIn(server, t.id, 5 * MIN);
    const first = await api.checkIn();
    expect(first.status).toBe(200);
    expect(slotOf(first.body, 2, 1)).toMatchObject({ player_id: p.id, checked_in: true });
    expect(first.body.check_in_minutes).toBe(10);
    const at = (await seatOfPlayer(server, t.id, p.id))!.checkedInAt;
    expect(at).toBeInstanceOf(Date);
    const again = await api.checkIn();
    expect(again.status).toBe(200);
    expect((await seatOfPlayer(server, t.id, p.id))!.checkedInAt).toEqual(at);
    expect(await actions(server, t.id, 'check_in')).toHaveLength(1);
    expect(await squadApi(server, outsider, t.id).checkIn()).toMatchObject({
      status: 409,
      body: { detail: PLAY_TEXT.notSeated },
    });

    await startIn(server, t.id, -1000);
    expect(await api.checkIn()).toMatchObject({ status: 409, body: { detail: SQUAD_TEXT.checkInClosed } });

    const off = await squadTournament(server, creator.id, { startsInMs: 5 * MIN });
    const [q] = await seatNew(server, off, [[1, 0]]);
    expect(await squadApi(server, q, off.id).checkIn()).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.checkInOff },
    });
    const whenFull = await squadTournament(server, creator.id);
    const [r] = await seatNew(server, whenFull, [[1, 0]]);
    expect(await squadApi(server, r, whenFull.id).checkIn()).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.checkInOff },
    });
  });

  it('a seat taken while the window is open counts as checked in, by join-slot, reserve and join-team', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const [joiner, captain, friend, early] = await users(server, 4);
    const t = await squadTournament(server, creator.id, { startsInMs: 20 * MIN, checkInMinutes: 10 });
    expect(slotOf((await squadApi(server, early, t.id).joinSlot(3, 1)).body, 3, 1).checked_in).toBe(false);

    await startIn(server, t.id, 5 * MIN);
    expect(slotOf((await squadApi(server, joiner, t.id).joinSlot(1, 1)).body, 1, 1).checked_in).toBe(true);
    const reserved = await squadApi(server, captain, t.id).reserve(2);
    expect(slotOf(reserved.body.tournament, 2, 0).checked_in).toBe(true);
    const joined = await squadApi(server, friend, t.id).joinTeam(reserved.body.invite_code);
    expect(slotOf(joined.body, 2, 1).checked_in).toBe(true);
    // The seat taken before the window still has to check in.
    expect(slotOf(joined.body, 3, 1).checked_in).toBe(false);
    await expectLedgerClean(server);
  });
});

describe('check_in_open', () => {
  it('tells each seated player not checked in, once, when the window opens; nobody else', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const t = await squadTournament(server, creator.id, { startsInMs: 5 * MIN, checkInMinutes: 10 });
    const notYet = await squadTournament(server, creator.id, { startsInMs: 30 * MIN, checkInMinutes: 10 });
    const [p1, p2] = await seatNew(server, t, [
      [1, 0],
      [2, 1],
    ]);
    const [elsewhere] = await seatNew(server, notYet, [[1, 0]]);
    const [outsider] = await users(server, 1);
    expect((await squadApi(server, p2, t.id).checkIn()).status).toBe(200);
    const sockets = await Promise.all([p1, p2, elsewhere, outsider, creator].map((u) => server.socket(u.token)));
    const heard = sockets.map(record);

    await deadlines(server);
    await deadlines(server);
    await deliveredSoFar(server, sockets);
    const start = (await tournamentRow(server, t.id))!.startDate!.toISOString();
    expect(heard[0].of('check_in_open')).toEqual([
      { tournament_id: t.id, tournament_title: t.title, closes_at: start },
    ]);
    for (const h of heard.slice(1)) expect(h.of('check_in_open').filter((e) => e.tournament_id === t.id)).toEqual([]);
    expect(heard[2].of('check_in_open')).toEqual([]);
    expect((await tournamentRow(server, t.id))!.checkInOpenedAt).toBeInstanceOf(Date);
    expect((await tournamentRow(server, notYet.id))!.checkInOpenedAt).toBeNull();
  });
});

describe('room details with check-in on', () => {
  it('reach a seat once it checked in; a seat freed at the start never gets them', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const admin = await createUser(ctx, { role: 'admin' });
    const t = await squadTournament(server, creator.id, { startsInMs: 5 * MIN, checkInMinutes: 10 });
    const [p1, p2] = await seatNew(server, t, [
      [1, 0],
      [2, 0],
    ]);
    const [s1, s2] = await Promise.all([server.socket(p1.token), server.socket(p2.token)]);
    const heard1 = record(s1);
    const heard2 = record(s2);

    expect(
      (await as(server, creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'CHK777' })).status,
    ).toBe(200);
    for (const p of [p1, p2]) {
      const view = await squadApi(server, p, t.id).view();
      expect(view.body).toMatchObject({ room_code: null, has_room_details: true, user_team_number: p === p1 ? 1 : 2 });
    }
    for (const manager of [creator, admin])
      expect((await squadApi(server, manager, t.id).view()).body.room_code).toBe('CHK777');
    await deliveredSoFar(server, [s1, s2]);
    expect(heard1.of('room_details_updated')).toEqual([]);

    const checkedIn = await squadApi(server, p1, t.id).checkIn();
    expect(checkedIn.body.room_code).toBe('CHK777');
    await deliveredSoFar(server, [s1]);
    expect(heard1.of('room_details_updated')).toMatchObject([{ tournament_id: t.id, room_code: 'CHK777' }]);
    // The list and the joined list show it the same way.
    const mine = await as(server, p2).get('/users/me/joined-tournaments');
    expect(mine.body.find((x: { id: string }) => x.id === t.id)).toMatchObject({ room_code: null });
    const theirs = await as(server, p1).get('/users/me/joined-tournaments');
    expect(theirs.body.find((x: { id: string }) => x.id === t.id)).toMatchObject({ room_code: 'CHK777' });

    await startIn(server, t.id, -1000);
    await deadlines(server);
    const after = await squadApi(server, p2, t.id).view();
    expect(after.body).toMatchObject({ room_code: null, user_team_number: null });
    expect((await squadApi(server, p1, t.id).view()).body.room_code).toBe('CHK777');
    await deliveredSoFar(server, [s1, s2]);
    expect(JSON.stringify(heard2.heard)).not.toContain('CHK777');
    expect(heard2.of('player_kicked')).toMatchObject([{ tournament_id: t.id, player_id: p2.id, is_self_kick: false }]);
    expect(await coinsOf(server, p2.id)).toBe(FEE);
    await expectLedgerClean(server);
  });
});

describe('the no-show release at the start', () => {
  /** A full duo tournament of two teams starting in 5 minutes, check-in 10; seats 1:1 and 2:1 checked in. */
  async function fullAtCheckIn() {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const t = await squadTournament(server, creator.id, { maxTeams: 2, startsInMs: 5 * MIN, checkInMinutes: 10 });
    const noShow1 = await createUser(ctx, { purchased: 4, winnings: 6 });
    await seatPlayer(ctx, t, noShow1.id, 1, 0);
    const [here1, noShow2, here2] = await seatNew(server, t, [
      [1, 1],
      [2, 0],
      [2, 1],
    ]);
    for (const p of [here1, here2]) expect((await squadApi(server, p, t.id).checkIn()).status).toBe(200);
    const waiting = await users(server, 3);
    for (const w of waiting) expect((await squadApi(server, w, t.id).joinWaitlist()).status).toBe(200);
    return { creator, t, noShow1, noShow2, here1, here2, waiting };
  }

  it('frees and refunds every seat not checked in, logs it, offers the seats to the waitlist, once', async () => {
    const ctx = server.ctx;
    const { t, noShow1, noShow2, here1, here2, waiting } = await fullAtCheckIn();
    const sockets = await Promise.all(waiting.map((w) => server.socket(w.token)));
    const heard = sockets.map(record);
    await deadlines(server);
    // Not yet: the start has not come.
    expect(await seats(server, t.id)).toHaveLength(4);

    await startIn(server, t.id, -1000);
    await deadlines(server);
    const left = await seats(server, t.id);
    expect(left.map((s) => s.playerId).sort()).toEqual([here1.id, here2.id].sort());
    expect(await ctx.db.select().from(tournaments).where(eq(tournaments.id, t.id))).toMatchObject([
      { currentPlayers: 2, prizePool: 2 * FEE, noShowsReleasedAt: expect.any(Date) },
    ]);
    // Each part of the fee back to its own bucket.
    const refund = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, noShow1.id), eq(ledgerEntries.reason, 'entry_refund')));
    expect(refund.map((e) => [e.bucket, e.delta]).sort()).toEqual([
      ['purchased', 4],
      ['winnings', 6],
    ]);
    expect(await coinsOf(server, noShow2.id)).toBe(FEE);
    const lines = await actions(server, t.id, 'no_show');
    expect(lines.map((l) => [l.playerId, l.detail]).sort()).toEqual(
      [
        [noShow1.id, { from: { team_number: 1, slot_index: 0 }, coins: FEE }],
        [noShow2.id, { from: { team_number: 2, slot_index: 0 }, coins: FEE }],
      ].sort(),
    );
    // The two seats go to the first two in line, one each; the third waits.
    expect(await offers(server, t.id)).toEqual(
      new Map([
        [waiting[0].id, '1:0'],
        [waiting[1].id, '2:0'],
      ]),
    );
    await deliveredSoFar(server, sockets);
    expect(heard[0].of('waitlist_offer')).toMatchObject([{ tournament_id: t.id, team_number: 1, slot_index: 0 }]);
    expect(heard[1].of('waitlist_offer')).toMatchObject([{ tournament_id: t.id, team_number: 2, slot_index: 0 }]);
    expect(heard[2].of('waitlist_offer')).toEqual([]);
    expect(await squadApi(server, noShow1, t.id).checkIn()).toMatchObject({
      status: 409,
      body: { detail: SQUAD_TEXT.checkInClosed },
    });

    // A seat taken from the waitlist after the start is checked in; the release does not run again.
    const accepted = await squadApi(server, waiting[0], t.id).accept();
    expect(accepted.status).toBe(200);
    expect(slotOf(accepted.body, 1, 0)).toMatchObject({ player_id: waiting[0].id, checked_in: true });
    expect((await squadApi(server, waiting[1], t.id).decline()).status).toBe(200);
    expect(await offers(server, t.id)).toEqual(new Map([[waiting[2].id, '2:0']]));
    expect((await squadApi(server, waiting[2], t.id).leaveWaitlist()).status).toBe(200);
    const [late] = await users(server, 1);
    await seatPlayer(ctx, t, late.id, 2, 0);
    await deadlines(server);
    expect(await seatOfPlayer(server, t.id, late.id)).toBeDefined();
    expect(await actions(server, t.id, 'no_show')).toHaveLength(2);
    await expectLedgerClean(server);
  });

  it('a new start (reschedule) opens a new window and a new release', async () => {
    const ctx = server.ctx;
    const { creator, t, here1 } = await fullAtCheckIn();
    await startIn(server, t.id, -1000);
    await deadlines(server);
    expect(await seats(server, t.id)).toHaveLength(2);
    // Nobody waits: the seat given to the late player below stays theirs until the start.
    await ctx.db.delete(waitlistEntries).where(eq(waitlistEntries.tournamentId, t.id));
    const [late] = await users(server, 1);
    await seatPlayer(ctx, t, late.id, 1, 0);
    const moved = await as(server, creator).put(`/tournaments/${t.id}/update-rules-date`, {
      start_date: new Date(Date.now() + 5 * MIN).toISOString(),
    });
    expect(moved.status).toBe(200);
    expect(await tournamentRow(server, t.id)).toMatchObject({ noShowsReleasedAt: null, checkInOpenedAt: null });
    await startIn(server, t.id, -1000);
    await deadlines(server);
    expect(await seatOfPlayer(server, t.id, late.id)).toBeUndefined();
    // Checked in before: still checked in.
    expect(await seatOfPlayer(server, t.id, here1.id)).toMatchObject({ checkedInAt: expect.any(Date) });
    expect(teamOf((await squadApi(server, creator, t.id).view()).body, 1).slots[1]).toMatchObject({ checked_in: true });
    await expectLedgerClean(server);
  });

  it('does nothing for tournaments without check-in', async () => {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id, { startsInMs: -60_000 });
    const [p] = await seatNew(server, t, [[1, 0]]);
    await deadlines(server);
    expect(await seatOfPlayer(server, t.id, p.id)).toBeDefined();
    expect((await tournamentRow(server, t.id))!.noShowsReleasedAt).toBeNull();
  });
});
