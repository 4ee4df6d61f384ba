/** Convert to Coins (spec 2 §5): winnings to coins at £1 = 1 coin, at least 5, at most the winnings. */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CONVERT_MIN, FALLBACK, SUCCESS, convertWinningsFormSchema, type ConvertWinningsInput } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Field, Input } from '../../components/ui/Field';
import { errorMessage, post } from '../../lib/api';
import { queryKeys } from '../../lib/queryClient';
import { formatPounds } from './format';

export function ConvertForm({ winnings }: { winnings: number }) {
  const client = useQueryClient();
  const schema = useMemo(() => convertWinningsFormSchema(winnings), [winnings]);
  const form = useForm<ConvertWinningsInput>({ resolver: zodResolver(schema) });
  const convert = useMutation({
    mutationFn: (v: ConvertWinningsInput) => post<{ message: string }>('/convert-winnings-to-coins', v),
    onSuccess: (_res, v) => {
      toast.success(SUCCESS.converted(v.winnings_amount));
      void client.invalidateQueries({ queryKey: queryKeys.me });
      form.reset();
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.convertWinnings)),
  });
  const error = form.formState.errors.winnings_amount?.message;
  return (
    <form onSubmit={form.handleSubmit((v) => convert.mutate(v))} className="flex flex-col gap-4" noValidate>
      <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
        Available winnings: <strong className="text-gold">{formatPounds(winnings)}</strong> · £1 = 1 coin · minimum{' '}
        {formatPounds(CONVERT_MIN)}
      </p>
      <Field label="Winnings to convert (£)" error={error} hint="Converted coins can be used for tournament entries.">
        {(id, describedBy) => (
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={CONVERT_MIN}
            max={winnings}
            step={1}
            placeholder={String(CONVERT_MIN)}
            aria-describedby={describedBy}
            aria-invalid={!!error}
            {...form.register('winnings_amount', { valueAsNumber: true })}
          />
        )}
      </Field>
      <Button type="submit" size="lg" loading={convert.isPending}>
        Convert to coins
      </Button>
    </form>
  );
}
