/** Transfer Coins to Friends (docs/product/money.md#transfer): recipient username and a whole amount of at least 1. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { FALLBACK, MONEY_SCREEN, transferSchema, type TransferInput } from '@squadhub/shared';
import { Dialog, DialogFormActions } from '../../components/ui/Dialog';
import { Field, Input } from '../../components/ui/Field';
import { post } from '../../lib/api';
import { useSay } from '../../lib/language';
import { useSubmitErrors } from '../../lib/submitErrors';
import { useAuth } from '../../lib/auth';
import { queryKeys } from '../../lib/queryClient';

export function TransferDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const say = useSay();
  const { user } = useAuth();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={say(MONEY_SCREEN.transferCoins)}
      description={say(MONEY_SCREEN.transferDialog.description(user?.coin_balance ?? 0))}
      size="sm"
    >
      {open && <TransferForm onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function TransferForm({ onDone }: { onDone: () => void }) {
  const say = useSay();
  const client = useQueryClient();
  const form = useForm<TransferInput>({
    resolver: zodResolver(transferSchema),
    defaultValues: { recipient_username: '', amount: undefined },
  });
  const submitErrors = useSubmitErrors(form);
  const send = useMutation({
    mutationFn: (v: TransferInput) => post('/coins/transfer', { body: v }),
    onSuccess: (res) => {
      toast.success(res.message);
      void client.invalidateQueries({ queryKey: queryKeys.me });
      onDone();
    },
    onError: (err) => submitErrors.onServerError(err, FALLBACK.transfer),
  });
  const errors = form.formState.errors;
  /** A validation message (a catalogue text) in the screens' language. */
  const said = (message?: string) => (message ? say(message) : undefined);
  return (
    <form
      ref={submitErrors.ref}
      onSubmit={form.handleSubmit((v) => send.mutate(v), submitErrors.onInvalid)}
      className="flex flex-col gap-4"
      noValidate
    >
      <Field label={say(MONEY_SCREEN.transferDialog.recipient)} error={said(errors.recipient_username?.message)}>
        {(id, describedBy) => (
          <Input
            id={id}
            autoFocus
            autoCapitalize="none"
            autoComplete="off"
            placeholder={say(MONEY_SCREEN.transferDialog.recipientPlaceholder)}
            aria-describedby={describedBy}
            aria-invalid={!!errors.recipient_username}
            {...form.register('recipient_username')}
          />
        )}
      </Field>
      <Field label={say(MONEY_SCREEN.transferDialog.amount)} error={said(errors.amount?.message)}>
        {(id, describedBy) => (
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="1"
            aria-describedby={describedBy}
            aria-invalid={!!errors.amount}
            {...form.register('amount', { valueAsNumber: true })}
          />
        )}
      </Field>
      <DialogFormActions
        onCancel={onDone}
        pending={send.isPending}
        submitLabel={say(MONEY_SCREEN.transferDialog.submit)}
      />
    </form>
  );
}
