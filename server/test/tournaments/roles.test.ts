/**
 * Every tournament route against every role, so no route is left open by mistake: a visitor, an
 * unrelated player, the tournament's creator, an admin and a super admin. Allowed actions succeed,
 * the rest get 401 or 403. Each call gets a fresh tournament so one role's success cannot hide
 * another's.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { TINY_PNG, createBody, createTestTournament, seatPlayer } from '../support/tournament-factories.js';

type Role = 'visitor' | 'player' | 'creator' | 'admin' | 'super admin';
const ROLES: Role[] = ['visitor', 'player', 'creator', 'admin', 'super admin'];

let server: TestServer;
let player: TestUser;
let admin: TestUser;
let superAdmin: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  player = await createUser(server.ctx, { purchased: 100 });
  admin = await createUser(server.ctx, { role: 'admin', purchased: 100 });
  superAdmin = await createUser(server.ctx, { role: 'super_admin', purchased: 100 });
});
afterAll(() => server?.dispose());

interface Fixture {
  id: string;
  seated: TestUser;
}
type Send = (f: Fixture, auth: Record<string, string>) => request.Test;

/** What a fresh tournament for one call looks like. */
type State = 'approved' | 'pending' | 'with player';

interface Case {
  route: string;
  state: State;
  send: Send;
  /** Expected status for visitor, player, creator, admin, super admin. */
  expected: [number, number, number, number, number];
}

const api = () => request(server.url);
const later = () => new Date(Date.now() + 86_400_000).toISOString();

