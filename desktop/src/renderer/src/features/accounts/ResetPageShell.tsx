/**
 * Layout pieces shared by /reset-password and /reset-username (docs/product/screens.md#reset-pages): the centred card,
 * the 'Invalid Reset Link' panel with Return to Login, the form with its error and the success state.
 */
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckCircle2, KeyRound, LinkIcon } from 'lucide-react';
import { ACCOUNTS_SCREEN } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';

export function ResetCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="reset-title"
      className="mx-auto mt-6 w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-xl sm:mt-12"
    >
      <div className="mb-5 flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-accent/15 text-accent">
          <KeyRound className="size-5" aria-hidden />
        </span>
        <h1 id="reset-title" className="text-xl font-black">
          {title}
        </h1>
      </div>
      {children}
    </section>
  );
}

/** Leaves the reset page for the dashboard with the login dialog open. */
export function useReturnToLogin() {
  const navigate = useNavigate();
  const { openAuthDialog, user } = useAuth();
  return () => {
    void navigate('/');
    if (!user) openAuthDialog('login');
  };
}

export function InvalidResetLink({ what }: { what: 'password' | 'username' }) {
  const say = useSay();
  const returnToLogin = useReturnToLogin();
  return (
    <section
      role="alert"
      className="mx-auto mt-6 w-full max-w-md rounded-2xl border border-danger/40 bg-surface p-6 text-center shadow-xl sm:mt-12"
    >
      <LinkIcon className="mx-auto size-10 text-danger" aria-hidden />
      <h1 className="mt-3 text-xl font-black">{say(ACCOUNTS_SCREEN.resetPage.invalidTitle)}</h1>
      <p className="mt-2 text-sm text-muted">{say(ACCOUNTS_SCREEN.resetPage.invalidBody[what])}</p>
      <Button className="mt-5 w-full" onClick={returnToLogin}>
        {say(ACCOUNTS_SCREEN.resetPage.returnToLogin)}
      </Button>
    </section>
  );
}

export function ResetSuccess({ title, children }: { title: string; children?: ReactNode }) {
  const say = useSay();
  const returnToLogin = useReturnToLogin();
  const { user } = useAuth();
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <CheckCircle2 className="size-12 text-accent" aria-hidden />
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
      <Button className="mt-2 w-full" onClick={returnToLogin}>
        {say(user ? ACCOUNTS_SCREEN.resetPage.backToDashboard : ACCOUNTS_SCREEN.logIn)}
      </Button>
    </div>
  );
}

/** The reset form: its fields, the server's refusal (when there is one) and the submit button. */
export function ResetForm({
  ref,
  onSubmit,
  error,
  pending,
  submitLabel,
  children,
}: {
  /** The form, for the focus of its first error (lib/submitErrors.ts). */
  ref?: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The message to show after a failed attempt, or null. */
  error: string | null;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form ref={ref} onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {children}
      {error !== null && (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
