/**
 * Coin package prices (spec 2 §9): stored in `settings` under `coin_prices` as whole pence,
 * answered in £. Until an admin saves prices, the defaults of COIN_PACKAGES apply.
 */
import { eq, sql } from 'drizzle-orm';
import {
  COIN_PACKAGES,
  SUCCESS,
  type ApiResponse,
  penceToPounds,
  poundsToPence,
  type CoinPrices,
  type CoinPricesInput,
  type PackageId,
  type PriceKey,
} from '@squadhub/shared';
import type { UserRow } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { settings } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

const KEY = 'coin_prices';
export type PricesPence = Record<PriceKey, number>;

export const DEFAULT_PRICES_PENCE = Object.fromEntries(
  COIN_PACKAGES.map((p) => [p.priceKey, p.defaultPricePence]),
) as PricesPence;

export async function loadPricesPence(db: Queryable): Promise<PricesPence> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  const stored = (row?.value ?? {}) as Partial<PricesPence>;
  const prices = { ...DEFAULT_PRICES_PENCE };
  for (const p of COIN_PACKAGES) {
    const v = stored[p.priceKey];
    if (Number.isSafeInteger(v) && (v as number) > 0) prices[p.priceKey] = v as number;
  }
  return prices;
}

export const presentPrices = (pence: PricesPence): CoinPrices => ({
  coins_5: penceToPounds(pence.coins_5),
  coins_10: penceToPounds(pence.coins_10),
  coins_15: penceToPounds(pence.coins_15),
  coins_20: penceToPounds(pence.coins_20),
});

/** PUT /admin/coin-pricing (the route lets admins only). */
export async function updateCoinPrices(
  ctx: AppContext,
  _admin: Pick<UserRow, 'id'>,
  input: CoinPricesInput,
): Promise<ApiResponse<'put', '/admin/coin-pricing'>> {
  const pence: PricesPence = {
    coins_5: poundsToPence(input.coins_5),
    coins_10: poundsToPence(input.coins_10),
    coins_15: poundsToPence(input.coins_15),
    coins_20: poundsToPence(input.coins_20),
  };
  await inTransaction(ctx, async (tx) => {
    await tx
      .insert(settings)
      .values({ key: KEY, value: pence })
      .onConflictDoUpdate({ target: settings.key, set: { value: pence, updatedAt: sql`now()` } });
  });
  return { message: SUCCESS.coinPricesUpdated, ...presentPrices(pence) };
}

export function findPackage(packageId: PackageId) {
  const pkg = COIN_PACKAGES.find((p) => p.id === packageId);
  if (!pkg) throw new Error(`unknown package ${packageId}`);
  return pkg;
}
