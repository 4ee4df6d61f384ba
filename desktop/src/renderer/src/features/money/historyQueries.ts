/**
 * The money history of My Account (docs/product/money.md#money-history): its pages and the
 * winnings chart. A movement of the player's own money (announced by the socket) refetches both.
 */
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServerEventPayload } from '@squadhub/shared';
import { get } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { queryKeys } from '../../lib/queryClient';
import { useSocketEvent } from '../../lib/socket';

/** Entries per page: about two phone screens of rows. */
export const HISTORY_PAGE_SIZE = 20;

export function useMoneyHistory() {
  return useInfiniteQuery({
    queryKey: queryKeys.myLedgerPages,
    queryFn: ({ pageParam }) =>
      get('/users/me/ledger', {
        query: { limit: String(HISTORY_PAGE_SIZE), ...(pageParam ? { before: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
  });
}

export function useWinningsChart(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.myWinningsChart,
    enabled,
    queryFn: () => get('/users/me/ledger/winnings'),
  });
}

/**
 * Refetches the history when the player's own balance moves. Refetching an infinite query reloads
 * its pages from the newest, so the pages stay contiguous however many rows arrived on top.
 */
export function useMoneyHistoryLive() {
  const client = useQueryClient();
  const { user } = useAuth();
  const onBalance = (p: ServerEventPayload<'player_coins_updated'>) => {
    if (p.user_id === user?.id) void client.invalidateQueries({ queryKey: queryKeys.myLedger });
  };
  useSocketEvent('player_coins_updated', onBalance);
  useSocketEvent('player_winnings_updated', onBalance);
}
