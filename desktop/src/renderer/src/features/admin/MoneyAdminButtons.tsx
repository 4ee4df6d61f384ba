/**
 * Super-admin money buttons of the dashboard: Payment Requests (a dot and a live toast on each new
 * cash-out request), Players and Coin Prices. Each opens its panel.
 */
import { useQueryClient } from '@tanstack/react-query';
import { BadgePoundSterling, Tags, Users } from 'lucide-react';
import { toast } from 'sonner';
import { DialogButton, useDialogButton } from '../../components/ui/DialogButton';
import { queryKeys } from '../../lib/queryClient';
import { playChatMessage } from '../../lib/sounds';
import { useSocketEvent } from '../../lib/socket';
import { formatPounds } from '../money/format';
import { PaymentRequestsPanel } from './payments/PaymentRequestsPanel';
import { PlayersPanel } from './players/PlayersPanel';
import { CoinPricesPanel } from './prices/CoinPricesPanel';

export function PaymentRequestsButton() {
  const button = useDialogButton();
  const client = useQueryClient();
  useSocketEvent('new_cashout_request', (p) => {
    void client.invalidateQueries({ queryKey: queryKeys.adminCashouts });
    toast.info(`New cash-out request: ${p.username} wants ${formatPounds(p.amount)}`, {
      action: { label: 'Open', onClick: () => button.setOpen(true) },
    });
    playChatMessage();
    button.markFresh();
  });
  return (
    <DialogButton
      state={button}
      icon={<BadgePoundSterling className="size-4 text-gold" aria-hidden />}
      label="Payment Requests"
      news={{
        label: 'Payment Requests, new request',
        marker: (
          <span
            className="absolute -right-1 -top-1 size-3 animate-pulse rounded-full bg-live ring-2 ring-bg"
            aria-hidden
          />
        ),
      }}
      data-testid="payment-requests-button"
      dialog={(onOpenChange) => <PaymentRequestsPanel onOpenChange={onOpenChange} />}
    />
  );
}

export function PlayersButton() {
  return (
    <DialogButton
      icon={<Users className="size-4" aria-hidden />}
      label="Players"
      dialog={(onOpenChange) => <PlayersPanel onOpenChange={onOpenChange} />}
    />
  );
}

export function CoinPricesButton() {
  return (
    <DialogButton
      icon={<Tags className="size-4" aria-hidden />}
      label="Coin Prices"
      dialog={(onOpenChange) => <CoinPricesPanel onOpenChange={onOpenChange} />}
    />
  );
}
