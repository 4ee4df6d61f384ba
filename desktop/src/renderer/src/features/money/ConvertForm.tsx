/**
 * Convert to Coins (docs/product/money.md#converting-winnings-to-coins): winnings to coins at £1 = 1 coin, at least 5, at most the winnings.
 * Below £5 of winnings the form stays visible but disabled, with the minimum explained.
 */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import {
  CONVERT_MIN,
  FALLBACK,
  MONEY_SCREEN,
  SUCCESS,
  convertWinningsFormSchema,
  type ConvertWinningsInput,
} from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { post } from '../../lib/api';
import { useSay } from '../../lib/language';
import { useSubmitErrors } from '../../lib/submitErrors';
import { queryKeys } from '../../lib/queryClient';
import { AvailableWinnings, BelowMinimumNotice, WinningsAmountField } from './WinningsAmount';

export function ConvertForm({ winnings }: { winnings: number }) {
  const say = useSay();
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
  const message = form.formState.errors.winnings_amount?.message;
  const error = message ? say(message) : undefined;
  const belowMinimum = winnings < CONVERT_MIN;
  return (
    <form
      ref={submitErrors.ref}
      onSubmit={form.handleSubmit((v) => convert.mutate(v), submitErrors.onInvalid)}
      className="flex flex-col gap-4"
      noValidate
    >
      <AvailableWinnings winnings={winnings} rate={MONEY_SCREEN.convertForm.rate} min={CONVERT_MIN} />
      {belowMinimum && (
        <BelowMinimumNotice winnings={winnings} min={CONVERT_MIN} sentence={MONEY_SCREEN.convertForm.belowMinimum} />
      )}
      <fieldset disabled={belowMinimum} className="flex flex-col gap-4">
        <legend className="sr-only">{say(MONEY_SCREEN.convertForm.legend)}</legend>
        <WinningsAmountField
          label={say(MONEY_SCREEN.convertForm.amount)}
          error={error}
          hint={say(MONEY_SCREEN.convertForm.hint)}
          min={CONVERT_MIN}
          winnings={winnings}
          registration={form.register('winnings_amount', { valueAsNumber: true })}
        />
        <Button type="submit" size="lg" loading={convert.isPending}>
          {say(MONEY_SCREEN.convertForm.submit)}
        </Button>
      </fieldset>
    </form>
  );
}
