import { Link, useNavigate } from 'react-router-dom';
import { Coins, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { SUCCESS } from '@squadhub/shared';
import { useAuth } from '../../lib/auth';
import { Button } from '../ui/Button';

/** Site title with the ONLINE tag; login/register or the account controls (spec 1 §2). */
export function Header() {
  const { user, loading, signOut, openAuthDialog } = useAuth();
  const navigate = useNavigate();
  return (
    <header className="sticky top-0 z-20 border-b border-border/70 bg-bg/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2.5">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" className="size-8" />
          <span className="font-display text-xl font-black tracking-tight">Squadhub</span>
          <span className="flex items-center gap-1 rounded-md bg-accent/15 px-1.5 py-0.5 text-[10px] font-bold text-accent">
            <span className="size-1.5 animate-pulse rounded-full bg-accent" aria-hidden />
            ONLINE
          </span>
        </Link>
        <nav className="flex items-center gap-1.5 sm:gap-2" aria-label="Account">
          {loading ? null : user ? (
            <>
              {user.role === 'super_admin' && (
                <span className="hidden items-center gap-1 rounded-md bg-indigo-500/20 px-2 py-1 text-xs font-bold text-indigo-300 sm:flex">
                  <ShieldCheck className="size-3.5" aria-hidden /> SUPER ADMIN
                </span>
              )}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => navigate('/account')}
                aria-label={`${user.username}, ${user.coin_balance} coins. Open My Account`}
                data-testid="header-balance"
              >
                <span className="max-w-28 truncate">{user.username}</span>
                <span className="flex items-center gap-1 font-bold text-gold">
                  <Coins className="size-4" aria-hidden />
                  {user.coin_balance}
                </span>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => navigate('/account')} className="max-sm:hidden">
                <UserRound className="size-4" aria-hidden /> My Account
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  signOut();
                  toast.success(SUCCESS.loggedOut);
                }}
                aria-label="Logout"
              >
                <LogOut className="size-4" aria-hidden />
                <span className="hidden sm:inline">Logout</span>
              </Button>
            </>
          ) : (
            <>
              <Button variant="ghost" size="sm" onClick={() => openAuthDialog('login')}>
                Log in
              </Button>
              <Button size="sm" onClick={() => openAuthDialog('register')}>
                Register
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
