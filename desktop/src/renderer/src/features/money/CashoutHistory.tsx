/** History tab: the player's requests with the per-status message, View Details and Chat with Admin. */
import { useState } from 'react';
import { Eye, MessageSquare } from 'lucide-react';
import { CASHOUT_STATUS_TEXT, MONEY_SCREEN, TIMINGS, type CashoutRequest } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Spinner';
import { useSay } from '../../lib/language';
import { CashoutChatDialog } from './CashoutChatDialog';
import { CashoutDetailsDialog } from './CashoutDetails';
import { CashoutStatusBadge } from './CashoutStatusBadge';
import { formatDateTime, formatPounds } from './format';
import { useMyCashouts } from './queries';

export function CashoutHistory() {
  const say = useSay();
  const requests = useMyCashouts(true);
  const [details, setDetails] = useState<CashoutRequest | null>(null);
  const [chatId, setChatId] = useState<string | null>(null);

  if (requests.isPending)
    return (
      <div className="flex flex-col gap-2">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  if (requests.isError) return <p className="text-sm text-danger">{say(MONEY_SCREEN.cashoutHistory.loadFailed)}</p>;
  if (!requests.data.length)
    return <p className="py-8 text-center text-sm text-muted">{say(MONEY_SCREEN.cashoutHistory.empty)}</p>;
  return (
    <>
      {/* The Cash Out Center's panel scrolls the list: no second scroll box inside it. */}
      <ul className="flex flex-col gap-3" aria-label={say(MONEY_SCREEN.cashoutHistory.list)}>
        {requests.data.map((r) => (
          <li
            key={r.id}
            className="rounded-xl border border-border bg-surface-2 p-3"
            data-testid="cashout-history-item"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-lg font-bold">{formatPounds(r.requested_amount)}</span>
              <CashoutStatusBadge status={r.status} />
            </div>
            <p className="mt-1 text-sm" data-testid="cashout-status-text">
              {say(CASHOUT_STATUS_TEXT[r.status] ?? CASHOUT_STATUS_TEXT.pending)}
            </p>
            <p className="mt-1 text-xs text-muted">
              {r.payment_method === 'paypal' ? 'PayPal' : say(MONEY_SCREEN.bankTransfer)} ·{' '}
              {formatDateTime(r.created_at)}
            </p>
            {r.admin_notes && (
              <p className="mt-1 text-xs text-muted">{say(MONEY_SCREEN.cashoutHistory.adminNotes(r.admin_notes))}</p>
            )}
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={() => setDetails(r)}>
                <Eye className="size-4" aria-hidden /> {say(MONEY_SCREEN.cashoutHistory.viewDetails)}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setChatId(r.id)}>
                <MessageSquare className="size-4" aria-hidden /> {say(MONEY_SCREEN.chatWithAdmin)}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {details && <CashoutDetailsDialog request={details} onOpenChange={() => setDetails(null)} />}
      {chatId && (
        <CashoutChatDialog
          requestId={chatId}
          viewer="player"
          pollMs={TIMINGS.paymentDialogPollMs}
          onOpenChange={() => setChatId(null)}
        />
      )}
    </>
  );
}
