/** Data of the money screens through TanStack Query; socket events keep them fresh. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { COIN_PACKAGES, TIMINGS, penceToPounds, type CoinPrices } from '@squadhub/shared';
import { get } from '../../lib/api';
import { queryKeys } from '../../lib/queryClient';
import { useSocketEvent } from '../../lib/socket';

/** The default prices, shown until the server answers (docs/product/limits.md#money). */
export const DEFAULT_PRICES = Object.fromEntries(
  COIN_PACKAGES.map((p) => [p.priceKey, penceToPounds(p.defaultPricePence)]),
) as unknown as CoinPrices;

export function useCoinPrices() {
  return useQuery({ queryKey: queryKeys.coinPrices, queryFn: () => get('/coin-pricing') });
}

/** Refreshed every 30 s and on window focus (docs/product/limits.md#client-timings); failures are only logged. */
export function usePurchaseLinks(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.purchaseLinks,
    enabled,
    queryFn: () =>
      get('/coin-purchase-links').catch((err: unknown) => {
        console.warn('coin purchase links failed', err);
        throw err;
      }),
    refetchInterval: TIMINGS.purchaseLinksRefreshMs,
    refetchOnWindowFocus: true,
  });
}

/**
 * The player's own cash-out requests; refetched when the server reports a status change, and
 * polled while on screen (`poll: false` for a listener that only needs to know them).
 */
export function useMyCashouts(enabled: boolean, { poll = true }: { poll?: boolean } = {}) {
  const client = useQueryClient();
  useSocketEvent('cashout_request_updated', () => void client.invalidateQueries({ queryKey: queryKeys.myCashouts }));
  return useQuery({
    queryKey: queryKeys.myCashouts,
    enabled,
    queryFn: () => get('/coin-conversion/my-requests'),
    refetchInterval: enabled && poll ? TIMINGS.paymentDialogPollMs : false,
  });
}

/** One request's chat, polled while open (admins every 2 s, players every 5 s). */
export function useCashoutChat(requestId: string, pollMs: number) {
  return useQuery({
    queryKey: queryKeys.cashoutChat(requestId),
    queryFn: () => get('/coin-conversion/{id}/chat', { params: { id: requestId } }).then((r) => r.chat_messages),
    refetchInterval: pollMs,
  });
}
