/** Room code, chat, winners, leaderboards, the sweep and open lobbies, through HTTP and sockets. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHAT_MESSAGE_MAX, PLAY_TEXT, SUCCESS, VALIDATION } from '@squadhub/shared';
import { createTestServer, deliveredSoFar, nextEvent, type TestServer } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { tournamentWinners, tournaments } from '../../src/db/schema.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { sweepFinalizedTournaments } from '../../src/services/play/sweep.js';
import { globalLeaderboard } from '../../src/services/play/leaderboards.js';
import { as, balanceOf, snapshot } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

async function liveSetup() {
  const ctx = server.ctx;
  const creator = await createUser(ctx);
  const p1 = await createUser(ctx, { purchased: 10 });
  const p2 = await createUser(ctx, { purchased: 10 });
  const outsider = await createUser(ctx, { purchased: 10 });
  const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', entryFee: 10 });
  await seatPlayer(ctx, t, p1.id, 1, 0);
  await seatPlayer(ctx, t, p2.id, 2, 1);
  return { creator, p1, p2, outsider, t };
}

describe('send-room-code', () => {
  it('goes live and reaches only participants, the creator and admins', async () => {
    const { creator, p1, outsider, t } = await liveSetup();
    const admin = await createUser(server.ctx, { role: 'admin' });
    const [s1, sOut, sAnon, sAdmin] = await Promise.all([
      server.socket(p1.token),
      server.socket(outsider.token),
      server.socket(),
      server.socket(admin.token),
    ]);
    const leaked: unknown[] = [];
    for (const s of [sOut, sAnon]) s.onAny((_e, payload) => leaked.push(payload));
    const p1Room = nextEvent(s1, 'room_details_updated');
    const adminRoom = nextEvent(sAdmin, 'room_details_updated');
    const outsiderUpdate = nextEvent(sOut, 'tournament_updated');
    const res = await as(server, creator).post(`/tournaments/${t.id}/send-room-code`, {
      room_code: '  ABC123  ',
      room_link: '',
      password: '   ',
    });
    expect(res.status).toBe(200);
    // Check-in off: every seat sees it, and the message is the specification's.
    expect(res.body).toEqual({
      participants_count: 2,
      visible_now: 2,
      visible_on_check_in: 0,
      message: SUCCESS.roomCodeSent(2),
    });
    expect(await p1Room).toMatchObject({
      tournament_id: t.id,
      room_code: 'ABC123',
      room_link: null,
      room_password: null,
    });
    expect((await adminRoom).room_code).toBe('ABC123');
    expect((await outsiderUpdate).tournament).toMatchObject({
      status: 'live',
      room_code: null,
      has_room_details: true,
    });
    await deliveredSoFar(server, [sOut, sAnon]);
    expect(JSON.stringify(leaked)).not.toContain('ABC123');
    const outsiderView = await as(server, outsider).get(`/tournaments/${t.id}/participants`);
    expect(outsiderView.status).toBe(200);
    expect(outsiderView.body).toHaveLength(2);
  });

  it('requires a room code and a manager; bad input changes nothing', async () => {
    const { creator, p1, outsider, t } = await liveSetup();
    const before = await snapshot(server, t.id);
    const empty = await as(server, creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: '   ' });
    expect(empty).toMatchObject({ status: 400, body: { detail: VALIDATION.roomCodeRequired } });
    const missing = await as(server, creator).post(`/tournaments/${t.id}/send-room-code`, {});
    expect(missing).toMatchObject({ status: 400, body: { detail: VALIDATION.roomCodeRequired } });
    for (const who of [p1, outsider]) {
      const res = await as(server, who).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'X' });
      expect(res.status).toBe(403);
    }
    expect((await as(server, null).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'X' })).status).toBe(401);
    expect(await snapshot(server, t.id)).toEqual(before);
  });
});

describe('authorization of every action', () => {
  it('answers 401 to visitors, 403 to those not allowed, 2xx to those allowed', async () => {
    const ctx = server.ctx;
    const admin = await createUser(ctx, { role: 'admin' });
    const superAdmin = await createUser(ctx, { role: 'super_admin' });
    const { creator, p1, outsider, t } = await liveSetup();
    await as(server, creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'AUTH' }).expect(200);
    const manage = [
      `kick-player?team_number=9&slot_index=0`,
      `move-player?old_team_number=9&old_slot_index=0&new_team_number=9&new_slot_index=1`,
      `swap-players?team1_number=9&slot1_index=0&team2_number=9&slot2_index=1`,
      `stop-entries`,
      `send-room-code`,
    ];
    for (const path of manage) {
      const body = { room_code: 'AUTH' };
      expect((await as(server, null).post(`/tournaments/${t.id}/${path}`, body)).status).toBe(401);
      for (const who of [p1, outsider])
        expect({ path, s: (await as(server, who).post(`/tournaments/${t.id}/${path}`, body)).status }).toEqual({
          path,
          s: 403,
        });
    }
    // Allowed managers reach the business rule (here: the slot is empty → 409), not a 403.
    for (const who of [creator, admin, superAdmin]) {
      const res = await as(server, who).post(`/tournaments/${t.id}/kick-player?team_number=9&slot_index=0`);
      expect(res).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.slotEmpty } });
    }
    // Chat: participants, the creator and admins.
    for (const who of [p1, creator, admin, superAdmin])
      expect((await as(server, who).get(`/tournaments/${t.id}/chat`)).status).toBe(200);
    expect((await as(server, outsider).get(`/tournaments/${t.id}/chat`)).status).toBe(403);
    expect((await as(server, outsider).post(`/tournaments/${t.id}/chat`, { message: 'hi' })).status).toBe(403);
    expect((await as(server, null).get(`/tournaments/${t.id}/chat`)).status).toBe(401);
    // Winners: the creator or a super admin only.
    const winners = { winners: [{ user_id: p1.id, coins_awarded: 5, position: 1 }] };
    for (const who of [p1, outsider, admin])
      expect((await as(server, who).post(`/tournaments/${t.id}/select-winners`, winners)).status).toBe(403);
    expect((await as(server, null).post(`/tournaments/${t.id}/select-winners`, winners)).status).toBe(401);
    expect((await as(server, superAdmin).post(`/tournaments/${t.id}/select-winners`, winners)).status).toBe(200);
    // Joining and leaving need a login.
    expect(
      (await as(server, null).post(`/tournaments/${t.id}/join-slot`, { team_number: 1, slot_index: 1 })).status,
    ).toBe(401);
    expect((await as(server, null).post(`/tournaments/${t.id}/leave-slot`)).status).toBe(401);
    expect((await as(server, null).post(`/open-lobbies`, { room_code: 'X' })).status).toBe(401);
  });

  it('stop entries is one-way and makes joins and changes view-only', async () => {
    const { creator, p1, outsider, t } = await liveSetup();
    const res = await as(server, creator).post(`/tournaments/${t.id}/stop-entries`);
    expect(res.status).toBe(200);
    expect(res.body.entries_stopped).toBe(true);
    expect((await as(server, creator).post(`/tournaments/${t.id}/stop-entries`)).status).toBe(409);
    expect(
      (await as(server, outsider).post(`/tournaments/${t.id}/join-slot`, { team_number: 5, slot_index: 0 })).status,
    ).toBe(409);
    expect(
      (
        await as(server, p1).post(
          `/tournaments/${t.id}/change-slot?old_team_number=1&old_slot_index=0&new_team_number=5&new_slot_index=0`,
        )
      ).status,
    ).toBe(409);
    // The creator can still kick (a cheater), with a refund.
    await as(server, creator).post(`/tournaments/${t.id}/kick-player?team_number=1&slot_index=0`).expect(200);
    expect(await balanceOf(server, p1.id)).toEqual({ purchased: 10, winnings: 0 });
  });
});

describe('a tournament waiting for approval', () => {
  /** Every per-tournament play route, with a body it would accept. */
  const playRoutes: [method: 'get' | 'post', path: string, body?: object][] = [
    ['post', 'join-slot', { team_number: 1, slot_index: 0 }],
    ['post', 'change-slot?old_team_number=1&old_slot_index=0&new_team_number=2&new_slot_index=0'],
    ['post', 'leave-slot'],
    ['post', 'kick-player?team_number=1&slot_index=0'],
    ['post', 'move-player?old_team_number=1&old_slot_index=0&new_team_number=2&new_slot_index=0'],
    ['post', 'swap-players?team1_number=1&slot1_index=0&team2_number=2&slot2_index=0'],
    ['post', 'stop-entries'],
    ['post', 'send-room-code', { room_code: 'HIDDEN' }],
    ['get', 'chat'],
    ['post', 'chat', { message: 'hello?' }],
    [
      'post',
      'select-winners',
      { winners: [{ user_id: '4a0f5e2c-8b1d-4c3e-9f2a-6d7b8c9e0f1a', coins_awarded: 1, position: 1 }] },
    ],
    ['get', 'leaderboard'],
  ];

  it('does not exist for other players and visitors on any play route, as on its details (404)', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const player = await createUser(ctx, { purchased: 50 });
    const pending = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', approved: false });
    const declined = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', approved: false });
    await ctx.db.update(tournaments).set({ approvalStatus: 'declined' }).where(eq(tournaments.id, declined.id));
    for (const t of [pending, declined]) {
      const before = await snapshot(server, t.id);
      expect((await as(server, player).get(`/tournaments/${t.id}`)).status).toBe(404);
      for (const [method, path, body] of playRoutes) {
        const url = `/tournaments/${t.id}/${path}`;
        const res = method === 'get' ? await as(server, player).get(url) : await as(server, player).post(url, body);
        expect({ path, status: res.status, detail: res.body.detail }).toEqual({
          path,
          status: 404,
          detail: PLAY_TEXT.tournamentNotFound,
        });
      }
      // Visitors: the public leaderboard is 404 too; the other routes ask for a login first.
      expect((await as(server, null).get(`/tournaments/${t.id}/leaderboard`)).status).toBe(404);
      expect(await snapshot(server, t.id)).toEqual(before);
    }
  });

  it('stays visible to its creator and admins, whose requests meet the usual rules', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx, { purchased: 50 });
    const admin = await createUser(ctx, { role: 'admin' });
    const pending = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', approved: false });
    for (const who of [creator, admin]) {
      expect((await as(server, who).get(`/tournaments/${pending.id}/leaderboard`)).status).toBe(200);
      expect((await as(server, who).get(`/tournaments/${pending.id}/chat`)).status).toBe(200);
      const join = await as(server, who).post(`/tournaments/${pending.id}/join-slot`, {
        team_number: 1,
        slot_index: 0,
      });
      expect(join).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.notApproved } });
    }
  });
});

