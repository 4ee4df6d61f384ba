/**
 * Two instances behave as one (docs/design/several-instances.md, docs/product/accounts.md#sessions): whatever one
 * instance commits, the other shows on its very next request, with no per-process copy to
 * expire first; a session ended through one instance (a reset, a logout) is refused by the other,
 * and its socket connected to the other instance is closed; live updates carry a version that orders
 * them whichever instance sent them.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEventPayload, Tournament } from '@squadhub/shared';
import { createUser, type TestUser } from '../support/factories.js';
import { registerBody } from '../accounts/helpers.js';
import { createBody, createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { serverDisconnect, startTwoInstances, type Instance, type InstancePair } from './two-instances.js';

let pair: InstancePair;
let a: Instance;
let b: Instance;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one database and one Redis', () => {
  beforeAll(async () => {
    pair = await startTwoInstances();
    ({ a, b } = pair);
  });
  afterAll(() => pair?.dispose());

  const listIds = async (on: Instance, user?: TestUser): Promise<string[]> => {
    const req = request(on.url).get('/api/tournaments?limit=100');
    const res = await (user ? req.set(user.auth) : req).expect(200);
    return (res.body as Tournament[]).map((t) => t.id);
  };
  const me = (on: Instance, token: string) =>
    request(on.url).get('/api/auth/me').set('Authorization', `Bearer ${token}`);

  async function registered(on: Instance) {
    const body = registerBody();
    const res = await request(on.url).post('/api/auth/register').send(body).expect(201);
    return { body, token: res.body.access_token as string, id: res.body.user.id as string };
  }

  it('lists a tournament created on A at the very next request to B, and drops it once deleted on A', async () => {
    const superAdmin = await createUser(a.ctx, { role: 'super_admin' });
    const viewer = await createUser(a.ctx);
    // B has just answered the list, for a visitor and for a player: nothing it kept may hide the change.
    const before = [await listIds(b), await listIds(b, viewer)];

    const created = await request(a.url).post('/api/tournaments').set(superAdmin.auth).send(createBody()).expect(201);

    expect(await listIds(b)).toEqual([created.body.id, ...before[0]]);
    expect(await listIds(b, viewer)).toEqual([created.body.id, ...before[1]]);
    await request(a.url).delete(`/api/admin/tournaments/${created.body.id}`).set(superAdmin.auth).expect(200);
    expect(await listIds(b)).toEqual(before[0]);
  });

  it("shows a balance adjusted on A in B's /api/auth/me at once", async () => {
    const admin = await createUser(a.ctx, { role: 'admin' });
    const player = await registered(a);
    expect((await me(b, player.token).expect(200)).body.coin_balance).toBe(0);

    await request(a.url)
      .put(`/api/admin/players/${player.id}/adjust-coins`)
      .set(admin.auth)
      .send({ coin_balance: 40 })
      .expect(200);

    expect((await me(b, player.token).expect(200)).body).toMatchObject({ purchased_coins: 40, coin_balance: 40 });
  });

  it("a password reset on A closes the user's socket on B, and B refuses the old token", async () => {
    const player = await registered(a);
    await me(b, player.token).expect(200);
    const socketOnB = await b.socket(player.token);
    const disconnected = serverDisconnect(socketOnB);

    await request(a.url).post('/api/auth/forgot-password').send({ email: player.body.email }).expect(200);
    const resetToken = await mailedResetToken(a, player.body.email.toLowerCase());
    await request(a.url)
      .post('/api/auth/reset-password')
      .send({ token: resetToken, new_password: 'brand-new-pass' })
      .expect(200);

    expect(await disconnected).toBe('io server disconnect');
    expect((await me(b, player.token).expect(401)).body).toEqual({
      detail: 'Invalid or expired token',
      code: 'invalid_token',
    });
    await expect(b.socket(player.token)).rejects.toThrow(/Invalid or expired token/);
    const login = await request(b.url)
      .post('/api/auth/login')
      .send({ email: player.body.email, password: 'brand-new-pass' })
      .expect(200);
    await me(a, login.body.access_token).expect(200);
  });

  it("a logout on A closes that session's socket on B and B refuses its token; another session goes on", async () => {
    const player = await registered(a);
    const other = await request(b.url)
      .post('/api/auth/login')
      .send({ email: player.body.email, password: player.body.password })
      .expect(200);
    const socketOnB = await b.socket(player.token);
    const otherSocketOnB = await b.socket(other.body.access_token);
    const disconnected = serverDisconnect(socketOnB);
    let otherClosed = false;
    otherSocketOnB.once('disconnect', () => (otherClosed = true));

    await request(a.url).post('/api/auth/logout').set('Authorization', `Bearer ${player.token}`).expect(200);

    expect(await disconnected).toBe('io server disconnect');
    expect((await me(b, player.token).expect(401)).body).toEqual({
      detail: 'Invalid or expired token',
      code: 'invalid_token',
    });
    await me(b, other.body.access_token).expect(200);
    expect(otherClosed).toBe(false);
    otherSocketOnB.disconnect();
  });

  it('stamps live updates sent by A and by B with the version of the state they show', async () => {
    const host = await createUser(a.ctx);
    const player = await createUser(a.ctx);
    const t = await createTestTournament(a.ctx, host.id, { template: 'alcatraz_duo', entryFee: 0 });
    await seatPlayer(a.ctx, t, player.id, 1, 0);
    const watcher = await b.socket();
    // Collected from now on: an update can reach the socket before the test has read the answer
    // that tells which version to wait for.
    const updates: ServerEventPayload<'tournament_updated'>[] = [];
    watcher.on('tournament_updated', (p) => void (p.tournament_id === t.id && updates.push(p)));
    const updateOf = async (version: number) => {
      const found = () => updates.find((p) => p.version >= version);
      await expect.poll(found, { timeout: 15_000 }).toBeDefined();
      return found()!;
    };

    // A seat move through A writes only the seat row, yet it is a new version of the tournament.
    const moved = await request(a.url)
      .post(`/api/tournaments/${t.id}/change-slot`)
      .query({ old_team_number: 1, old_slot_index: 0, new_team_number: 2, new_slot_index: 1 })
      .set(player.auth)
      .expect(200);
    expect(moved.body.version).toBeGreaterThan(t.version);
    const afterMove = await updateOf(moved.body.version);
    expect(afterMove.tournament).toMatchObject({ version: afterMove.version, current_players: 1 });

    // Then a change through B: a higher version, whichever instance's update a client hears last.
    const stopped = await request(b.url).post(`/api/tournaments/${t.id}/stop-entries`).set(host.auth).expect(200);
    expect(stopped.body.version).toBeGreaterThan(moved.body.version);
    const afterStop = await updateOf(stopped.body.version);
    expect(afterStop).toMatchObject({ version: stopped.body.version, entries_stopped: true });
    expect(afterStop.tournament?.version).toBe(stopped.body.version);
  });
});

/** The reset token of the newest development-outbox mail to `email` (mail is sent after the answer). */
async function mailedResetToken(on: Instance, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = [...on.ctx.mailer.outbox].reverse().find((m) => m.to === email);
    const token = mail?.text.match(/reset-password\?token=([\w-]+)/)?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset mail to ${email}`);
}
