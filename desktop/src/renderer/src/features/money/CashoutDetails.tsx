/** Every field of a cash-out request, as a definition list (View Details; admin request cards). */
import { MONEY_SCREEN, type CashoutRequest } from '@squadhub/shared';
import { Dialog } from '../../components/ui/Dialog';
import { useSay } from '../../lib/language';
import { formatDateTime, formatPounds, shortId } from './format';

/**
 * A row of a detail list: its label, its value, and whether the value is a catalogue text too (a
 * payment method's name) rather than the player's own data. Labels and such values are English
 * catalogue texts, drawn in the screens' language.
 */
export type DetailRow = [label: string, value: string | null, valueIsText?: boolean];

const D = MONEY_SCREEN.cashoutDetails;

export function paymentDetailRows(r: CashoutRequest): DetailRow[] {
  const rows: DetailRow[] =
    r.payment_method === 'paypal'
      ? [
          [D.method, 'PayPal'],
          [D.name, [r.paypal_first_name, r.paypal_surname].filter(Boolean).join(' ')],
          [MONEY_SCREEN.cashOutForm.paypalEmail, r.paypal_email],
        ]
      : [
          [D.method, MONEY_SCREEN.bankTransfer, true],
          [D.accountHolder, [r.account_holder_name, r.account_holder_surname].filter(Boolean).join(' ')],
          [D.bank, r.bank_name],
          [MONEY_SCREEN.cashOutForm.country, r.country],
          [MONEY_SCREEN.cashOutForm.accountNumber, r.account_number],
          [D.sortCode, r.sort_code],
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

export function DetailList({ rows }: { rows: DetailRow[] }) {
  const say = useSay();
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([k, v, valueIsText]) => (
        <div key={k} className="contents">
          <dt className="text-muted">{say(k)}</dt>
          <dd className="min-w-0 break-words">{valueIsText && v ? say(v) : v}</dd>
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
  const say = useSay();
  const rows: DetailRow[] = [
    [D.request, shortId(request.id)],
    [MONEY_SCREEN.winnings, String(request.coins_to_convert)],
    [D.amount, formatPounds(request.requested_amount)],
    ...paymentDetailRows(request),
    [D.address, addressOf(request)],
    [D.requested, formatDateTime(request.created_at)],
    [D.processed, request.processed_at ? formatDateTime(request.processed_at) : null],
    [D.adminNotes, request.admin_notes],
  ];
  return (
    <Dialog open onOpenChange={onOpenChange} title={say(D.title)} size="sm">
      <DetailList rows={rows.filter(([, v]) => !!v)} />
    </Dialog>
  );
}
