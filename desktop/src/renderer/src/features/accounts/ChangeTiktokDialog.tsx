/** Change TikTok dialog of My Account (docs/product/accounts.md#tiktok-link): trimmed, cannot be empty; a handle becomes a link. */
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import {
  ACCOUNTS_SCREEN,
  FALLBACK,
  SUCCESS,
  normalizeTiktokLink,
  updateTiktokSchema,
  type UpdateTiktokFormValues,
} from '@squadhub/shared';
import { Dialog, DialogFormActions } from '../../components/ui/Dialog';
import { Field, Input } from '../../components/ui/Field';
import { put } from '../../lib/api';
import { useSubmitErrors } from '../../lib/submitErrors';
import { useUpdateCurrentUser } from '../../lib/auth';
import { useSay } from '../../lib/language';

export function ChangeTiktokDialog({
  open,
  onOpenChange,
  current,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: string;
}) {
  const say = useSay();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={say(ACCOUNTS_SCREEN.changeTiktok.title)}
      description={say(ACCOUNTS_SCREEN.changeTiktok.description)}
      size="sm"
    >
      {open && <ChangeTiktokForm current={current} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ChangeTiktokForm({ current, onDone }: { current: string; onDone: () => void }) {
  const say = useSay();
  const updateUser = useUpdateCurrentUser();
  const form = useForm<UpdateTiktokFormValues, unknown, z.output<typeof updateTiktokSchema>>({
    resolver: zodResolver(updateTiktokSchema),
    defaultValues: { tiktok_link: current },
  });
  const submitErrors = useSubmitErrors(form);
  const value = useWatch({ control: form.control, name: 'tiktok_link' });
  const preview = value ? normalizeTiktokLink(value) : null;
  const message = form.formState.errors.tiktok_link?.message;
  const error = message ? say(message) : undefined;
  const save = useMutation({
    mutationFn: (v: z.output<typeof updateTiktokSchema>) => put('/auth/update-tiktok', { body: v }),
    onSuccess: (res) => {
      updateUser(res.user);
      toast.success(SUCCESS.tiktokUpdated);
      onDone();
    },
    onError: (err) => submitErrors.onServerError(err, FALLBACK.updateTiktok),
  });
  return (
    <form
      ref={submitErrors.ref}
      onSubmit={form.handleSubmit((v) => save.mutate(v), submitErrors.onInvalid)}
      className="flex flex-col gap-4"
      noValidate
    >
      <Field
        label={say(ACCOUNTS_SCREEN.changeTiktok.link)}
        error={error}
        hint={preview && preview !== value?.trim() ? say(ACCOUNTS_SCREEN.changeTiktok.preview(preview)) : undefined}
      >
        {(id, describedBy) => (
          <Input
            id={id}
            autoFocus
            autoCapitalize="none"
            placeholder="https://www.tiktok.com/@yourhandle"
            aria-describedby={describedBy}
            aria-invalid={!!error}
            {...form.register('tiktok_link')}
          />
        )}
      </Field>
      <DialogFormActions onCancel={onDone} pending={save.isPending} submitLabel={say(ACCOUNTS_SCREEN.save)} />
    </form>
  );
}
