/**
 * New hosts (docs/product/trust.md#new-hosts): until a host has `new_host_events` completed events
 * with no upheld dispute, only an admin approves their tournaments and their largest possible
 * prize pool is capped; admins are exempt; the super admin sets both numbers.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { HOST_TEXT, HOST_VALIDATION } from '@squadhub/shared';
import { tournaments } from '../../src/db/schema.js';
import { DEFAULT_HOST_TRUST, saveHostTrustSettings } from '../../src/services/hosts/settings.js';
import { createUser, type TestUser } from '../support/factories.js';
import { cleanCompletedEvents, hostedEvent } from '../support/host-events.js';
import { balances, createBody, tournamentCount } from '../support/tournament-factories.js';
import { tournamentRouteSuite } from '../support/tournament-route-suite.js';

const suite = tournamentRouteSuite();
const { api } = suite;

/** 10 teams × 4 seats × 25 coins = 1,000: exactly the default cap. */
const AT_CAP = { max_teams: 10, slots_per_team: 4, entry_fee: 25, creator_prize_contribution: 0 };
/** One coin more per seat: 1,040, over it. */
const OVER_CAP = { ...AT_CAP, entry_fee: 26 };

const create = (who: TestUser, over: Record<string, unknown>) =>
  api().post('/api/tournaments').set(who.auth).send(createBody(over));

beforeEach(async () => {
  await saveHostTrustSettings(suite.server.ctx.db, DEFAULT_HOST_TRUST);
});

describe('a new host', () => {
  it('may not create a tournament whose largest pool is over the cap, and pays nothing', async () => {
    const host = await createUser(suite.server.ctx, { purchased: 50 });
    const before = await tournamentCount(suite.server.ctx);
    const res = await create(host, OVER_CAP);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: HOST_TEXT.poolOverNewHostCap(1_000, 3), code: 'new_host_pool_cap' });
    expect(res.body.detail).toContain('1,000 coins');
    expect(await tournamentCount(suite.server.ctx)).toBe(before);
    expect(await balances(suite.server.ctx, host.id)).toEqual({ purchased: 50, winnings: 0 });
  });

  it('may create one at the cap, but only an admin approves it, whatever the price', async () => {
    const host = await createUser(suite.server.ctx, { purchased: 50 });
    const created = await create(host, AT_CAP);
    expect(created.status).toBe(201);
    expect(created.body.approval_status).toBe('pending');
    const instant = await api().post(`/api/tournaments/${created.body.id}/auto-approve`).set(host.auth);
    expect(instant.status).toBe(403);
    expect(instant.body).toEqual({ detail: HOST_TEXT.needsAdminApproval(3), code: 'new_host_needs_approval' });
    expect(await balances(suite.server.ctx, host.id)).toEqual({ purchased: 50, winnings: 0 });
    expect((await suite.rowOf(created.body.id))!.approvalStatus).toBe('pending');
    // The super admin's instant approval is an admin's.
    const bySuper = await api().post(`/api/tournaments/${created.body.id}/auto-approve`).set(suite.superAdmin.auth);
    expect(bySuper.status).toBe(200);
  });

  it('may not have a full edit raise the pool over the cap; one that lowers it passes', async () => {
    const host = await createUser(suite.server.ctx);
    const created = await create(host, AT_CAP);
    const edit = (body: Record<string, unknown>) =>
      api().put(`/api/admin/tournaments/${created.body.id}/full-edit`).set(suite.superAdmin.auth).send(body);
    const raised = await edit({ entry_fee: 30 });
    expect(raised.status).toBe(400);
    expect(raised.body.code).toBe('new_host_pool_cap');
    expect((await suite.rowOf(created.body.id))!.entryFee).toBe(25);
    expect((await edit({ entry_fee: 20 })).status).toBe(200);
  });

  it('earns trust with enough clean completed events', async () => {
    const host = await createUser(suite.server.ctx, { purchased: 100 });
    await cleanCompletedEvents(suite.server.ctx, host.id, 3);
    const created = await create(host, OVER_CAP);
    expect(created.status).toBe(201);
    const instant = await api().post(`/api/tournaments/${created.body.id}/auto-approve`).set(host.auth);
    expect(instant.status).toBe(200);
    expect((await api().get(`/api/hosts/${host.username}`)).body.new_host).toBe(false);
  });

  it('does not earn it from a completed event with an upheld dispute', async () => {
    const host = await createUser(suite.server.ctx);
    const filer = await createUser(suite.server.ctx);
    await cleanCompletedEvents(suite.server.ctx, host.id, 2);
    await hostedEvent(suite.server.ctx, host.id, {
      codeAfterStartMin: -5,
      paidMinutesAfterResults: 15,
      disputes: [{ filerId: filer.id, status: 'upheld' }],
    });
    expect((await create(host, OVER_CAP)).body.code).toBe('new_host_pool_cap');
    // A rejected dispute does not stand in the way.
    await hostedEvent(suite.server.ctx, host.id, {
      codeAfterStartMin: -5,
      paidMinutesAfterResults: 15,
      disputes: [{ filerId: filer.id, status: 'rejected' }],
    });
    expect((await create(host, OVER_CAP)).status).toBe(201);
  });

  it('keeps the trust a swept event earned', async () => {
    const host = await createUser(suite.server.ctx);
    await cleanCompletedEvents(suite.server.ctx, host.id, 3);
    await suite.server.ctx.db.delete(tournaments).where(eq(tournaments.creatorId, host.id));
    expect((await create(host, OVER_CAP)).status).toBe(201);
  });
});

