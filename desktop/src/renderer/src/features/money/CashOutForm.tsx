/**
 * Cash Out to Money (docs/product/money.md#cash-out): at least £10, at most the winnings; PayPal or bank transfer with
 * their required fields. The submit button stays disabled until an amount and a method are chosen.
 * Below £10 of winnings the form stays visible but disabled, with the minimum explained.
 */
import { useMemo } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
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
import { post } from '../../lib/api';
import { useSubmitErrors } from '../../lib/submitErrors';
import { queryKeys } from '../../lib/queryClient';
import { AvailableWinnings, BelowMinimumNotice, WinningsAmountField } from './WinningsAmount';

type TextField = Exclude<keyof CashoutRequestInput, 'coins_to_convert' | 'requested_amount' | 'payment_method'>;

/** One detail of the form: its label and what helps a phone's keyboard and autofill get it right. */
interface DetailSpec {
  name: TextField;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** Codes are typed in capitals; names and addresses start each word with one. */
  autoCapitalize?: 'characters' | 'words' | 'none';
  placeholder?: string;
}

const WHATSAPP: DetailSpec = {
  name: 'whatsapp_number',
  label: 'WhatsApp number',
  type: 'tel',
  autoComplete: 'tel',
  placeholder: '+44 7700 900123',
};
const nameSpec = (name: TextField, label: string, autoComplete: string): DetailSpec => ({
  name,
  label,
  autoComplete,
  autoCapitalize: 'words',
});

const PAYPAL_FIELDS: DetailSpec[] = [
  nameSpec('paypal_first_name', 'First name', 'given-name'),
  nameSpec('paypal_surname', 'Surname', 'family-name'),
  { name: 'paypal_email', label: 'PayPal email', type: 'email', autoComplete: 'email', autoCapitalize: 'none' },
  WHATSAPP,
];
const BANK_FIELDS: DetailSpec[] = [
  nameSpec('account_holder_name', 'First name', 'given-name'),
  nameSpec('account_holder_surname', 'Surname', 'family-name'),
  { name: 'bank_name', label: 'Bank name', autoCapitalize: 'words' },
  { name: 'country', label: 'Country', autoComplete: 'country-name', autoCapitalize: 'words' },
  { name: 'account_number', label: 'Account number', autoCapitalize: 'characters' },
  { name: 'sort_code', label: 'Sort code (optional)', inputMode: 'numeric', placeholder: '12-34-56' },
  { name: 'swift_bic', label: 'SWIFT / BIC (optional)', autoCapitalize: 'characters', placeholder: 'NWBKGB2L' },
  { name: 'iban', label: 'IBAN (optional)', autoCapitalize: 'characters', placeholder: 'GB82 WEST 1234 5698 7654 32' },
  { name: 'address_line1', label: 'Address line 1', autoComplete: 'address-line1', autoCapitalize: 'words' },
  { name: 'address_line2', label: 'Address line 2 (optional)', autoComplete: 'address-line2', autoCapitalize: 'words' },
  { name: 'city', label: 'City', autoComplete: 'address-level2', autoCapitalize: 'words' },
  { name: 'postal_code', label: 'Postal code', autoComplete: 'postal-code', autoCapitalize: 'characters' },
  WHATSAPP,
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
    // A detail's problem shows when the player leaves the field, not only after pressing submit.
    mode: 'onTouched',
    defaultValues: { payment_method: '' as CashoutRequestInput['payment_method'] },
  });
  const submitErrors = useSubmitErrors(form);
  const [amount, method] = useWatch({ control: form.control, name: ['coins_to_convert', 'payment_method'] });
  const submit = useMutation({
    mutationFn: (v: CashoutRequestData) => post('/coin-conversion/request', { body: v }),
    onSuccess: () => {
      toast.success(SUCCESS.cashoutSubmitted);
      void client.invalidateQueries({ queryKey: queryKeys.myCashouts });
      void client.invalidateQueries({ queryKey: queryKeys.me });
      // The tab stays mounted behind History: a next request starts from a clean form.
      form.reset();
      onSubmitted();
    },
    onError: (err) => submitErrors.onServerError(err, FALLBACK.submitCashout),
  });
  const errors = form.formState.errors;
  const fields = method === 'paypal' ? PAYPAL_FIELDS : method === 'bank_transfer' ? BANK_FIELDS : [];
  const belowMinimum = winnings < CASHOUT_MIN;
  const ready = !belowMinimum && Number.isFinite(amount) && amount > 0 && !!method;

  return (
    <form
      ref={submitErrors.ref}
      onSubmit={form.handleSubmit((v) => submit.mutate(v), submitErrors.onInvalid)}
      className="flex flex-col gap-4"
      noValidate
    >
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
          {fields.map((spec) => (
            <TextInput key={spec.name} spec={spec} error={errors[spec.name]?.message} register={form.register} />
          ))}
        </fieldset>
      )}
      <Button type="submit" size="lg" disabled={!ready} loading={submit.isPending}>
        Request cash out
      </Button>
    </form>
  );
}

function TextInput({
  spec,
  error,
  register,
}: {
  spec: DetailSpec;
  error?: string;
  register: UseFormRegister<CashoutRequestInput>;
}) {
  return (
    <Field label={spec.label} error={error}>
      {(id, describedBy) => (
        <Input
          id={id}
          type={spec.type ?? 'text'}
          autoComplete={spec.autoComplete ?? 'off'}
          inputMode={spec.inputMode}
          autoCapitalize={spec.autoCapitalize}
          spellCheck={false}
          placeholder={spec.placeholder}
          aria-describedby={describedBy}
          aria-invalid={!!error}
          {...register(spec.name)}
        />
      )}
    </Field>
  );
}
