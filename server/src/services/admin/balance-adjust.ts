/**
 * Admin balance adjustment (docs/product/money.md#admin-adjustments): adjust-coins sets `purchased_coins`,
 * adjust-winnings sets `winnings_coins`. The ledger writes the difference naming the admin, with
 * the reason they gave, if any.
 */
import { eq } from 'drizzle-orm';
import { MONEY_TEXT } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../domain/errors.js';
import { setBucket, type Bucket } from '../../ledger/ledger.js';

/** The admin's own words on why; null when they gave none. */
export type AdjustReason = string | null;

async function adjust(
  ctx: AppContext,
  adminId: string,
  playerId: string,
  bucket: Bucket,
  value: number,
  reason: AdjustReason,
) {
  return inTransaction(ctx, async (tx, events) => {
    const [player] = await tx.select({ username: users.username }).from(users).where(eq(users.id, playerId));
    if (!player) throw notFound(MONEY_TEXT.playerNotFound);
    const result = await setBucket(tx, events, playerId, bucket, value, {
      reason: 'admin_adjust',
      refType: 'admin_adjust',
      refId: playerId,
      actorId: adminId,
      note: reason,
    });
    if (!result) throw notFound(MONEY_TEXT.playerNotFound);
    return { username: player.username, ...result };
  });
}

export async function adjustCoins(
  ctx: AppContext,
  admin: Pick<UserRow, 'id'>,
  playerId: string,
  value: number,
  reason: AdjustReason = null,
) {
  const r = await adjust(ctx, admin.id, playerId, 'purchased', value, reason);
  return { username: r.username, old_balance: r.old, new_balance: r.new };
}

export async function adjustWinnings(
  ctx: AppContext,
  admin: Pick<UserRow, 'id'>,
  playerId: string,
  value: number,
  reason: AdjustReason = null,
) {
  const r = await adjust(ctx, admin.id, playerId, 'winnings', value, reason);
  return { username: r.username, old_winnings: r.old, new_winnings: r.new };
}
