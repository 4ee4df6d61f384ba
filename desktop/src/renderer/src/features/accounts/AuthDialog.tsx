/** The auth dialog (docs/product/screens.md#auth-dialog) in its two modes, opened from the header or any "please log in" moment. */
import { useAuth } from '../../lib/auth';
import { lazyComponent, lazyDialog } from '../../lib/lazy';

// The dialog, the forms and their validation are fetched when the dialog first opens.
const Dialog = lazyDialog(() => import('../../components/ui/Dialog').then((m) => m.Dialog));
const LoginForm = lazyComponent(() => import('./LoginForm').then((m) => m.LoginForm));
const RegisterForm = lazyComponent(() => import('./RegisterForm').then((m) => m.RegisterForm));

export function AuthDialog() {
  const { authDialog, openAuthDialog, closeAuthDialog } = useAuth();
  const mode = authDialog ?? 'login';
  return (
    <Dialog
      open={authDialog !== null}
      onOpenChange={(open) => !open && closeAuthDialog()}
      title={mode === 'login' ? 'Log in' : 'Create your account'}
      description={
        mode === 'login'
          ? 'Welcome back. Log in with your email or phone number.'
          : 'Join tournaments, win coins and cash out your winnings.'
      }
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
