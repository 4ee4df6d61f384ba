/**
 * The host record (docs/product/trust.md#host-record): GET /api/hosts/{username} counts a mix of
 * completed, voided, abandoned, withdrawn and swept events and the disputes against the host, the
 * same after the sweep removed a tournament; unknown and closed accounts are 404, bad names 400.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_TEXT, VALIDATION } from '@squadhub/shared';
import { hostedEvents, tournaments, users } from '../../src/db/schema.js';
import { DEFAULT_HOST_TRUST, saveHostTrustSettings } from '../../src/services/hosts/settings.js';
import { sweepFinalizedTournaments } from '../../src/services/play/sweep.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { hostedEvent } from '../support/host-events.js';

let server: TestServer;
const api = () => request(server.url);
const recordOf = (username: string) => api().get(`/api/hosts/${encodeURIComponent(username)}`);

beforeAll(async () => {
  server = await createTestServer();
  // The limits as shipped: three clean completed events lift them.
  await saveHostTrustSettings(server.ctx.db, DEFAULT_HOST_TRUST);
});
afterAll(() => server?.dispose());

describe('a host with a history', () => {
  let host: TestUser;
  let sweptId: string;
  const firstStart = new Date('2026-01-10T18:00:00Z');

  beforeAll(async () => {
    const ctx = server.ctx;
    host = await createUser(ctx);
    const [a, b] = [await createUser(ctx), await createUser(ctx)];
    // Completed, code 5 minutes early, paid 30 minutes after results, 150 coins of prizes; then swept.
    const swept = await hostedEvent(ctx, host.id, {
      startAt: firstStart,
      codeAfterStartMin: -5,
      paidMinutesAfterResults: 30,
      prizes: [100, 50],
    });
    sweptId = swept.id;
    // Completed with a late code, paid 10 minutes after results; one dispute upheld, one rejected.
    await hostedEvent(ctx, host.id, {
      codeAfterStartMin: 5,
      paidMinutesAfterResults: 10,
      prizes: [40],
      disputes: [
        { filerId: a.id, status: 'upheld' },
        { filerId: b.id, status: 'rejected' },
      ],
    });
    await hostedEvent(ctx, host.id, { voidReason: 'no_room_code' });
    await hostedEvent(ctx, host.id, { codeAfterStartMin: 0, voidReason: 'no_results' });
    // when_full: the start is when entries closed; the code went out a minute before that.
    await hostedEvent(ctx, host.id, { whenFullClosedAt: new Date(Date.now() - 60_000), codeAfterStartMin: -1 });
    // Never approved, and approved but deleted before it was played: neither counts.
    await hostedEvent(ctx, host.id, { approved: false });
    const withdrawn = await hostedEvent(ctx, host.id, {});
    await ctx.db.delete(tournaments).where(eq(tournaments.id, withdrawn.id));
    // The sweep removes the finalized one whose deletion is due.
    await ctx.db
      .update(tournaments)
      .set({ deletionScheduledAt: new Date(Date.now() - 1000) })
      .where(eq(tournaments.id, sweptId));
    expect(await sweepFinalizedTournaments(ctx)).toContain(sweptId);
  });

  it('counts every kind of event, the disputes and the prizes, after the sweep too', async () => {
    const res = await recordOf(host.username);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username: host.username,
      events_hosted: 5,
      events_completed: 2,
      voided_no_room_code: 1,
      abandoned_no_results: 1,
      // Due: 5 (four codes sent, one void for no code); on time: the early, the on-the-minute, the when_full one.
      codes_on_time_pct: 60,
      median_minutes_to_payout: 20,
      disputes_filed: 2,
      disputes_upheld: 1,
      prize_coins_paid: 190,
      first_event_at: firstStart.toISOString(),
      // One clean completed event of three: the upheld dispute does not count.
      new_host: true,
    });
    const [swept] = await server.ctx.db.select().from(tournaments).where(eq(tournaments.id, sweptId));
    expect(swept).toBeUndefined();
  });

  it('finds the host whatever the case of the name', async () => {
    const res = await recordOf(host.username.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.events_hosted).toBe(5);
  });

  it('keeps the start a code was judged against once the code went out', async () => {
    const late = await hostedEvent(server.ctx, host.id, { codeAfterStartMin: 20 });
    // A reschedule after the code cannot make it early.
    await server.ctx.db
      .update(tournaments)
      .set({ startDate: new Date(Date.now() + 86_400_000) })
      .where(eq(tournaments.id, late.id));
    const [kept] = await server.ctx.db.select().from(hostedEvents).where(eq(hostedEvents.tournamentId, late.id));
    expect(kept!.startAt).toEqual(late.startDate);
    expect((await recordOf(host.username)).body.codes_on_time_pct).toBe(50);
  });
});

describe('a brand-new host', () => {
  it('has nothing counted yet, and the new-host limits apply', async () => {
    const fresh = await createUser(server.ctx);
    const res = await recordOf(fresh.username);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      events_hosted: 0,
      events_completed: 0,
      codes_on_time_pct: null,
      median_minutes_to_payout: null,
      prize_coins_paid: 0,
      first_event_at: null,
      new_host: true,
    });
  });
});

describe('who is not a host', () => {
  it('answers 404 for an unknown name and for a closed account', async () => {
    const unknown = await recordOf('nobody_by_this_name');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: HOST_TEXT.notFound, code: 'host_not_found' });

    const closed = await createUser(server.ctx);
    await server.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, closed.id));
    expect((await recordOf(closed.username)).status).toBe(404);
  });

  it('refuses names no account can have with 400', async () => {
    const short = await recordOf('ab');
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ detail: VALIDATION.usernameMin, code: 'validation_failed' });
    expect((await recordOf('x'.repeat(31))).status).toBe(400);
    expect((await recordOf('two\nlines')).status).toBe(400);
  });
});
