import { Outlet } from 'react-router-dom';
import { LiveToasts, RoomAlertHost, ShellAlerts } from '../../features/accounts/SignedInParts';
import { useAuth } from '../../lib/auth';
import { lazyDialog } from '../../lib/lazy';
import { Header } from './Header';
import { SupportLink } from './SupportLink';

// The login and register dialog comes when it first opens: many visitors never open it.
const AuthDialog = lazyDialog<{ open: boolean }>(() =>
  import('../../features/accounts/AuthDialog').then((m) => m.AuthDialog),
);

export function Layout() {
  const { user, authDialog } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      {/* pb-24 keeps the last line of every page clear of the floating support link (68 px high
          with its margin), so the link is never over a button once the page is scrolled to its end. */}
      <main className="mx-auto w-full max-w-7xl flex-1 px-3 pt-4 pb-24 sm:px-6 sm:pt-6">
        <Outlet />
      </main>
      <SupportLink />
      <AuthDialog open={authDialog !== null} />
      {/* Room-ready alerts (tone, toast, notifications) and the other live toasts and alerts, once
          each; a visitor has no room, coins, seat or tournament to be told about. */}
      {user && (
        <>
          <RoomAlertHost />
          <LiveToasts />
          <ShellAlerts />
        </>
      )}
    </div>
  );
}
