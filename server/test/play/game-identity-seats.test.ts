/**
 * Tournaments that require a game identity (docs/product/results.md#game-identity): set at
 * creation and in the full edit; a join, a team reserve, a join-team and a waitlist accept without
 * one get 409 `game_identity_required`, and pass with one; the statement that takes a seat refuses
 * it too. The host console's seat identities are the creator's and admins' only: no player's
 * answer carries another player's UID.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLAY_TEXT } from '@squadhub/shared';
import { tournaments } from '../../src/db/schema.js';
import { inTransaction } from '../../src/db/transaction.js';
import { SeatRefused, takeSeat } from '../../src/services/play/seat-lifecycle.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createBody } from '../support/tournament-factories.js';
import { FEE, as, expectLedgerClean, seatNew, squadApi, squadTournament, tournamentRow } from '../squads/helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

let uids = 0;
const freshUid = () => `${Date.now()}${String(uids++).padStart(4, '0')}`;

/** A player with coins for one fee and, unless `identity` is false, a stored game identity. */
async function player(identity = true): Promise<TestUser & { uid: string | null }> {
  const user = await createUser(server.ctx, { purchased: FEE });
  if (!identity) return { ...user, uid: null };
  const uid = freshUid();
  const res = await as(server, user).put('/users/me/game-identity', { game_uid: uid, game_name: `Name ${uid}` });
  expect(res.status).toBe(200);
  return { ...user, uid };
}

const requireIdentity = (tournamentId: string, on = true) =>
  server.ctx.db.update(tournaments).set({ requireGameIdentity: on }).where(eq(tournaments.id, tournamentId));

const REFUSED = { status: 409, body: { detail: PLAY_TEXT.gameIdentityRequired, code: 'game_identity_required' } };

describe('the setting', () => {
  it('is set at creation, answered on the tournament, and changed by the full edit', async () => {
    const superAdmin = await createUser(server.ctx, { role: 'super_admin' });
    const api = as(server, superAdmin);
    const created = await api.post('/tournaments', createBody({ require_game_identity: true }));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await api.get(`/tournaments/${id}`)).body.require_game_identity).toBe(true);
    const edited = await api.put(`/admin/tournaments/${id}/full-edit`, { require_game_identity: false });
    expect(edited.status).toBe(200);
    expect(edited.body.tournament.require_game_identity).toBe(false);
    // Left out, it stays; not a boolean, 400.
    await api.put(`/admin/tournaments/${id}/full-edit`, { title: 'Renamed' });
    expect((await tournamentRow(server, id))!.requireGameIdentity).toBe(false);
    expect((await api.put(`/admin/tournaments/${id}/full-edit`, { require_game_identity: 'yes' })).status).toBe(400);
  });

  it('defaults to false', async () => {
    const creator = await createUser(server.ctx, { role: 'super_admin' });
    const created = await as(server, creator).post('/tournaments', createBody());
    const id = created.body.id as string;
    expect((await tournamentRow(server, id))!.requireGameIdentity).toBe(false);
  });
});

