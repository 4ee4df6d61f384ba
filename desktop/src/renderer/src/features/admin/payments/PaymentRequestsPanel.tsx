/**
 * Admin payment requests (docs/product/screens.md#admin-payment-requests): every cash-out request with its status badge, the first 8
 * characters of its id, player, coins, amount, payment details, address, date and admin notes.
 * Pending: Approve / Reject; money on the way: Mark as Paid; every non-rejected one: Chat.
 */
import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_SCREEN, FALLBACK, NEXT_BEFORE_HEADER, TIMINGS } from '@squadhub/shared';
import { Dialog } from '../../../components/ui/Dialog';
import { LoadError } from '../../../components/ui/LoadError';
import { Skeleton } from '../../../components/ui/Spinner';
import { errorMessage, get } from '../../../lib/api';
import { useSay } from '../../../lib/language';
import { queryKeys } from '../../../lib/queryClient';
import { useSocketEvent } from '../../../lib/socket';
import { CashoutChatDialog } from '../../money/CashoutChatDialog';
import { LoadMore } from '../LoadMore';
import { PaymentRequestCard } from './PaymentRequestCard';

/** Requests per page: a few screens of cards. */
const PAGE_SIZE = 20;

export function PaymentRequestsPanel({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const say = useSay();
  const client = useQueryClient();
  const [chatId, setChatId] = useState<string | null>(null);
  // A page at a time, the next as the admin scrolls to the end; the answer is the specification's
  // bare array, so the next page's cursor comes in a header (docs/scale/query-plans.md#admin-lists-page-by-cursor).
  const requests = useInfiniteQuery({
    queryKey: queryKeys.adminCashouts,
    queryFn: async ({ pageParam }) => {
      let next: string | null = null;
      const page = await get('/admin/coin-conversion/requests', {
        query: { limit: String(PAGE_SIZE), before: pageParam ?? undefined },
        onResponse: (res) => {
          next = res.headers.get(NEXT_BEFORE_HEADER) || null;
        },
      });
      return { requests: page, next };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  const list = requests.data?.pages.flatMap((p) => p.requests) ?? [];
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.adminCashouts });
  useSocketEvent('cashout_request_updated', refresh);
  useSocketEvent('new_cashout_request', refresh);

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={say(ADMIN_SCREEN.menu.paymentRequests)}
      description={say(ADMIN_SCREEN.payments.description)}
      size="xl"
    >
      <div className="max-h-[65vh] overflow-y-auto pe-1">
        {requests.isPending ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-36" />
            <Skeleton className="h-36" />
          </div>
        ) : requests.isError ? (
          <LoadError
            message={say(errorMessage(requests.error, FALLBACK.fetchConversionRequests))}
            onRetry={() => void requests.refetch()}
          />
        ) : !list.length ? (
          <p className="py-10 text-center text-muted">{say(ADMIN_SCREEN.payments.empty)}</p>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {list.map((r) => (
                <PaymentRequestCard key={r.id} request={r} onChat={() => setChatId(r.id)} onChanged={refresh} />
              ))}
            </ul>
            <div className="flex">
              <LoadMore
                hasMore={requests.hasNextPage}
                loading={requests.isFetchingNextPage}
                onLoad={() => void requests.fetchNextPage()}
              />
            </div>
          </>
        )}
      </div>
      {chatId && (
        <CashoutChatDialog
          requestId={chatId}
          viewer="admin"
          pollMs={TIMINGS.adminCashoutChatPollMs}
          onOpenChange={() => setChatId(null)}
        />
      )}
    </Dialog>
  );
}