describe('admins', () => {
  it('are exempt from both limits', async () => {
    const created = await create(suite.admin, OVER_CAP);
    expect(created.status).toBe(201);
  });
});

describe('the host-trust setting', () => {
  const put = (who: TestUser | null, body: unknown) => {
    const req = api().put('/api/admin/settings/host-trust');
    return (who ? req.set(who.auth) : req).send(body as object);
  };

  it('is read by admins and set by the super admin, and applies at once', async () => {
    const saved = await put(suite.superAdmin, { new_host_events: 0, new_host_pool_cap: 500 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ new_host_events: 0, new_host_pool_cap: 500, message: HOST_TEXT.settingsUpdated });
    const read = await api().get('/api/admin/settings/host-trust').set(suite.admin.auth);
    expect(read.body).toEqual({ new_host_events: 0, new_host_pool_cap: 500 });
    // No clean event needed any more: the limits are lifted for everyone.
    const host = await createUser(suite.server.ctx);
    expect((await create(host, OVER_CAP)).status).toBe(201);
  });

  it('refuses players, visitors, and an admin who is not the super admin', async () => {
    const player = await createUser(suite.server.ctx);
    expect((await api().get('/api/admin/settings/host-trust').set(player.auth)).status).toBe(403);
    expect((await api().get('/api/admin/settings/host-trust')).status).toBe(401);
    const byAdmin = await put(suite.admin, { new_host_events: 0, new_host_pool_cap: 500 });
    expect(byAdmin.status).toBe(403);
    expect((await put(null, { new_host_events: 0, new_host_pool_cap: 500 })).status).toBe(401);
  });

  it.each([
    [{ new_host_events: -1, new_host_pool_cap: 1000 }, HOST_VALIDATION.newHostEventsInvalid],
    [{ new_host_events: 1.5, new_host_pool_cap: 1000 }, HOST_VALIDATION.newHostEventsInvalid],
    [{ new_host_events: '3', new_host_pool_cap: 1000 }, HOST_VALIDATION.newHostEventsInvalid],
    [{ new_host_events: 101, new_host_pool_cap: 1000 }, HOST_VALIDATION.newHostEventsInvalid],
    [{ new_host_events: 3, new_host_pool_cap: -5 }, HOST_VALIDATION.newHostPoolCapInvalid],
    [{ new_host_events: 3, new_host_pool_cap: 99.9 }, HOST_VALIDATION.newHostPoolCapInvalid],
    [{ new_host_events: 3, new_host_pool_cap: 10_000_001 }, HOST_VALIDATION.newHostPoolCapInvalid],
    [{ new_host_events: 3 }, HOST_VALIDATION.newHostPoolCapInvalid],
  ])('refuses %j with 400 and changes nothing', async (body, detail) => {
    const res = await put(suite.superAdmin, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail, code: 'validation_failed' });
    const read = await api().get('/api/admin/settings/host-trust').set(suite.admin.auth);
    expect(read.body).toEqual(DEFAULT_HOST_TRUST);
  });
});
