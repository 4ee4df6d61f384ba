/**
 * Admin payment requests (docs/product/screens.md#admin-payment-requests): every cash-out request with its status badge, the first 8
 * characters of its id, player, coins, amount, payment details, address, date and admin notes.
 * Pending: Approve / Reject; money on the way: Mark as Paid; every non-rejected one: Chat.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FALLBACK, TIMINGS } from '@squadhub/shared';
import { Dialog } from '../../../components/ui/Dialog';
import { LoadError } from '../../../components/ui/LoadError';
import { Skeleton } from '../../../components/ui/Spinner';
import { errorMessage, get } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryClient';
import { useSocketEvent } from '../../../lib/socket';
import { CashoutChatDialog } from '../../money/CashoutChatDialog';
import { PaymentRequestCard } from './PaymentRequestCard';

export function PaymentRequestsPanel({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const client = useQueryClient();
  const [chatId, setChatId] = useState<string | null>(null);
  const requests = useQuery({
    queryKey: queryKeys.adminCashouts,
    queryFn: () => get('/admin/coin-conversion/requests'),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.adminCashouts });
  useSocketEvent('cashout_request_updated', refresh);
  useSocketEvent('new_cashout_request', refresh);

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Payment Requests"
      description="Cash-out requests from players. Approve, reject (refunds the winnings) or mark as paid."
      size="xl"
    >
      <div className="max-h-[65vh] overflow-y-auto pr-1">
        {requests.isPending ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-36" />
            <Skeleton className="h-36" />
          </div>
        ) : requests.isError ? (
          <LoadError
            message={errorMessage(requests.error, FALLBACK.fetchConversionRequests)}
            onRetry={() => void requests.refetch()}
          />
        ) : !requests.data.length ? (
          <p className="py-10 text-center text-muted">No payment requests found</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {requests.data.map((r) => (
              <PaymentRequestCard key={r.id} request={r} onChat={() => setChatId(r.id)} onChanged={refresh} />
            ))}
          </ul>
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
