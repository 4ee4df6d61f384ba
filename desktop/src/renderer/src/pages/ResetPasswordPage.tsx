/** /reset-password?token=… (docs/product/accounts.md#password-and-username-resets): choose a new password through the e-mailed link. */
import { useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import {
  FALLBACK,
  PAGES_SCREEN,
  SESSION_TEXT,
  SUCCESS,
  resetPasswordFormSchema,
  type ResetPasswordFormValues,
} from '@squadhub/shared';
import { errorMessage, post } from '../lib/api';
import { useSay } from '../lib/language';
import { useSubmitErrors } from '../lib/submitErrors';
import { PasswordField } from '../features/accounts/PasswordInput';
import { InvalidResetLink, ResetCard, ResetForm, ResetSuccess } from '../features/accounts/ResetPageShell';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <InvalidResetLink what="password" />;
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const say = useSay();
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const submitErrors = useSubmitErrors(form);
  const { errors } = form.formState;
  const reset = useMutation({
    mutationFn: (v: ResetPasswordFormValues) =>
      post('/auth/reset-password', { body: { token, new_password: v.new_password } }),
    onSuccess: () => toast.success(SUCCESS.passwordReset),
    onError: (err) => submitErrors.onServerError(err, FALLBACK.resetPassword),
  });

  return (
    <ResetCard title={say(PAGES_SCREEN.resetPassword.title)}>
      {reset.isSuccess ? (
        <ResetSuccess title={say(SUCCESS.passwordReset)}>
          <p className="text-sm text-muted">{say(PAGES_SCREEN.resetPassword.done)}</p>
        </ResetSuccess>
      ) : (
        <ResetForm
          ref={submitErrors.ref}
          onSubmit={form.handleSubmit((v) => reset.mutate(v), submitErrors.onInvalid)}
          error={reset.isError ? say(errorMessage(reset.error, FALLBACK.resetPassword)) : null}
          pending={reset.isPending}
          submitLabel={say(PAGES_SCREEN.resetPassword.submit)}
        >
          <PasswordField
            label={say(SESSION_TEXT.newPassword)}
            error={errors.new_password?.message}
            hint={say(PAGES_SCREEN.resetPassword.hint)}
            autoFocus
            registration={form.register('new_password')}
          />
          <PasswordField
            label={say(SESSION_TEXT.confirmNewPassword)}
            error={errors.confirm_password?.message}
            registration={form.register('confirm_password')}
          />
        </ResetForm>
      )}
    </ResetCard>
  );
}
