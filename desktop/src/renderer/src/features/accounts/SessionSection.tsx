/**
 * Sign-in settings of My Account (docs/product/accounts.md#sessions): change the password (the
 * other devices are logged out, this one stays signed in with the new token the answer carries)
 * and log out everywhere, behind a confirm dialog.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, LogOut } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  ACCOUNTS_SCREEN,
  FALLBACK,
  SESSION_TEXT,
  SUCCESS,
  changePasswordFormSchema,
  type ChangePasswordFormValues,
} from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog, Dialog, DialogFormActions } from '../../components/ui/Dialog';
import { errorMessage, hasCode, post } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { useSubmitErrors } from '../../lib/submitErrors';
import { PasswordField } from './PasswordInput';

export function SessionSection() {
  const say = useSay();
  const [changing, setChanging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { forgetSession } = useAuth();
  const everywhere = useMutation({
    mutationFn: () => post('/auth/logout-everywhere'),
    onSuccess: () => {
      forgetSession();
      toast.success(SUCCESS.loggedOutEverywhere);
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.logoutEverywhere)),
  });
  return (
    <section aria-labelledby="sessions-title" className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="sessions-title" className="text-lg font-bold">
        {say(SESSION_TEXT.section)}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setChanging(true)}>
          <KeyRound className="size-4" aria-hidden /> {say(SESSION_TEXT.changePassword)}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <LogOut className="rtl:-scale-x-100 size-4" aria-hidden /> {say(SESSION_TEXT.logoutEverywhere)}
        </Button>
      </div>
      <Dialog
        open={changing}
        onOpenChange={setChanging}
        title={say(SESSION_TEXT.changePassword)}
        description={say(SESSION_TEXT.changePasswordHelp)}
        size="sm"
      >
        {changing && <ChangePasswordForm onDone={() => setChanging(false)} />}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={say(SESSION_TEXT.logoutEverywhereTitle)}
        message={say(SESSION_TEXT.logoutEverywhereBody)}
        confirmLabel={say(SESSION_TEXT.logoutEverywhere)}
        danger
        loading={everywhere.isPending}
        onConfirm={() => everywhere.mutate()}
      />
    </section>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const say = useSay();
  const { user, signIn } = useAuth();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const submitErrors = useSubmitErrors(form);
  const { errors } = form.formState;
  /** A validation message (a catalogue text) in the screens' language. */
  const said = (message?: string) => (message ? say(message) : undefined);
  const change = useMutation({
    mutationFn: (v: ChangePasswordFormValues) =>
      post('/auth/change-password', {
        body: { current_password: v.current_password, new_password: v.new_password },
      }),
    onSuccess: (res) => {
      // This session goes on under the token of the answer: the one sent is refused from now on.
      if (user) signIn({ access_token: res.access_token, token_type: res.token_type, user });
      toast.success(res.message);
      onDone();
    },
    onError: (err) => {
      submitErrors.onServerError(err, FALLBACK.changePassword);
      if (hasCode(err, 'current_password_wrong'))
        form.setError('current_password', { type: 'server', message: err.detail }, { shouldFocus: true });
    },
  });
  return (
    <form
      ref={submitErrors.ref}
      onSubmit={form.handleSubmit((v) => change.mutate(v), submitErrors.onInvalid)}
      className="flex flex-col gap-4"
      noValidate
    >
      <PasswordField
        label={say(SESSION_TEXT.currentPassword)}
        error={said(errors.current_password?.message)}
        registration={form.register('current_password')}
        autoComplete="current-password"
        autoFocus
      />
      <PasswordField
        label={say(SESSION_TEXT.newPassword)}
        error={said(errors.new_password?.message)}
        hint={say(ACCOUNTS_SCREEN.session.newPasswordHint)}
        registration={form.register('new_password')}
      />
      <PasswordField
        label={say(SESSION_TEXT.confirmNewPassword)}
        error={said(errors.confirm_password?.message)}
        registration={form.register('confirm_password')}
      />
      <DialogFormActions onCancel={onDone} pending={change.isPending} submitLabel={say(SESSION_TEXT.changePassword)} />
    </form>
  );
}