describe('chat', () => {
  it('stores trimmed messages, marks the creator, sends them live only to insiders', async () => {
    const { creator, p1, outsider, t } = await liveSetup();
    const s1 = await server.socket(p1.token);
    const sOut = await server.socket(outsider.token);
    const heardByOutsider: unknown[] = [];
    sOut.on('tournament_chat_message', (m) => heardByOutsider.push(m));
    const live = nextEvent(s1, 'tournament_chat_message');
    const posted = await as(server, creator).post(`/tournaments/${t.id}/chat`, { message: '  GG all  ' });
    expect(posted.status).toBe(201);
    expect(posted.body.id).toEqual(expect.any(String));
    expect(await live).toMatchObject({ tournament_id: t.id, message: 'GG all', is_creator: true });
    await as(server, p1)
      .post(`/tournaments/${t.id}/chat`, { message: 'x'.repeat(CHAT_MESSAGE_MAX) })
      .expect(201);
    const list = await as(server, p1).get(`/tournaments/${t.id}/chat`);
    expect(list.body.messages.map((m: { is_creator: boolean }) => m.is_creator)).toEqual([true, false]);
    expect(heardByOutsider).toEqual([]);
  });

  it('refuses empty and 501-character messages and rate-limits floods', async () => {
    const { p1, t } = await liveSetup();
    for (const message of ['', '   ', 'x'.repeat(CHAT_MESSAGE_MAX + 1)]) {
      const res = await as(server, p1).post(`/tournaments/${t.id}/chat`, { message });
      expect(res.status).toBe(400);
    }
    expect((await as(server, p1).get(`/tournaments/${t.id}/chat`)).body.messages).toEqual([]);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => as(server, p1).post(`/tournaments/${t.id}/chat`, { message: `m${i}` })),
    );
    expect(burst.some((r) => r.status === 429)).toBe(true);
  });
});

