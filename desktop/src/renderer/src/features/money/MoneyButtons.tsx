/**
 * The money buttons of the dashboard and My Account: Cash Out (always there for a logged-in
 * player, showing the winnings, highlighted once they reach the £10 minimum), Transfer Coins to
 * Friends and Buy Coins. Each opens its dialog.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ArrowRightLeft, Banknote, Coins } from 'lucide-react';
import { CASHOUT_MIN, MONEY_SCREEN } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { lazyDialog } from '../../lib/lazy';
import { formatPounds } from './format';

const BuyCoinsDialog = lazyDialog(() => import('./BuyCoinsDialog').then((m) => m.BuyCoinsDialog));
const CashOutCenter = lazyDialog(() => import('./CashOutCenter').then((m) => m.CashOutCenter));
const TransferDialog = lazyDialog(() => import('./TransferDialog').then((m) => m.TransferDialog));

/**
 * Opens the Cash Out Center at any winnings: below £10 its request history and the chat with the
 * admin still matter (a player with pending requests must always see their status).
 */
export function CashOutButton() {
  const say = useSay();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const winnings = formatPounds(user.winnings_coins);
  return (
    <>
      <Button
        variant={user.winnings_coins >= CASHOUT_MIN ? 'warning' : 'secondary'}
        onClick={() => setOpen(true)}
        data-testid="cash-out-button"
      >
        <Banknote className="size-4" aria-hidden /> {say(MONEY_SCREEN.moneyButtons.cashOut)}
        <span className="rounded bg-black/15 px-1.5 text-xs font-bold tabular-nums">{winnings}</span>
      </Button>
      {open && <CashOutCenter open onOpenChange={setOpen} />}
    </>
  );
}

export function TransferButton() {
  const say = useSay();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <ArrowRightLeft className="size-4" aria-hidden /> {say(MONEY_SCREEN.transferCoins)}
      </Button>
      {open && <TransferDialog open onOpenChange={setOpen} />}
    </>
  );
}

export function BuyCoinsButton() {
  const say = useSay();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // The insufficient-coins redirect lands on /account#buy-coins: open the dialog there.
  useEffect(() => {
    if (location.pathname === '/account' && location.hash === '#buy-coins') setOpen(true);
  }, [location.pathname, location.hash]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Coins className="size-4" aria-hidden /> {say(MONEY_SCREEN.buyCoins)}
      </Button>
      {open && <BuyCoinsDialog open onOpenChange={setOpen} />}
    </>
  );
}
