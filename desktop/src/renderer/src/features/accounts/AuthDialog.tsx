/** The auth dialog (docs/product/screens.md#auth-dialog) in its two modes, opened from the header or any "please log in" moment. */
import { useEffect } from 'react';
import { ACCOUNTS_SCREEN } from '@squadhub/shared';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { lazyComponent, lazyDialog } from '../../lib/lazy';
import { preloadSignedInParts } from './SignedInParts';

// The dialog, the forms and their validation are fetched when the dialog first opens.
const Dialog = lazyDialog(() => import('../../components/ui/Dialog').then((m) => m.Dialog));
const LoginForm = lazyComponent(() => import('./LoginForm').then((m) => m.LoginForm));
const RegisterForm = lazyComponent(() => import('./RegisterForm').then((m) => m.RegisterForm));

export function AuthDialog() {
  const say = useSay();
  const { authDialog, openAuthDialog, closeAuthDialog } = useAuth();
  const mode = authDialog ?? 'login';
  // While the visitor types, the signed-in parts arrive: the header and the dashboard then draw
  // the player's controls at once after logging in, not a moment later.
  const opened = authDialog !== null;
  useEffect(() => {
    if (opened) void preloadSignedInParts();
  }, [opened]);
  return (
    <Dialog
      open={authDialog !== null}
      onOpenChange={(open) => !open && closeAuthDialog()}
      title={say(mode === 'login' ? ACCOUNTS_SCREEN.logIn : ACCOUNTS_SCREEN.authDialog.registerTitle)}
      description={say(
        mode === 'login' ? ACCOUNTS_SCREEN.authDialog.loginDescription : ACCOUNTS_SCREEN.authDialog.registerDescription,
      )}
      size={mode === 'login' ? 'md' : 'lg'}
    >
      {mode === 'login' ? (
        <LoginForm key="login" onSwitchToRegister={() => openAuthDialog('register')} />
      ) : (
        <RegisterForm key="register" onSwitchToLogin={() => openAuthDialog('login')} />
      )}
    </Dialog>
  );
}
