import { Route, Routes, useLocation } from 'react-router-dom';
import { Layout } from './components/layout/Layout';
import { backgroundOf } from './features/tournament/tournamentLinks';
import { lazyComponent, lazyDialog } from './lib/lazy';
import { DashboardPage } from './pages/DashboardPage';

// The dashboard is the first screen of nearly every visit; every other screen loads on demand.
const AccountPage = lazyComponent(() => import('./pages/AccountPage').then((m) => m.AccountPage));
const ResetPasswordPage = lazyComponent(() => import('./pages/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const ResetUsernamePage = lazyComponent(() => import('./pages/ResetUsernamePage').then((m) => m.ResetUsernamePage));
const TournamentPage = lazyComponent(() => import('./pages/TournamentPage').then((m) => m.TournamentPage));
const HostPage = lazyComponent(() => import('./pages/HostPage').then((m) => m.HostPage));
const CupsPage = lazyComponent(() => import('./pages/CupsPage').then((m) => m.CupsPage));
const CupPage = lazyComponent(() => import('./pages/CupPage').then((m) => m.CupPage));
const HostConsolePage = lazyComponent(() => import('./pages/HostConsolePage').then((m) => m.HostConsolePage));
const TournamentModal = lazyDialog(() =>
  import('./features/tournament/TournamentModal').then((m) => m.TournamentModal),
);

/**
 * Fetches the code of the page at `pathname` when its first render should wait for it (a
 * tournament's page, whose shell shows its title: main.tsx); null for the other pages.
 */
export const preloadPage = (pathname: string) =>
  /^\/tournaments\/[^/]+$/.test(pathname) ? TournamentPage.preload() : null;

export function App() {
  const location = useLocation();
  // A tournament opened from inside the app is drawn over the screen it was opened from.
  const background = backgroundOf(location);
  return (
    <>
      <Routes location={background ?? location}>
        {/* The host console: its own compact screen, without the site header, to fit a small window beside the game. */}
        <Route path="host/:id?" element={<HostConsolePage />} />
        <Route element={<Layout />}>
          <Route index element={<DashboardPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="tournaments/:id" element={<TournamentPage />} />
          <Route path="hosts/:username" element={<HostPage />} />
          <Route path="cups" element={<CupsPage />} />
          <Route path="cups/:id" element={<CupPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="reset-username" element={<ResetUsernamePage />} />
          <Route path="*" element={<DashboardPage />} />
        </Route>
      </Routes>
      {background && (
        <Routes>
          <Route path="tournaments/:id" element={<TournamentModal />} />
        </Routes>
      )}
    </>
  );
}
