/**
 * Start reminders: ten minutes before a scheduled start each seated player hears of it once, on
 * their own sockets only; nobody else does, and a second run (or a second instance) sends nothing.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { START_REMINDER_LEAD_MS } from '@squadhub/shared';
import { createTestServer, nextEvent, type TestServer } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { tournaments } from '../../src/db/schema.js';
import { sendStartReminders } from '../../src/services/play/reminders.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

/** Every reminder a socket receives. */
function collect(socket: Socket) {
  const heard: { tournament_id: string; tournament_title: string }[] = [];
  socket.on('tournament_reminder', (p: { tournament_id: string; tournament_title: string }) => heard.push(p));
  return heard;
}

async function scheduled(creatorId: string, title: string, startsIn: number) {
  const t = await createTestTournament(server.ctx, creatorId, { title, entryFee: 0 });
  await server.ctx.db
    .update(tournaments)
    .set({ startType: 'scheduled', startDate: new Date(Date.now() + startsIn) })
    .where(eq(tournaments.id, t.id));
  return t;
}

describe('start reminders', () => {
  it('reminds each seated player once, ten minutes ahead, and nobody else', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const [seated1, seated2, outsider, elsewhere] = await Promise.all([
      createUser(ctx),
      createUser(ctx),
      createUser(ctx),
      createUser(ctx),
    ]);
    const soon = await scheduled(creator.id, 'Soon Cup', START_REMINDER_LEAD_MS - 60_000);
    const later = await scheduled(creator.id, 'Later Cup', START_REMINDER_LEAD_MS + 5 * 60_000);
    await seatPlayer(ctx, soon, seated1.id, 1, 0);
    await seatPlayer(ctx, soon, seated2.id, 2, 0);
    await seatPlayer(ctx, later, elsewhere.id, 1, 0);

    const sockets = await Promise.all(
      [seated1, seated2, outsider, elsewhere, creator].map((u) => server.socket(u.token)),
    );
    const heard = sockets.map(collect);

    expect(await sendStartReminders(ctx)).toBe(2);
    // A second run, as another instance's would be, sends nothing more.
    expect(await sendStartReminders(ctx)).toBe(0);
    // A marker sent to everyone after the runs: once each socket has it, every reminder sent
    // before it has arrived too (one server, events in order).
    const marked = sockets.map((s) => nextEvent(s, 'tournament_deleted'));
    ctx.realtime.send({ kind: 'everyone' }, 'tournament_deleted', { tournament_id: randomUUID() });
    await Promise.all(marked);
    expect(heard[0]).toEqual([
      { tournament_id: soon.id, tournament_title: 'Soon Cup', start_date: expect.any(String) },
    ]);
    expect(heard[1]).toHaveLength(1);
    expect(heard[2]).toEqual([]);
    expect(heard[3]).toEqual([]);
    expect(heard[4]).toEqual([]);

    // The other tournament's player is reminded when their time comes, once.
    expect(await sendStartReminders(ctx, new Date(Date.now() + 6 * 60_000))).toBe(1);
    expect(await sendStartReminders(ctx, new Date(Date.now() + 7 * 60_000))).toBe(0);
  });

  it('reminds a player who joins inside the ten minutes on the next run', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const early = await createUser(ctx);
    const late = await createUser(ctx);
    const t = await scheduled(creator.id, 'Late Join Cup', 5 * 60_000);
    await seatPlayer(ctx, t, early.id, 1, 0);
    expect(await sendStartReminders(ctx)).toBe(1);
    await seatPlayer(ctx, t, late.id, 2, 0);
    expect(await sendStartReminders(ctx)).toBe(1);
    expect(await sendStartReminders(ctx)).toBe(0);
  });

  it('skips tournaments that start when full, have started, or are finalized', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const player = await createUser(ctx);
    const whenFull = await createTestTournament(ctx, creator.id, { entryFee: 0 });
    const started = await scheduled(creator.id, 'Started Cup', -60_000);
    const finalized = await scheduled(creator.id, 'Done Cup', 5 * 60_000);
    await ctx.db.update(tournaments).set({ isFinalized: true }).where(eq(tournaments.id, finalized.id));
    for (const t of [whenFull, started, finalized]) await seatPlayer(ctx, t, player.id, 1, 0);
    const before = await sendStartReminders(ctx);
    expect(before).toBe(0);
  });
});
