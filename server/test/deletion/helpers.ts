/** Shared checks of the deletion tests: what must hold after any deletion, raced or not. */
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppContext } from '../../src/context.js';
import { ledgerCheck } from '../../src/cli/ledger-check.js';
import { ledgerEntries, tournamentSlots, tournaments, users } from '../../src/db/schema.js';

/** The player's stored balances and the sums of their ledger rows, per bucket. */
export async function balancesAndLedger(ctx: AppContext, userId: string) {
  const [u] = await ctx.db
    .select({ purchased: users.purchasedCoins, winnings: users.winningsCoins })
    .from(users)
    .where(eq(users.id, userId));
  const [sums] = await ctx.db
    .select({
      purchased: sql<number>`COALESCE(SUM(${ledgerEntries.delta}) FILTER (WHERE ${ledgerEntries.bucket} = 'purchased'), 0)::int`,
      winnings: sql<number>`COALESCE(SUM(${ledgerEntries.delta}) FILTER (WHERE ${ledgerEntries.bucket} = 'winnings'), 0)::int`,
      rows: sql<number>`count(*)::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return {
    balances: u,
    ledger: { purchased: Number(sums.purchased), winnings: Number(sums.winnings) },
    rows: sums.rows,
  };
}

/**
 * Everything a deletion must leave true, whatever raced it: the account is closed, it holds no
 * seat in an unfinalized tournament, every tournament's counters and prize pool match its seats
 * (fees plus the creator's contribution), `npm run ledger:check` is clean, and the closed
 * account's ledger rows are still there and add up to its stored balances.
 */
export async function expectClosedAndConsistent(ctx: AppContext, playerId: string): Promise<void> {
  const [player] = await ctx.db.select().from(users).where(eq(users.id, playerId));
  expect(player.deletedAt).not.toBeNull();

  const ghostSeats = await ctx.db
    .select({ id: tournamentSlots.id })
    .from(tournamentSlots)
    .innerJoin(tournaments, eq(tournaments.id, tournamentSlots.tournamentId))
    .where(and(eq(tournamentSlots.playerId, playerId), eq(tournaments.isFinalized, false)));
  expect(ghostSeats).toEqual([]);

  const pools = await ctx.db.execute(sql`
    SELECT t.id, t.current_players, t.prize_pool, t.creator_prize_contribution,
      (SELECT count(*)::int FROM tournament_slots s WHERE s.tournament_id = t.id) AS seats,
      (SELECT COALESCE(SUM(s.fee_purchased + s.fee_winnings), 0)::int FROM tournament_slots s WHERE s.tournament_id = t.id) AS fees
    FROM tournaments t WHERE NOT t.is_finalized`);
  for (const t of (pools as unknown as { rows: Record<string, number | string>[] }).rows) {
    expect({ id: t.id, players: Number(t.current_players), pool: Number(t.prize_pool) }).toEqual({
      id: t.id,
      players: Number(t.seats),
      pool: Number(t.fees) + Number(t.creator_prize_contribution),
    });
  }

  const report: string[] = [];
  expect(await ledgerCheck(ctx.db, (line) => report.push(line)), report.join('\n')).toBe(0);
  const { balances, ledger, rows } = await balancesAndLedger(ctx, playerId);
  expect(ledger).toEqual(balances);
  expect(rows).toBeGreaterThan(0);
}
