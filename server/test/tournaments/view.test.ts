import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { sql } from 'drizzle-orm';
import { loadTournamentDetails, loadTournamentView, loadTournamentViews } from '../../src/services/tournaments/view.js';
import { tournamentList } from '../../src/services/tournaments/list.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

describe('tournament view', () => {
  it('shows room details only to participants, the creator and admins', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const player = await createUser(ctx, { purchased: 20 });
    const outsider = await createUser(ctx);
    const admin = await createUser(ctx, { role: 'admin' });
    const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', roomCode: 'ROOM42' });
    await seatPlayer(ctx, t, player.id, 3, 1);

    const asRole = (id: string, role = 'player') => loadTournamentView(ctx.db, t.id, { id, role });
    expect((await asRole(player.id))?.room_code).toBe('ROOM42');
    expect((await asRole(creator.id))?.room_code).toBe('ROOM42');
    expect((await asRole(admin.id, 'admin'))?.room_code).toBe('ROOM42');
    expect((await asRole(outsider.id))?.room_code).toBeNull();
    expect((await loadTournamentView(ctx.db, t.id, null))?.room_code).toBeNull();
    expect((await asRole(outsider.id))?.has_room_details).toBe(true);

    const full = await asRole(player.id);
    expect(full?.teams).toHaveLength(20);
    expect(full?.teams[2].slots[1]).toMatchObject({ player_id: player.id, player_username: player.username });
    expect(full).toMatchObject({ user_team_number: 3, user_slot_index: 1, current_players: 1, prize_pool: 10 });
    expect(full?.participants).toEqual([expect.objectContaining({ user_id: player.id, team_number: 3 })]);

    const [summary] = await loadTournamentViews(ctx.db, [t.id], { id: player.id, role: 'player' }, 'summary');
    expect(summary.teams).toEqual([]);
    expect(summary).toMatchObject({ user_team_number: 3, user_slot_index: 1, room_code: 'ROOM42' });
  });

  it("states each viewer's decisions in the viewer block, kept apart by role and seat", async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const player = await createUser(ctx, { purchased: 20 });
    const outsider = await createUser(ctx);
    const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', roomCode: 'ROOM5' });
    await seatPlayer(ctx, t, player.id, 2, 1);
    const as = async (viewer: { id: string; role: string } | null) =>
      (await loadTournamentDetails(ctx, t.id, viewer))?.viewer;

    expect(await as(null)).toEqual({
      seat: null,
      insider: false,
      is_creator: false,
      can_manage: false,
      can_stop_entries: false,
      can_pick_winners: false,
      can_delete: false,
      can_take_seat: false,
      seat_lock_reason: null,
      must_check_in: false,
      entries_open: true,
      joinable: true,
    });
    // The room code is out: a newcomer may still join, the seated player may no longer switch or leave.
    expect(await as({ id: player.id, role: 'player' })).toMatchObject({
      seat: { team_number: 2, slot_index: 1 },
      insider: true,
      can_manage: false,
      can_take_seat: false,
      seat_lock_reason: 'room_code_sent',
    });
    expect(await as({ id: outsider.id, role: 'player' })).toMatchObject({ insider: false, can_take_seat: true });
    expect(await as({ id: creator.id, role: 'player' })).toMatchObject({
      is_creator: true,
      insider: true,
      can_manage: true,
      can_stop_entries: true,
      can_delete: false,
    });
    // Two viewers in the same place but of other roles get their own answers from the kept details.
    const admin = await as({ id: outsider.id, role: 'admin' });
    const superAdmin = await as({ id: outsider.id, role: 'super_admin' });
    expect(admin).toMatchObject({ insider: true, can_manage: true, can_delete: false });
    expect(superAdmin).toMatchObject({ insider: true, can_manage: true, can_delete: true });

    // A card (summary view) carries the same decisions for the seated player.
    const [card] = await loadTournamentViews(ctx.db, [t.id], { id: player.id, role: 'player' }, 'summary');
    expect(card.viewer).toMatchObject({ seat: { team_number: 2, slot_index: 1 }, seat_lock_reason: 'room_code_sent' });
  });

  it('answers details asked for together each for its own viewer, as one at a time', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const player = await createUser(ctx, { purchased: 20 });
    const first = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', roomCode: 'ROOM7' });
    const second = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', roomCode: 'ROOM8' });
    await seatPlayer(ctx, first, player.id, 2, 0);
    const asked: [string, { id: string; role: string } | null][] = [
      [first.id, { id: player.id, role: 'player' }],
      [first.id, null],
      [second.id, { id: player.id, role: 'player' }],
      [first.id, { id: creator.id, role: 'player' }],
      ['00000000-0000-4000-8000-000000000009', null],
    ];
    const together = await Promise.all(asked.map(([id, viewer]) => loadTournamentDetails(ctx, id, viewer)));
    const alone = [];
    for (const [id, viewer] of asked) alone.push(await loadTournamentView(ctx.db, id, viewer, 'full'));
    expect(together).toEqual(alone);
    expect(together.map((t) => t?.room_code ?? null)).toEqual(['ROOM7', null, null, 'ROOM7', null]);
  });

  it('gives the kept details while the rows read the same, and a new answer after any change', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const player = await createUser(ctx, { purchased: 20 });
    const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', roomCode: 'ROOM9' });
    await seatPlayer(ctx, t, player.id, 1, 0);
    const asVisitor = () => loadTournamentDetails(ctx, t.id, null);

    // Unchanged rows: the same answer object, so its JSON text is serialized once.
    const first = await asVisitor();
    expect(await asVisitor()).toBe(first);

    // A rename touches no tournament row: the seats read differently, so the answer is new.
    await ctx.db.execute(sql`UPDATE users SET username = 'renamed_seat' WHERE id = ${player.id}`);
    const renamed = await asVisitor();
    expect(renamed).not.toBe(first);
    expect(renamed?.participants[0]?.username).toBe('renamed_seat');
    expect(renamed?.teams[0]?.slots[0]?.player_username).toBe('renamed_seat');

    // A change of the tournament's own row raises its version.
    await ctx.db.execute(sql`UPDATE tournaments SET title = 'New title' WHERE id = ${t.id}`);
    expect((await asVisitor())?.title).toBe('New title');

    // Each viewer's place has its own answer: the seated player's room code never reaches a visitor.
    const seated = await loadTournamentDetails(ctx, t.id, { id: player.id, role: 'player' });
    expect(seated).toMatchObject({ room_code: 'ROOM9', user_team_number: 1, user_slot_index: 0 });
    expect(await asVisitor()).toMatchObject({ room_code: null, user_team_number: null, user_slot_index: null });
  });

  it('gives the kept card while its row reads the same, and a new card after any change', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', title: 'Kept card' });
    const cardOf = async () => {
      const { tournaments } = await tournamentList(ctx, null, { limit: 100, offset: 0 });
      return tournaments.find((card) => card.id === t.id);
    };
    const first = await cardOf();
    expect(first?.title).toBe('Kept card');
    expect(await cardOf()).toBe(first);

    // The creator's new name is read with the card's row: a new card, though the tournament is unchanged.
    await ctx.db.execute(sql`UPDATE users SET username = 'renamed_host' WHERE id = ${creator.id}`);
    const renamed = await cardOf();
    expect(renamed).not.toBe(first);
    expect(renamed?.creator_username).toBe('renamed_host');

    await ctx.db.execute(sql`UPDATE tournaments SET current_players = 1 WHERE id = ${t.id}`);
    expect((await cardOf())?.current_players).toBe(1);
  });
});
