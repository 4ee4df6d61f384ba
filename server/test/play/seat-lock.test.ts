/**
 * Once the room code is sent, a seat is locked in: the player cannot give it back for a refund
 * (leave-slot, kick-player on their own seat) nor move it (change-slot), so the code is never
 * free. A manager's kick still refunds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_TEXT } from '@squadhub/shared';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { as, balanceOf, snapshot } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

/** A duo tournament with two seated players, its room code sent through the API. */
async function codeSent() {
  const ctx = server.ctx;
  const creator = await createUser(ctx);
  const admin = await createUser(ctx, { role: 'admin' });
  const p1 = await createUser(ctx, { purchased: 5, winnings: 5 });
  const p2 = await createUser(ctx, { purchased: 10 });
  const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', entryFee: 10 });
  await seatPlayer(ctx, t, p1.id, 1, 0);
  await seatPlayer(ctx, t, p2.id, 2, 0);
  await as(server, creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'LOCK42' }).expect(200);
  return { creator, admin, p1, p2, t };
}

describe('seat lock once the room code is sent', () => {
  it('refuses leave-slot, self-kick and change-slot with 409, moving no seat and no coin', async () => {
    const { p1, t } = await codeSent();
    const before = await snapshot(server, t.id);
    expect(before.t.roomCode).toBe('LOCK42');

    const leave = await as(server, p1).post(`/tournaments/${t.id}/leave-slot`);
    expect(leave).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.seatLocked } });
    const selfKick = await as(server, p1).post(`/tournaments/${t.id}/kick-player?team_number=1&slot_index=0`);
    expect(selfKick).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.seatLocked } });
    const change = await as(server, p1).post(
      `/tournaments/${t.id}/change-slot?old_team_number=1&old_slot_index=0&new_team_number=5&new_slot_index=1`,
    );
    expect(change).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.seatLocked } });

    // Seats, counters, pool, every balance and the ledger's length are as they were.
    expect(await snapshot(server, t.id)).toEqual(before);
    expect(await balanceOf(server, p1.id)).toEqual({ purchased: 0, winnings: 0 });
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('still lets a newcomer join, whose seat is then locked as well', async () => {
    const { t } = await codeSent();
    const late = await createUser(server.ctx, { purchased: 10 });
    const joined = await as(server, late).post(`/tournaments/${t.id}/join-slot`, { team_number: 3, slot_index: 1 });
    expect(joined.status).toBe(200);
    expect(joined.body.room_code).toBe('LOCK42');
    const leave = await as(server, late).post(`/tournaments/${t.id}/leave-slot`);
    expect(leave).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.seatLocked } });
    expect(await balanceOf(server, late.id)).toEqual({ purchased: 0, winnings: 0 });
  });

  it('the creator and an admin still kick with a refund, each part to its own bucket', async () => {
    const { creator, admin, p1, p2, t } = await codeSent();
    const byCreator = await as(server, creator).post(`/tournaments/${t.id}/kick-player?team_number=1&slot_index=0`);
    expect(byCreator.status).toBe(200);
    expect(byCreator.body).toMatchObject({ current_players: 1, prize_pool: 10, is_self_kick: false });
    expect(await balanceOf(server, p1.id)).toEqual({ purchased: 5, winnings: 5 });

    const byAdmin = await as(server, admin).post(`/tournaments/${t.id}/kick-player?team_number=2&slot_index=0`);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ current_players: 0, prize_pool: 0, is_self_kick: false });
    expect(await balanceOf(server, p2.id)).toEqual({ purchased: 10, winnings: 0 });
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('a seat can still be left and changed before the code is sent', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const p = await createUser(ctx, { purchased: 10 });
    const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', entryFee: 10 });
    await seatPlayer(ctx, t, p.id, 1, 0);
    await as(server, p)
      .post(`/tournaments/${t.id}/change-slot?old_team_number=1&old_slot_index=0&new_team_number=2&new_slot_index=1`)
      .expect(200);
    const left = await as(server, p).post(`/tournaments/${t.id}/leave-slot`);
    expect(left.status).toBe(200);
    expect(await balanceOf(server, p.id)).toEqual({ purchased: 10, winnings: 0 });
  });
});
