/**
 * Coin package prices (docs/product/money.md#buying-coins): stored in `settings` under `coin_prices` as whole pence,
 * answered in £. Until an admin saves prices, the defaults of COIN_PACKAGES apply.
 */
import { eq, sql } from 'drizzle-orm';
import {
  COIN_PACKAGES,
  SUCCESS,
  type ApiResponse,
  poundsToPence,
  type CoinPrices,
  type CoinPricesInput,
  type CoinPurchaseLinks,
  type PackageId,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { settings } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { paymentGateway } from '../../payments/pick-gateway.js';
import { presentPrices, presentPurchaseLinks, type PricesPence } from '../../presenters/coin-prices.js';

const KEY = 'coin_prices';

const DEFAULT_PRICES_PENCE = Object.fromEntries(
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

/** GET /coin-pricing (public). */
export async function coinPricing(ctx: AppContext): Promise<CoinPrices> {
  return presentPrices(await loadPricesPence(ctx.db));
}

/** GET /coin-purchase-links (public): the packages at today's prices, and whether checkout is the test one. */
export async function coinPurchaseLinks(ctx: AppContext): Promise<CoinPurchaseLinks> {
  return presentPurchaseLinks(await loadPricesPence(ctx.db), paymentGateway(ctx).kind === 'test');
}

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
