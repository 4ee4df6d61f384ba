/** One cash-out request in the admin panel, with the actions its status allows. */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Check, CircleDollarSign, MessageSquare, X } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { FALLBACK, REJECTED_BY_ADMIN_NOTE, type CashoutRequest } from '@squadhub/shared';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { Field, Input } from '../../../components/ui/Field';
import { errorMessage, post } from '../../../lib/api';
import { addressOf, DetailList, paymentDetailRows } from '../../money/CashoutDetails';
import { CashoutStatusBadge } from '../../money/CashoutStatusBadge';
import { formatDateTime, formatPounds, shortId } from '../../money/format';

type Action = 'approve' | 'reject' | 'mark-paid';
const FAILURE: Record<Action, string> = {
  approve: FALLBACK.approveRequest,
  reject: FALLBACK.rejectRequest,
  'mark-paid': FALLBACK.markPaid,
};

/** What each action says before it is confirmed: all three are final for the request. */
function confirmation(action: Action, r: CashoutRequest) {
  const amount = formatPounds(r.requested_amount);
  const method = r.payment_method === 'paypal' ? 'PayPal' : 'bank transfer';
  switch (action) {
    case 'approve':
      return {
        title: 'Approve cash-out?',
        message: `${r.username} is told their ${amount} is on the way by ${method}. An approved request can no longer be rejected.`,
        confirmLabel: `Approve ${amount}`,
      };
    case 'mark-paid':
      return {
        title: 'Mark as paid?',
        message: `Only if ${amount} has reached ${r.username} by ${method}. The request is then closed.`,
        confirmLabel: 'Mark as paid',
      };
    case 'reject':
      return {
        title: 'Reject request?',
        message: `${r.username}'s ${r.coins_to_convert} winnings will be refunded to their account.`,
        confirmLabel: 'Reject and refund',
      };
  }
}

export function PaymentRequestCard({
  request: r,
  onChat,
  onChanged,
}: {
  request: CashoutRequest;
  onChat: () => void;
  onChanged: () => void;
}) {
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [notes, setNotes] = useState(REJECTED_BY_ADMIN_NOTE);
  const act = useMutation({
    mutationFn: ({ action, notes }: { action: Action; notes?: string }) =>
      action === 'reject'
        ? post('/admin/coin-conversion/{id}/reject', {
            params: { id: r.id },
            query: notes ? { admin_notes: notes } : undefined,
          })
        : action === 'approve'
          ? post('/admin/coin-conversion/{id}/approve', { params: { id: r.id } })
          : post('/admin/coin-conversion/{id}/mark-paid', { params: { id: r.id } }),
    onSuccess: (res) => {
      toast.success(res.message);
      setConfirming(null);
      onChanged();
    },
    onError: (err, v) => toast.error(errorMessage(err, FAILURE[v.action])),
  });
  const ask = (action: Action) => {
    if (action === 'reject') setNotes(REJECTED_BY_ADMIN_NOTE);
    setConfirming(action);
  };
  const asked = confirming ? confirmation(confirming, r) : null;

  return (
    <li className="rounded-xl border border-border bg-surface-2 p-4" data-testid="payment-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <CashoutStatusBadge status={r.status} />
          <code className="text-xs text-muted" title={r.id}>
            #{shortId(r.id)}
          </code>
        </div>
        <span className="text-xs text-muted">{formatDateTime(r.created_at)}</span>
      </div>
      <div className="mt-2 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span className="min-w-0 break-all text-lg font-bold">{r.username}</span>
        <span className="text-sm text-muted">{r.coins_to_convert} winnings</span>
        <span className="text-lg font-black text-gold">{formatPounds(r.requested_amount)}</span>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <DetailList rows={paymentDetailRows(r)} />
        <DetailList
          rows={[
            ['Address', addressOf(r)],
            ['Admin notes', r.admin_notes],
            ['Processed', r.processed_at ? formatDateTime(r.processed_at) : null],
          ].filter((row): row is [string, string] => !!row[1])}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {r.status === 'pending' && (
          <>
            <Button size="sm" onClick={() => ask('approve')}>
              <Check className="size-4" aria-hidden /> Approve
            </Button>
            <Button size="sm" variant="danger" onClick={() => ask('reject')}>
              <X className="size-4" aria-hidden /> Reject
            </Button>
          </>
        )}
        {r.status === 'money_on_the_way' && (
          <Button size="sm" onClick={() => ask('mark-paid')}>
            <CircleDollarSign className="size-4" aria-hidden /> Mark as Paid
          </Button>
        )}
        {r.status !== 'rejected' && (
          <Button size="sm" variant="secondary" onClick={onChat}>
            <MessageSquare className="size-4" aria-hidden /> Chat
          </Button>
        )}
      </div>
      {confirming && asked && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setConfirming(null)}
          title={asked.title}
          message={asked.message}
          confirmLabel={asked.confirmLabel}
          danger={confirming === 'reject'}
          loading={act.isPending}
          onConfirm={() =>
            act.mutate({ action: confirming, notes: confirming === 'reject' ? notes.trim() : undefined })
          }
        >
          {confirming === 'reject' && (
            <Field label="Admin notes">
              {(id) => <Input id={id} value={notes} maxLength={1000} onChange={(e) => setNotes(e.target.value)} />}
            </Field>
          )}
        </ConfirmDialog>
      )}
    </li>
  );
}
