/**
 * Managing: delete by the creator (only while empty) and by the super admin (with refunds),
 * reschedule, full edit, kick with refund, template image and change photo.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FALLBACK, VALIDATION } from '@squadhub/shared';
import { tournaments } from '../../src/db/schema.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { nextEvent } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import { tournamentRouteSuite } from '../support/tournament-route-suite.js';
import { TINY_PNG, balances, createBody, createTestTournament, seatPlayer } from '../support/tournament-factories.js';

const suite = tournamentRouteSuite();
const { api, rowOf } = suite;
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

describe('DELETE /api/tournaments/{id} (creator)', () => {
  it('deletes an approved tournament with no players and refunds the contribution', async () => {
    const creator = await createUser(suite.server.ctx, { role: 'super_admin', purchased: 4, winnings: 20 });
    const created = await api()
      .post('/api/tournaments')
      .set(creator.auth)
      .send(createBody({ creator_prize_contribution: 10 }));
    expect(await balances(suite.server.ctx, creator.id)).toEqual({ purchased: 0, winnings: 14 });
    const res = await api().delete(`/api/tournaments/${created.body.id}`).set(creator.auth);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Tournament deleted successfully');
    expect(await balances(suite.server.ctx, creator.id)).toEqual({ purchased: 4, winnings: 20 });
  });

  it('refuses a creator while players are seated (409) and anyone else (403)', async () => {
    const creator = await createUser(suite.server.ctx);
    const player = await createUser(suite.server.ctx, { purchased: 10 });
    const t = await createTestTournament(suite.server.ctx, creator.id);
    await seatPlayer(suite.server.ctx, t, player.id, 1, 0);
    const own = await api().delete(`/api/tournaments/${t.id}`).set(creator.auth);
    expect(own.status).toBe(409);
    const other = await api().delete(`/api/tournaments/${t.id}`).set(player.auth);
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe(FALLBACK.deleteForbidden);
    const plainAdmin = await api().delete(`/api/tournaments/${t.id}`).set(suite.admin.auth);
    expect(plainAdmin.status).toBe(403);
    expect(await rowOf(t.id)).toBeDefined();
    expect(await balances(suite.server.ctx, player.id)).toEqual({ purchased: 0, winnings: 0 });
  });

  it('answers 404 with the spec text for an unknown tournament', async () => {
    const creator = await createUser(suite.server.ctx);
    const res = await api().delete('/api/tournaments/00000000-0000-4000-8000-000000000000').set(creator.auth);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(FALLBACK.tournamentNotFound);
  });
});

describe('DELETE /api/admin/tournaments/{id} (super admin)', () => {
  it('refunds every seated player to their buckets and the contribution, then deletes', async () => {
    const creator = await createUser(suite.server.ctx, { role: 'super_admin', purchased: 30 });
    const a = await createUser(suite.server.ctx, { purchased: 4, winnings: 10 });
    const b = await createUser(suite.server.ctx, { winnings: 10 });
    const created = await api()
      .post('/api/tournaments')
      .set(creator.auth)
      .send(createBody({ creator_prize_contribution: 25, entry_fee: 10 }));
    const t = (await rowOf(created.body.id))!;
    await seatPlayer(suite.server.ctx, t, a.id, 1, 0);
    await seatPlayer(suite.server.ctx, t, b.id, 2, 3);
    expect(await balances(suite.server.ctx, a.id)).toEqual({ purchased: 0, winnings: 4 });
    const visitor = await suite.server.socket();
    const deleted = nextEvent(visitor, 'tournament_deleted');

    const res = await api().delete(`/api/admin/tournaments/${t.id}`).set(suite.superAdmin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ players_refunded: 2, coins_refunded: 45 });
    expect((await deleted).tournament_id).toBe(t.id);
    expect(await balances(suite.server.ctx, a.id)).toEqual({ purchased: 4, winnings: 10 });
    expect(await balances(suite.server.ctx, b.id)).toEqual({ purchased: 0, winnings: 10 });
    expect(await balances(suite.server.ctx, creator.id)).toEqual({ purchased: 30, winnings: 0 });
    expect(await rowOf(t.id)).toBeUndefined();
    expect(await findLedgerMismatches(suite.server.ctx.db)).toEqual([]);
  });

  it('removes an uploaded image with the tournament', async () => {
    const creator = await createUser(suite.server.ctx);
    const t = await createTestTournament(suite.server.ctx, creator.id);
    const upload = await api()
      .post(`/api/admin/tournaments/${t.id}/change-photo`)
      .set(suite.superAdmin.auth)
      .attach('file', TINY_PNG, 'photo.png');
    expect((await api().get(upload.body.image_url)).status).toBe(200);
    expect((await api().delete(`/api/admin/tournaments/${t.id}`).set(suite.superAdmin.auth)).status).toBe(200);
    expect((await api().get(upload.body.image_url)).status).toBe(404);
  });

  it('refunds nothing for a finalized tournament (the pool was paid out)', async () => {
    const creator = await createUser(suite.server.ctx);
    const player = await createUser(suite.server.ctx, { purchased: 10 });
    const t = await createTestTournament(suite.server.ctx, creator.id);
    await seatPlayer(suite.server.ctx, t, player.id, 1, 0);
    await suite.server.ctx.db
      .update(tournaments)
      .set({ isFinalized: true, status: 'completed' })
      .where(eq(tournaments.id, t.id));
    const res = await api().delete(`/api/admin/tournaments/${t.id}`).set(suite.superAdmin.auth);
    expect(res.status).toBe(200);
    expect(res.body.coins_refunded).toBe(0);
    expect(await balances(suite.server.ctx, player.id)).toEqual({ purchased: 0, winnings: 0 });
  });

  it("answers 403 with the spec text to everyone else, 401 to visitors, 404 'Tournament not found.'", async () => {
    const creator = await createUser(suite.server.ctx);
    const t = await createTestTournament(suite.server.ctx, creator.id);
    for (const who of [creator, suite.admin]) {
      const res = await api().delete(`/api/admin/tournaments/${t.id}`).set(who.auth);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(FALLBACK.deleteForbidden);
    }
    expect((await api().delete(`/api/admin/tournaments/${t.id}`)).status).toBe(401);
    const missing = await api()
      .delete('/api/admin/tournaments/00000000-0000-4000-8000-000000000000')
      .set(suite.superAdmin.auth);
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(FALLBACK.tournamentNotFound);
    expect(await rowOf(t.id)).toBeDefined();
  });
});

describe('PUT /api/tournaments/{id}/update-rules-date', () => {
  it('lets the creator and admins reschedule; refuses other players and visitors', async () => {
    const creator = await createUser(suite.server.ctx);
    const other = await createUser(suite.server.ctx);
    const t = await createTestTournament(suite.server.ctx, creator.id);
    const url = `/api/tournaments/${t.id}/update-rules-date`;
    const date = inDays(2);
    const res = await api().put(url).set(creator.auth).send({ start_date: date });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Tournament date updated successfully!');
    expect(res.body.tournament).toMatchObject({ start_date: date, start_type: 'scheduled' });
    expect(
      (
        await api()
          .put(url)
          .set(suite.admin.auth)
          .send({ start_date: inDays(3) })
      ).status,
    ).toBe(200);
    expect(
      (
        await api()
          .put(url)
          .set(other.auth)
          .send({ start_date: inDays(4) })
      ).status,
    ).toBe(403);
    expect(
      (
        await api()
          .put(url)
          .send({ start_date: inDays(4) })
      ).status,
    ).toBe(401);
  });

  it('refuses while live (409) and bad dates (400)', async () => {
    const creator = await createUser(suite.server.ctx);
    const t = await createTestTournament(suite.server.ctx, creator.id);
    const url = `/api/tournaments/${t.id}/update-rules-date`;
    const missing = await api().put(url).set(creator.auth).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe(VALIDATION.rescheduleDate);
    expect((await api().put(url).set(creator.auth).send({ start_date: '2001-01-01T00:00:00Z' })).status).toBe(400);
    expect((await api().put(url).set(creator.auth).send({ start_date: 'soon' })).status).toBe(400);
    await suite.server.ctx.db.update(tournaments).set({ status: 'live' }).where(eq(tournaments.id, t.id));
    expect(
      (
        await api()
          .put(url)
          .set(creator.auth)
          .send({ start_date: inDays(1) })
      ).status,
    ).toBe(409);
    expect((await rowOf(t.id))!.startDate).toBeNull();
  });
});

describe('PUT /api/admin/tournaments/{id}/full-edit', () => {
  it('edits every field for the super admin and announces the change', async () => {
    const creator = await createUser(suite.server.ctx);
    const t = await createTestTournament(suite.server.ctx, creator.id, { template: 'isolated_squad' });
    const socket = await suite.server.socket();
    const updated = nextEvent(socket, 'tournament_updated');
    const res = await api()
      .put(`/api/admin/tournaments/${t.id}/full-edit`)
      .set(suite.superAdmin.auth)
      .send({
        title: 'Renamed Cup',
        entry_fee: 0,
        // Sent back unchanged, as a form may: the pool itself is never edited (money/conservation.test.ts).
        prize_pool: 0,
        max_teams: 12,
        slots_per_team: 3,
        start_date: inDays(1),
        status: 'live',
      });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Tournament updated successfully!');
    expect(res.body.tournament).toMatchObject({
      title: 'Renamed Cup',
      entry_fee: 0,
      prize_pool: 0,
      max_teams: 12,
      slots_per_team: 3,
      max_players: 36,
      tournament_format: 'trio',
      status: 'live',
      start_type: 'scheduled',
    });
    expect((await updated).tournament?.title).toBe('Renamed Cup');

    const whenFull = await api()
      .put(`/api/admin/tournaments/${t.id}/full-edit`)
      .set(suite.superAdmin.auth)
      .send({ start_date: null });
    expect(whenFull.body.tournament).toMatchObject({ start_date: null, start_type: 'when_full' });
  });

  it('refuses to shrink the grid under a seated player (409) and changes nothing', async () => {
    const creator = await createUser(suite.server.ctx);
    const player = await createUser(suite.server.ctx, { purchased: 10 });
    const t = await createTestTournament(suite.server.ctx, creator.id, { template: 'isolated_squad' });
    await seatPlayer(suite.server.ctx, t, player.id, 20, 3);
    const url = `/api/admin/tournaments/${t.id}/full-edit`;
    expect((await api().put(url).set(suite.superAdmin.auth).send({ max_teams: 19 })).status).toBe(409);
    expect((await api().put(url).set(suite.superAdmin.auth).send({ slots_per_team: 3 })).status).toBe(409);
    expect((await api().put(url).set(suite.superAdmin.auth).send({ max_teams: 20, slots_per_team: 4 })).status).toBe(
      200,
    );
    expect((await rowOf(t.id))!.maxTeams).toBe(20);
  });

  it.each([
    [{ entry_fee: -1 }],
    [{ prize_pool: 1.5 }],
    [{ max_teams: 0 }],
    [{ slots_per_team: 5 }],
    [{ status: 'paused' }],
    [{ start_date: 'tomorrow' }],
    [{ title: 'y'.repeat(100_000) }],
    [{ start_type: 'scheduled', start_date: null }],
  ])('refuses %j with 400', async (body) => {
    const creator = await createUser(suite.server.ctx);
    const t = await createTestTournament(suite.server.ctx, creator.id);
    const res = await api().put(`/api/admin/tournaments/${t.id}/full-edit`).set(suite.superAdmin.auth).send(body);
    expect(res.status).toBe(400);
    const after = (await rowOf(t.id))!;
    expect({ ...after, updatedAt: null }).toEqual({ ...t, updatedAt: null });
  });

  it('is for the super admin only', async () => {
    const creator = await createUser(suite.server.ctx);
    const t = await createTestTournament(suite.server.ctx, creator.id);
    const url = `/api/admin/tournaments/${t.id}/full-edit`;
    expect((await api().put(url).set(creator.auth).send({ title: 'x' })).status).toBe(403);
    expect((await api().put(url).set(suite.admin.auth).send({ title: 'x' })).status).toBe(403);
    expect((await api().put(url).send({ title: 'x' })).status).toBe(401);
  });
});

describe('DELETE /api/admin/tournaments/{id}/kick-player', () => {
  it('removes the named player, refunds their fee split and announces the kick', async () => {
    const creator = await createUser(suite.server.ctx);
    const player = await createUser(suite.server.ctx, { purchased: 6, winnings: 10 });
    const t = await createTestTournament(suite.server.ctx, creator.id, { entryFee: 10 });
    await seatPlayer(suite.server.ctx, t, player.id, 2, 1);
    const socket = await suite.server.socket(player.token);
    const kicked = nextEvent(socket, 'player_kicked');
    const res = await api()
      .delete(`/api/admin/tournaments/${t.id}/kick-player`)
      .set(suite.superAdmin.auth)
      .send({ player_id: player.id, team_number: 2, slot_index: 1 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`${player.username} has been kicked and refunded`);
    expect(res.body.tournament).toMatchObject({ current_players: 0, prize_pool: 0 });
    expect(await kicked).toMatchObject({ player_id: player.id, is_self_kick: false });
    expect(await balances(suite.server.ctx, player.id)).toEqual({ purchased: 6, winnings: 10 });
    expect(await findLedgerMismatches(suite.server.ctx.db)).toEqual([]);
  });

  it('refuses a player who is not in that slot (409), bad bodies (400) and other roles', async () => {
    const creator = await createUser(suite.server.ctx);
    const player = await createUser(suite.server.ctx, { purchased: 10 });
    const t = await createTestTournament(suite.server.ctx, creator.id);
    await seatPlayer(suite.server.ctx, t, player.id, 1, 0);
    const url = `/api/admin/tournaments/${t.id}/kick-player`;
    const body = { player_id: player.id, team_number: 1, slot_index: 0 };
    expect(
      (
        await api()
          .delete(url)
          .set(suite.superAdmin.auth)
          .send({ ...body, slot_index: 1 })
      ).status,
    ).toBe(409);
    expect(
      (
        await api()
          .delete(url)
          .set(suite.superAdmin.auth)
          .send({ ...body, player_id: 'x' })
      ).status,
    ).toBe(400);
    expect(
      (
        await api()
          .delete(url)
          .set(suite.superAdmin.auth)
          .send({ ...body, team_number: -1 })
      ).status,
    ).toBe(400);
    expect((await api().delete(url).set(creator.auth).send(body)).status).toBe(403);
    expect((await api().delete(url).set(suite.admin.auth).send(body)).status).toBe(403);
    expect((await api().delete(url).send(body)).status).toBe(401);
    expect((await rowOf(t.id))!.currentPlayers).toBe(1);
  });
});

describe('tournament image (template pick and change photo)', () => {
  it('sets a template image for the super admin; refuses unknown templates and other roles', async () => {
    const creator = await createUser(suite.server.ctx);
    const t = await createTestTournament(suite.server.ctx, creator.id);
    const url = `/api/admin/tournaments/${t.id}/select-template-image`;
    const res = await api().put(url).set(suite.superAdmin.auth).send({ template_id: 'blackout_duo' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Tournament image updated!',
      image_url: '/static/templates/blackout_duo.svg',
    });
    expect((await api().put(url).set(suite.superAdmin.auth).send({ template_id: 'mars_squad' })).status).toBe(400);
    expect((await api().put(url).set(creator.auth).send({ template_id: 'blackout_duo' })).status).toBe(403);
    expect((await api().put(url).send({ template_id: 'blackout_duo' })).status).toBe(401);
  });

  it('uploads a new photo for the super admin; refuses non-images and other roles', async () => {
    const creator = await createUser(suite.server.ctx);
    const t = await createTestTournament(suite.server.ctx, creator.id);
    const url = `/api/admin/tournaments/${t.id}/change-photo`;
    const res = await api().post(url).set(suite.superAdmin.auth).attach('file', TINY_PNG, 'photo.png');
    expect(res.status).toBe(200);
    expect(res.body.tournament.image_url).toMatch(/^\/uploads\/tournaments\//);
    const text = await api().post(url).set(suite.superAdmin.auth).attach('file', Buffer.from('hello'), 'photo.png');
    expect(text.status).toBe(400);
    expect((await api().post(url).set(creator.auth).attach('file', TINY_PNG, 'a.png')).status).toBe(403);
    expect((await api().post(url).attach('file', TINY_PNG, 'a.png')).status).toBe(401);
    const missing = await api()
      .post('/api/admin/tournaments/00000000-0000-4000-8000-000000000000/change-photo')
      .set(suite.superAdmin.auth)
      .attach('file', TINY_PNG, 'a.png');
    expect(missing.status).toBe(404);
  });
});
