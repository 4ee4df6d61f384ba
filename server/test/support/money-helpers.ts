/** Small helpers shared by the money tests: balances straight from the database, ledger totals. */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../src/context.js';
import { users } from '../../src/db/schema.js';

export async function balancesOf(ctx: AppContext, userId: string): Promise<{ purchased: number; winnings: number }> {
  const [u] = await ctx.db
    .select({ purchased: users.purchasedCoins, winnings: users.winningsCoins })
    .from(users)
    .where(eq(users.id, userId));
  return u;
}

/** Sum of all coins held by the given users (both buckets). */
export async function coinsHeld(ctx: AppContext, userIds: string[]): Promise<number> {
  const result = await ctx.db.execute(
    sql`SELECT COALESCE(SUM(purchased_coins + winnings_coins), 0)::int AS total FROM users WHERE id IN (${sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return Number((result as unknown as { rows: { total: number }[] }).rows[0].total);
}

/** Complete PayPal details for a cash-out request body. */
export const PAYPAL_DETAILS = {
  payment_method: 'paypal',
  paypal_first_name: 'Ada',
  paypal_surname: 'Lovelace',
  paypal_email: 'ada@example.test',
  whatsapp_number: '+447700900999',
} as const;