const CASES: Case[] = [
  {
    route: 'POST /tournaments',
    state: 'approved',
    send: (_f, a) => api().post('/api/tournaments').set(a).send(createBody()),
    expected: [401, 201, 201, 201, 201],
  },
  {
    route: 'POST /tournaments/{id}/upload-image',
    state: 'approved',
    send: (f, a) => api().post(`/api/tournaments/${f.id}/upload-image`).set(a).attach('file', TINY_PNG, 'a.png'),
    expected: [401, 403, 200, 200, 200],
  },
  {
    route: 'GET /class-images',
    state: 'approved',
    send: (_f, a) => api().get('/api/class-images').set(a),
    expected: [200, 200, 200, 200, 200],
  },
  {
    route: 'POST /class-images',
    state: 'approved',
    send: (_f, a) => api().post('/api/class-images').set(a).attach('file', TINY_PNG, 'c.png'),
    expected: [401, 201, 201, 201, 201],
  },
  {
    route: 'GET /admin/pending-tournaments',
    state: 'pending',
    send: (_f, a) => api().get('/api/admin/pending-tournaments').set(a),
    expected: [401, 403, 403, 200, 200],
  },
  {
    route: 'POST /admin/approve-tournament/{id}',
    state: 'pending',
    send: (f, a) => api().post(`/api/admin/approve-tournament/${f.id}`).set(a),
    expected: [401, 403, 403, 200, 200],
  },
  {
    route: 'POST /tournaments/{id}/approve',
    state: 'pending',
    send: (f, a) => api().post(`/api/tournaments/${f.id}/approve`).set(a),
    expected: [401, 403, 403, 200, 200],
  },
  {
    route: 'POST /admin/decline-tournament/{id}',
    state: 'pending',
    send: (f, a) => api().post(`/api/admin/decline-tournament/${f.id}`).set(a),
    expected: [401, 403, 403, 200, 200],
  },
  {
    route: 'POST /tournaments/{id}/decline',
    state: 'pending',
    send: (f, a) => api().post(`/api/tournaments/${f.id}/decline`).set(a),
    expected: [401, 403, 403, 200, 200],
  },
  {
    route: 'POST /tournaments/{id}/auto-approve',
    state: 'pending',
    send: (f, a) => api().post(`/api/tournaments/${f.id}/auto-approve`).set(a),
    expected: [401, 403, 200, 403, 200],
  },
  {
    route: 'GET /admin/settings/auto-approval-price',
    state: 'approved',
    send: (_f, a) => api().get('/api/admin/settings/auto-approval-price').set(a),
    expected: [401, 200, 200, 200, 200],
  },
  {
    route: 'PUT /admin/settings/auto-approval-price',
    state: 'approved',
    send: (_f, a) => api().put('/api/admin/settings/auto-approval-price?price=5').set(a),
    expected: [401, 403, 403, 403, 200],
  },
  {
    route: 'GET /tournaments',
    state: 'approved',
    send: (_f, a) => api().get('/api/tournaments').set(a),
    expected: [200, 200, 200, 200, 200],
  },
  {
    route: 'GET /tournaments/{id}',
    state: 'approved',
    send: (f, a) => api().get(`/api/tournaments/${f.id}`).set(a),
    expected: [200, 200, 200, 200, 200],
  },
  {
    route: 'GET /tournaments/{id} (pending)',
    state: 'pending',
    send: (f, a) => api().get(`/api/tournaments/${f.id}`).set(a),
    expected: [404, 404, 200, 200, 200],
  },
  {
    route: 'GET /tournaments/{id}/participants',
    state: 'with player',
    send: (f, a) => api().get(`/api/tournaments/${f.id}/participants`).set(a),
    expected: [200, 200, 200, 200, 200],
  },
  {
    route: 'GET /users/me/tournaments',
    state: 'approved',
    send: (_f, a) => api().get('/api/users/me/tournaments').set(a),
    expected: [401, 200, 200, 200, 200],
  },
  {
    route: 'GET /users/me/joined-tournaments',
    state: 'approved',
    send: (_f, a) => api().get('/api/users/me/joined-tournaments').set(a),
    expected: [401, 200, 200, 200, 200],
  },
  {
    route: 'DELETE /tournaments/{id} (empty)',
    state: 'approved',
    send: (f, a) => api().delete(`/api/tournaments/${f.id}`).set(a),
    expected: [401, 403, 200, 403, 200],
  },
  {
    route: 'DELETE /tournaments/{id} (with a player)',
    state: 'with player',
    send: (f, a) => api().delete(`/api/tournaments/${f.id}`).set(a),
    expected: [401, 403, 409, 403, 200],
  },
  {
    route: 'DELETE /admin/tournaments/{id}',
    state: 'with player',
    send: (f, a) => api().delete(`/api/admin/tournaments/${f.id}`).set(a),
    expected: [401, 403, 403, 403, 200],
  },
  {
    route: 'PUT /tournaments/{id}/update-rules-date',
    state: 'approved',
    send: (f, a) => api().put(`/api/tournaments/${f.id}/update-rules-date`).set(a).send({ start_date: later() }),
    expected: [401, 403, 200, 200, 200],
  },
  {
    route: 'PUT /admin/tournaments/{id}/full-edit',
    state: 'approved',
    send: (f, a) => api().put(`/api/admin/tournaments/${f.id}/full-edit`).set(a).send({ title: 'Edited' }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    route: 'DELETE /admin/tournaments/{id}/kick-player',
    state: 'with player',
    send: (f, a) =>
      api()
        .delete(`/api/admin/tournaments/${f.id}/kick-player`)
        .set(a)
        .send({ player_id: f.seated.id, team_number: 1, slot_index: 0 }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    route: 'PUT /admin/tournaments/{id}/select-template-image',
    state: 'approved',
    send: (f, a) =>
      api().put(`/api/admin/tournaments/${f.id}/select-template-image`).set(a).send({ template_id: 'isolated_duo' }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    route: 'POST /admin/tournaments/{id}/change-photo',
    state: 'approved',
    send: (f, a) => api().post(`/api/admin/tournaments/${f.id}/change-photo`).set(a).attach('file', TINY_PNG, 'p.png'),
    expected: [401, 403, 403, 403, 200],
  },
];

async function fixture(state: State, creator: TestUser): Promise<Fixture> {
  const t = await createTestTournament(server.ctx, creator.id, { approved: state !== 'pending' });
  const seated = await createUser(server.ctx, { purchased: 10 });
  if (state === 'with player') await seatPlayer(server.ctx, t, seated.id, 1, 0);
  return { id: t.id, seated };
}

describe.each(CASES)('$route', ({ state, send, expected }) => {
  it.each(ROLES.map((role, i) => [role, expected[i]] as const))('%s → %i', async (role, status) => {
    const creator = await createUser(server.ctx, { purchased: 100 });
    const f = await fixture(state, creator);
    const who: Record<Exclude<Role, 'visitor'>, TestUser> = {
      player,
      creator,
      admin,
      'super admin': superAdmin,
    };
    const auth = role === 'visitor' ? {} : who[role].auth;
    const res = await send(f, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
  });
});
