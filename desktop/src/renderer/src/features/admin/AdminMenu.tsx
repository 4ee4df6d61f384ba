/**
 * The super admin's tools (docs/product/screens.md#dashboard) in one menu of the dashboard toolbar, so that on
 * a phone they take one button instead of four rows: Super Admin Dashboard (with how many
 * tournaments wait for approval), Payment Requests (a dot and a live toast on each new cash-out
 * request), Disputes (a dot and a count while any is open, read from the server so that an admin who
 * opens the page after a dispute was filed sees it too), Players and Coin Prices. Each item opens its
 * panel; the trigger carries every marker.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgePoundSterling, ChevronDown, LayoutDashboard, Scale, ShieldCheck, Tags, Users } from 'lucide-react';
import { toast } from '../../lib/toast';
import { ADMIN_NOTICE, ADMIN_SCREEN, PAYOUT_NOTICE, SERIES_NOTICE } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Menu, MenuItem } from '../../components/ui/Menu';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { lazyDialog } from '../../lib/lazy';
import { queryKeys } from '../../lib/queryClient';
import { playChatMessage } from '../../lib/sounds';
import { get } from '../../lib/api';
import { useSocketEvent } from '../../lib/socket';
import { disputeKeys, useDisputeEvents } from '../play/disputes';
import { formatPounds } from '../money/format';
import { usePendingTournaments } from './tournament-control/pendingQueries';

const PaymentRequestsPanel = lazyDialog(() =>
  import('./payments/PaymentRequestsPanel').then((m) => m.PaymentRequestsPanel),
);
const DisputesPanel = lazyDialog(() => import('./disputes/DisputesPanel').then((m) => m.DisputesPanel));
const PlayersPanel = lazyDialog(() => import('./players/PlayersPanel').then((m) => m.PlayersPanel));
const CoinPricesPanel = lazyDialog(() => import('./prices/CoinPricesPanel').then((m) => m.CoinPricesPanel));
const SuperAdminDashboard = lazyDialog(() => import('./SuperAdminDashboard').then((m) => m.SuperAdminDashboard));

type Panel = 'dashboard' | 'payments' | 'disputes' | 'players' | 'prices';

export function AdminMenu() {
  const { isSuperAdmin } = useAuth();
  const say = useSay();
  const client = useQueryClient();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [newRequest, setNewRequest] = useState(false);
  const pending = usePendingTournaments(isSuperAdmin);
  const disputes = useQuery({
    queryKey: disputeKeys.openQueue,
    queryFn: () => get('/admin/disputes'),
    enabled: isSuperAdmin,
  });
  useDisputeEvents();
  const open = (next: Panel) => {
    if (next === 'payments') setNewRequest(false);
    setPanel(next);
  };
  useSocketEvent('new_cashout_request', (p) => {
    if (!isSuperAdmin) return;
    void client.invalidateQueries({ queryKey: queryKeys.adminCashouts });
    toast.info(ADMIN_NOTICE.newCashoutRequestFrom(p.username, formatPounds(p.amount)), {
      action: { label: say(PAYOUT_NOTICE.statusOf.open), onClick: () => open('payments') },
    });
    playChatMessage();
    if (panel !== 'payments') setNewRequest(true);
  });
  if (!isSuperAdmin) return null;

  // The loaded pages' count; "+" when more pages wait (the queue loads a page at a time).
  const loaded = pending.data?.pages.reduce((n, p) => n + p.tournaments.length, 0) ?? 0;
  const waiting = pending.hasNextPage ? `${loaded}+` : loaded;
  const openDisputes = disputes.data?.disputes.length ?? 0;
  const disputesNews = openDisputes > 0 && PAYOUT_NOTICE.openDisputes(openDisputes);
  const close = (o: boolean) => !o && setPanel(null);
  // The name starts with what the button shows ("Admin", then the waiting count), then the news.
  const name = [
    say(loaded > 0 ? ADMIN_SCREEN.menu.adminWaiting(waiting) : ADMIN_SCREEN.menu.tools),
    newRequest && say(ADMIN_SCREEN.menu.newPaymentRequest),
    disputesNews && say(disputesNews),
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <>
      <Menu
        label={say(ADMIN_SCREEN.menu.tools)}
        trigger={
          <Button variant="secondary" className="relative shrink-0" aria-label={name} data-testid="admin-menu">
            <ShieldCheck className="size-4 text-indigo-300" aria-hidden /> {say(ADMIN_SCREEN.menu.admin)}{' '}
            {loaded > 0 && (
              <span className="rounded-full bg-pending px-1.5 text-xs font-bold text-black" aria-hidden>
                {waiting}
              </span>
            )}
            <ChevronDown className="size-4 text-muted" aria-hidden />
            {(newRequest || openDisputes > 0) && <NewsDot />}
          </Button>
        }
      >
        <MenuItem
          icon={<LayoutDashboard className="size-4 text-indigo-300" aria-hidden />}
          onSelect={() => open('dashboard')}
        >
          {say(ADMIN_SCREEN.menu.dashboard)}
          {loaded > 0 && (
            <span
              className="ms-auto rounded-full bg-pending px-1.5 text-xs font-bold text-black"
              aria-label={say(ADMIN_SCREEN.menu.waiting(waiting))}
            >
              {waiting}
            </span>
          )}
        </MenuItem>
        <MenuItem
          icon={<BadgePoundSterling className="size-4 text-gold" aria-hidden />}
          onSelect={() => open('payments')}
          aria-label={newRequest ? say(ADMIN_SCREEN.menu.paymentRequestsNew) : undefined}
          data-testid="payment-requests-button"
        >
          {say(ADMIN_SCREEN.menu.paymentRequests)}
          {newRequest && <span className="ms-auto size-2.5 rounded-full bg-live" aria-hidden />}
        </MenuItem>
        <MenuItem
          icon={<Scale className="size-4 text-danger" aria-hidden />}
          onSelect={() => open('disputes')}
          aria-label={disputesNews ? `${say(PAYOUT_NOTICE.queueTitle)}, ${say(disputesNews)}` : undefined}
          data-testid="disputes-button"
        >
          {say(PAYOUT_NOTICE.queueTitle)}
          {openDisputes > 0 && (
            <span className="ms-auto rounded-full bg-live px-1.5 text-xs font-bold text-white" aria-hidden>
              {openDisputes}
            </span>
          )}
        </MenuItem>
        <MenuItem icon={<Users className="size-4" aria-hidden />} onSelect={() => open('players')}>
          {say(SERIES_NOTICE.players)}
        </MenuItem>
        <MenuItem icon={<Tags className="size-4" aria-hidden />} onSelect={() => open('prices')}>
          {say(ADMIN_SCREEN.menu.coinPrices)}
        </MenuItem>
      </Menu>
      {panel === 'dashboard' && <SuperAdminDashboard onOpenChange={close} />}
      {panel === 'payments' && <PaymentRequestsPanel onOpenChange={close} />}
      {panel === 'disputes' && <DisputesPanel onOpenChange={close} />}
      {panel === 'players' && <PlayersPanel onOpenChange={close} />}
      {panel === 'prices' && <CoinPricesPanel onOpenChange={close} />}
    </>
  );
}

function NewsDot() {
  return (
    <span className="absolute -end-1 -top-1 size-3 animate-pulse rounded-full bg-live ring-2 ring-bg" aria-hidden />
  );
}
