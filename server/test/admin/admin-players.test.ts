/** Admin players panel API: list (real players only), details, adjustments, delete with refunds. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestServer, deliveredSoFar, nextEvent, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { balancesOf } from '../support/money-helpers.js';
import { imageExists, storedImage } from '../support/uploads.js';
import { ledgerEntries, tournaments, tournamentSlots, users } from '../../src/db/schema.js';
import { inTransaction } from '../../src/db/transaction.js';
import { debit, findLedgerMismatches } from '../../src/ledger/ledger.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(server.ctx, { role: 'super_admin' });
});
afterAll(() => server?.dispose());

/** A real (non-test) player, as registration would create one. */
async function realPlayer(opts: { purchased?: number; winnings?: number; username?: string; phone?: string } = {}) {
  const u = await createUser(server.ctx, opts);
  await server.ctx.db.update(users).set({ isTestUser: false }).where(eq(users.id, u.id));
  return u;
}

/** An approved tournament by `creatorId` with `seated` players who paid `fee` through the ledger. */
async function tournamentWithSeats(creatorId: string, fee: number, seated: string[]) {
  return inTransaction(server.ctx, async (tx, events) => {
    const [t] = await tx
      .insert(tournaments)
      .values({
        title: 'Friday Squads',
        tournamentFormat: 'squad',
        templateType: 'isolated_squad',
        gameMode: 'Battle Royale',
        mapName: 'BR Isolated',
        slotsPerTeam: 4,
        maxTeams: 25,
        maxPlayers: 100,
        entryFee: fee,
        rules: 'Be nice',
        tiktokUsername: 'streamer',
        creatorId,
        status: 'upcoming',
        approvalStatus: 'approved',
      })
      .returning();
    let slot = 0;
    for (const playerId of seated) {
      const split = await debit(tx, events, playerId, fee, 'purchased_first', {
        reason: 'entry_fee',
        refType: 'tournament',
        refId: t.id,
      });
      await tx.insert(tournamentSlots).values({
        tournamentId: t.id,
        teamNumber: 1,
        slotIndex: slot++,
        playerId,
        feePurchased: split.purchased,
        feeWinnings: split.winnings,
      });
    }
    await tx
      .update(tournaments)
      .set({ currentPlayers: seated.length, prizePool: fee * seated.length })
      .where(eq(tournaments.id, t.id));
    return t.id;
  });
}

