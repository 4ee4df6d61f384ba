/**
 * The nested Reset Password and Reset Username dialogs of the login dialog (docs/product/accounts.md#password-and-username-resets): each
 * asks for an e-mail and has the server mail a single-use link.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { ACCOUNTS_SCREEN, FALLBACK, SUCCESS, emailOnlySchema } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field, Input } from '../../components/ui/Field';
import { post } from '../../lib/api';
import { useSay } from '../../lib/language';
import { useSubmitErrors } from '../../lib/submitErrors';

export type ResetKind = 'password' | 'username';

/** Each kind's texts (catalogue texts, drawn with `say`) and request. */
const COPY = {
  password: {
    ...ACCOUNTS_SCREEN.resetRequest.password,
    path: '/auth/forgot-password',
    success: SUCCESS.passwordResetSent,
    fallback: FALLBACK.forgotPassword,
  },
  username: {
    ...ACCOUNTS_SCREEN.resetRequest.username,
    path: '/auth/request-username-reset',
    success: SUCCESS.usernameResetSent,
    fallback: FALLBACK.usernameReset,
  },
} as const;

export function ResetRequestDialog({
  kind,
  onOpenChange,
  defaultEmail,
}: {
  kind: ResetKind | null;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
}) {
  const say = useSay();
  const copy = COPY[kind ?? 'password'];
  return (
    <Dialog
      open={kind !== null}
      onOpenChange={onOpenChange}
      title={say(copy.title)}
      description={say(copy.description)}
      size="sm"
    >
      {kind && <ResetRequestForm kind={kind} defaultEmail={defaultEmail} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ResetRequestForm({
  kind,
  defaultEmail,
  onDone,
}: {
  kind: ResetKind;
  defaultEmail?: string;
  onDone: () => void;
}) {
  const say = useSay();
  const copy = COPY[kind];
  const form = useForm({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: defaultEmail?.includes('@') ? defaultEmail : '' },
  });
  const submitErrors = useSubmitErrors(form);
  /** A validation message (a catalogue text) in the screens' language. */
  const said = (message?: string) => (message ? say(message) : undefined);
  const send = useMutation({
    mutationFn: (values: { email: string }) => post(copy.path, { body: values }),
    onSuccess: () => {
      toast.success(copy.success);
      onDone();
    },
    onError: (err) => submitErrors.onServerError(err, copy.fallback),
  });
  return (
    <form
      ref={submitErrors.ref}
      onSubmit={form.handleSubmit((v) => send.mutate(v), submitErrors.onInvalid)}
      className="flex flex-col gap-4"
      noValidate
    >
      <Field label={say(ACCOUNTS_SCREEN.email)} error={said(form.formState.errors.email?.message)}>
        {(id, describedBy) => (
          <Input
            id={id}
            type="email"
            autoComplete="email"
            autoFocus
            placeholder="you@example.com"
            aria-describedby={describedBy}
            aria-invalid={!!form.formState.errors.email}
            {...form.register('email')}
          />
        )}
      </Field>
      <Button type="submit" loading={send.isPending}>
        {say(copy.button)}
      </Button>
    </form>
  );
}
