/** Every field of a cash-out request, as a definition list (View Details; admin request cards). */
import type { CashoutRequest } from '@squadhub/shared';
import { Dialog } from '../../components/ui/Dialog';
import { formatDateTime, formatPounds, shortId } from './format';

export function paymentDetailRows(r: CashoutRequest): [string, string | null][] {
  const rows: [string, string | null][] =
    r.payment_method === 'paypal'
      ? [
          ['Method', 'PayPal'],
          ['Name', [r.paypal_first_name, r.paypal_surname].filter(Boolean).join(' ')],
          ['PayPal email', r.paypal_email],
        ]
      : [
          ['Method', 'Bank transfer'],
          ['Account holder', [r.account_holder_name, r.account_holder_surname].filter(Boolean).join(' ')],
          ['Bank', r.bank_name],
          ['Country', r.country],
          ['Account number', r.account_number],
          ['Sort code', r.sort_code],
          ['SWIFT / BIC', r.swift_bic],
          ['IBAN', r.iban],
        ];
  rows.push(['WhatsApp', r.whatsapp_number]);
  return rows.filter(([, v]) => !!v);
}

export function addressOf(r: CashoutRequest): string | null {
  const parts = [r.address_line1, r.address_line2, r.city, r.postal_code].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

export function DetailList({ rows }: { rows: [string, string | null][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted">{k}</dt>
          <dd className="min-w-0 break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CashoutDetailsDialog({
  request,
  onOpenChange,
}: {
  request: CashoutRequest;
  onOpenChange: (open: boolean) => void;
}) {
  const rows: [string, string | null][] = [
    ['Request', shortId(request.id)],
    ['Winnings', String(request.coins_to_convert)],
    ['Amount', formatPounds(request.requested_amount)],
    ...paymentDetailRows(request),
    ['Address', addressOf(request)],
    ['Requested', formatDateTime(request.created_at)],
    ['Processed', request.processed_at ? formatDateTime(request.processed_at) : null],
    ['Admin notes', request.admin_notes],
  ];
  return (
    <Dialog open onOpenChange={onOpenChange} title="Cash-out details" size="sm">
      <DetailList rows={rows.filter(([, v]) => !!v)} />
    </Dialog>
  );
}
