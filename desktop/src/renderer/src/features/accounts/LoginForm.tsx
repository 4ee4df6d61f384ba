/** Login mode of the auth dialog: e-mail or phone, password, remember me, and the reset links. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import {
  ACCOUNTS_SCREEN,
  FALLBACK,
  SUCCESS,
  loginFormSchema,
  loginRequestFrom,
  type LoginFormValues,
} from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Field, Input } from '../../components/ui/Field';
import { post } from '../../lib/api';
import { useSubmitErrors } from '../../lib/submitErrors';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { PasswordField } from './PasswordInput';
import { readRememberedLogin, rememberLogin } from './remember-me';
import { ResetRequestDialog, type ResetKind } from './ResetRequestDialog';

export function LoginForm({ onSwitchToRegister }: { onSwitchToRegister: () => void }) {
  const say = useSay();
  const { signIn, closeAuthDialog } = useAuth();
  const [resetKind, setResetKind] = useState<ResetKind | null>(null);
  const saved = readRememberedLogin();
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { identifier: saved.identifier, password: '', remember_me: saved.remember },
  });
  const submitErrors = useSubmitErrors(form);
  const { errors } = form.formState;
  /** A validation message (a catalogue text) in the screens' language. */
  const said = (message?: string) => (message ? say(message) : undefined);

  const login = useMutation({
    mutationFn: (v: LoginFormValues) => post('/auth/login', { body: loginRequestFrom(v.identifier, v.password) }),
    onSuccess: (response, v) => {
      rememberLogin(v.identifier, v.remember_me);
      signIn(response);
      toast.success(SUCCESS.loggedIn);
      closeAuthDialog();
    },
    onError: (err) => submitErrors.onServerError(err, FALLBACK.login),
  });

  return (
    <>
      <form
        ref={submitErrors.ref}
        onSubmit={form.handleSubmit((v) => login.mutate(v), submitErrors.onInvalid)}
        className="flex flex-col gap-4"
        noValidate
      >
        <Field label={say(ACCOUNTS_SCREEN.loginForm.identifier)} error={said(errors.identifier?.message)}>
          {(id, describedBy) => (
            <Input
              id={id}
              autoComplete="username"
              autoFocus={!saved.identifier}
              placeholder={say(ACCOUNTS_SCREEN.loginForm.identifierPlaceholder)}
              aria-describedby={describedBy}
              aria-invalid={!!errors.identifier}
              {...form.register('identifier')}
            />
          )}
        </Field>
        <PasswordField
          label={say(ACCOUNTS_SCREEN.password)}
          error={said(errors.password?.message)}
          autoComplete="current-password"
          autoFocus={!!saved.identifier}
          registration={form.register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="flex cursor-pointer items-center gap-2 text-text">
            <input type="checkbox" className="size-4 accent-(--color-accent)" {...form.register('remember_me')} />
            {say(ACCOUNTS_SCREEN.loginForm.rememberMe)}
          </label>
          <div className="flex gap-3">
            <button type="button" className="text-accent hover:underline" onClick={() => setResetKind('password')}>
              {say(ACCOUNTS_SCREEN.loginForm.forgotPassword)}
            </button>
            <button type="button" className="text-accent hover:underline" onClick={() => setResetKind('username')}>
              {say(ACCOUNTS_SCREEN.loginForm.forgotUsername)}
            </button>
          </div>
        </div>
        <Button type="submit" size="lg" loading={login.isPending}>
          {say(ACCOUNTS_SCREEN.logIn)}
        </Button>
        <p className="text-center text-sm text-muted">
          {say(ACCOUNTS_SCREEN.loginForm.noAccount)}{' '}
          <button type="button" className="font-semibold text-accent hover:underline" onClick={onSwitchToRegister}>
            {say(ACCOUNTS_SCREEN.register)}
          </button>
        </p>
      </form>
      <ResetRequestDialog
        kind={resetKind}
        onOpenChange={(open) => !open && setResetKind(null)}
        defaultEmail={form.getValues('identifier')}
      />
    </>
  );
}
