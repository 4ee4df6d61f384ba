/**
 * Helpers of the trust tests (docs/product/trust.md): a scheduled tournament with seats paid from
 * both buckets and a creator's contribution, starts moved on the database clock, and reads of
 * what a void leaves (balances, refunds in the ledger).
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../src/context.js';
import type { TournamentRow } from '../../src/db/rows.js';
import { tournaments } from '../../src/db/schema.js';
import { inTransaction } from '../../src/db/transaction.js';
import { debit } from '../../src/ledger/ledger.js';
import { createUser, type TestUser } from '../support/factories.js';
import { balancesOf } from '../support/money-helpers.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';

export const FEE = 10;
export const CONTRIBUTION = 100;

export interface Funded {
  creator: TestUser;
  players: TestUser[];
  t: TournamentRow;
}

/**
 * A duo tournament of three teams, scheduled `startsInMs` from now (database clock), with four
 * seated players: two pay from purchased coins, one from winnings, one from both (4 + 6). The
 * creator put in a contribution of 60 purchased and 40 winnings coins.
 */
export async function fundedTournament(ctx: AppContext, startsInMs: number, graceMinutes = 10): Promise<Funded> {
  const creator = await createUser(ctx, { purchased: 60, winnings: 40 });
  const t = await createTestTournament(ctx, creator.id, { template: 'alcatraz_duo', maxTeams: 3, entryFee: FEE });
  await inTransaction(ctx, async (tx, events) => {
    const split = await debit(tx, events, creator.id, CONTRIBUTION, 'purchased_first', {
      reason: 'creator_contribution',
      refType: 'tournament',
      refId: t.id,
    });
    await tx
      .update(tournaments)
      .set({
        creatorPrizeContribution: CONTRIBUTION,
        contributionPurchased: split.purchased,
        contributionWinnings: split.winnings,
        prizePool: CONTRIBUTION,
        codeGraceMinutes: graceMinutes,
      })
      .where(eq(tournaments.id, t.id));
  });
  const wallets = [{ purchased: FEE }, { purchased: FEE }, { winnings: FEE }, { purchased: 4, winnings: 6 }];
  const players: TestUser[] = [];
  for (const [i, wallet] of wallets.entries()) {
    const p = await createUser(ctx, wallet);
    await seatPlayer(ctx, t, p.id, 1 + Math.floor(i / 2), i % 2);
    players.push(p);
  }
  await startIn(ctx, t.id, startsInMs);
  const [row] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, t.id));
  return { creator, players, t: row! };
}

/** Moves a scheduled start to `ms` from now on the database clock (negative: in the past). */
export async function startIn(ctx: AppContext, id: string, ms: number): Promise<void> {
  await ctx.db
    .update(tournaments)
    .set({ startType: 'scheduled', startDate: sql`clock_timestamp() + make_interval(secs => ${ms / 1000}::float8)` })
    .where(eq(tournaments.id, id));
}

export async function tournamentOf(ctx: AppContext, id: string): Promise<TournamentRow> {
  const [row] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, id));
  return row!;
}

/** Everyone's balances, to compare before and after. */
export const balancesOfAll = (ctx: AppContext, users: TestUser[]) =>
  Promise.all(users.map((u) => balancesOf(ctx, u.id)));

/** The refund movements the ledger holds for a tournament, by reason. */
export async function refundsOf(ctx: AppContext, id: string): Promise<{ entry: number; contribution: number }> {
  const rows = (await ctx.db
    .execute(sql`SELECT reason, count(DISTINCT idempotency_key)::int AS n, count(*)::int AS lines
    FROM ledger_entries WHERE ref_id = ${id} AND reason IN ('entry_refund', 'contribution_refund') GROUP BY reason`)) as unknown as {
    rows: { reason: string; n: number }[];
  };
  const of = (reason: string) => rows.rows.find((r) => r.reason === reason)?.n ?? 0;
  return { entry: of('entry_refund'), contribution: of('contribution_refund') };
}

export const MIN = 60_000;
