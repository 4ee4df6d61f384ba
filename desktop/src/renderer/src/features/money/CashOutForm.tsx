/**
 * Cash Out to Money (docs/product/money.md#cash-out): at least £10, at most the winnings; PayPal or bank transfer with
 * their required fields. The submit button stays disabled until an amount and a method are chosen.
 * Below £10 of winnings the form stays visible but disabled, with the minimum explained.
 */
import { useMemo } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  CASHOUT_MIN,
  FALLBACK,
  MONEY_TEXT,
  SUCCESS,
  cashoutRequestSchema,
  type CashoutRequestData,
  type CashoutRequestInput,
} from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Field, Input, Select } from '../../components/ui/Field';
import { errorMessage, post } from '../../lib/api';
import { queryKeys } from '../../lib/queryClient';
import { AvailableWinnings, BelowMinimumNotice, WinningsAmountField } from './WinningsAmount';

type TextField = Exclude<keyof CashoutRequestInput, 'coins_to_convert' | 'requested_amount' | 'payment_method'>;
const PAYPAL_FIELDS: [TextField, string, string?][] = [
  ['paypal_first_name', 'First name'],
  ['paypal_surname', 'Surname'],
  ['paypal_email', 'PayPal email', 'email'],
  ['whatsapp_number', 'WhatsApp number', 'tel'],
];
const BANK_FIELDS: [TextField, string, string?][] = [
  ['account_holder_name', 'First name'],
  ['account_holder_surname', 'Surname'],
  ['bank_name', 'Bank name'],
  ['country', 'Country'],
  ['account_number', 'Account number'],
  ['sort_code', 'Sort code (optional)'],
  ['swift_bic', 'SWIFT / BIC (optional)'],
  ['iban', 'IBAN (optional)'],
  ['address_line1', 'Address line 1'],
  ['address_line2', 'Address line 2 (optional)'],
  ['city', 'City'],
  ['postal_code', 'Postal code'],
  ['whatsapp_number', 'WhatsApp number', 'tel'],
];

export function CashOutForm({ winnings, onSubmitted }: { winnings: number; onSubmitted: () => void }) {
  const client = useQueryClient();
  const schema = useMemo(
    () =>
      cashoutRequestSchema.refine((v) => v.coins_to_convert <= winnings, {
        message: MONEY_TEXT.cashoutMax(winnings),
        path: ['coins_to_convert'],
      }),
    [winnings],
  );
  const form = useForm<CashoutRequestInput, unknown, CashoutRequestData>({
    resolver: zodResolver(schema),
    defaultValues: { payment_method: '' as CashoutRequestInput['payment_method'] },
  });
  const [amount, method] = useWatch({ control: form.control, name: ['coins_to_convert', 'payment_method'] });
  const submit = useMutation({
    mutationFn: (v: CashoutRequestData) => post('/coin-conversion/request', { body: v }),
    onSuccess: () => {
      toast.success(SUCCESS.cashoutSubmitted);
      void client.invalidateQueries({ queryKey: queryKeys.myCashouts });
      void client.invalidateQueries({ queryKey: queryKeys.me });
      onSubmitted();
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.submitCashout)),
  });
  const errors = form.formState.errors;
  const fields = method === 'paypal' ? PAYPAL_FIELDS : method === 'bank_transfer' ? BANK_FIELDS : [];
  const belowMinimum = winnings < CASHOUT_MIN;
  const ready = !belowMinimum && Number.isFinite(amount) && amount > 0 && !!method;

  return (
    <form onSubmit={form.handleSubmit((v) => submit.mutate(v))} className="flex flex-col gap-4" noValidate>
      <AvailableWinnings winnings={winnings} rate="1 winning = £1" min={CASHOUT_MIN} />
      {belowMinimum && <BelowMinimumNotice winnings={winnings} min={CASHOUT_MIN} action="Cashing out" />}
      <fieldset disabled={belowMinimum} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="sr-only">Amount and payment method</legend>
        <WinningsAmountField
          label="Amount (£)"
          error={errors.coins_to_convert?.message}
          min={CASHOUT_MIN}
          winnings={winnings}
          registration={form.register('coins_to_convert', { valueAsNumber: true })}
        />
        <Field label="Payment method" error={errors.payment_method?.message}>
          {(id, describedBy) => (
            <Select id={id} aria-describedby={describedBy} {...form.register('payment_method')}>
              <option value="">Choose a method</option>
              <option value="paypal">PayPal</option>
              <option value="bank_transfer">Bank transfer</option>
            </Select>
          )}
        </Field>
      </fieldset>
      {fields.length > 0 && (
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">
            {method === 'paypal' ? 'PayPal details' : 'Bank transfer details'}
          </legend>
          {fields.map(([name, label, type]) => (
            <TextInput
              key={name}
              name={name}
              label={label}
              type={type}
              error={errors[name]?.message}
              register={form.register}
            />
          ))}
        </fieldset>
      )}
      <Button type="submit" size="lg" disabled={!ready} loading={submit.isPending}>
        Request cash out
      </Button>
    </form>
  );
}

function TextInput(p: {
  name: TextField;
  label: string;
  type?: string;
  error?: string;
  register: UseFormRegister<CashoutRequestInput>;
}) {
  return (
    <Field label={p.label} error={p.error}>
      {(id, describedBy) => (
        <Input
          id={id}
          type={p.type ?? 'text'}
          aria-describedby={describedBy}
          aria-invalid={!!p.error}
          {...p.register(p.name)}
        />
      )}
    </Field>
  );
}
