/**
 * Send-room-code checks the session inside its one statement (services/play/room.ts), not in the
 * access step every other route runs first (auth/access.ts). These are the refusals that step
 * would give, through that statement: an ended session, a closed account, a subject that is not
 * a user, each 401 with nothing changed; and the managers it lets in, named in the action log.
 */
import { eq, sql } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TEXT, PLAY_TEXT } from '@squadhub/shared';
import { tournamentActions, users } from '../../src/db/schema.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { as, snapshot } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

async function tournamentOf(creator: TestUser) {
  const player = await createUser(server.ctx, { purchased: 10 });
  const t = await createTestTournament(server.ctx, creator.id, { template: 'alcatraz_duo', entryFee: 10 });
  await seatPlayer(server.ctx, t, player.id, 1, 0);
  return t;
}

const sendCode = (token: string, tournamentId: string) =>
  request(server.httpServer)
    .post(`/api/tournaments/${tournamentId}/send-room-code`)
    .set('Authorization', `Bearer ${token}`)
    .send({ room_code: 'SESSION' });

const actorsOf = async (tournamentId: string) =>
  (
    await server.ctx.db
      .select({ actor: tournamentActions.actorId })
      .from(tournamentActions)
      .where(eq(tournamentActions.tournamentId, tournamentId))
  ).map((a) => a.actor);

describe('send-room-code and the session', () => {
  it('refuses the token of an ended session or a closed account with 401, and changes nothing', async () => {
    for (const end of [
      (id: string) =>
        server.ctx.db.execute(sql`UPDATE users SET session_version = session_version + 1 WHERE id = ${id}`),
      (id: string) => server.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id)),
    ]) {
      const creator = await createUser(server.ctx);
      const t = await tournamentOf(creator);
      const before = await snapshot(server, t.id);
      await end(creator.id);
      const res = await sendCode(creator.token, t.id);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: ACCESS_TEXT.invalidToken, code: 'invalid_token' });
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      expect(await snapshot(server, t.id)).toEqual(before);
      // The session comes before the tournament, as on every route: no 404 tells it exists or not.
      expect((await sendCode(creator.token, '00000000-0000-4000-8000-000000000000')).status).toBe(401);
    }
  });

  it('refuses a signed token whose subject is not a user id', async () => {
    const creator = await createUser(server.ctx);
    const t = await tournamentOf(creator);
    const token = jwt.sign({ sv: 0 }, server.ctx.config.JWT_SECRET, { subject: "x' OR 1=1 --", expiresIn: '1h' });
    const res = await sendCode(token, t.id);
    expect(res).toMatchObject({ status: 401, body: { detail: ACCESS_TEXT.invalidToken } });
  });

  it('lets in the creator, an admin and a super admin, each named in the action log', async () => {
    const creator = await createUser(server.ctx);
    const admin = await createUser(server.ctx, { role: 'admin' });
    const superAdmin = await createUser(server.ctx, { role: 'super_admin' });
    const t = await tournamentOf(creator);
    for (const who of [creator, admin, superAdmin]) await sendCode(who.token, t.id).expect(200);
    expect((await actorsOf(t.id)).filter((a) => a !== null).sort()).toEqual(
      [creator.id, admin.id, superAdmin.id].sort(),
    );
  });

  it('still tells a player who is not the manager 403, and a finalized tournament 409', async () => {
    const creator = await createUser(server.ctx);
    const other = await createUser(server.ctx);
    const t = await tournamentOf(creator);
    expect((await as(server, other).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'X' })).status).toBe(403);
    await server.ctx.db.execute(sql`UPDATE tournaments SET is_finalized = true WHERE id = ${t.id}`);
    const res = await sendCode(creator.token, t.id);
    expect(res).toMatchObject({ status: 409 });
    expect(res.body.detail).toBe(PLAY_TEXT.finalized);
  });
});
