/** /reset-username?token=… (docs/product/accounts.md#password-and-username-resets): choose a new username through the e-mailed link. */
import { useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import {
  FALLBACK,
  PAGES_SCREEN,
  SUCCESS,
  USERNAME_MAX,
  resetUsernameFormSchema,
  type ResetUsernameFormValues,
} from '@squadhub/shared';
import { Field, Input } from '../components/ui/Field';
import { errorMessage, post } from '../lib/api';
import { useSay } from '../lib/language';
import { useSubmitErrors } from '../lib/submitErrors';
import { queryKeys } from '../lib/queryClient';
import { InvalidResetLink, ResetCard, ResetForm, ResetSuccess } from '../features/accounts/ResetPageShell';

/** Stand for the old and the new username in the success sentence, where their markup goes. */
const OLD_NAME = '\uE0F0';
const NEW_NAME = '\uE0F1';

export function ResetUsernamePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <InvalidResetLink what="username" />;
  return <ResetUsernameForm token={token} />;
}

function ResetUsernameForm({ token }: { token: string }) {
  const say = useSay();
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
    <ResetCard title={say(PAGES_SCREEN.resetUsername.title)}>
      {reset.isSuccess ? (
        <ResetSuccess title={say(SUCCESS.usernameUpdated)}>
          <p className="text-sm text-muted">
            {say(PAGES_SCREEN.resetUsername.changed(OLD_NAME, NEW_NAME))
              .split(/([\uE0F0\uE0F1])/)
              .map((piece, i) =>
                piece === OLD_NAME ? (
                  <span key={i} className="line-through">
                    {reset.data.old_username}
                  </span>
                ) : piece === NEW_NAME ? (
                  <strong key={i} className="text-text">
                    {reset.data.new_username}
                  </strong>
                ) : (
                  piece
                ),
              )}
          </p>
        </ResetSuccess>
      ) : (
        <ResetForm
          ref={submitErrors.ref}
          onSubmit={form.handleSubmit((v) => reset.mutate(v), submitErrors.onInvalid)}
          error={reset.isError ? say(errorMessage(reset.error, FALLBACK.resetUsername)) : null}
          pending={reset.isPending}
          submitLabel={say(PAGES_SCREEN.resetUsername.submit)}
        >
          <Field
            label={say(PAGES_SCREEN.resetUsername.label)}
            error={errors.new_username?.message}
            hint={say(PAGES_SCREEN.resetUsername.hint(USERNAME_MAX))}
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
