/** /reset-password?token=… (spec 2 §2, §5): choose a new password through the e-mailed link. */
import { useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FALLBACK, SUCCESS, resetPasswordFormSchema, type ResetPasswordFormValues } from '@squadhub/shared';
import { Button } from '../components/ui/Button';
import { Field } from '../components/ui/Field';
import { errorMessage, post } from '../lib/api';
import { PasswordInput } from '../features/auth/PasswordInput';
import { InvalidResetLink, ResetCard, ResetSuccess } from '../features/auth/ResetPageShell';

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
  const { errors } = form.formState;
  const reset = useMutation({
    mutationFn: (v: ResetPasswordFormValues) => post('/auth/reset-password', { token, new_password: v.new_password }),
    onSuccess: () => toast.success(SUCCESS.passwordReset),
    onError: (err) => toast.error(errorMessage(err, FALLBACK.resetPassword)),
  });

  return (
    <ResetCard title="Reset Password">
      {reset.isSuccess ? (
        <ResetSuccess title={SUCCESS.passwordReset}>
          <p className="text-sm text-muted">You can now log in with your new password.</p>
        </ResetSuccess>
      ) : (
        <form onSubmit={form.handleSubmit((v) => reset.mutate(v))} className="flex flex-col gap-4" noValidate>
          <Field label="New password" error={errors.new_password?.message} hint="At least 8 characters.">
            {(id, describedBy) => (
              <PasswordInput
                id={id}
                autoComplete="new-password"
                autoFocus
                aria-describedby={describedBy}
                aria-invalid={!!errors.new_password}
                {...form.register('new_password')}
              />
            )}
          </Field>
          <Field label="Confirm new password" error={errors.confirm_password?.message}>
            {(id, describedBy) => (
              <PasswordInput
                id={id}
                autoComplete="new-password"
                aria-describedby={describedBy}
                aria-invalid={!!errors.confirm_password}
                {...form.register('confirm_password')}
              />
            )}
          </Field>
          {reset.isError && (
            <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
              {errorMessage(reset.error, FALLBACK.resetPassword)}
            </p>
          )}
          <Button type="submit" size="lg" loading={reset.isPending}>
            Reset password
          </Button>
        </form>
      )}
    </ResetCard>
  );
}
