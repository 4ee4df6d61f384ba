import { useLocation } from 'react-router-dom';
import { PAGES_SCREEN } from '@squadhub/shared';
import { useAuth } from '../lib/auth';
import { useSay } from '../lib/language';
import {
  BuyCoinsButton,
  CashOutButton,
  CreateTournamentButton,
  PostLobbyButton,
  TransferButton,
} from '../features/accounts/SignedInParts';
import { TournamentGrid } from '../features/tournament/TournamentGrid';
import { LeaderboardButton, OpenLobbyButton } from '../features/play/PlayButtons';
import { CupsLink } from '../features/cups/CupsLink';
import { afterFirstContent } from '../lib/first-content';
import { lazyComponent } from '../lib/lazy';

// Acts only on a return from the checkout (its query in the address): loaded then, after the first screen.
const PaymentReturnHandler = lazyComponent(
  afterFirstContent(() => import('../features/money/PaymentReturnHandler').then((m) => m.PaymentReturnHandler)),
  null,
);
// Only creators with a tournament waiting see it: kept out of the dashboard's first download.
const WaitingForApprovalCard = lazyComponent(
  () => import('../features/tournaments/WaitingForApprovalCard').then((m) => m.WaitingForApprovalCard),
  null,
);

// Super admins only: the menu and its panels stay out of every player's first download.
const AdminMenu = lazyComponent(() => import('../features/admin/AdminMenu').then((m) => m.AdminMenu), null);

/**
 * The main dashboard (docs/product/screens.md#dashboard): the action toolbar, the creator's waiting card, the tournament
 * grid. Phone first: the toolbar is one row whatever the role (the super admin's four tools sit
 * in one menu; on a phone the player's actions scroll sideways, wallet first), so the first
 * tournament card starts within the first screen.
 */
export function DashboardPage() {
  const { user, isSuperAdmin } = useAuth();
  const say = useSay();
  const checkoutReturn = new URLSearchParams(useLocation().search).has('payment');
  return (
    <div className="flex flex-col gap-5 sm:gap-6">
      {/* The page's one h1, for screen readers and outlines: the header's logo already names the site. */}
      <h1 className="sr-only">{say(PAGES_SCREEN.dashboard.heading)}</h1>
      {checkoutReturn && <PaymentReturnHandler />}
      <section
        aria-label={say(PAGES_SCREEN.dashboard.actions)}
        // When the desktop row wraps, the admin menu stays level with its first line.
        className="flex items-center gap-2 sm:items-start"
        data-testid="dashboard-actions"
      >
        {isSuperAdmin && <AdminMenu />}
        <div
          // On a phone the row scrolls sideways; its right edge fades so the next action shows there is more.
          className="-my-2 -me-3 flex min-w-0 flex-1 items-center gap-2 overflow-x-auto py-2 pe-3 [scrollbar-width:none] max-sm:[mask-image:linear-gradient(to_right,#000_82%,transparent)] sm:me-0 sm:flex-wrap sm:overflow-visible sm:pe-0"
          data-swipe-row
        >
          {user && (
            <>
              <CashOutButton />
              <BuyCoinsButton />
              <CreateTournamentButton />
            </>
          )}
          <OpenLobbyButton />
          <LeaderboardButton />
          <CupsLink />
          {user && (
            <>
              <PostLobbyButton />
              <TransferButton />
            </>
          )}
        </div>
      </section>
      {user && <WaitingForApprovalCard />}
      <TournamentGrid />
    </div>
  );
}