describe('select-winners', () => {
  it('checks every rule with the exact messages and changes nothing on bad input', async () => {
    const { creator, p1, p2, outsider, t } = await liveSetup();
    const url = `/tournaments/${t.id}/select-winners`;
    // Not live yet.
    const early = await as(server, creator).post(url, { winners: [{ user_id: p1.id, coins_awarded: 5, position: 1 }] });
    expect(early).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.winnersWrongStatus } });
    await as(server, creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'W' }).expect(200);
    const before = await snapshot(server, t.id);
    const cases: [unknown, string][] = [
      [[], VALIDATION.atLeastOneWinner],
      [[{ user_id: p1.id, coins_awarded: 0, position: 1 }], VALIDATION.winnerFieldsInvalid],
      [[{ user_id: p1.id, coins_awarded: 1.5, position: 1 }], VALIDATION.winnerFieldsInvalid],
      [[{ user_id: '', coins_awarded: 3, position: 1 }], VALIDATION.winnerFieldsInvalid],
      [
        [
          { user_id: p1.id, coins_awarded: 15, position: 1 },
          { user_id: p2.id, coins_awarded: 6, position: 2 },
        ],
        VALIDATION.winnersExceedPool(21, 20),
      ],
      [[{ user_id: p1.id, coins_awarded: 21, position: 1 }], VALIDATION.winnersExceedPool(21, 20)],
      [
        [
          { user_id: p1.id, coins_awarded: 5, position: 1 },
          { user_id: p1.id, coins_awarded: 5, position: 2 },
        ],
        VALIDATION.winnerDuplicate,
      ],
      [[{ user_id: outsider.id, coins_awarded: 5, position: 1 }], PLAY_TEXT.winnerNotParticipant],
    ];
    for (const [winners, detail] of cases) {
      const res = await as(server, creator).post(url, { winners });
      expect({ winners, status: res.status, detail: res.body.detail }).toEqual({ winners, status: 400, detail });
    }
    expect(await snapshot(server, t.id)).toEqual(before);
  });

  it('pays winners to winnings, the remainder to the creator, finalizes and publishes the leaderboard', async () => {
    const { creator, p1, p2, t } = await liveSetup();
    await as(server, creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'W2' }).expect(200);
    const s2 = await server.socket(p2.token);
    const updated = nextEvent(s2, 'tournament_updated', 5000, (p) => p.is_finalized === true);
    const res = await as(server, creator).post(`/tournaments/${t.id}/select-winners`, {
      tournament_id: t.id,
      winners: [
        { user_id: p2.id, coins_awarded: 12, position: 1 },
        { user_id: p1.id, coins_awarded: 5, position: 2 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_finalized: true, status: 'completed' });
    expect(res.body.winners.map((w: { username: string }) => w.username)).toEqual([p2.username, p1.username]);
    expect(await updated).toMatchObject({ tournament_id: t.id, is_finalized: true });
    expect(await balanceOf(server, p2.id)).toEqual({ purchased: 0, winnings: 12 });
    expect(await balanceOf(server, creator.id)).toEqual({ purchased: 0, winnings: 3 });
    const board = await as(server, null).get(`/tournaments/${t.id}/leaderboard`);
    expect(board.body).toEqual({
      winners: [
        { position: 1, username: p2.username, coins_awarded: 12, tiktok_link: expect.any(String) },
        { position: 2, username: p1.username, coins_awarded: 5, tiktok_link: expect.any(String) },
      ],
      total_distributed: 17,
      is_finalized: true,
    });
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);

    // The sweep removes it after deletion_scheduled_at, keeping the winner rows.
    const socket = await server.socket();
    expect(await sweepFinalizedTournaments(server.ctx)).not.toContain(t.id);
    const deleted = nextEvent(socket, 'tournament_deleted');
    const removed = await sweepFinalizedTournaments(server.ctx, new Date(Date.now() + 25 * 3600_000));
    expect(removed).toContain(t.id);
    expect(await deleted).toMatchObject({ tournament_id: expect.any(String) });
    expect(await server.ctx.db.select().from(tournaments).where(eq(tournaments.id, t.id))).toEqual([]);
    const kept = await server.ctx.db.select().from(tournamentWinners).where(eq(tournamentWinners.userId, p2.id));
    expect(kept).toEqual([expect.objectContaining({ tournamentId: null, tournamentTitle: t.title, coinsAwarded: 12 })]);
    const allTime = await as(server, null).get('/leaderboard/all-time');
    const entry = allTime.body.players.find((p: { user_id: string }) => p.user_id === p2.id);
    expect(entry).toMatchObject({
      wins_count: 1,
      coins_won: 12,
      tournaments_won: [{ tournament_title: t.title, coins_won: 12 }],
    });
  });
});

