/**
 * Approval: the admin queue, approve / decline (both paths), instant approval at the current
 * price, cancel by the creator, and the auto-approval price setting — with the refunds of
 * docs/product/money.md#refunds landing in the right bucket.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTO_APPROVAL_PRICE, FALLBACK, VALIDATION } from '@squadhub/shared';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { nextEvent } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { tournamentRouteSuite } from '../support/tournament-route-suite.js';
import { balances, createBody } from '../support/tournament-factories.js';

const suite = tournamentRouteSuite();
const { api } = suite;

/** A pending tournament created through the API by a player who paid `contribution`. */
async function pendingTournament(creator: TestUser, contribution = 0): Promise<string> {
  const res = await api()
    .post('/api/tournaments')
    .set(creator.auth)
    .send(createBody({ creator_prize_contribution: contribution }));
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const getAs = (id: string, user?: TestUser) => {
  const req = api().get(`/api/tournaments/${id}`);
  return user ? req.set(user.auth) : req;
};

describe('the approval queue', () => {
  it('lists pending tournaments to admins only', async () => {
    const creator = await createUser(suite.server.ctx);
    const id = await pendingTournament(creator);
    for (const who of [suite.admin, suite.superAdmin]) {
      const res = await api().get('/api/admin/pending-tournaments').set(who.auth);
      expect(res.status).toBe(200);
      expect(res.body.map((t: { id: string }) => t.id)).toContain(id);
    }
    expect((await api().get('/api/admin/pending-tournaments').set(creator.auth)).status).toBe(403);
    expect((await api().get('/api/admin/pending-tournaments')).status).toBe(401);
  });

  it('keeps a pending tournament out of the public list and away from outsiders', async () => {
    const creator = await createUser(suite.server.ctx);
    const outsider = await createUser(suite.server.ctx);
    const id = await pendingTournament(creator);
    const list = await api().get('/api/tournaments?limit=100').set(creator.auth);
    expect(list.body.map((t: { id: string }) => t.id)).not.toContain(id);
    expect((await getAs(id)).status).toBe(404);
    expect((await getAs(id, outsider)).status).toBe(404);
    expect((await getAs(id, creator)).status).toBe(200);
    expect((await getAs(id, suite.admin)).status).toBe(200);
    const mine = await api().get('/api/users/me/tournaments').set(creator.auth);
    expect(mine.body).toEqual([expect.objectContaining({ id, approval_status: 'pending' })]);
  });
});

describe('approve', () => {
  it.each([
    ['/api/admin/approve-tournament/%s', 'admin'],
    ['/api/tournaments/%s/approve', 'super admin'],
  ])('POST %s by an %s approves and announces it', async (path, role) => {
    const creator = await createUser(suite.server.ctx);
    const id = await pendingTournament(creator);
    const visitor = await suite.server.socket();
    const created = nextEvent(visitor, 'tournament_created');
    const who = role === 'admin' ? suite.admin : suite.superAdmin;
    const res = await api().post(path.replace('%s', id)).set(who.auth);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Tournament approved');
    expect((await created).tournament_id).toBe(id);
    expect((await getAs(id)).body).toMatchObject({ approval_status: 'approved', status: 'upcoming' });
    // A second approval is a conflict, not a silent success.
    expect((await api().post(path.replace('%s', id)).set(who.auth)).status).toBe(409);
  });

  it('refuses players (even the creator) and visitors', async () => {
    const creator = await createUser(suite.server.ctx);
    const id = await pendingTournament(creator);
    expect((await api().post(`/api/tournaments/${id}/approve`).set(creator.auth)).status).toBe(403);
    expect((await api().post(`/api/admin/approve-tournament/${id}`)).status).toBe(401);
    expect((await getAs(id, creator)).body.approval_status).toBe('pending');
  });

  it('answers 404 for unknown tournaments', async () => {
    const res = await api()
      .post('/api/admin/approve-tournament/00000000-0000-4000-8000-000000000000')
      .set(suite.admin.auth);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(FALLBACK.tournamentNotFound);
  });
});

describe('decline', () => {
  it('refunds the contribution to the buckets it came from and deletes the tournament', async () => {
    const creator = await createUser(suite.server.ctx, { purchased: 7, winnings: 30 });
    const id = await pendingTournament(creator, 20);
    expect(await balances(suite.server.ctx, creator.id)).toEqual({ purchased: 0, winnings: 17 });
    const socket = await suite.server.socket(creator.token);
    const deleted = nextEvent(socket, 'tournament_deleted');

    const res = await api().post(`/api/admin/decline-tournament/${id}`).set(suite.admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Tournament declined and deleted', coins_refunded: 20 });
    expect((await deleted).tournament_id).toBe(id);
    expect(await balances(suite.server.ctx, creator.id)).toEqual({ purchased: 7, winnings: 30 });
    expect((await getAs(id, suite.admin)).status).toBe(404);
    expect(await findLedgerMismatches(suite.server.ctx.db)).toEqual([]);
  });

  it('works on the /tournaments/{id}/decline path for a super admin and refuses others', async () => {
    const creator = await createUser(suite.server.ctx);
    const id = await pendingTournament(creator);
    expect((await api().post(`/api/tournaments/${id}/decline`).set(creator.auth)).status).toBe(403);
    expect((await api().post(`/api/tournaments/${id}/decline`)).status).toBe(401);
    expect((await api().post(`/api/tournaments/${id}/decline`).set(suite.superAdmin.auth)).status).toBe(200);
  });

  it('does not decline an approved tournament', async () => {
    const res = await api().post('/api/tournaments').set(suite.superAdmin.auth).send(createBody());
    const decline = await api().post(`/api/tournaments/${res.body.id}/decline`).set(suite.admin.auth);
    expect(decline.status).toBe(409);
  });
});

describe('auto-approve', () => {
  it('charges the creator the current price, purchased coins first, and approves', async () => {
    const creator = await createUser(suite.server.ctx, { purchased: 3, winnings: 10 });
    const id = await pendingTournament(creator);
    const res = await api().post(`/api/tournaments/${id}/auto-approve`).set(creator.auth);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/approved/i);
    expect(await balances(suite.server.ctx, creator.id)).toEqual({ purchased: 0, winnings: 8 });
    expect((await getAs(id)).body.approval_status).toBe('approved');
    expect((await api().post(`/api/tournaments/${id}/auto-approve`).set(creator.auth)).status).toBe(409);
    expect(await findLedgerMismatches(suite.server.ctx.db)).toEqual([]);
  });

  it("answers 409 'Insufficient coins' when short, changing nothing", async () => {
    const creator = await createUser(suite.server.ctx, { purchased: 2, winnings: 2 });
    const id = await pendingTournament(creator);
    const res = await api().post(`/api/tournaments/${id}/auto-approve`).set(creator.auth);
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain(VALIDATION.insufficientCoins);
    expect(await balances(suite.server.ctx, creator.id)).toEqual({ purchased: 2, winnings: 2 });
    expect((await getAs(id, creator)).body.approval_status).toBe('pending');
  });

  it('is free for a super admin; forbidden to other players and plain admins', async () => {
    const creator = await createUser(suite.server.ctx, { purchased: 50 });
    const other = await createUser(suite.server.ctx, { purchased: 50 });
    const id = await pendingTournament(creator);
    expect((await api().post(`/api/tournaments/${id}/auto-approve`).set(other.auth)).status).toBe(403);
    expect((await api().post(`/api/tournaments/${id}/auto-approve`).set(suite.admin.auth)).status).toBe(403);
    expect((await api().post(`/api/tournaments/${id}/auto-approve`)).status).toBe(401);
    const res = await api().post(`/api/tournaments/${id}/auto-approve`).set(suite.superAdmin.auth);
    expect(res.status).toBe(200);
    expect(await balances(suite.server.ctx, creator.id)).toEqual({ purchased: 50, winnings: 0 });
  });
});

describe('cancel (DELETE /tournaments/{id} on a pending tournament)', () => {
  it('refunds the creator and deletes it', async () => {
    const creator = await createUser(suite.server.ctx, { purchased: 12, winnings: 5 });
    const id = await pendingTournament(creator, 15);
    expect(await balances(suite.server.ctx, creator.id)).toEqual({ purchased: 0, winnings: 2 });
    const res = await api().delete(`/api/tournaments/${id}`).set(creator.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Tournament cancelled', coins_refunded: 15 });
    expect(await balances(suite.server.ctx, creator.id)).toEqual({ purchased: 12, winnings: 5 });
    expect((await getAs(id, creator)).status).toBe(404);
    expect(await findLedgerMismatches(suite.server.ctx.db)).toEqual([]);
  });

  it("refuses someone else's cancel with the spec's 403 text", async () => {
    const creator = await createUser(suite.server.ctx);
    const other = await createUser(suite.server.ctx);
    const id = await pendingTournament(creator);
    const res = await api().delete(`/api/tournaments/${id}`).set(other.auth);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(FALLBACK.deleteForbidden);
    expect((await api().delete(`/api/tournaments/${id}`)).status).toBe(401);
  });
});

describe('auto-approval price', () => {
  it('is readable by any logged-in user, settable by the super admin only, and announced live', async () => {
    const player = await createUser(suite.server.ctx);
    const get = await api().get('/api/admin/settings/auto-approval-price').set(player.auth);
    expect(get.status).toBe(200);
    expect(get.body.auto_approval_price).toBe(DEFAULT_AUTO_APPROVAL_PRICE);
    expect((await api().get('/api/admin/settings/auto-approval-price')).status).toBe(401);

    const url = '/api/admin/settings/auto-approval-price';
    expect((await api().put(`${url}?price=9`).set(player.auth)).status).toBe(403);
    expect((await api().put(`${url}?price=9`).set(suite.admin.auth)).status).toBe(403);
    expect((await api().put(`${url}?price=9`)).status).toBe(401);

    const socket = await suite.server.socket();
    const event = nextEvent(socket, 'auto_approval_price_updated');
    const put = await api().put(`${url}?price=9`).set(suite.superAdmin.auth);
    expect(put.status).toBe(200);
    expect(put.body.auto_approval_price).toBe(9);
    expect((await event).auto_approval_price).toBe(9);

    // The new price is what the next instant approval costs.
    const creator = await createUser(suite.server.ctx, { purchased: 9 });
    const id = await pendingTournament(creator);
    expect((await api().post(`/api/tournaments/${id}/auto-approve`).set(creator.auth)).status).toBe(200);
    expect(await balances(suite.server.ctx, creator.id)).toEqual({ purchased: 0, winnings: 0 });

    // Zero makes instant approval free.
    expect((await api().put(`${url}?price=0`).set(suite.superAdmin.auth)).status).toBe(200);
    const second = await pendingTournament(creator);
    expect((await api().post(`/api/tournaments/${second}/auto-approve`).set(creator.auth)).status).toBe(200);
    await api().put(`${url}?price=${DEFAULT_AUTO_APPROVAL_PRICE}`).set(suite.superAdmin.auth);
  });

  it.each([['-1'], ['2.5'], ['abc'], ['']])('refuses price=%s with 400 and keeps the old price', async (price) => {
    const url = '/api/admin/settings/auto-approval-price';
    const res = await api().put(`${url}?price=${price}`).set(suite.superAdmin.auth);
    expect(res.status).toBe(400);
    if (price === '-1') expect(res.body.detail).toBe(VALIDATION.priceNegative);
    const get = await api().get(url).set(suite.superAdmin.auth);
    expect(get.body.auto_approval_price).toBe(DEFAULT_AUTO_APPROVAL_PRICE);
  });
});
