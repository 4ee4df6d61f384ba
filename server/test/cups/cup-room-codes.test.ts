/**
 * Room codes of many lobbies at once (docs/product/cups.md#room-codes-at-once): each lobby's code
 * reaches its own insiders only; a lobby the caller does not run, or not of this cup, or closed,
 * refuses the whole request and sends none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUP_TEXT } from '@squadhub/shared';
import { tournaments } from '../../src/db/schema.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { actions, as, seatOfPlayer, users } from '../squads/helpers.js';
import { FEE, closeAndSeed, inMinutes, points } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

const soloCup = {
  title: 'Room Code Cup',
  rules: 'Codes at once.',
  tiktok_username: '@cuphost',
  template_type: 'alcatraz_solo',
  max_teams: 8,
  entry_fee: FEE,
  payout: [100],
  registration_closes_at: inMinutes(30),
  stages: [
    { teams_per_lobby: 4, matches: 2, points, advance_per_lobby: 1, wildcards: 2, starts_at: inMinutes(40) },
    { teams_per_lobby: 4, matches: 2, points, advance_per_lobby: 0, wildcards: 0, starts_at: inMinutes(60) },
  ],
};

async function seededCup(owner: TestUser) {
  const id = (await as(server, owner).post('/cups', soloCup)).body.id as string;
  const players = await users(server, 8, FEE);
  for (const p of players) expect((await as(server, p).post(`/cups/${id}/register`, {})).status).toBe(201);
  const lobbies = await closeAndSeed(server, owner, id);
  const inLobby = async (lobby: string) => {
    const seated: TestUser[] = [];
    for (const p of players) if (await seatOfPlayer(server, lobby, p.id)) seated.push(p);
    return seated;
  };
  return { id, lobbies, first: await inLobby(lobbies[0]!), second: await inLobby(lobbies[1]!) };
}

const codeSeenBy = async (player: TestUser, lobby: string) =>
  (await as(server, player).get(`/tournaments/${lobby}`)).body.room_code as string | null;

describe('room codes of many lobbies at once', () => {
  it("gives each lobby its own code, seen by that lobby's players alone", async () => {
    const owner = await createUser(server.ctx);
    const { id, lobbies, first, second } = await seededCup(owner);
    const sent = await as(server, owner).post(`/cups/${id}/room-codes`, {
      lobbies: [
        { tournament_id: lobbies[0], room_code: 'LOBBY-ONE', password: 'one' },
        { tournament_id: lobbies[1], room_code: 'LOBBY-TWO' },
      ],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.lobbies).toEqual([
      { tournament_id: lobbies[0], participants_count: 4, visible_now: 4, visible_on_check_in: 0 },
      { tournament_id: lobbies[1], participants_count: 4, visible_now: 4, visible_on_check_in: 0 },
    ]);
    expect(sent.body.message).toBe(CUP_TEXT.roomCodesSent(2));
    expect(await codeSeenBy(first[0]!, lobbies[0]!)).toBe('LOBBY-ONE');
    expect(await codeSeenBy(second[0]!, lobbies[1]!)).toBe('LOBBY-TWO');
    // Not an insider of the other lobby: no code.
    expect(await codeSeenBy(first[0]!, lobbies[1]!)).toBeNull();
    expect(await codeSeenBy(second[0]!, lobbies[0]!)).toBeNull();
    const [live] = await server.ctx.db.select().from(tournaments).where(eq(tournaments.id, lobbies[0]!));
    expect(live!.status).toBe('live');
    expect((await actions(server, lobbies[1]!, 'room_code_sent')).length).toBe(1);
  });

  it('sends none when one lobby is not the caller’s, not this cup’s, or closed', async () => {
    const owner = await createUser(server.ctx);
    const coHost = await createUser(server.ctx);
    const { id, lobbies, first } = await seededCup(owner);
    const other = await seededCup(owner);
    await as(server, owner).put(`/cups/${id}/co-hosts`, { usernames: [coHost.username] });
    await as(server, owner).put(`/cups/${id}/lobbies/${lobbies[0]}/co-host`, { username: coHost.username });
    const both = [
      { tournament_id: lobbies[0], room_code: 'MINE' },
      { tournament_id: lobbies[1], room_code: 'NOT-MINE' },
    ];
    const refused = await as(server, coHost).post(`/cups/${id}/room-codes`, { lobbies: both });
    expect([refused.status, refused.body.code]).toEqual([403, 'not_manager']);
    expect(await codeSeenBy(first[0]!, lobbies[0]!)).toBeNull();
    // The co-host's own lobby alone is theirs to send.
    expect((await as(server, coHost).post(`/cups/${id}/room-codes`, { lobbies: [both[0]] })).status).toBe(200);

    const foreign = await as(server, owner).post(`/cups/${id}/room-codes`, {
      lobbies: [
        { tournament_id: lobbies[1], room_code: 'X' },
        { tournament_id: other.lobbies[0], room_code: 'Y' },
      ],
    });
    expect([foreign.status, foreign.body.detail]).toEqual([404, CUP_TEXT.lobbyNotInCup]);
    expect(await codeSeenBy(other.first[0]!, other.lobbies[0]!)).toBeNull();

    await server.ctx.db.update(tournaments).set({ isFinalized: true }).where(eq(tournaments.id, lobbies[1]!));
    const closed = await as(server, owner).post(`/cups/${id}/room-codes`, {
      lobbies: [{ tournament_id: lobbies[1], room_code: 'LATE' }],
    });
    expect(closed.status).toBe(409);
  });

  it.each([
    ['no lobby', { lobbies: [] }, CUP_TEXT.roomCodesRange(200)],
    [
      'a lobby twice',
      {
        lobbies: [
          { tournament_id: '7d7f1e2a-5b3c-4c1e-9f6a-2b8d4e0c1a11', room_code: 'A' },
          { tournament_id: '7d7f1e2a-5b3c-4c1e-9f6a-2b8d4e0c1a11', room_code: 'B' },
        ],
      },
      CUP_TEXT.lobbyTwice,
    ],
    [
      'too many lobbies',
      {
        lobbies: Array.from({ length: 201 }, (_, i) => ({
          tournament_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          room_code: 'A',
        })),
      },
      CUP_TEXT.roomCodesRange(200),
    ],
  ])('refuses %s', async (_, body, detail) => {
    const owner = await createUser(server.ctx);
    const id = (await as(server, owner).post('/cups', soloCup)).body.id as string;
    const res = await as(server, owner).post(`/cups/${id}/room-codes`, body);
    expect([res.status, res.body.detail]).toEqual([400, detail]);
  });
});
