/**
 * Where a screen needs a login: why, and a real Log in button (and Register for newcomers, as in the header) that
 * opens the auth dialog right there. The screen must have an <AuthDialog /> mounted (the site
 * layout does; the host console mounts its own).
 */
import { LogIn } from 'lucide-react';
import clsx from 'clsx';
import { ACCOUNTS_SCREEN } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';

export function LoginPrompt({ message, className }: { message: string; className?: string }) {
  const say = useSay();
  const { openAuthDialog } = useAuth();
  return (
    <div
      data-testid="login-prompt"
      className={clsx(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-border bg-surface-2 px-3 py-2.5 text-sm',
        className,
      )}
    >
      <p className="min-w-0 flex-1 basis-48 text-muted">{message}</p>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" onClick={() => openAuthDialog('login')}>
          <LogIn className="rtl:-scale-x-100 size-4" aria-hidden /> {say(ACCOUNTS_SCREEN.logIn)}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => openAuthDialog('register')}>
          {say(ACCOUNTS_SCREEN.register)}
        </Button>
      </div>
    </div>
  );
}
