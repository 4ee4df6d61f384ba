/**
 * The approval queue, a page at a time (docs/scale/query-plans.md#admin-lists-page-by-cursor), live
 * on `pending_tournaments_changed`. Its own module: the admin button counts the waiting
 * tournaments on every page, while the panel that lists them loads with the dashboard dialog.
 */
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { NEXT_BEFORE_HEADER } from '@squadhub/shared';
import { get } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryClient';
import { useSocketEvent } from '../../../lib/socket';

const PAGE_SIZE = 20;

export function usePendingTournaments(enabled = true) {
  const client = useQueryClient();
  useSocketEvent('pending_tournaments_changed', () => {
    void client.invalidateQueries({ queryKey: queryKeys.pendingTournaments });
  });
  return useInfiniteQuery({
    queryKey: queryKeys.pendingTournaments,
    queryFn: async ({ pageParam }) => {
      let next: string | null = null;
      const tournaments = await get('/admin/pending-tournaments', {
        query: { limit: String(PAGE_SIZE), before: pageParam ?? undefined },
        onResponse: (res) => {
          next = res.headers.get(NEXT_BEFORE_HEADER) || null;
        },
      });
      return { tournaments, next };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled,
  });
}
