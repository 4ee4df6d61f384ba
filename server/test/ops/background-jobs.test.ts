import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestServer, nextEvent, type TestServer } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import { createTestTournament } from '../support/tournament-factories.js';
import { imageExists, storedImage } from '../support/uploads.js';
import { tournamentWinners, tournaments } from '../../src/db/schema.js';
import { startBackgroundJobs } from '../../src/jobs/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

describe('background sweep', () => {
  it('removes finalized tournaments past their time, keeps the others and the winner history', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const due = await createTestTournament(ctx, creator.id, { title: 'Due Cup' });
    const later = await createTestTournament(ctx, creator.id);
    const open = await createTestTournament(ctx, creator.id);
    const past = new Date(Date.now() - 1000);
    // An uploaded image of each: the swept one's image goes, the other's stays.
    const [dueImage, laterImage] = [await storedImage(ctx), await storedImage(ctx)];
    await ctx.db
      .update(tournaments)
      .set({ isFinalized: true, status: 'completed', deletionScheduledAt: past, imageUrl: dueImage.url })
      .where(eq(tournaments.id, due.id));
    await ctx.db
      .update(tournaments)
      .set({
        isFinalized: true,
        status: 'completed',
        deletionScheduledAt: new Date(Date.now() + 3600_000),
        imageUrl: laterImage.url,
      })
      .where(eq(tournaments.id, later.id));
    await ctx.db
      .insert(tournamentWinners)
      .values({ tournamentId: due.id, tournamentTitle: 'Due Cup', userId: creator.id, position: 1, coinsAwarded: 3 });

    const socket = await server.socket();
    const deleted = nextEvent(socket, 'tournament_deleted');
    const stop = startBackgroundJobs(ctx, 60_000); // runs once at start
    try {
      expect(await deleted).toEqual({ tournament_id: due.id });
    } finally {
      stop();
    }
    const left = (await ctx.db.select({ id: tournaments.id }).from(tournaments)).map((r) => r.id);
    expect(left).toEqual(expect.arrayContaining([later.id, open.id]));
    expect(left).not.toContain(due.id);
    const [winner] = await ctx.db.select().from(tournamentWinners).where(eq(tournamentWinners.userId, creator.id));
    expect(winner).toMatchObject({ tournamentId: null, tournamentTitle: 'Due Cup', coinsAwarded: 3 });
    expect(await imageExists(ctx, dueImage.id)).toBe(false);
    expect(await imageExists(ctx, laterImage.id)).toBe(true);
  });
});
