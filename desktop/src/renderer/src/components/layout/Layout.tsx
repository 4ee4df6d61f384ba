import { afterFirstContent } from '../../lib/first-content';
import { lazyComponent } from '../../lib/lazy';
import { Outlet } from 'react-router-dom';
import { AuthDialog } from '../../features/accounts/AuthDialog';
import { RoomAlertHost } from '../../features/tournament/RoomAlertHost';
import { Header } from './Header';
import { SupportLink } from './SupportLink';

// The toasts of others' live events (coins received, tournament news): they may arrive a moment
// after the first screen, so their code stays out of the first download and waits for the first content.
const ShellAlerts = lazyComponent(
  afterFirstContent(() => import('../../features/notifications/ShellAlerts').then((m) => m.ShellAlerts)),
  null,
);
const LiveToasts = lazyComponent(
  afterFirstContent(() => import('../../features/notifications/LiveToasts').then((m) => m.LiveToasts)),
  null,
);

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      {/* pb-24 keeps the last line of every page clear of the floating support link (68 px high
          with its margin), so the link is never over a button once the page is scrolled to its end. */}
      <main className="mx-auto w-full max-w-7xl flex-1 px-3 pt-4 pb-24 sm:px-6 sm:pt-6">
        <Outlet />
      </main>
      <SupportLink />
      <AuthDialog />
      {/* Room-ready alerts (tone, toast, notifications) and the other live toasts, once each. */}
      <RoomAlertHost />
      <LiveToasts />
      <ShellAlerts />
    </div>
  );
}
