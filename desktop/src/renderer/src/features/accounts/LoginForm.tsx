/** Login mode of the auth dialog: e-mail or phone, password, remember me, and the reset links. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { FALLBACK, SUCCESS, loginFormSchema, loginRequestFrom, type LoginFormValues } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Field, Input } from '../../components/ui/Field';
import { post } from '../../lib/api';
import { useSubmitErrors } from '../../lib/submitErrors';
import { useAuth } from '../../lib/auth';
import { PasswordField } from './PasswordInput';
import { readRememberedLogin, rememberLogin } from './remember-me';
import { ResetRequestDialog, type ResetKind } from './ResetRequestDialog';

export function LoginForm({ onSwitchToRegister }: { onSwitchToRegister: () => void }) {
  const { signIn, closeAuthDialog } = useAuth();
  const [resetKind, setResetKind] = useState<ResetKind | null>(null);
  const saved = readRememberedLogin();
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { identifier: saved.identifier, password: '', remember_me: saved.remember },
  });
  const submitErrors = useSubmitErrors(form);
  const { errors } = form.formState;

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
        <Field label="Email or phone number" error={errors.identifier?.message}>
          {(id, describedBy) => (
            <Input
              id={id}
              autoComplete="username"
              autoFocus={!saved.identifier}
              placeholder="you@example.com or 07700 900123"
              aria-describedby={describedBy}
              aria-invalid={!!errors.identifier}
              {...form.register('identifier')}
            />
          )}
        </Field>
        <PasswordField
          label="Password"
          error={errors.password?.message}
          autoComplete="current-password"
          autoFocus={!!saved.identifier}
          registration={form.register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <label className="flex cursor-pointer items-center gap-2 text-text">
            <input type="checkbox" className="size-4 accent-(--color-accent)" {...form.register('remember_me')} />
            Remember me
          </label>
          <div className="flex gap-3">
            <button type="button" className="text-accent hover:underline" onClick={() => setResetKind('password')}>
              Forgot password?
            </button>
            <button type="button" className="text-accent hover:underline" onClick={() => setResetKind('username')}>
              Forgot username?
            </button>
          </div>
        </div>
        <Button type="submit" size="lg" loading={login.isPending}>
          Log in
        </Button>
        <p className="text-center text-sm text-muted">
          Don&apos;t have an account?{' '}
          <button type="button" className="font-semibold text-accent hover:underline" onClick={onSwitchToRegister}>
            Register
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
