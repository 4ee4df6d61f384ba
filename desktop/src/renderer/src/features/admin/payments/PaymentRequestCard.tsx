/** One cash-out request in the admin panel, with the actions its status allows. */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Check, CircleDollarSign, MessageSquare, X } from 'lucide-react';
import { toast } from 'sonner';
import { FALLBACK, REJECTED_BY_ADMIN_NOTE, type CashoutRequest } from '@squadhub/shared';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
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

export function PaymentRequestCard({
  request: r,
  onChat,
  onChanged,
}: {
  request: CashoutRequest;
  onChat: () => void;
  onChanged: () => void;
}) {
  const [rejecting, setRejecting] = useState(false);
  const act = useMutation({
    mutationFn: ({ action, notes }: { action: Action; notes?: string }) =>
      post<{ message: string }>(
        `/admin/coin-conversion/${r.id}/${action}`,
        undefined,
        notes ? { admin_notes: notes } : undefined,
      ),
    onSuccess: (res) => {
      toast.success(res.message);
      setRejecting(false);
      onChanged();
    },
    onError: (err, v) => toast.error(errorMessage(err, FAILURE[v.action])),
  });
  const busy = (a: Action) => act.isPending && act.variables?.action === a;

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
        <span className="text-lg font-bold">{r.username}</span>
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
            <Button size="sm" loading={busy('approve')} onClick={() => act.mutate({ action: 'approve' })}>
              <Check className="size-4" aria-hidden /> Approve
            </Button>
            <Button size="sm" variant="danger" onClick={() => setRejecting(true)}>
              <X className="size-4" aria-hidden /> Reject
            </Button>
          </>
        )}
        {r.status === 'money_on_the_way' && (
          <Button size="sm" loading={busy('mark-paid')} onClick={() => act.mutate({ action: 'mark-paid' })}>
            <CircleDollarSign className="size-4" aria-hidden /> Mark as Paid
          </Button>
        )}
        {r.status !== 'rejected' && (
          <Button size="sm" variant="secondary" onClick={onChat}>
            <MessageSquare className="size-4" aria-hidden /> Chat
          </Button>
        )}
      </div>
      {rejecting && (
        <RejectDialog
          username={r.username}
          loading={busy('reject')}
          onCancel={() => setRejecting(false)}
          onConfirm={(notes) => act.mutate({ action: 'reject', notes })}
        />
      )}
    </li>
  );
}

function RejectDialog(p: {
  username: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (notes: string) => void;
}) {
  const [notes, setNotes] = useState(REJECTED_BY_ADMIN_NOTE);
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && p.onCancel()}
      title="Reject request"
      description={`${p.username}'s winnings will be refunded to their account.`}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={p.onCancel}>
            Cancel
          </Button>
          <Button variant="danger" loading={p.loading} onClick={() => p.onConfirm(notes.trim())}>
            Reject and refund
          </Button>
        </>
      }
    >
      <Field label="Admin notes">
        {(id) => <Input id={id} value={notes} maxLength={1000} onChange={(e) => setNotes(e.target.value)} />}
      </Field>
    </Dialog>
  );
}
