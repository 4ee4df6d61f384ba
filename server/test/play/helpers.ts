/** Shared helpers of the live-play tests: HTTP calls as a user and snapshots of money and seats. */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import type { TestServer } from '../support/harness.js';
import type { TestUser } from '../support/factories.js';
import { ledgerEntries, tournamentSlots, tournaments, users } from '../../src/db/schema.js';

export function as(server: TestServer, user: TestUser | null) {
  const agent = request(server.httpServer);
  const withAuth = (r: request.Test) => (user ? r.set(user.auth) : r);
  return {
    post: (path: string, body?: object) => withAuth(agent.post(`/api${path}`)).send(body ?? {}),
    get: (path: string) => withAuth(agent.get(`/api${path}`)),
  };
}

export async function balanceOf(server: TestServer, id: string) {
  const [u] = await server.ctx.db.select().from(users).where(eq(users.id, id));
  return { purchased: u.purchasedCoins, winnings: u.winningsCoins };
}

/** Everything a bad request must leave untouched: seats, counters, pool, balances, ledger size. */
export async function snapshot(server: TestServer, tournamentId: string) {
  const db = server.ctx.db;
  const seats = await db
    .select({
      team: tournamentSlots.teamNumber,
      slot: tournamentSlots.slotIndex,
      player: tournamentSlots.playerId,
    })
    .from(tournamentSlots)
    .where(eq(tournamentSlots.tournamentId, tournamentId))
    .orderBy(tournamentSlots.teamNumber, tournamentSlots.slotIndex);
  const [t] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  const money = await db
    .select({ id: users.id, p: users.purchasedCoins, w: users.winningsCoins })
    .from(users)
    .orderBy(users.id);
  const ledgerRows = (await db.select({ id: ledgerEntries.id }).from(ledgerEntries)).length;
  return {
    seats,
    t: t && {
      currentPlayers: t.currentPlayers,
      prizePool: t.prizePool,
      status: t.status,
      isFinalized: t.isFinalized,
      entriesStopped: t.entriesStopped,
      roomCode: t.roomCode,
    },
    money,
    ledgerRows,
  };
}
