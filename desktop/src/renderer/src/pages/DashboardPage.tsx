import { useAuth } from '../lib/auth';
import { CashOutButton, TransferButton, BuyCoinsButton } from '../features/money/MoneyButtons';
import { PaymentReturnHandler } from '../features/money/PaymentReturnHandler';
import { PaymentRequestsButton, PlayersButton, CoinPricesButton } from '../features/admin/MoneyAdminButtons';
import { SuperAdminDashboardButton } from '../features/admin/SuperAdminDashboardButton';
import { CreateTournamentButton } from '../features/tournaments/CreateTournamentButton';
import { TournamentGrid } from '../features/tournaments/TournamentGrid';
import { WaitingForApprovalCard } from '../features/tournaments/WaitingForApprovalCard';
import { LeaderboardButton, OpenLobbyButton, PostLobbyButton } from '../features/play/PlayButtons';

/** The main dashboard (spec 1 §2): action buttons, the creator's waiting card, the tournament grid. */
export function DashboardPage() {
  const { user, isSuperAdmin } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <PaymentReturnHandler />
      <section aria-label="Actions" className="flex flex-wrap items-center gap-2">
        {user && (
          <>
            <CashOutButton />
            <TransferButton />
            <BuyCoinsButton />
            <PostLobbyButton />
            <CreateTournamentButton />
          </>
        )}
        <LeaderboardButton />
        <OpenLobbyButton />
        {isSuperAdmin && (
          <>
            <SuperAdminDashboardButton />
            <PaymentRequestsButton />
            <PlayersButton />
            <CoinPricesButton />
          </>
        )}
      </section>
      {user && <WaitingForApprovalCard />}
      <TournamentGrid />
    </div>
  );
}
