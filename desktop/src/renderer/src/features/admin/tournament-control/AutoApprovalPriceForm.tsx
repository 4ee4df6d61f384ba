import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import {
  ADMIN_NOTICE,
  ADMIN_SCREEN,
  FALLBACK,
  autoApprovalPriceSchema,
  type AutoApprovalPriceForm as FormValues,
  type AutoApprovalPriceResponse,
} from '@squadhub/shared';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { NumberField } from '../../../components/ui/NumberField';
import { put } from '../../../lib/api';
import { useSay } from '../../../lib/language';
import { useSubmitErrors } from '../../../lib/submitErrors';
import { queryKeys } from '../../../lib/queryClient';
import { useAutoApprovalPrice } from '../../tournaments/autoApproval';

/** The instant-approval price setting (PUT /admin/settings/auto-approval-price?price=N). */
export function AutoApprovalPriceForm() {
  const say = useSay();
  const client = useQueryClient();
  const current = useAutoApprovalPrice();
  const form = useForm<FormValues, unknown, z.output<typeof autoApprovalPriceSchema>>({
    resolver: zodResolver(autoApprovalPriceSchema),
    defaultValues: { price: current.data?.auto_approval_price ?? 0 },
  });
  const submitErrors = useSubmitErrors(form);
  const loaded = current.data?.auto_approval_price;
  useEffect(() => {
    if (loaded != null && !form.formState.isDirty) form.reset({ price: loaded });
  }, [loaded, form]);

  const save = useMutation({
    mutationFn: ({ price }: { price: number }) =>
      put('/admin/settings/auto-approval-price', { query: { price: String(price) } }),
    onSuccess: (res) => {
      const value = res.auto_approval_price;
      client.setQueryData<AutoApprovalPriceResponse>(queryKeys.autoApprovalPrice, { auto_approval_price: value });
      form.reset({ price: value });
      toast.success(ADMIN_NOTICE.autoApprovalPriceSet(value));
    },
    onError: (err) => submitErrors.onServerError(err, FALLBACK.updateAutoApproval),
  });

  return (
    <form
      ref={submitErrors.ref}
      className="flex items-start gap-2"
      noValidate
      onSubmit={form.handleSubmit((v) => save.mutate(v), submitErrors.onInvalid)}
    >
      <NumberField
        form={form}
        name="price"
        label={say(ADMIN_SCREEN.autoApproval.label)}
        hint={say(ADMIN_SCREEN.autoApproval.hint)}
        min={0}
        className="flex-1"
      />
      <Button type="submit" className="mt-7" loading={save.isPending}>
        {say(ADMIN_SCREEN.save)}
      </Button>
    </form>
  );
}
