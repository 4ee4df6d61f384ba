/**
 * The money buttons of the dashboard and My Account: Cash Out (only at winnings of 10 or more,
 * showing them), Transfer Coins to Friends and Buy Coins. Each opens its dialog.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ArrowRightLeft, Banknote, Coins } from 'lucide-react';
import { CASHOUT_MIN } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth';
import { BuyCoinsDialog } from './BuyCoinsDialog';
import { CashOutCenter } from './CashOutCenter';
import { formatPounds } from './format';
import { TransferDialog } from './TransferDialog';

export function CashOutButton() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user || user.winnings_coins < CASHOUT_MIN) return open ? <CashOutCenter open onOpenChange={setOpen} /> : null;
  return (
    <>
      <Button variant="warning" onClick={() => setOpen(true)} data-testid="cash-out-button">
        <Banknote className="size-4" aria-hidden /> Cash Out
        <span className="rounded bg-black/15 px-1.5 text-xs font-bold">{formatPounds(user.winnings_coins)}</span>
      </Button>
      <CashOutCenter open={open} onOpenChange={setOpen} />
    </>
  );
}

export function TransferButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <ArrowRightLeft className="size-4" aria-hidden /> Transfer Coins to Friends
      </Button>
      {open && <TransferDialog open onOpenChange={setOpen} />}
    </>
  );
}

export function BuyCoinsButton() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // The insufficient-coins redirect lands on /account#buy-coins: open the dialog there.
  useEffect(() => {
    if (location.pathname === '/account' && location.hash === '#buy-coins') setOpen(true);
  }, [location.pathname, location.hash]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Coins className="size-4" aria-hidden /> Buy Coins
      </Button>
      {open && <BuyCoinsDialog open onOpenChange={setOpen} />}
    </>
  );
}
