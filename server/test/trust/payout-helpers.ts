/** Shared steps of the payout-hold and dispute tests: a live tournament with two seated players. */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestServer } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { tournamentActions, tournaments } from '../../src/db/schema.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';

/** A live duo tournament (room code sent) holding its payout `hold` minutes, p1 and p2 seated (pool 20). */
export async function liveTournament(server: TestServer, hold = 30) {
  const ctx = server.ctx;
  const creator = await createUser(ctx);
  const p1 = await createUser(ctx, { purchased: 10 });
  const p2 = await createUser(ctx, { purchased: 10 });
  const outsider = await createUser(ctx, { purchased: 10 });
  const admin = await createUser(ctx, { role: 'admin' });
  const t = await createTestTournament(ctx, creator.id, {
    template: 'alcatraz_duo',
    entryFee: 10,
    roomCode: 'ROOM1',
    status: 'live',
  });
  await seatPlayer(ctx, t, p1.id, 1, 0);
  await seatPlayer(ctx, t, p2.id, 2, 0);
  await ctx.db.update(tournaments).set({ payoutHoldMinutes: hold }).where(eq(tournaments.id, t.id));
  return { creator, p1, p2, outsider, admin, t };
}

/** Winners of the setup: `first` gets 15 coins, the remaining 5 go to the creator. */
export const winnersBody = (first: { id: string }, coins = 15) => ({
  winners: [{ user_id: first.id, position: 1, coins_awarded: coins }],
});

/** Ends the hold now, as if its time had passed. */
export async function endHold(server: TestServer, tournamentId: string): Promise<void> {
  await server.ctx.db
    .update(tournaments)
    .set({ payoutDueAt: sql`now() - interval '1 second'` })
    .where(eq(tournaments.id, tournamentId));
}

export async function tournamentRow(server: TestServer, id: string) {
  const [row] = await server.ctx.db.select().from(tournaments).where(eq(tournaments.id, id));
  return row!;
}

export async function actionKinds(server: TestServer, tournamentId: string): Promise<string[]> {
  const rows = await server.ctx.db
    .select({ kind: tournamentActions.kind })
    .from(tournamentActions)
    .where(eq(tournamentActions.tournamentId, tournamentId))
    .orderBy(tournamentActions.id);
  return rows.map((r) => r.kind);
}

export async function expectLedgerClean(server: TestServer): Promise<void> {
  expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
}
