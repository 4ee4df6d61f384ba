import { Outlet } from 'react-router-dom';
import { AuthDialog } from '../../features/auth/AuthDialog';
import { RoomAlertHost } from '../../features/play/RoomAlertHost';
import { Header } from './Header';
import { SupportLink } from './SupportLink';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="mx-auto w-full max-w-7xl flex-1 px-3 pt-6 pb-24 sm:px-6">
        <Outlet />
      </main>
      <SupportLink />
      <AuthDialog />
      {/* Room-ready alerts (tone, toast, notifications) for the whole app, once. */}
      <RoomAlertHost />
    </div>
  );
}
