/** /reset-password?token=… (docs/product/accounts.md#password-and-username-resets): choose a new password through the e-mailed link. */
import { useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import { FALLBACK, SUCCESS, resetPasswordFormSchema, type ResetPasswordFormValues } from '@squadhub/shared';
import { errorMessage, post } from '../lib/api';
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
    <ResetCard title="Reset Password">
      {reset.isSuccess ? (
        <ResetSuccess title={SUCCESS.passwordReset}>
          <p className="text-sm text-muted">You can now log in with your new password.</p>
        </ResetSuccess>
      ) : (
        <ResetForm
          ref={submitErrors.ref}
          onSubmit={form.handleSubmit((v) => reset.mutate(v), submitErrors.onInvalid)}
          error={reset.isError ? errorMessage(reset.error, FALLBACK.resetPassword) : null}
          pending={reset.isPending}
          submitLabel="Reset password"
        >
          <PasswordField
            label="New password"
            error={errors.new_password?.message}
            hint="At least 8 characters."
            autoFocus
            registration={form.register('new_password')}
          />
          <PasswordField
            label="Confirm new password"
            error={errors.confirm_password?.message}
            registration={form.register('confirm_password')}
          />
        </ResetForm>
      )}
    </ResetCard>
  );
}
