/**
 * Super-admin money buttons of the dashboard: Payment Requests (a dot and a live toast on each new
 * cash-out request), Players and Coin Prices. Each opens its panel.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BadgePoundSterling, Tags, Users } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/Button';
import { queryKeys } from '../../lib/queryClient';
import { playChatMessage } from '../../lib/sounds';
import { useSocketEvent } from '../../lib/socket';
import { formatPounds } from '../money/format';
import { PaymentRequestsPanel } from './payments/PaymentRequestsPanel';
import { PlayersPanel } from './players/PlayersPanel';
import { CoinPricesPanel } from './prices/CoinPricesPanel';

export function PaymentRequestsButton() {
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState(false);
  const client = useQueryClient();
  useSocketEvent('new_cashout_request', (p) => {
    void client.invalidateQueries({ queryKey: queryKeys.adminCashouts });
    toast.info(`New cash-out request: ${p.username} wants ${formatPounds(p.amount)}`, {
      action: { label: 'Open', onClick: () => setOpen(true) },
    });
    playChatMessage();
    if (!open) setFresh(true);
  });
  return (
    <>
      <Button
        variant="secondary"
        className="relative"
        onClick={() => {
          setFresh(false);
          setOpen(true);
        }}
        aria-label={fresh ? 'Payment Requests, new request' : undefined}
        data-testid="payment-requests-button"
      >
        <BadgePoundSterling className="size-4 text-gold" aria-hidden /> Payment Requests
        {fresh && (
          <span
            className="absolute -right-1 -top-1 size-3 animate-pulse rounded-full bg-live ring-2 ring-bg"
            aria-hidden
          />
        )}
      </Button>
      {open && <PaymentRequestsPanel onOpenChange={setOpen} />}
    </>
  );
}

export function PlayersButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Users className="size-4" aria-hidden /> Players
      </Button>
      {open && <PlayersPanel onOpenChange={setOpen} />}
    </>
  );
}

export function CoinPricesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Tags className="size-4" aria-hidden /> Coin Prices
      </Button>
      {open && <CoinPricesPanel onOpenChange={setOpen} />}
    </>
  );
}
