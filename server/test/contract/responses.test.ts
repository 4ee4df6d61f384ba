/**
 * The server answers what the contract says: every JSON GET route of API_CONTRACT is called on a
 * server with data in it (a finalized and a live tournament, chat, a cash-out request, an open
 * lobby), as a role it allows, and its answer is parsed with the route's response schema. The
 * schemas are strict objects, so a field a presenter sends without the contract naming it (one
 * that should never leave the server, say) fails here as much as a missing one.
 */
import request from 'supertest';
import type { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACT, type ApiRoute } from '@squadhub/shared';
import { createTestServer, type TestServer } from '../harness.js';
import { createUser, type TestUser } from '../factories.js';
import { PAYPAL_DETAILS } from '../money-helpers.js';
import { createTestTournament, seatPlayer } from '../tournament-factories.js';

let server: TestServer;
let admin: TestUser;
let player: TestUser;
let ids: { live: string; done: string; cashout: string; player: string };

const call = (user: TestUser | null, method: 'get' | 'post', path: string, body?: object) => {
  const req = request(server.httpServer)[method](`/api${path}`);
  const withAuth = user ? req.set(user.auth) : req;
  return body ? withAuth.send(body) : withAuth;
};

beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  const ctx = server.ctx;
  admin = await createUser(ctx, { role: 'super_admin' });
  player = await createUser(ctx, { purchased: 50, winnings: 40 });
  const other = await createUser(ctx, { purchased: 50 });
  const live = await createTestTournament(ctx, admin.id, { template: 'blackout_duo', entryFee: 5, title: 'Live Cup' });
  await seatPlayer(ctx, live, player.id, 1, 0);
  await seatPlayer(ctx, live, other.id, 1, 1);
  await call(admin, 'post', `/tournaments/${live.id}/send-room-code`, { room_code: 'C1', password: 'p' }).expect(200);
  await call(player, 'post', `/tournaments/${live.id}/chat`, { message: 'hello' }).expect(201);
  const done = await createTestTournament(ctx, admin.id, { template: 'blackout_solo', entryFee: 5, title: 'Done Cup' });
  await seatPlayer(ctx, done, player.id, 1, 0);
  await call(admin, 'post', `/tournaments/${done.id}/send-room-code`, { room_code: 'C2' }).expect(200);
  await call(admin, 'post', `/tournaments/${done.id}/select-winners`, {
    winners: [{ user_id: player.id, position: 1, coins_awarded: 5 }],
  }).expect(200);
  await createTestTournament(ctx, other.id, { approved: false, title: 'Pending Cup' });
  const cashout = await call(player, 'post', '/coin-conversion/request', { coins_to_convert: 12, ...PAYPAL_DETAILS });
  expect(cashout.status, JSON.stringify(cashout.body)).toBe(200);
  await call(player, 'post', `/coin-conversion/${cashout.body.request.id}/chat?message=when`).expect(200);
  await call(player, 'post', '/open-lobbies', { room_code: 'LOBBY1', map_selection: 'BR Isolated' }).expect(201);
  ids = { live: live.id, done: done.id, cashout: cashout.body.request.id, player: player.id };
});
afterAll(() => server?.dispose());

/** The path with its placeholders filled with the data made above. */
function concrete(path: string): string {
  const id = ['/tournaments/{id}/leaderboard', '/tournaments/{id}/actions'].includes(path)
    ? ids.done
    : path.startsWith('/tournaments/')
      ? ids.live
      : path.startsWith('/coin-conversion/')
        ? ids.cashout
        : ids.player;
  return path.replace('{id}', id).replace('{period}', 'all-time');
}

const jsonGets: ApiRoute[] = API_CONTRACT.routes.filter(
  (r: ApiRoute) => r.method === 'get' && 'json' in r.ok && !r.path.startsWith('/stripe/'),
);

describe('every JSON GET route answers its contract', () => {
  it.each(jsonGets.map((r) => [r.path, r] as const))('GET %s', async (path, route) => {
    const as = route.access === 'anyone' ? player : route.access === 'user' ? player : admin;
    const res = await call(as, 'get', concrete(path));
    expect(res.status, `${concrete(path)}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    const parsed = (route.ok as { json: ZodType }).json.safeParse(res.body);
    expect(parsed.success ? [] : parsed.error.issues, concrete(path)).toEqual([]);
  });
});
