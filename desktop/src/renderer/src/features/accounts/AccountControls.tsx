/**
 * The header's account controls for a signed-in player (docs/product/screens.md#header): the super
 * admin's badge, the name and balance, My Account, Log out. A visitor's first download leaves them
 * out (SignedInParts).
 */
import { useNavigate } from 'react-router-dom';
import { Coins, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { LAYOUT_SCREEN, SUCCESS, isSuperAdmin, type CurrentUser } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { toast } from '../../lib/toast';

export function AccountControls({ user }: { user: CurrentUser }) {
  const say = useSay();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <>
      {isSuperAdmin(user) && (
        <span
          className="flex items-center gap-1 rounded-md bg-indigo-500/20 px-1.5 py-1 text-xs font-bold text-indigo-300 sm:px-2"
          title={say(LAYOUT_SCREEN.header.superAdmin)}
          data-testid="super-admin-badge"
        >
          <ShieldCheck className="size-3.5" aria-hidden />
          <span className="max-sm:sr-only">{say(LAYOUT_SCREEN.header.superAdminBadge)}</span>
        </span>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="min-w-0 max-sm:px-2"
        onClick={() => navigate('/account')}
        title={user.username}
        // The name starts with the visible text (WCAG 2.5.3: a voice user says what they see).
        aria-label={say(LAYOUT_SCREEN.header.balance(user.username, user.coin_balance))}
        data-testid="header-balance"
      >
        <span className="min-w-0 truncate sm:max-w-28">{user.username}</span>{' '}
        <span className="flex shrink-0 items-center gap-1 font-bold tabular-nums text-gold">
          <Coins className="size-4" aria-hidden />
          {user.coin_balance}
        </span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => navigate('/account')}
        className="max-sm:px-2"
        aria-label={say(LAYOUT_SCREEN.header.myAccount)}
      >
        <UserRound className="size-4" aria-hidden />
        <span className="max-sm:hidden">{say(LAYOUT_SCREEN.header.myAccount)}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          signOut();
          toast.success(SUCCESS.loggedOut);
        }}
        className="max-sm:px-2"
        aria-label={say(LAYOUT_SCREEN.header.logout)}
      >
        <LogOut className="rtl:-scale-x-100 size-4" aria-hidden />
        <span className="max-sm:hidden">{say(LAYOUT_SCREEN.header.logout)}</span>
      </Button>
    </>
  );
}
