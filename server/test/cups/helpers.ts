/** What the cup tests share (docs/product/cups.md): the fee, times, a points table, and the books. */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cupLobbies, cups } from '../../src/db/schema.js';
import { checkConservation } from '../../src/ledger/conservation.js';
import type { TestServer } from '../support/harness.js';
import type { TestUser } from '../support/factories.js';
import { as, expectLedgerClean } from '../squads/helpers.js';

export const FEE = 10;
export const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
export const points = { preset: 'custom', placement: [10, 6, 3, 1], kill_points: 1 } as const;

/** The ledger equals the balances, and every pool (tournaments' and cups') its ledger rows. */
export async function expectBooksClean(server: TestServer): Promise<void> {
  await expectLedgerClean(server);
  const c = await checkConservation(server.ctx.db);
  expect([c.difference, c.pools, c.flows]).toEqual([0, [], []]);
}

/** Closes the cup's registration, seeds it in snake order, and returns stage 1's lobbies in order. */
export async function closeAndSeed(server: TestServer, owner: TestUser, id: string): Promise<string[]> {
  await server.ctx.db
    .update(cups)
    .set({ registrationClosesAt: new Date(Date.now() - 1000) })
    .where(eq(cups.id, id));
  const seeded = await as(server, owner).post(`/cups/${id}/seed`, { mode: 'snake' });
  expect(seeded.status, JSON.stringify(seeded.body)).toBe(200);
  const lobbies = await server.ctx.db
    .select()
    .from(cupLobbies)
    .where(and(eq(cupLobbies.cupId, id), eq(cupLobbies.stage, 1)))
    .orderBy(cupLobbies.lobby);
  return lobbies.map((l) => l.tournamentId);
}
