/**
 * Convert to Coins (docs/product/money.md#converting-winnings-to-coins): winnings to coins at £1 = 1 coin, at least 5, at most the winnings.
 * Below £5 of winnings the form stays visible but disabled, with the minimum explained.
 */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { CONVERT_MIN, FALLBACK, SUCCESS, convertWinningsFormSchema, type ConvertWinningsInput } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { post } from '../../lib/api';
import { useSubmitErrors } from '../../lib/submitErrors';
import { queryKeys } from '../../lib/queryClient';
import { AvailableWinnings, BelowMinimumNotice, WinningsAmountField } from './WinningsAmount';

export function ConvertForm({ winnings }: { winnings: number }) {
  const client = useQueryClient();
  const schema = useMemo(() => convertWinningsFormSchema(winnings), [winnings]);
  const form = useForm<ConvertWinningsInput>({ resolver: zodResolver(schema) });
  const submitErrors = useSubmitErrors(form);
  const convert = useMutation({
    mutationFn: (v: ConvertWinningsInput) => post('/convert-winnings-to-coins', { body: v }),
    onSuccess: (_res, v) => {
      toast.success(SUCCESS.converted(v.winnings_amount));
      void client.invalidateQueries({ queryKey: queryKeys.me });
      form.reset();
    },
    onError: (err) => submitErrors.onServerError(err, FALLBACK.convertWinnings),
  });
  const error = form.formState.errors.winnings_amount?.message;
  const belowMinimum = winnings < CONVERT_MIN;
  return (
    <form
      ref={submitErrors.ref}
      onSubmit={form.handleSubmit((v) => convert.mutate(v), submitErrors.onInvalid)}
      className="flex flex-col gap-4"
      noValidate
    >
      <AvailableWinnings winnings={winnings} rate="£1 = 1 coin" min={CONVERT_MIN} />
      {belowMinimum && <BelowMinimumNotice winnings={winnings} min={CONVERT_MIN} action="Converting" />}
      <fieldset disabled={belowMinimum} className="flex flex-col gap-4">
        <legend className="sr-only">Amount to convert</legend>
        <WinningsAmountField
          label="Winnings to convert (£)"
          error={error}
          hint="Converted coins can be used for tournament entries."
          min={CONVERT_MIN}
          winnings={winnings}
          registration={form.register('winnings_amount', { valueAsNumber: true })}
        />
        <Button type="submit" size="lg" loading={convert.isPending}>
          Convert to coins
        </Button>
      </fieldset>
    </form>
  );
}
