import { Outlet } from 'react-router-dom';
import { AuthDialog } from '../../features/auth/AuthDialog';
import { Header } from './Header';
import { SupportLink } from './SupportLink';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="mx-auto w-full max-w-7xl flex-1 px-3 py-6 sm:px-6">
        <Outlet />
      </main>
      <SupportLink />
      <AuthDialog />
    </div>
  );
}
