/**
 * Admin balance adjustment (spec 2 §5, §7; DESIGN.md §4): adjust-coins sets `purchased_coins`,
 * adjust-winnings sets `winnings_coins`. The ledger writes the difference naming the admin.
 */
import { eq } from 'drizzle-orm';
import { MONEY_TEXT } from '@squadhub/shared';
import type { UserRow } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../http/errors.js';
import { setBucket, type Bucket } from '../../ledger/ledger.js';

async function adjust(ctx: AppContext, adminId: string, playerId: string, bucket: Bucket, value: number) {
  return inTransaction(ctx, async (tx, events) => {
    const [player] = await tx.select({ username: users.username }).from(users).where(eq(users.id, playerId));
    if (!player) throw notFound(MONEY_TEXT.playerNotFound);
    const result = await setBucket(tx, events, playerId, bucket, value, {
      reason: 'admin_adjust',
      refType: 'admin_adjust',
      refId: playerId,
      actorId: adminId,
    });
    if (!result) throw notFound(MONEY_TEXT.playerNotFound);
    return { username: player.username, ...result };
  });
}

export async function adjustCoins(ctx: AppContext, admin: Pick<UserRow, 'id'>, playerId: string, value: number) {
  const r = await adjust(ctx, admin.id, playerId, 'purchased', value);
  return { username: r.username, old_balance: r.old, new_balance: r.new };
}

export async function adjustWinnings(ctx: AppContext, admin: Pick<UserRow, 'id'>, playerId: string, value: number) {
  const r = await adjust(ctx, admin.id, playerId, 'winnings', value);
  return { username: r.username, old_winnings: r.old, new_winnings: r.new };
}
