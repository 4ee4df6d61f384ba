/** /reset-username?token=… (docs/product/accounts.md#password-and-username-resets): choose a new username through the e-mailed link. */
import { useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import {
  FALLBACK,
  SUCCESS,
  USERNAME_MAX,
  resetUsernameFormSchema,
  type ResetUsernameFormValues,
} from '@squadhub/shared';
import { Field, Input } from '../components/ui/Field';
import { errorMessage, post } from '../lib/api';
import { useSubmitErrors } from '../lib/submitErrors';
import { queryKeys } from '../lib/queryClient';
import { InvalidResetLink, ResetCard, ResetForm, ResetSuccess } from '../features/accounts/ResetPageShell';

export function ResetUsernamePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <InvalidResetLink what="username" />;
  return <ResetUsernameForm token={token} />;
}

function ResetUsernameForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const form = useForm<ResetUsernameFormValues>({
    resolver: zodResolver(resetUsernameFormSchema),
    defaultValues: { new_username: '' },
  });
  const submitErrors = useSubmitErrors(form);
  const { errors } = form.formState;
  const reset = useMutation({
    mutationFn: (v: ResetUsernameFormValues) =>
      post('/auth/reset-username', { body: { token, new_username: v.new_username } }),
    onSuccess: () => {
      toast.success(SUCCESS.usernameUpdated);
      // The header shows the username: refresh the logged-in user if this is their account.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
    onError: (err) => submitErrors.onServerError(err, FALLBACK.resetUsername),
  });

  return (
    <ResetCard title="Reset Username">
      {reset.isSuccess ? (
        <ResetSuccess title={SUCCESS.usernameUpdated}>
          <p className="text-sm text-muted">
            <span className="line-through">{reset.data.old_username}</span> is now{' '}
            <strong className="text-text">{reset.data.new_username}</strong>.
          </p>
        </ResetSuccess>
      ) : (
        <ResetForm
          ref={submitErrors.ref}
          onSubmit={form.handleSubmit((v) => reset.mutate(v), submitErrors.onInvalid)}
          error={reset.isError ? errorMessage(reset.error, FALLBACK.resetUsername) : null}
          pending={reset.isPending}
          submitLabel="Update username"
        >
          <Field
            label="New username"
            error={errors.new_username?.message}
            hint={`3 to ${USERNAME_MAX} characters. This is the name other players see.`}
          >
            {(id, describedBy) => (
              <Input
                id={id}
                autoComplete="nickname"
                autoFocus
                maxLength={60}
                aria-describedby={describedBy}
                aria-invalid={!!errors.new_username}
                {...form.register('new_username')}
              />
            )}
          </Field>
        </ResetForm>
      )}
    </ResetCard>
  );
}
