/** What leaves the server about coin packages: prices in £ (stored as whole pence). */
import {
  COIN_PACKAGES,
  SUPPORT_WHATSAPP_NUMBER,
  penceToPounds,
  type CoinPrices,
  type CoinPurchaseLinks,
  type PriceKey,
} from '@squadhub/shared';

export type PricesPence = Record<PriceKey, number>;

export const presentPrices = (pence: PricesPence): CoinPrices => ({
  coins_5: penceToPounds(pence.coins_5),
  coins_10: penceToPounds(pence.coins_10),
  coins_15: penceToPounds(pence.coins_15),
  coins_20: penceToPounds(pence.coins_20),
});

export const presentPurchaseLinks = (pence: PricesPence, testMode: boolean): CoinPurchaseLinks => ({
  packages: COIN_PACKAGES.map((p) => ({
    package_id: p.id,
    coins: p.coins,
    price: penceToPounds(pence[p.priceKey]),
    currency: 'GBP',
    checkout_path: '/api/stripe/create-checkout',
  })),
  test_mode: testMode,
  support_whatsapp: SUPPORT_WHATSAPP_NUMBER,
});
