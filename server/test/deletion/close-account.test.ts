/**
 * Deleting a player closes the account and keeps its history (docs/product/accounts.md#deleting-a-player):
 * refunds first, then the row is anonymised and disabled; money history stays and still adds up;
 * admins see the player as "deleted player"; the account can neither log in nor be used again,
 * and its username and e-mail are free for a new registration.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_PLAYER_NAME, REJECTED_ACCOUNT_CLOSED_NOTE } from '@squadhub/shared';
import {
  cashoutRequests,
  ledgerEntries,
  purchases,
  tournamentWinners,
  tournaments,
  users,
} from '../../src/db/schema.js';
import { inTransaction } from '../../src/db/transaction.js';
import { markPaidAndCredit } from '../../src/services/money/purchases.js';
import { registerBody } from '../accounts/helpers.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { PAYPAL_DETAILS } from '../support/money-helpers.js';
import { as } from '../play/helpers.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { balancesAndLedger, expectClosedAndConsistent } from './helpers.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  admin = await createUser(server.ctx, { role: 'super_admin' });
});
afterAll(() => server?.dispose());

const api = () => request(server.url);
const deletePlayer = (id: string) => api().delete(`/api/admin/players/${id}`).set(admin.auth);

/** A paid coin purchase, credited through the same path as a Stripe payment. */
async function paidPurchase(userId: string, coins: number) {
  const sessionId = `cs_test_${randomUUID()}`;
  await server.ctx.db.insert(purchases).values({
    userId,
    stripeSessionId: sessionId,
    provider: 'test',
    packageId: `coins_${coins}`,
    coins,
    amountPence: 783,
  });
  await inTransaction(server.ctx, (tx, events) => markPaidAndCredit(tx, events, sessionId));
}

async function requestCashout(player: TestUser, coins: number): Promise<string> {
  const res = await api()
    .post('/api/coin-conversion/request')
    .set(player.auth)
    .send({ coins_to_convert: coins, ...PAYPAL_DETAILS })
    .expect(200);
  return res.body.request.id;
}

