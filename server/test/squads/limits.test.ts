/**
 * What the configuration sets (SQUAD_HOLD_MINUTES, WAITLIST_OFFER_SECONDS) and the limits on trying
 * invite codes: 10 a minute per player, 30 a minute per address, so new accounts do not help.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TEXT, SQUAD_TEXT } from '@squadhub/shared';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import { offers, queue, seatNew, squadApi, squadTournament, users } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ SQUAD_HOLD_MINUTES: '7', WAITLIST_OFFER_SECONDS: '42' });
});
afterAll(() => server?.dispose());

describe('configuration', () => {
  it('SQUAD_HOLD_MINUTES sets the hold, WAITLIST_OFFER_SECONDS the offer', async () => {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id, { maxTeams: 2 });
    const [captain, waiting] = await users(server, 2);
    const reserve = await squadApi(server, captain, t.id).reserve(1);
    expect(reserve.status).toBe(201);
    const holdMinutes = (Date.parse(reserve.body.expires_at) - Date.now()) / 60_000;
    expect(holdMinutes).toBeGreaterThan(6);
    expect(holdMinutes).toBeLessThanOrEqual(7);

    const [leaver] = await seatNew(server, t, [
      [2, 0],
      [2, 1],
    ]);
    expect((await squadApi(server, waiting, t.id).joinWaitlist()).status).toBe(200);
    expect((await squadApi(server, leaver, t.id).leave()).status).toBe(200);
    expect(await offers(server, t.id)).toEqual(new Map([[waiting.id, '2:0']]));
    const [entry] = await queue(server, t.id);
    const offerSeconds = (entry.offerExpiresAt!.getTime() - Date.now()) / 1000;
    expect(offerSeconds).toBeGreaterThan(32);
    expect(offerSeconds).toBeLessThanOrEqual(42);
  });
});

describe('trying invite codes', () => {
  it('is limited to 10 a minute per player and 30 a minute per address', async () => {
    const creator = await createUser(server.ctx);
    const t = await squadTournament(server, creator.id);
    const guessers = await users(server, 4);
    const guess = (i: number) => squadApi(server, guessers[i], t.id).joinTeam('WRONGCODE2');
    for (let n = 0; n < 10; n++) {
      expect(await guess(0)).toMatchObject({ status: 404, body: { detail: SQUAD_TEXT.inviteInvalid } });
    }
    expect(await guess(0)).toMatchObject({ status: 429, body: { detail: REQUEST_TEXT.tooManyRequests } });
    // Two more players use up the address's 30 (the refused 11th try above did not count there).
    for (const i of [1, 2]) {
      for (let n = 0; n < 10; n++) expect((await guess(i)).status).toBe(404);
    }
    expect(await guess(3)).toMatchObject({ status: 429, body: { detail: REQUEST_TEXT.tooManyRequests } });
  });
});