describe('admin players', () => {
  it('lists real players only and searches username, email and phone', async () => {
    const real = await realPlayer({ username: 'Needle_Haystack', phone: '7700900555' });
    const hidden = await createUser(server.ctx, { username: 'needle_test_user' });
    const all = await request(server.url).get('/api/admin/players').set(admin.auth).expect(200);
    const ids = all.body.players.map((p: { user_id: string }) => p.user_id);
    expect(ids).toContain(real.id);
    expect(ids).not.toContain(hidden.id);
    for (const search of ['needle', 'NEEDLE_haystack@example', '900555']) {
      const res = await request(server.url).get('/api/admin/players').query({ search }).set(admin.auth).expect(200);
      expect(res.body.players.map((p: { user_id: string }) => p.user_id)).toEqual([real.id]);
    }
    const none = await request(server.url).get('/api/admin/players').query({ search: '%' }).set(admin.auth).expect(200);
    expect(none.body.players).toEqual([]);
  });

  it('finds a whole e-mail, and any address that contains it, not its domain alone', async () => {
    const exact = await realPlayer({ username: 'Quill_One' });
    await server.ctx.db.update(users).set({ email: 'quill@inkpot.example' }).where(eq(users.id, exact.id));
    const longer = await realPlayer({ username: 'Quill_Two' });
    await server.ctx.db.update(users).set({ email: 'bluequill@inkpot.example' }).where(eq(users.id, longer.id));
    const otherDomain = await realPlayer({ username: 'Quill_Three' });
    await server.ctx.db.update(users).set({ email: 'quill@elsewhere.example' }).where(eq(users.id, otherDomain.id));
    const found = async (search: string) =>
      (await request(server.url).get('/api/admin/players').query({ search }).set(admin.auth).expect(200)).body.players
        .map((p: { user_id: string }) => p.user_id)
        .sort();
    expect(await found('QUILL@inkpot.example')).toEqual([exact.id, longer.id].sort());
    expect(await found('bluequill@inkpot')).toEqual([longer.id]);
    expect(await found('@elsewhere.example')).toEqual([otherDomain.id]);
    expect(await found('quill@nowhere.example')).toEqual([]);
  });

  it('adjusts coins and winnings through the ledger, naming the admin, and tells admins live', async () => {
    const p = await realPlayer({ purchased: 7, winnings: 3 });
    const socket = await server.socket(admin.token);
    const live = nextEvent(socket, 'player_coins_updated');
    const coins = await request(server.url)
      .put(`/api/admin/players/${p.id}/adjust-coins`)
      .set(admin.auth)
      .send({ coin_balance: 20 })
      .expect(200);
    expect(coins.body).toEqual({ username: p.username, old_balance: 7, new_balance: 20 });
    expect(await live).toMatchObject({ user_id: p.id, purchased_coins: 20, coin_balance: 23 });
    const winnings = await request(server.url)
      .put(`/api/admin/players/${p.id}/adjust-winnings`)
      .set(admin.auth)
      .send({ winnings_coins: 0 })
      .expect(200);
    expect(winnings.body).toEqual({ username: p.username, old_winnings: 3, new_winnings: 0 });
    expect(await balancesOf(server.ctx, p.id)).toEqual({ purchased: 20, winnings: 0 });
    const rows = await server.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.actorId, admin.id));
    expect(rows.filter((r) => r.userId === p.id).map((r) => [r.bucket, r.delta])).toEqual([
      ['purchased', 13],
      ['winnings', -3],
    ]);
  });

  it('refuses negative, fractional and non-numeric values with the spec messages', async () => {
    const p = await realPlayer({ purchased: 5 });
    for (const coin_balance of [-1, 1.5, 'abc', null, 2 ** 53]) {
      const res = await request(server.url)
        .put(`/api/admin/players/${p.id}/adjust-coins`)
        .set(admin.auth)
        .send({ coin_balance });
      expect(res.status).toBe(400);
    }
    const res = await request(server.url)
      .put(`/api/admin/players/${p.id}/adjust-winnings`)
      .set(admin.auth)
      .send({ winnings_coins: -5 })
      .expect(400);
    expect(res.body.detail).toBe('Please enter a valid winnings amount (0 or greater)');
    expect(await balancesOf(server.ctx, p.id)).toEqual({ purchased: 5, winnings: 0 });
    await request(server.url)
      .put(`/api/admin/players/00000000-0000-4000-8000-000000000000/adjust-coins`)
      .set(admin.auth)
      .send({ coin_balance: 1 })
      .expect(404);
  });

  it('shows every detail field with the money history', async () => {
    const p = await realPlayer({ winnings: 30 });
    await request(server.url)
      .post('/api/coin-conversion/request')
      .set(p.auth)
      .send({
        coins_to_convert: 10,
        payment_method: 'paypal',
        paypal_first_name: 'A',
        paypal_surname: 'B',
        paypal_email: 'a@b.test',
        whatsapp_number: '+44 7700 900123',
      })
      .expect(200);
    const res = await request(server.url).get(`/api/admin/players/${p.id}/details`).set(admin.auth).expect(200);
    expect(res.body).toMatchObject({
      user_id: p.id,
      username: p.username,
      purchased_coins: 0,
      winnings_coins: 20,
      coin_balance: 20,
      total_purchased: 0,
      total_tournaments_won: 0,
      tournaments_participated: 0,
      cashout_history: [{ coins_amount: 10, currency_amount: 10, status: 'pending' }],
      total_transactions: 2,
    });
    for (const key of [
      'full_name',
      'codm_username',
      'email',
      'email_verified',
      'phone_number',
      'created_at',
      'tiktok_link',
    ])
      expect(res.body).toHaveProperty(key);
    expect(res.body).not.toHaveProperty('password_hash');
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it('deletes a player and their tournaments, refunding the other players first', async () => {
    const creator = await realPlayer({ purchased: 50 });
    const a = await realPlayer({ purchased: 3, winnings: 10 });
    const b = await realPlayer({ purchased: 10 });
    const t1 = await tournamentWithSeats(creator.id, 5, [a.id, b.id, creator.id]);
    const t2 = await tournamentWithSeats(creator.id, 0, []);
    // The creator also sits in someone else's tournament: that seat and its fee leave with them.
    const other = await tournamentWithSeats(b.id, 4, [creator.id, a.id]);
    expect(await balancesOf(server.ctx, a.id)).toEqual({ purchased: 0, winnings: 4 });

    const res = await request(server.url).delete(`/api/admin/players/${creator.id}`).set(admin.auth).expect(200);
    expect(res.body.deleted_tournaments).toBe(2);
    expect([...res.body.tournament_ids].sort()).toEqual([t1, t2].sort());
    // a paid 3 purchased + 2 winnings into t1 (back to each bucket); the 4 winnings in `other` stay.
    expect(await balancesOf(server.ctx, a.id)).toEqual({ purchased: 3, winnings: 6 });
    expect(await balancesOf(server.ctx, b.id)).toEqual({ purchased: 10, winnings: 0 });
    const [left] = await server.ctx.db.select().from(tournaments).where(eq(tournaments.id, other));
    expect(left).toMatchObject({ currentPlayers: 1, prizePool: 4 });
    // The account is closed, not erased: the row stays (its history references it), anonymised.
    const [closed] = await server.ctx.db.select().from(users).where(eq(users.id, creator.id));
    expect(closed.deletedAt).not.toBeNull();
    expect(closed.username).toBe(`deleted-${creator.id}`);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
    await request(server.url).delete(`/api/admin/players/${creator.id}`).set(admin.auth).expect(404);
  });

  it('removes the uploaded images of the tournaments it deletes, and only those', async () => {
    const creator = await realPlayer();
    const host = await realPlayer();
    const [own, elsewhere] = [await tournamentWithSeats(creator.id, 0, []), await tournamentWithSeats(host.id, 0, [])];
    const [ownImage, otherImage] = [await storedImage(server.ctx), await storedImage(server.ctx)];
    await server.ctx.db.update(tournaments).set({ imageUrl: ownImage.url }).where(eq(tournaments.id, own));
    await server.ctx.db.update(tournaments).set({ imageUrl: otherImage.url }).where(eq(tournaments.id, elsewhere));
    await request(server.url).delete(`/api/admin/players/${creator.id}`).set(admin.auth).expect(200);
    expect(await imageExists(server.ctx, ownImage.id)).toBe(false);
    expect(await imageExists(server.ctx, otherImage.id)).toBe(true);
  });

  it('announces each deleted tournament exactly once', async () => {
    const creator = await realPlayer({ purchased: 10 });
    const seated = await realPlayer({ purchased: 5 });
    const t = await tournamentWithSeats(creator.id, 2, [seated.id]);
    const socket = await server.socket(admin.token);
    const seen: string[] = [];
    socket.on('tournament_deleted', (p) => seen.push(p.tournament_id));
    const last = nextEvent(socket, 'tournament_deleted');
    await request(server.url).delete(`/api/admin/players/${creator.id}`).set(admin.auth).expect(200);
    await last;
    // A duplicate would be sent with the first, after the same commit: before anything sent later.
    await deliveredSoFar(server, [socket]);
    expect(seen).toEqual([t]);
    socket.disconnect();
  });

  it('refuses to delete yourself or a super admin', async () => {
    const other = await createUser(server.ctx, { role: 'super_admin' });
    await request(server.url).delete(`/api/admin/players/${admin.id}`).set(admin.auth).expect(400);
    await request(server.url).delete(`/api/admin/players/${other.id}`).set(admin.auth).expect(403);
  });
});
