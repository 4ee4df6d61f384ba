/**
 * The public action log (GET /tournaments/{id}/actions): each action writes exactly one line in
 * its own transaction, a refused action writes none, the room code never appears in it, and only
 * the room reads it until the tournament is finalized.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionText, type TournamentAction } from '@squadhub/shared';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { tournamentActions } from '../../src/db/schema.js';
import { as } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

const linesOf = async (tournamentId: string) =>
  server.ctx.db.select().from(tournamentActions).where(eq(tournamentActions.tournamentId, tournamentId));

async function logAs(user: TestUser | null, tournamentId: string): Promise<TournamentAction[]> {
  const res = await as(server, user).get(`/tournaments/${tournamentId}/actions`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.actions;
}

describe('the action log', () => {
  it('has one line per action, newest first, each one readable', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const ann = await createUser(ctx, { purchased: 20 });
    const bob = await createUser(ctx, { purchased: 20 });
    const cat = await createUser(ctx, { purchased: 20 });
    const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_squad', entryFee: 3 });
    const step = async (user: TestUser, path: string, body?: object) => {
      const before = (await linesOf(t.id)).length;
      const res = await as(server, user).post(`/tournaments/${t.id}${path}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await linesOf(t.id)).length, path).toBe(before + 1);
    };

    await step(ann, '/join-slot', { team_number: 1, slot_index: 0 });
    await step(bob, '/join-slot', { team_number: 2, slot_index: 0 });
    await step(cat, '/join-slot', { team_number: 3, slot_index: 0 });
    await step(ann, '/change-slot?old_team_number=1&old_slot_index=0&new_team_number=1&new_slot_index=1');
    await step(creator, '/move-player?old_team_number=2&old_slot_index=0&new_team_number=4&new_slot_index=0');
    await step(creator, '/swap-players?team1_number=1&slot1_index=1&team2_number=4&slot2_index=0');
    await step(creator, '/kick-player?team_number=3&slot_index=0');
    await step(bob, '/kick-player?team_number=1&slot_index=1'); // his own seat: leaving
    await step(creator, '/stop-entries');
    await step(creator, '/send-room-code', { room_code: 'SECRET-ROOM-42', password: 'hunter2' });

    const log = await logAs(creator, t.id);
    expect(log.map((a) => a.kind)).toEqual([
      'room_code_sent',
      'stop_entries',
      'leave',
      'kick',
      'swap',
      'move',
      'change_slot',
      'join',
      'join',
      'join',
    ]);
    const [, , left, kicked, swapped] = log;
    expect(kicked).toMatchObject({ actor: creator.username, player: cat.username, coins: 3 });
    expect(actionText(kicked!)).toBe(
      `${creator.username} removed ${cat.username} from Team 3, slot 1, 3 coins refunded`,
    );
    expect(left).toMatchObject({ player: bob.username, from: { team_number: 1, slot_index: 1 }, coins: 3 });
    expect(swapped).toMatchObject({ player: ann.username, other_player: bob.username });
    expect(actionText(log[9]!)).toBe(`${ann.username} joined Team 1, slot 1 (entry 3 coins)`);
    // Never the room details, in the answer or in the stored lines.
    const everything = JSON.stringify(log) + JSON.stringify(await linesOf(t.id));
    expect(everything).not.toContain('SECRET-ROOM-42');
    expect(everything).not.toContain('hunter2');
  });

  it('writes nothing for a refused action', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const rich = await createUser(ctx, { purchased: 20 });
    const poor = await createUser(ctx, { purchased: 1 });
    const stranger = await createUser(ctx);
    const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_squad', entryFee: 5 });
    await as(server, rich).post(`/tournaments/${t.id}/join-slot`, { team_number: 1, slot_index: 0 }).expect(200);
    const before = (await linesOf(t.id)).length;

    // Too poor (the debit fails after the seat was inserted: all of it rolls back), slot taken,
    // not a manager, a race lost.
    await as(server, poor).post(`/tournaments/${t.id}/join-slot`, { team_number: 2, slot_index: 0 }).expect(409);
    await as(server, creator)
      .post(`/tournaments/${t.id}/move-player?old_team_number=1&old_slot_index=0&new_team_number=1&new_slot_index=0`)
      .expect(400);
    await as(server, stranger).post(`/tournaments/${t.id}/kick-player?team_number=1&slot_index=0`).expect(403);
    await as(server, stranger).post(`/tournaments/${t.id}/stop-entries`).expect(403);
    await as(server, stranger).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'NOPE' }).expect(403);
    const racers = await Promise.all(Array.from({ length: 4 }, () => createUser(ctx, { purchased: 20 })));
    const results = await Promise.all(
      racers.map((r) => as(server, r).post(`/tournaments/${t.id}/join-slot`, { team_number: 3, slot_index: 0 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await linesOf(t.id)).length).toBe(before + 1);
  });

  it('pays winners and the remainder in two lines, then opens the log to everyone', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const a = await createUser(ctx, { purchased: 10 });
    const b = await createUser(ctx, { purchased: 10 });
    const outsider = await createUser(ctx);
    const t = await createTestTournament(ctx, creator.id, { template: 'blackout_solo', entryFee: 10 });
    await as(server, a).post(`/tournaments/${t.id}/join-slot`, { team_number: 1, slot_index: 0 }).expect(200);
    await as(server, b).post(`/tournaments/${t.id}/join-slot`, { team_number: 2, slot_index: 0 }).expect(200);
    await as(server, creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'FINAL' }).expect(200);

    // Until it is finalized: the room reads the log, outsiders and visitors do not.
    await logAs(a, t.id);
    expect((await as(server, outsider).get(`/tournaments/${t.id}/actions`)).status).toBe(403);
    expect((await as(server, null).get(`/tournaments/${t.id}/actions`)).status).toBe(403);

    await as(server, creator)
      .post(`/tournaments/${t.id}/select-winners`, {
        winners: [{ user_id: a.id, position: 1, coins_awarded: 15 }],
      })
      .expect(200);
    const log = await logAs(null, t.id);
    expect(log[0]).toMatchObject({ kind: 'remainder_paid', player: creator.username, coins: 5 });
    expect(log[1]).toMatchObject({
      kind: 'winners_paid',
      coins: 15,
      winners: [{ position: 1, username: a.username, coins: 15 }],
    });
    expect(actionText(log[1]!)).toBe(`Prizes paid: #1 ${a.username} 15 coins`);
    expect(JSON.stringify(log)).not.toContain('FINAL');
    await logAs(outsider, t.id);
  });

  it('answers 404 for a pending tournament the viewer may not see, and for junk ids', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const t = await createTestTournament(ctx, creator.id, { approved: false });
    expect((await as(server, await createUser(ctx)).get(`/tournaments/${t.id}/actions`)).status).toBe(404);
    expect((await as(server, null).get('/tournaments/not-a-uuid/actions')).status).toBe(404);
    await logAs(creator, t.id);
  });

  it("keeps a closed account's line, naming them as a deleted player", async () => {
    const ctx = server.ctx;
    const admin = await createUser(ctx, { role: 'super_admin' });
    const creator = await createUser(ctx);
    const leaving = await createUser(ctx, { purchased: 10 });
    const t = await createTestTournament(ctx, creator.id, { template: 'blackout_solo', entryFee: 4 });
    await seatPlayer(ctx, t, leaving.id, 5, 0);
    const deleted = await request(server.httpServer).delete(`/api/admin/players/${leaving.id}`).set(admin.auth);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const [line] = await logAs(creator, t.id);
    expect(line).toMatchObject({
      kind: 'account_closed',
      player: 'deleted player',
      from: { team_number: 5, slot_index: 0 },
    });
  });
});
