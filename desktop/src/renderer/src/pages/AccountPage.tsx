import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PAGES_SCREEN, SERIES_NOTICE } from '@squadhub/shared';
import { useAuth } from '../lib/auth';
import { useSay } from '../lib/language';
import { Spinner } from '../components/ui/Spinner';
import { GameIdentitySection } from '../features/accounts/GameIdentityForm';
import { ProfileSection } from '../features/accounts/ProfileSection';
import { SessionSection } from '../features/accounts/SessionSection';
import { LoginPrompt } from '../features/accounts/LoginPrompt';
import { AccountTournaments } from '../features/tournament/AccountTournaments';
import { BuyCoinsButton, CashOutButton, TransferButton } from '../features/money/MoneyButtons';
import { lazyComponent } from '../lib/lazy';

// Its chart library comes with it, on this page only (docs/product/money.md#the-winnings-chart).
const MoneyHistory = lazyComponent(() => import('../features/money/MoneyHistory').then((m) => m.MoneyHistory));
const PushSettings = lazyComponent(() => import('../features/accounts/PushSettings').then((m) => m.PushSettings), null);

/** My Account (docs/product/screens.md#my-account): requires login; profile, game identity, money actions, own and joined tournaments. */
export function AccountPage() {
  const { user, loading } = useAuth();
  const say = useSay();
  const { hash } = useLocation();
  // /account#buy-coins (the redirect on insufficient coins) scrolls to the coin actions.
  useEffect(() => {
    if (!user || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [user, hash]);
  if (loading) return <Spinner className="mx-auto mt-16 size-8" />;
  if (!user)
    return (
      <div className="mx-auto mt-16 flex max-w-md flex-col gap-3">
        <h1 className="text-2xl font-black">{say(PAGES_SCREEN.account.title)}</h1>
        <LoginPrompt message={say(PAGES_SCREEN.account.loginPrompt)} />
      </div>
    );
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-black">{say(PAGES_SCREEN.account.title)}</h1>
      <ProfileSection />
      <GameIdentitySection />
      <section id="buy-coins" aria-label={say(SERIES_NOTICE.prize)} className="flex flex-wrap gap-2">
        <BuyCoinsButton />
        <TransferButton />
        <CashOutButton />
      </section>
      <PushSettings />
      <SessionSection />
      <AccountTournaments />
      <MoneyHistory />
    </div>
  );
}
