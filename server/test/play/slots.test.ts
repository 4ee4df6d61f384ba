/** Seats through HTTP: join, change, leave, kick, move, swap; fees and refunds through the ledger. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_TEXT } from '@squadhub/shared';
import { createTestServer, nextEvent, type TestServer } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { as, balanceOf, snapshot } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

describe('join-slot', () => {
  it('charges purchased coins first, stores the split, updates players and pool, answers the tournament', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const player = await createUser(ctx, { purchased: 4, winnings: 20 });
    const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', entryFee: 10 });
    const res = await as(server, player).post(`/tournaments/${t.id}/join-slot`, {
      tournament_id: t.id,
      team_number: 3,
      slot_index: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ current_players: 1, prize_pool: 10, user_team_number: 3, user_slot_index: 1 });
    expect(res.body.teams[2].slots[1]).toMatchObject({ player_id: player.id, player_username: player.username });
    expect(await balanceOf(server, player.id)).toEqual({ purchased: 0, winnings: 14 });

    // Leaving refunds each part to its own bucket.
    const left = await as(server, player).post(`/tournaments/${t.id}/leave-slot`);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ current_players: 0, prize_pool: 0, user_team_number: null });
    expect(await balanceOf(server, player.id)).toEqual({ purchased: 4, winnings: 20 });
    expect(await findLedgerMismatches(ctx.db)).toEqual([]);
  });

  it('refuses a second seat, a taken slot and a short balance with 409, changing nothing', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const a = await createUser(ctx, { purchased: 50 });
    const b = await createUser(ctx, { purchased: 50 });
    const poor = await createUser(ctx, { purchased: 9 });
    const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_squad', entryFee: 10 });
    await as(server, a).post(`/tournaments/${t.id}/join-slot`, { team_number: 1, slot_index: 0 }).expect(200);
    const before = await snapshot(server, t.id);

    const again = await as(server, a).post(`/tournaments/${t.id}/join-slot`, { team_number: 2, slot_index: 0 });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(PLAY_TEXT.alreadySeated);
    const taken = await as(server, b).post(`/tournaments/${t.id}/join-slot`, { team_number: 1, slot_index: 0 });
    expect(taken).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.slotTaken } });
    const short = await as(server, poor).post(`/tournaments/${t.id}/join-slot`, { team_number: 2, slot_index: 0 });
    expect(short).toMatchObject({ status: 409, body: { detail: 'Insufficient coins' } });
    expect(await snapshot(server, t.id)).toEqual(before);
  });

  it('announces the join live: outsiders get the tournament without room details', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const player = await createUser(ctx, { purchased: 10 });
    const watcher = await createUser(ctx);
    const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_solo', roomCode: 'SECRET1' });
    const watcherSocket = await server.socket(watcher.token);
    const creatorSocket = await server.socket(creator.token);
    const seen = nextEvent(watcherSocket, 'tournament_updated');
    const creatorSeen = nextEvent(creatorSocket, 'tournament_updated');
    await as(server, player).post(`/tournaments/${t.id}/join-slot`, { team_number: 5, slot_index: 0 }).expect(200);
    const payload = await seen;
    expect(payload).toMatchObject({ tournament_id: t.id, player_username: player.username });
    expect(payload.tournament).toMatchObject({ current_players: 1, room_code: null, has_room_details: true });
    expect(JSON.stringify(payload)).not.toContain('SECRET1');
    expect((await creatorSeen).tournament?.room_code).toBe('SECRET1');
  });
});

describe('change, kick, move, swap', () => {
  async function setup() {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const admin = await createUser(ctx, { role: 'admin' });
    const p1 = await createUser(ctx, { purchased: 5, winnings: 5 });
    const p2 = await createUser(ctx, { purchased: 10 });
    const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', entryFee: 10 });
    await seatPlayer(ctx, t, p1.id, 1, 0);
    await seatPlayer(ctx, t, p2.id, 1, 1);
    return { creator, admin, p1, p2, t };
  }

  it('a player changes their own slot for free', async () => {
    const { p1, t } = await setup();
    const res = await as(server, p1).post(
      `/tournaments/${t.id}/change-slot?old_team_number=1&old_slot_index=0&new_team_number=4&new_slot_index=1`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_team_number: 4, user_slot_index: 1, current_players: 2, prize_pool: 20 });
    expect(await balanceOf(server, p1.id)).toEqual({ purchased: 0, winnings: 0 });
  });

  it('the creator kicks with a refund and everyone hears player_kicked', async () => {
    const { creator, p1, t } = await setup();
    const socket = await server.socket();
    const kicked = nextEvent(socket, 'player_kicked');
    const res = await as(server, creator).post(`/tournaments/${t.id}/kick-player?team_number=1&slot_index=0`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ current_players: 1, prize_pool: 10, is_self_kick: false });
    expect(await kicked).toMatchObject({ tournament_id: t.id, player_username: p1.username, is_self_kick: false });
    expect(await balanceOf(server, p1.id)).toEqual({ purchased: 5, winnings: 5 });
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('a player kicking their own slot leaves it: each part of the fee back to its bucket, is_self_kick', async () => {
    const { p1, t } = await setup();
    const socket = await server.socket();
    const kicked = nextEvent(socket, 'player_kicked');
    const res = await as(server, p1).post(`/tournaments/${t.id}/kick-player?team_number=1&slot_index=0`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_self_kick: true,
      current_players: 1,
      prize_pool: 10,
      user_team_number: null,
      user_slot_index: null,
    });
    expect(await kicked).toMatchObject({ tournament_id: t.id, player_id: p1.id, is_self_kick: true });
    // Paid 5 purchased + 5 winnings: the same split comes back.
    expect(await balanceOf(server, p1.id)).toEqual({ purchased: 5, winnings: 5 });
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('a player may kick no one else, nor leave through kick-player once entries are stopped', async () => {
    const { creator, p1, t } = await setup();
    const before = await snapshot(server, t.id);
    const other = await as(server, p1).post(`/tournaments/${t.id}/kick-player?team_number=1&slot_index=1`);
    expect(other).toMatchObject({ status: 403, body: { detail: PLAY_TEXT.notManager } });
    const empty = await as(server, p1).post(`/tournaments/${t.id}/kick-player?team_number=3&slot_index=0`);
    expect(empty.status).toBe(403);
    expect(await snapshot(server, t.id)).toEqual(before);

    await as(server, creator).post(`/tournaments/${t.id}/stop-entries`).expect(200);
    const stoppedBefore = await snapshot(server, t.id);
    const late = await as(server, p1).post(`/tournaments/${t.id}/kick-player?team_number=1&slot_index=0`);
    expect(late).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.entriesStopped } });
    expect(await snapshot(server, t.id)).toEqual(stoppedBefore);
  });

  it('an admin moves a player to an empty slot and swaps two players', async () => {
    const { admin, p1, p2, t } = await setup();
    const socket = await server.socket();
    const moved = nextEvent(socket, 'player_moved');
    await as(server, admin)
      .post(`/tournaments/${t.id}/move-player?old_team_number=1&old_slot_index=0&new_team_number=7&new_slot_index=0`)
      .expect(200);
    expect(await moved).toMatchObject({ player_username: p1.username });
    const swapped = nextEvent(socket, 'players_swapped');
    const res = await as(server, admin).post(
      `/tournaments/${t.id}/swap-players?team1_number=7&slot1_index=0&team2_number=1&slot2_index=1`,
    );
    expect(res.status).toBe(200);
    expect(res.body.teams[6].slots[0].player_id).toBe(p2.id);
    expect(res.body.teams[0].slots[1].player_id).toBe(p1.id);
    expect(await swapped).toMatchObject({ player1_username: p1.username, player2_username: p2.username });
  });

  it('refuses bad positions and wrong targets with 4xx and changes nothing', async () => {
    const { creator, p1, t } = await setup();
    const before = await snapshot(server, t.id);
    const cases: [string, number][] = [
      [`move-player?old_team_number=1&old_slot_index=0&new_team_number=1&new_slot_index=1`, 409],
      [`move-player?old_team_number=1&old_slot_index=0&new_team_number=21&new_slot_index=0`, 400],
      [`move-player?old_team_number=1&old_slot_index=0&new_team_number=2&new_slot_index=2`, 400],
      [`move-player?old_team_number=1&old_slot_index=0&new_team_number=2&new_slot_index=-1`, 400],
      [`move-player?old_team_number=0&old_slot_index=0&new_team_number=2&new_slot_index=0`, 400],
      [`move-player?old_team_number=3&old_slot_index=0&new_team_number=2&new_slot_index=0`, 409],
      [`move-player?old_team_number=1&old_slot_index=0&new_team_number=1.5&new_slot_index=0`, 400],
      [`move-player?old_team_number=1&old_slot_index=0`, 400],
      [`swap-players?team1_number=1&slot1_index=0&team2_number=1&slot2_index=0`, 400],
      [`swap-players?team1_number=1&slot1_index=0&team2_number=2&slot2_index=0`, 409],
      [`kick-player?team_number=2&slot_index=0`, 409],
      [`kick-player?team_number=-1&slot_index=0`, 400],
      [`kick-player?team_number=abc&slot_index=0`, 400],
    ];
    for (const [path, status] of cases) {
      const res = await as(server, creator).post(`/tournaments/${t.id}/${path}`);
      expect({ path, status: res.status }).toEqual({ path, status });
      expect(typeof res.body.detail).toBe('string');
    }
    const joinCases: [object, number][] = [
      [{ team_number: 0, slot_index: 0 }, 400],
      [{ team_number: 21, slot_index: 0 }, 400],
      [{ team_number: 2, slot_index: 2 }, 400],
      [{ team_number: 2, slot_index: -1 }, 400],
      [{ team_number: '2', slot_index: 0 }, 400],
      [{ team_number: 2 }, 400],
    ];
    const newcomer = await createUser(server.ctx, { purchased: 30 });
    const before2 = await snapshot(server, t.id);
    for (const [body, status] of joinCases) {
      const res = await as(server, newcomer).post(`/tournaments/${t.id}/join-slot`, body);
      expect({ body, status: res.status }).toEqual({ body, status });
    }
    const changeOthers = await as(server, p1).post(
      `/tournaments/${t.id}/change-slot?old_team_number=1&old_slot_index=1&new_team_number=3&new_slot_index=0`,
    );
    expect(changeOthers).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.notYourSlot } });
    expect((await snapshot(server, t.id)).seats).toEqual(before.seats);
    expect(await snapshot(server, t.id)).toEqual(before2);
    const missing = await as(server, p1).post(`/tournaments/00000000-0000-4000-8000-000000000000/leave-slot`);
    expect(missing.status).toBe(404);
    const junkId = await as(server, p1).post(`/tournaments/not-a-uuid/join-slot`, { team_number: 1, slot_index: 0 });
    expect(junkId.status).toBe(404);
  });

  it('refuses joins to stopped, finalized and unapproved tournaments', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const player = await createUser(ctx, { purchased: 100 });
    const stopped = await createTestTournament(ctx, creator.id, { template: 'alcatraz_solo' });
    await as(server, creator).post(`/tournaments/${stopped.id}/stop-entries`).expect(200);
    const pending = await createTestTournament(ctx, creator.id, { template: 'alcatraz_solo', approved: false });
    const finalized = await createTestTournament(ctx, creator.id, { template: 'alcatraz_solo' });
    const seated = await createUser(ctx, { purchased: 10 });
    await seatPlayer(ctx, finalized, seated.id, 1, 0);
    await as(server, creator).post(`/tournaments/${finalized.id}/send-room-code`, { room_code: 'R1' }).expect(200);
    await as(server, creator)
      .post(`/tournaments/${finalized.id}/select-winners`, {
        winners: [{ user_id: seated.id, coins_awarded: 10, position: 1 }],
      })
      .expect(200);
    // A pending tournament does not exist for other players (404, as its details); its creator
    // sees it but cannot join before approval.
    const hidden = await as(server, player).post(`/tournaments/${pending.id}/join-slot`, {
      team_number: 2,
      slot_index: 0,
    });
    expect(hidden).toMatchObject({ status: 404, body: { detail: PLAY_TEXT.tournamentNotFound } });
    const early = await as(server, creator).post(`/tournaments/${pending.id}/join-slot`, {
      team_number: 2,
      slot_index: 0,
    });
    expect(early).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.notApproved } });
    for (const [t, detail] of [
      [stopped, PLAY_TEXT.entriesStopped],
      [finalized, PLAY_TEXT.finalized],
    ] as const) {
      const before = await snapshot(server, t.id);
      const res = await as(server, player).post(`/tournaments/${t.id}/join-slot`, { team_number: 2, slot_index: 0 });
      expect(res).toMatchObject({ status: 409, body: { detail } });
      expect(await snapshot(server, t.id)).toEqual(before);
    }
    // A seated player cannot leave once entries are stopped or winners are paid.
    const leave = await as(server, seated).post(`/tournaments/${finalized.id}/leave-slot`);
    expect(leave.status).toBe(409);
    expect(await balanceOf(server, player.id)).toEqual({ purchased: 100, winnings: 0 });
  });
});
