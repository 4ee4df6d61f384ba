import { CheckCircle2, Clock, Send, XCircle } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { useSay } from '../../lib/language';
import { statusLabel } from './format';

/** Status with colour AND icon and text (colour is never the only signal). Unknown reads as pending. */
export function CashoutStatusBadge({ status }: { status: string }) {
  const say = useSay();
  const label = say(statusLabel(status));
  if (status === 'paid')
    return (
      <Badge tone="accent">
        <CheckCircle2 className="size-3.5" aria-hidden /> {label}
      </Badge>
    );
  if (status === 'money_on_the_way')
    return (
      <Badge tone="info">
        <Send className="size-3.5" aria-hidden /> {label}
      </Badge>
    );
  if (status === 'rejected')
    return (
      <Badge tone="danger">
        <XCircle className="size-3.5" aria-hidden /> {label}
      </Badge>
    );
  return (
    <Badge tone="pending">
      <Clock className="size-3.5" aria-hidden /> {label}
    </Badge>
  );
}
