/**
 * Real refusals answer their stable `code` beside the `detail` (docs/design/api-conventions.md#errors):
 * a catalogue text's code (slot taken, not enough coins, not found), a function text's, the
 * pipeline's own (validation, rate limit, no login, no role), each as a client receives it. The
 * harness's answer checks also hold every code to the API document's list.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TEXT, PLAY_TEXT, VALIDATION, errorCodes } from '@squadhub/shared';
import { createUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'true' });
});
afterAll(() => server?.dispose());

const api = () => request(server.url);

describe('the code of a refusal', () => {
  it("is the catalogue's: a taken slot, too few coins, a tournament that does not exist", async () => {
    const creator = await createUser(server.ctx);
    const seated = await createUser(server.ctx, { purchased: 10 });
    const t = await createTestTournament(server.ctx, creator.id, { entryFee: 10 });
    await seatPlayer(server.ctx, t, seated.id, 1, 0);

    const rich = await createUser(server.ctx, { purchased: 50 });
    const taken = await api()
      .post(`/api/tournaments/${t.id}/join-slot`)
      .set(rich.auth)
      .send({ team_number: 1, slot_index: 0 })
      .expect(409);
    expect(taken.body).toEqual({ detail: PLAY_TEXT.slotTaken, code: 'slot_taken' });

    const poor = await createUser(server.ctx);
    const short = await api()
      .post(`/api/tournaments/${t.id}/join-slot`)
      .set(poor.auth)
      .send({ team_number: 2, slot_index: 0 })
      .expect(409);
    expect(short.body).toEqual({ detail: VALIDATION.insufficientCoins, code: 'not_enough_coins' });

    const missing = await api().get(`/api/tournaments/${randomUUID()}`).expect(404);
    expect(missing.body).toEqual({ detail: PLAY_TEXT.tournamentNotFound, code: 'tournament_not_found' });
    // A malformed id names nothing either: the same answer.
    expect((await api().get('/api/tournaments/not-an-id').expect(404)).body).toEqual(missing.body);
  });

  it('is the same for every text a function writes, whatever its numbers', async () => {
    const creator = await createUser(server.ctx);
    const player = await createUser(server.ctx, { purchased: 50 });
    const t = await createTestTournament(server.ctx, creator.id, { maxTeams: 4 });
    const res = await api()
      .post(`/api/tournaments/${t.id}/join-slot`)
      .set(player.auth)
      .send({ team_number: 9, slot_index: 0 })
      .expect(400);
    expect(res.body).toEqual({ detail: PLAY_TEXT.teamOutOfRange(4), code: 'team_out_of_range' });
  });

  it('is validation_failed for whatever a request schema refuses, the detail naming the field', async () => {
    const player = await createUser(server.ctx);
    const t = await createTestTournament(server.ctx, player.id);
    const res = await api()
      .post(`/api/tournaments/${t.id}/join-slot`)
      .set(player.auth)
      .send({ team_number: 'one', slot_index: 0 })
      .expect(400);
    expect(res.body).toEqual({ detail: expect.stringContaining('team_number'), code: 'validation_failed' });
  });

  it('is not_authenticated without a login, and admin_only for a player on an admin route', async () => {
    const t = await createTestTournament(server.ctx, (await createUser(server.ctx)).id);
    const anonymous = await api().post(`/api/tournaments/${t.id}/join-slot`).send({ team_number: 1, slot_index: 0 });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: ACCESS_TEXT.notAuthenticated, code: 'not_authenticated' });
    const player = await createUser(server.ctx);
    const admin = await api().get('/api/admin/players').set(player.auth).expect(403);
    expect(admin.body).toEqual({ detail: ACCESS_TEXT.adminOnly, code: 'admin_only' });
  });

  it('is rate_limited for every 429, whatever the limit says in words', async () => {
    const creator = await createUser(server.ctx);
    const t = await createTestTournament(server.ctx, creator.id);
    const send = () => api().post(`/api/tournaments/${t.id}/chat`).set(creator.auth).send({ message: 'gg' });
    let refused: request.Response | undefined;
    for (let i = 0; i < 20 && !refused; i++) {
      const res = await send();
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(201);
    }
    expect(refused?.body).toEqual({ detail: PLAY_TEXT.chatTooFast, code: 'rate_limited' });
  });

  it('is one the API document lists', () => {
    for (const code of ['slot_taken', 'not_enough_coins', 'tournament_not_found', 'team_out_of_range'] as const) {
      expect(errorCodes()).toContain(code);
    }
  });
});