describe('taking a seat', () => {
  it('join-slot: refused without an identity (nothing charged), allowed with one', async () => {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id);
    await requireIdentity(t.id);
    const [without, withId] = [await player(false), await player()];
    expect(await squadApi(server, without, t.id).joinSlot(1, 0)).toMatchObject(REFUSED);
    expect((await tournamentRow(server, t.id))!.currentPlayers).toBe(0);
    expect((await squadApi(server, withId, t.id).joinSlot(1, 0)).status).toBe(200);
    // A tournament that does not require one seats anybody.
    await requireIdentity(t.id, false);
    expect((await squadApi(server, without, t.id).joinSlot(1, 1)).status).toBe(200);
    await expectLedgerClean(server);
  });

  it('the statement that takes a seat refuses it on its own (the hot join past its first read)', async () => {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id);
    await requireIdentity(t.id);
    const without = await player(false);
    const attempt = inTransaction(server.ctx, (tx, events) =>
      takeSeat(tx, events, t.id, without.id, { teamNumber: 1, slotIndex: 0 }),
    );
    await expect(attempt).rejects.toBeInstanceOf(SeatRefused);
    expect((await tournamentRow(server, t.id))!.currentPlayers).toBe(0);
  });

  it('a team reserve and a join-team: refused without an identity, allowed with one', async () => {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id, { template: 'isolated_squad' });
    await requireIdentity(t.id);
    expect(await squadApi(server, await player(false), t.id).reserve(1)).toMatchObject(REFUSED);
    const captain = await player();
    const reserved = await squadApi(server, captain, t.id).reserve(1);
    expect(reserved.status).toBe(201);
    const code = reserved.body.invite_code as string;
    expect(await squadApi(server, await player(false), t.id).joinTeam(code)).toMatchObject(REFUSED);
    expect((await squadApi(server, await player(), t.id).joinTeam(code)).status).toBe(200);
    await expectLedgerClean(server);
  });

  it('the waitlist: joining refused without an identity; an accept refused keeps the offer until one is stored', async () => {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id, { maxTeams: 1 });
    const [first] = await seatNew(server, t, [
      [1, 0],
      [1, 1],
    ]);
    const waiting = await player(false);
    expect((await squadApi(server, waiting, t.id).joinWaitlist()).status).toBe(200);
    // The tournament comes to require an identity while the player waits.
    await requireIdentity(t.id);
    expect(await squadApi(server, await player(false), t.id).joinWaitlist()).toMatchObject(REFUSED);
    expect((await squadApi(server, first!, t.id).leave()).status).toBe(200);
    expect(await squadApi(server, waiting, t.id).accept()).toMatchObject(REFUSED);
    expect((await squadApi(server, waiting, t.id).waitlist()).body.offer).toMatchObject({ team_number: 1 });
    const stored = await as(server, waiting).put('/users/me/game-identity', {
      game_uid: freshUid(),
      game_name: 'Late',
    });
    expect(stored.status).toBe(200);
    expect((await squadApi(server, waiting, t.id).accept()).status).toBe(200);
    await expectLedgerClean(server);
  });
});

describe('seat identities', () => {
  it('lists each seat with its game identity for the creator and admins only', async () => {
    const creator = await createUser(server.ctx);
    const admin = await createUser(server.ctx, { role: 'admin' });
    const t = await squadTournament(server, creator.id);
    const [a, b, bare] = [await player(), await player(), await player(false)];
    for (const [p, slot] of [
      [a, 0],
      [b, 1],
    ] as const) {
      expect((await squadApi(server, p, t.id).joinSlot(1, slot)).status).toBe(200);
    }
    expect((await squadApi(server, bare, t.id).joinSlot(2, 0)).status).toBe(200);

    const expected = [
      {
        team_number: 1,
        slot_index: 0,
        player_id: a.id,
        username: a.username,
        game_uid: a.uid,
        game_name: `Name ${a.uid}`,
      },
      {
        team_number: 1,
        slot_index: 1,
        player_id: b.id,
        username: b.username,
        game_uid: b.uid,
        game_name: `Name ${b.uid}`,
      },
      { team_number: 2, slot_index: 0, player_id: bare.id, username: bare.username, game_uid: null, game_name: null },
    ];
    for (const manager of [creator, admin]) {
      const res = await as(server, manager).get(`/tournaments/${t.id}/seat-identities`);
      expect(res).toMatchObject({ status: 200, body: { seats: expected } });
    }
    for (const outsider of [a, await player()]) {
      expect((await as(server, outsider).get(`/tournaments/${t.id}/seat-identities`)).status).toBe(403);
    }
    expect((await as(server, null).get(`/tournaments/${t.id}/seat-identities`)).status).toBe(401);
  });

  it("no player's or visitor's answer about the tournament carries another player's UID or game name", async () => {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id);
    const [a, b] = [await player(), await player()];
    await squadApi(server, a, t.id).joinSlot(1, 0);
    await squadApi(server, b, t.id).joinSlot(1, 1);
    const reads = [
      `/tournaments/${t.id}`,
      `/tournaments/${t.id}/participants`,
      '/tournaments',
      '/users/me/joined-tournaments',
    ];
    for (const viewer of [a, null, creator]) {
      for (const path of reads) {
        const res = await as(server, viewer).get(path);
        if (res.status !== 200) continue;
        const text = JSON.stringify(res.body);
        expect(text).not.toContain(b.uid);
        expect(text).not.toContain(`Name ${b.uid}`);
        expect(text).not.toContain('game_uid');
      }
    }
  });
});
