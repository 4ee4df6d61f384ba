/** Winnings to purchased coins at 1:1 (docs/product/money.md#converting-winnings-to-coins): at least 5, at most the winnings held. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SUCCESS, VALIDATION } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, isRefusal } from '../../domain/errors.js';
import { credit, debit } from '../../ledger/ledger.js';

export async function convertWinnings(
  ctx: AppContext,
  user: Pick<UserRow, 'id'>,
  amount: number,
): Promise<{ message: string; purchased_coins: number; winnings_coins: number; coin_balance: number }> {
  const userId = user.id;
  return inTransaction(ctx, async (tx, events) => {
    const conversionId = randomUUID();
    const movement = { refType: 'conversion', refId: conversionId, idempotencyKey: `convert:${conversionId}` };
    try {
      await debit(tx, events, userId, amount, 'winnings_only', { ...movement, reason: 'convert_out' });
    } catch (err) {
      if (!isRefusal(err, 'conflict')) throw err;
      // A refused debit changes nothing, so the transaction can still read the real figure.
      const [u] = await tx.select({ w: users.winningsCoins }).from(users).where(eq(users.id, userId));
      throw badRequest(VALIDATION.convertMax(u?.w ?? 0));
    }
    const after = await credit(tx, events, userId, { purchased: amount }, { ...movement, reason: 'convert_in' });
    // The two balances only: the ledger's row also carries internal fields (its version, the split).
    const { purchased_coins, winnings_coins } = after;
    return {
      message: SUCCESS.converted(amount),
      purchased_coins,
      winnings_coins,
      coin_balance: purchased_coins + winnings_coins,
    };
  });
}