describe('global leaderboards', () => {
  it('counts today, this week (Monday to Sunday) and all time in UK time, with 5 recent victories and +N more', async () => {
    const ctx = server.ctx;
    const champ = await createUser(ctx);
    // Wednesday 15 Jan 2031, 00:30 in London (GMT).
    const now = new Date('2031-01-15T00:30:00Z');
    const at = (iso: string) => new Date(iso);
    const rows = [
      ['2031-01-15T00:10:00Z', 7], // today
      ['2031-01-14T23:50:00Z', 5], // yesterday, this week
      ['2031-01-13T00:05:00Z', 4], // Monday: this week
      ['2031-01-12T23:55:00Z', 3], // Sunday: last week
      ['2030-06-01T12:00:00Z', 2],
      ['2030-06-02T12:00:00Z', 2],
      ['2030-06-03T12:00:00Z', 2],
    ] as const;
    for (const [i, [when, coins]] of rows.entries()) {
      await ctx.db.insert(tournamentWinners).values({
        tournamentTitle: `Cup ${i}`,
        userId: champ.id,
        position: 1,
        coinsAwarded: coins,
        awardedAt: at(when),
      });
    }
    const daily = await globalLeaderboard(ctx, null, 'daily', now);
    const weekly = await globalLeaderboard(ctx, null, 'weekly', now);
    const all = await globalLeaderboard(ctx, null, 'all-time', now);
    const mine = (b: typeof daily) => b.players.find((p) => p.user_id === champ.id)!;
    expect(mine(daily)).toMatchObject({ wins_count: 1, coins_won: 7, more_victories: 0 });
    expect(mine(weekly)).toMatchObject({ wins_count: 3, coins_won: 16 });
    expect(mine(all)).toMatchObject({ wins_count: 7, total_wins: 7, coins_won: 25, more_victories: 2 });
    expect(mine(all).tournaments_won).toHaveLength(5);
    expect(mine(all).tournaments_won[0].tournament_title).toBe('Cup 0');
    expect(weekly.total_coins_this_week).toBeGreaterThanOrEqual(16);
    expect((await as(server, null).get('/leaderboard/monthly')).status).toBe(404);
  });
});

describe('open lobbies', () => {
  it('posts with a default map, announces new_open_lobby and lists the latest 5 active', async () => {
    const ctx = server.ctx;
    const host = await createUser(ctx);
    const socket = await server.socket();
    const announced = nextEvent(socket, 'new_open_lobby');
    const res = await as(server, host).post('/open-lobbies', { room_code: ' LOBBY1 ', room_link: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ room_code: 'LOBBY1', room_link: null, map_selection: 'BR Isolated' });
    expect(await announced).toMatchObject({ lobby: { room_code: 'LOBBY1' } });
    expect((await as(server, host).post('/open-lobbies', { room_code: '' })).status).toBe(400);
    expect((await as(server, host).post('/open-lobbies', { room_code: 'A', map_selection: 'Moon' })).status).toBe(400);
    for (let i = 0; i < 5; i++)
      await as(server, host).post('/open-lobbies', { room_code: `L${i}`, map_selection: 'BR Alcatraz' });
    const list = await as(server, null).get('/open-lobbies');
    expect(list.body.lobbies).toHaveLength(5);
    expect(list.body.lobbies[0].room_code).toBe('L4');
  });
});
