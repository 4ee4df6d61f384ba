/**
 * The auto-approval price (docs/product/money.md#auto-approval): stored in `settings` under
 * `auto_approval_price` as whole coins; DEFAULT_AUTO_APPROVAL_PRICE until an admin sets one.
 */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_AUTO_APPROVAL_PRICE, TOURNAMENT_TEXT, type ApiResponse } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { settings } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { queueEvent } from '../../realtime/addressing.js';

const KEY = 'auto_approval_price';

export async function getAutoApprovalPrice(db: Queryable): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  const value = row?.value;
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : DEFAULT_AUTO_APPROVAL_PRICE;
}

/** GET /admin/settings/auto-approval-price (the route lets any logged-in player read it). */
export async function readAutoApprovalPrice(ctx: AppContext, _user: Pick<UserRow, 'id'>): Promise<number> {
  return getAutoApprovalPrice(ctx.db);
}

/** Saves the price (the route lets the super admin only) and tells every client (the waiting cards show it). */
export async function updateAutoApprovalPrice(
  ctx: AppContext,
  _superAdmin: Pick<UserRow, 'id'>,
  price: number,
): Promise<ApiResponse<'put', '/admin/settings/auto-approval-price'>> {
  await inTransaction(ctx, async (tx, events) => {
    await tx
      .insert(settings)
      .values({ key: KEY, value: price })
      .onConflictDoUpdate({ target: settings.key, set: { value: price, updatedAt: sql`now()` } });
    queueEvent(events, 'auto_approval_price_updated', { auto_approval_price: price });
  });
  return { auto_approval_price: price, message: TOURNAMENT_TEXT.priceUpdated };
}
