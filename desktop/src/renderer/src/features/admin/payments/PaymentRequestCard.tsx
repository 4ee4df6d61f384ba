/** One cash-out request in the admin panel, with the actions its status allows. */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Check, CircleDollarSign, MessageSquare, X } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { ADMIN_SCREEN, FALLBACK, PAYOUT_NOTICE, REJECTED_BY_ADMIN_NOTE, type CashoutRequest } from '@squadhub/shared';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { Field, Input } from '../../../components/ui/Field';
import { errorMessage, post } from '../../../lib/api';
import { useSay } from '../../../lib/language';
import { addressOf, DetailList, paymentDetailRows } from '../../money/CashoutDetails';
import { CashoutStatusBadge } from '../../money/CashoutStatusBadge';
import { formatDateTime, formatPounds, shortId } from '../../money/format';

type Action = 'approve' | 'reject' | 'mark-paid';
const FAILURE: Record<Action, string> = {
  approve: FALLBACK.approveRequest,
  reject: FALLBACK.rejectRequest,
  'mark-paid': FALLBACK.markPaid,
};

/**
 * What each action says before it is confirmed: all three are final for the request. Catalogue
 * texts in English, said where the dialog draws them.
 */
function confirmation(action: Action, r: CashoutRequest) {
  const amount = formatPounds(r.requested_amount);
  const method = r.payment_method === 'paypal' ? 'PayPal' : ADMIN_SCREEN.payments.bankTransfer;
  switch (action) {
    case 'approve':
      return {
        title: ADMIN_SCREEN.payments.approveTitle,
        message: ADMIN_SCREEN.payments.approveMessage(r.username, amount, method),
        confirmLabel: ADMIN_SCREEN.payments.approveConfirm(amount),
      };
    case 'mark-paid':
      return {
        title: ADMIN_SCREEN.payments.markPaidTitle,
        message: ADMIN_SCREEN.payments.markPaidMessage(amount, r.username, method),
        confirmLabel: ADMIN_SCREEN.payments.markPaidConfirm,
      };
    case 'reject':
      return {
        title: ADMIN_SCREEN.payments.rejectTitle,
        message: ADMIN_SCREEN.payments.rejectMessage(r.username, r.coins_to_convert),
        confirmLabel: ADMIN_SCREEN.payments.rejectConfirm,
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
  const say = useSay();
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
        <span className="text-sm text-muted">{say(ADMIN_SCREEN.winnings(r.coins_to_convert))}</span>
        <span className="text-lg font-black text-gold">{formatPounds(r.requested_amount)}</span>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <DetailList rows={paymentDetailRows(r)} />
        <DetailList
          rows={[
            [ADMIN_SCREEN.payments.address, addressOf(r)],
            [ADMIN_SCREEN.payments.adminNotes, r.admin_notes],
            [ADMIN_SCREEN.payments.processed, r.processed_at ? formatDateTime(r.processed_at) : null],
          ].filter((row): row is [string, string] => !!row[1])}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {r.status === 'pending' && (
          <>
            <Button size="sm" onClick={() => ask('approve')}>
              <Check className="size-4" aria-hidden /> {say(ADMIN_SCREEN.approve)}
            </Button>
            <Button size="sm" variant="danger" onClick={() => ask('reject')}>
              <X className="size-4" aria-hidden /> {say(PAYOUT_NOTICE.reject)}
            </Button>
          </>
        )}
        {r.status === 'money_on_the_way' && (
          <Button size="sm" onClick={() => ask('mark-paid')}>
            <CircleDollarSign className="size-4" aria-hidden /> {say(ADMIN_SCREEN.payments.markAsPaid)}
          </Button>
        )}
        {r.status !== 'rejected' && (
          <Button size="sm" variant="secondary" onClick={onChat}>
            <MessageSquare className="size-4" aria-hidden /> {say(ADMIN_SCREEN.payments.chat)}
          </Button>
        )}
      </div>
      {confirming && asked && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setConfirming(null)}
          title={say(asked.title)}
          message={say(asked.message)}
          confirmLabel={say(asked.confirmLabel)}
          danger={confirming === 'reject'}
          loading={act.isPending}
          onConfirm={() =>
            act.mutate({ action: confirming, notes: confirming === 'reject' ? notes.trim() : undefined })
          }
        >
          {confirming === 'reject' && (
            <Field label={say(ADMIN_SCREEN.payments.adminNotes)}>
              {(id) => <Input id={id} value={notes} maxLength={1000} onChange={(e) => setNotes(e.target.value)} />}
            </Field>
          )}
        </ConfirmDialog>
      )}
    </li>
  );
}
