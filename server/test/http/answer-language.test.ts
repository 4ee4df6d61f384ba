/**
 * An error's words follow the request's `Accept-Language` (docs/product/languages.md#the-api):
 * the same `code` in every language, English when the header is missing or names no language of
 * ours, so the specifications' calls answer exactly as written.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_TEXT, VALIDATION, formatMessage } from '@squadhub/shared';
import { createUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

const missingTournament = () => request(server.url).get(`/api/tournaments/${randomUUID()}`);

describe('the language of an answer', () => {
  it('is English, byte for byte, without Accept-Language', async () => {
    const res = await missingTournament().expect(404);
    expect(res.text).toBe(JSON.stringify({ detail: PLAY_TEXT.tournamentNotFound, code: 'tournament_not_found' }));
  });

  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['id', 'id'],
    ['pt', 'pt-BR'],
    ['ar-SA', 'ar'],
  ] as const)('follows %s, with the same code', async (header, locale) => {
    const res = await missingTournament().set('Accept-Language', header).expect(404);
    expect(res.body).toEqual({
      detail: formatMessage(locale, 'PLAY_TEXT.tournamentNotFound'),
      code: 'tournament_not_found',
    });
    expect(res.body.detail).not.toBe(PLAY_TEXT.tournamentNotFound);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('is English for a language we do not speak, and for a header that is not one', async () => {
    for (const header of ['fr-FR,de;q=0.5', '*', ';;;', 'x'.repeat(300)]) {
      const res = await missingTournament().set('Accept-Language', header).expect(404);
      expect(res.body.detail).toBe(PLAY_TEXT.tournamentNotFound);
    }
  });

  it('translates a refusal written with numbers and names, and the form rules of the API', async () => {
    const creator = await createUser(server.ctx);
    const seated = await createUser(server.ctx, { purchased: 10 });
    const t = await createTestTournament(server.ctx, creator.id, { entryFee: 10 });
    await seatPlayer(server.ctx, t, seated.id, 1, 0);
    const poor = await createUser(server.ctx);
    const short = await request(server.url)
      .post(`/api/tournaments/${t.id}/join-slot`)
      .set(poor.auth)
      .set('Accept-Language', 'ar')
      .send({ team_number: 2, slot_index: 0 })
      .expect(409);
    expect(short.body).toEqual({
      detail: formatMessage('ar', 'MONEY_VALIDATION.insufficientCoins'),
      code: 'not_enough_coins',
    });
    expect(VALIDATION.insufficientCoins).toBe('Insufficient coins');

    const outOfRange = await request(server.url)
      .post(`/api/tournaments/${t.id}/join-slot`)
      .set(poor.auth)
      .set('Accept-Language', 'hi')
      .send({ team_number: 99, slot_index: 0 })
      .expect(400);
    const english = await request(server.url)
      .post(`/api/tournaments/${t.id}/join-slot`)
      .set(poor.auth)
      .send({ team_number: 99, slot_index: 0 })
      .expect(400);
    expect(outOfRange.body.code).toBe(english.body.code);
    expect(outOfRange.body.detail).not.toBe(english.body.detail);
  });
});
