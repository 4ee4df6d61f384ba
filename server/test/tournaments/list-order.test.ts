/**
 * The dashboard grid's order, as a player racing for a seat wants it: the open tournaments they
 * are in first (room details first, then newest, as the specification says), then live, then starting
 * soonest, then the rest; finalized tournaments below every open one. Its own server: other
 * files' tournaments would sit between these.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tournament } from '@squadhub/shared';
import type { TournamentRow } from '../../src/db/rows.js';
import { tournaments } from '../../src/db/schema.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

const list = async (user?: TestUser, query = 'limit=100'): Promise<string[]> => {
  const req = request(server.url).get(`/api/tournaments?${query}`);
  const res = await (user ? req.set(user.auth) : req);
  expect(res.status).toBe(200);
  return (res.body as Tournament[]).map((t) => t.title);
};

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR);

/** Sets the row's lifecycle fields directly: the order reads only these. */
async function make(t: TournamentRow, set: Partial<typeof tournaments.$inferInsert>): Promise<void> {
  await server.ctx.db.update(tournaments).set(set).where(eq(tournaments.id, t.id));
}
const scheduled = (hours: number) => ({ startType: 'scheduled' as const, startDate: inHours(hours) });
const finalized = { isFinalized: true, status: 'completed' as const, finalizedAt: new Date() };

describe('GET /api/tournaments order', () => {
  let me: TestUser;
  beforeAll(async () => {
    me = await createUser(server.ctx, { purchased: 100 });
    const host = await createUser(server.ctx);
    const create = (title: string, creatorId = host.id) => createTestTournament(server.ctx, creatorId, { title });

    // Created oldest first: creation order must not decide where live or scheduled ones go.
    const live = await create('Live');
    await make(live, { status: 'live', roomCode: 'LIVE1' });
    const soonLater = await create('Starts in 3 h');
    await make(soonLater, scheduled(3));
    const stale = await create('Start passed 5 h ago, never went live');
    await make(stale, scheduled(-5));
    const joinedFinal = await create('Mine, finalized');
    await seatPlayer(server.ctx, joinedFinal, me.id, 1, 0);
    await make(joinedFinal, { ...finalized, roomCode: 'OLD' });
    const oldFinal = await create('Finalized');
    await make(oldFinal, finalized);
    const joinedWithRoom = await create('Mine, room sent');
    await seatPlayer(server.ctx, joinedWithRoom, me.id, 1, 0);
    await make(joinedWithRoom, { roomCode: 'R1' });
    await create('When full, older');
    const startedLately = await create('Started 10 min ago');
    await make(startedLately, scheduled(-10 / 60));
    const soonFirst = await create('Starts in 1 h');
    await make(soonFirst, scheduled(1));
    await create('Mine, created', me.id);
    const liveNewer = await create('Live, newer');
    await make(liveNewer, { status: 'live' });
    const newestFinal = await create('Finalized, newest');
    await make(newestFinal, finalized);
    await create('When full, newest');
  });

  const others = [
    'Live, newer',
    'Live',
    'Started 10 min ago',
    'Starts in 1 h',
    'Starts in 3 h',
    'When full, newest',
    'When full, older',
    'Start passed 5 h ago, never went live',
  ];

  it('puts the open ones a player is in first, then live, soonest start, the rest, finalized last', async () => {
    expect(await list(me)).toEqual([
      'Mine, room sent',
      'Mine, created',
      ...others,
      'Mine, finalized',
      'Finalized, newest',
      'Finalized',
    ]);
  });

  it("orders a visitor's grid the same way, with nothing of their own: newest first within a tier", async () => {
    expect(await list()).toEqual([
      'Live, newer',
      'Live',
      'Started 10 min ago',
      'Starts in 1 h',
      'Starts in 3 h',
      'When full, newest',
      'Mine, created',
      'When full, older',
      'Mine, room sent',
      'Start passed 5 h ago, never went live',
      'Finalized, newest',
      'Finalized',
      'Mine, finalized',
    ]);
  });

  it('walks the same order page by page', async () => {
    for (const user of [me, undefined]) {
      const whole = await list(user);
      const paged: string[] = [];
      for (let offset = 0; offset < whole.length + 3; offset += 3)
        paged.push(...(await list(user, `limit=3&offset=${offset}`)));
      expect(paged).toEqual(whole);
    }
  });

  it('moves a tournament to the top of the others as soon as it goes live', async () => {
    const host = await createUser(server.ctx);
    const quiet = await createTestTournament(server.ctx, host.id, { title: 'Quiet until now' });
    expect((await list()).indexOf('Quiet until now')).toBeGreaterThan(others.indexOf('Live'));
    await make(quiet, { status: 'live' });
    expect((await list())[0]).toBe('Quiet until now');
    await server.ctx.db.delete(tournaments).where(eq(tournaments.id, quiet.id));
  });
});