describe('deleting a player', () => {
  it('refunds what is owed, keeps the money history, and anonymises and closes the account', async () => {
    const ctx = server.ctx;
    const player = await createUser(ctx, { winnings: 60, phone: '7700900111' });
    // A real player (test accounts are hidden from the admin list anyway).
    await ctx.db.update(users).set({ isTestUser: false }).where(eq(users.id, player.id));
    const host = await createUser(ctx, { purchased: 20 });
    const other = await createUser(ctx, { purchased: 20 });
    await paidPurchase(player.id, 5);

    // History: a cash-out already paid, a tournament won (finalized), a chat message in it.
    const paidRequest = await requestCashout(player, 10);
    await api().post(`/api/admin/coin-conversion/${paidRequest}/approve`).set(admin.auth).expect(200);
    await api().post(`/api/admin/coin-conversion/${paidRequest}/mark-paid`).set(admin.auth).expect(200);
    const won = await createTestTournament(ctx, host.id, { template: 'alcatraz_solo', entryFee: 5, status: 'live' });
    await seatPlayer(ctx, won, player.id, 1, 0);
    await as(server, player).post(`/tournaments/${won.id}/chat`, { message: 'gg' }).expect(201);
    await as(server, host)
      .post(`/tournaments/${won.id}/select-winners`, {
        winners: [{ user_id: player.id, coins_awarded: 5, position: 1 }],
      })
      .expect(200);
    // Owed back: a pending cash-out, a seat in someone else's open tournament, and a tournament
    // of their own with another player seated in it.
    const pendingRequest = await requestCashout(player, 20);
    const open = await createTestTournament(ctx, host.id, { template: 'alcatraz_solo', entryFee: 7 });
    await as(server, player).post(`/tournaments/${open.id}/join-slot`, { team_number: 1, slot_index: 0 }).expect(200);
    await as(server, other).post(`/tournaments/${open.id}/join-slot`, { team_number: 2, slot_index: 0 }).expect(200);
    const own = await createTestTournament(ctx, player.id, { template: 'alcatraz_solo', entryFee: 4 });
    await as(server, other).post(`/tournaments/${own.id}/join-slot`, { team_number: 1, slot_index: 0 }).expect(200);
    await as(server, player).post('/open-lobbies', { room_code: 'LOBBY1' }).expect(201);

    // 5 bought + 60 won + 5 prize - 10 paid out - 20 pending - 5 and 7 entry fees = 28.
    const before = await balancesAndLedger(ctx, player.id);
    expect(before.balances.purchased + before.balances.winnings).toBe(28);

    const res = await deletePlayer(player.id).expect(200);
    expect(res.body).toEqual({ message: 'Player deleted', deleted_tournaments: 1, tournament_ids: [own.id] });

    // Refunded through the ledger: the pending 20 winnings and the 7 fee; the other player's 4.
    const after = await balancesAndLedger(ctx, player.id);
    expect(after.balances.purchased + after.balances.winnings).toBe(28 + 20 + 7);
    expect(after.rows).toBe(before.rows + 2);
    const [other_] = await ctx.db.select().from(users).where(eq(users.id, other.id));
    expect(other_.purchasedCoins).toBe(20 - 7);
    const [pending] = await ctx.db.select().from(cashoutRequests).where(eq(cashoutRequests.id, pendingRequest));
    expect(pending).toMatchObject({ status: 'rejected', adminNotes: REJECTED_ACCOUNT_CLOSED_NOTE });

    // History stays, pointing at the closed row.
    expect(await ctx.db.select().from(purchases).where(eq(purchases.userId, player.id))).toHaveLength(1);
    expect(await ctx.db.select().from(cashoutRequests).where(eq(cashoutRequests.userId, player.id))).toHaveLength(2);
    expect(await ctx.db.select().from(tournamentWinners).where(eq(tournamentWinners.userId, player.id))).toHaveLength(
      1,
    );
    expect(await ctx.db.select().from(tournaments).where(eq(tournaments.id, own.id))).toEqual([]);
    const [openAfter] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, open.id));
    expect(openAfter).toMatchObject({ currentPlayers: 1, prizePool: 7 });

    const [closed] = await ctx.db.select().from(users).where(eq(users.id, player.id));
    expect(closed).toMatchObject({
      username: `deleted-${player.id}`,
      codmUsername: `deleted-${player.id}`,
      email: `deleted-${player.id}@deleted.invalid`,
      fullName: '',
      phoneNumber: null,
      tiktokLink: '',
      sessionVersion: 1,
    });
    expect(closed.deletedAt).toBeInstanceOf(Date);
    expect(closed.passwordHash).not.toMatch(/^\$argon2/);
    await expectClosedAndConsistent(ctx, player.id);
    expect(await ledgerRowsCreatedAfter(player.id, closed.deletedAt!)).toBe(0);

    // Admins see "deleted player" in the history; the players list no longer shows the account.
    const requests = await api().get('/api/admin/coin-conversion/requests').set(admin.auth).expect(200);
    const theirs = requests.body.filter((r: { user_id: string }) => r.user_id === player.id);
    expect(theirs.map((r: { username: string }) => r.username)).toEqual([DELETED_PLAYER_NAME, DELETED_PLAYER_NAME]);
    const view = await api().get(`/api/tournaments/${won.id}`).set(admin.auth).expect(200);
    expect(view.body.winners).toEqual([
      { user_id: player.id, username: DELETED_PLAYER_NAME, position: 1, coins_awarded: 5, tiktok_link: null },
    ]);
    expect(view.body.participants).toMatchObject([{ user_id: player.id, username: DELETED_PLAYER_NAME }]);
    const board = await api().get(`/api/tournaments/${won.id}/leaderboard`).expect(200);
    expect(board.body.winners).toEqual([
      { position: 1, username: DELETED_PLAYER_NAME, coins_awarded: 5, tiktok_link: null },
    ]);
    const allTime = await api().get('/api/leaderboard/all-time').expect(200);
    expect(allTime.body.players.find((p: { user_id: string }) => p.user_id === player.id)).toMatchObject({
      username: DELETED_PLAYER_NAME,
      tiktok_link: null,
    });
    const chat = await api().get(`/api/tournaments/${won.id}/chat`).set(admin.auth).expect(200);
    expect(chat.body.messages).toMatchObject([{ user_id: player.id, username: DELETED_PLAYER_NAME, message: 'gg' }]);
    const list = await api().get('/api/admin/players').set(admin.auth).expect(200);
    expect(list.body.players.map((p: { user_id: string }) => p.user_id)).not.toContain(player.id);
    const lobbies = await api().get('/api/open-lobbies').expect(200);
    expect(lobbies.body.lobbies.map((l: { room_code: string }) => l.room_code)).not.toContain('LOBBY1');
    // The closed account's money stays visible to admins by id.
    const details = await api().get(`/api/admin/players/${player.id}/details`).set(admin.auth).expect(200);
    expect(details.body).toMatchObject({ username: DELETED_PLAYER_NAME, coin_balance: 55, total_tournaments_won: 1 });
  });

  it('refuses login by e-mail and phone like a wrong password, and frees the username and e-mail', async () => {
    const body = registerBody({ phone_number: '7700900222' });
    const registered = await api().post('/api/auth/register').send(body).expect(201);
    const id: string = registered.body.user.id;
    const token: string = registered.body.access_token;
    await api().post('/api/auth/login').send({ email: body.email, password: body.password }).expect(200);
    const wrong = await api().post('/api/auth/login').send({ email: body.email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);

    await deletePlayer(id).expect(200);

    for (const credentials of [
      { email: body.email, password: body.password },
      { phone_number: `+44${body.phone_number}`, password: body.password },
      { email: `deleted-${id}@deleted.invalid`, password: body.password },
    ]) {
      const res = await api().post('/api/auth/login').send(credentials);
      expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: wrong.body });
    }
    await api().get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);

    const again = await api()
      .post('/api/auth/register')
      .send({ ...body, full_name: 'Someone New' })
      .expect(201);
    expect(again.body.user.id).not.toBe(id);
    expect(again.body.user.username).toBe(body.codm_username);
  });

  it('refuses transfers to, adjustments of and a second deletion of a closed account with 404', async () => {
    const player = await createUser(server.ctx, { purchased: 5 });
    const friend = await createUser(server.ctx, { purchased: 5 });
    const oldRequest = await requestCashout(await withWinnings(player, 10), 10);
    await deletePlayer(player.id).expect(200);

    for (const name of [player.username, `deleted-${player.id}`]) {
      const res = await api()
        .post('/api/coins/transfer')
        .set(friend.auth)
        .send({ recipient_username: name, amount: 1 });
      expect(res.status).toBe(404);
    }
    await api()
      .put(`/api/admin/players/${player.id}/adjust-coins`)
      .set(admin.auth)
      .send({ coin_balance: 99 })
      .expect(404);
    await api()
      .put(`/api/admin/players/${player.id}/adjust-winnings`)
      .set(admin.auth)
      .send({ winnings_coins: 99 })
      .expect(404);
    await deletePlayer(player.id).expect(404);
    // Its pending request was refunded by the deletion: an admin's reject now is a plain 409.
    const reject = await api().post(`/api/admin/coin-conversion/${oldRequest}/reject`).set(admin.auth);
    expect(reject.status).toBe(409);
    expect((await balancesAndLedger(server.ctx, friend.id)).balances).toEqual({ purchased: 5, winnings: 0 });
    await expectClosedAndConsistent(server.ctx, player.id);
  });
});

describe('the id in the path', () => {
  it('names the same account in upper case: yourself is refused, a player is deleted with their tournaments', async () => {
    await deletePlayer(admin.id.toUpperCase()).expect(400);
    const player = await createUser(server.ctx, { purchased: 5 });
    const own = await createTestTournament(server.ctx, player.id, { template: 'alcatraz_solo' });
    const res = await deletePlayer(player.id.toUpperCase()).expect(200);
    expect(res.body.tournament_ids).toEqual([own.id]);
    await expectClosedAndConsistent(server.ctx, player.id);
  });
});

async function withWinnings(player: TestUser, winnings: number): Promise<TestUser> {
  await api().put(`/api/admin/players/${player.id}/adjust-winnings`).set(admin.auth).send({ winnings_coins: winnings });
  return player;
}

async function ledgerRowsCreatedAfter(userId: string, at: Date): Promise<number> {
  const rows = await server.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
  return rows.filter((r) => r.createdAt > at).length;
}
