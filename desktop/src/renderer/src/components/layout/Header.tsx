import { Link } from 'react-router-dom';
import { LAYOUT_SCREEN } from '@squadhub/shared';
import { AccountControls } from '../../features/accounts/SignedInParts';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { Button } from '../ui/Button';
import { ConnectionTag } from './ConnectionTag';
import { LanguageMenu } from '../../features/language/LanguageSwitcher';

/**
 * Site title with the connection tag; the language picker; login/register or the account controls
 * (docs/product/screens.md#header). From a 360 px phone up everything sits on one row: the title
 * and the tag give way (the title hides visually below 420 px for a logged-in user and below 400 px
 * for a visitor, the tag keeps only its icon below 400 px), the balance never does.
 */
export function Header() {
  const say = useSay();
  const { user, loading, openAuthDialog } = useAuth();
  return (
    <header className="sticky top-0 z-20 border-b border-border/70 bg-bg/85 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:h-16 sm:gap-3 sm:px-6">
        <Link to="/" className="flex min-w-0 items-center gap-1.5 sm:gap-2.5" data-testid="site-title">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" className="size-7 shrink-0 sm:size-8" />
          <span
            className={`truncate font-display text-lg font-black tracking-tight sm:text-xl ${user ? 'max-[419px]:sr-only' : 'max-[399px]:sr-only'}`}
          >
            Squadhub
          </span>
        </Link>
        <ConnectionTag />
        {/* The account controls may shrink, and only the name gives way: on a phone it takes the
            room the title and the tag leave, whole when it fits ("Captain_Nova" at 360 px); wider,
            it stops at 112 px, clear of the toasts in the header's middle (AppToaster). */}
        <nav
          className="ms-auto flex min-w-0 items-center gap-1 sm:gap-2"
          aria-label={say(LAYOUT_SCREEN.header.account)}
        >
          <LanguageMenu />
          {loading ? null : user ? (
            <AccountControls user={user} />
          ) : (
            <>
              <Button variant="ghost" size="sm" onClick={() => openAuthDialog('login')} className="max-sm:px-2.5">
                {say(LAYOUT_SCREEN.header.logIn)}
              </Button>
              <Button size="sm" onClick={() => openAuthDialog('register')} className="max-sm:px-2.5">
                {say(LAYOUT_SCREEN.header.register)}
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
