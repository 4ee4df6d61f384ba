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
  MONEY_SCREEN,
  MONEY_TEXT,
  SUCCESS,
  cashoutRequestSchema,
  type CashoutRequestData,
  type CashoutRequestInput,
} from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Field, Input, Select } from '../../components/ui/Field';
import { post } from '../../lib/api';
import { useSay } from '../../lib/language';
import { useSubmitErrors } from '../../lib/submitErrors';
import { queryKeys } from '../../lib/queryClient';
import { AvailableWinnings, BelowMinimumNotice, WinningsAmountField } from './WinningsAmount';

type TextField = Exclude<keyof CashoutRequestInput, 'coins_to_convert' | 'requested_amount' | 'payment_method'>;

/** One detail of the form: its label and what helps a phone's keyboard and autofill get it right. */
interface DetailSpec {
  name: TextField;
  /** A catalogue text, drawn in the screens' language. */
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
  label: MONEY_SCREEN.cashOutForm.whatsappNumber,
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
  nameSpec('paypal_first_name', MONEY_SCREEN.cashOutForm.firstName, 'given-name'),
  nameSpec('paypal_surname', MONEY_SCREEN.cashOutForm.surname, 'family-name'),
  {
    name: 'paypal_email',
    label: MONEY_SCREEN.cashOutForm.paypalEmail,
    type: 'email',
    autoComplete: 'email',
    autoCapitalize: 'none',
  },
  WHATSAPP,
];
const BANK_FIELDS: DetailSpec[] = [
  nameSpec('account_holder_name', MONEY_SCREEN.cashOutForm.firstName, 'given-name'),
  nameSpec('account_holder_surname', MONEY_SCREEN.cashOutForm.surname, 'family-name'),
  { name: 'bank_name', label: MONEY_SCREEN.cashOutForm.bankName, autoCapitalize: 'words' },
  { name: 'country', label: MONEY_SCREEN.cashOutForm.country, autoComplete: 'country-name', autoCapitalize: 'words' },
  { name: 'account_number', label: MONEY_SCREEN.cashOutForm.accountNumber, autoCapitalize: 'characters' },
  {
    name: 'sort_code',
    label: MONEY_SCREEN.cashOutForm.sortCodeOptional,
    inputMode: 'numeric',
    placeholder: '12-34-56',
  },
  {
    name: 'swift_bic',
    label: MONEY_SCREEN.cashOutForm.swiftBicOptional,
    autoCapitalize: 'characters',
    placeholder: 'NWBKGB2L',
  },
  {
    name: 'iban',
    label: MONEY_SCREEN.cashOutForm.ibanOptional,
    autoCapitalize: 'characters',
    placeholder: 'GB82 WEST 1234 5698 7654 32',
  },
  {
    name: 'address_line1',
    label: MONEY_SCREEN.cashOutForm.addressLine1,
    autoComplete: 'address-line1',
    autoCapitalize: 'words',
  },
  {
    name: 'address_line2',
    label: MONEY_SCREEN.cashOutForm.addressLine2Optional,
    autoComplete: 'address-line2',
    autoCapitalize: 'words',
  },
  { name: 'city', label: MONEY_SCREEN.cashOutForm.city, autoComplete: 'address-level2', autoCapitalize: 'words' },
  {
    name: 'postal_code',
    label: MONEY_SCREEN.cashOutForm.postalCode,
    autoComplete: 'postal-code',
    autoCapitalize: 'characters',
  },
  WHATSAPP,
];

export function CashOutForm({ winnings, onSubmitted }: { winnings: number; onSubmitted: () => void }) {
  const say = useSay();
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
  /** A validation message (a catalogue text) in the screens' language. */
  const said = (message?: string) => (message ? say(message) : undefined);
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
      <AvailableWinnings winnings={winnings} rate={MONEY_SCREEN.cashOutForm.rate} min={CASHOUT_MIN} />
      {belowMinimum && (
        <BelowMinimumNotice winnings={winnings} min={CASHOUT_MIN} sentence={MONEY_SCREEN.cashOutForm.belowMinimum} />
      )}
      <fieldset disabled={belowMinimum} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="sr-only">{say(MONEY_SCREEN.cashOutForm.legend)}</legend>
        <WinningsAmountField
          label={say(MONEY_SCREEN.cashOutForm.amount)}
          error={said(errors.coins_to_convert?.message)}
          min={CASHOUT_MIN}
          winnings={winnings}
          registration={form.register('coins_to_convert', { valueAsNumber: true })}
        />
        <Field label={say(MONEY_SCREEN.cashOutForm.paymentMethod)} error={said(errors.payment_method?.message)}>
          {(id, describedBy) => (
            <Select id={id} aria-describedby={describedBy} {...form.register('payment_method')}>
              <option value="">{say(MONEY_SCREEN.cashOutForm.chooseMethod)}</option>
              <option value="paypal">PayPal</option>
              <option value="bank_transfer">{say(MONEY_SCREEN.bankTransfer)}</option>
            </Select>
          )}
        </Field>
      </fieldset>
      {fields.length > 0 && (
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">
            {say(
              method === 'paypal'
                ? MONEY_SCREEN.cashOutForm.paypalDetails
                : MONEY_SCREEN.cashOutForm.bankTransferDetails,
            )}
          </legend>
          {fields.map((spec) => (
            <TextInput key={spec.name} spec={spec} error={said(errors[spec.name]?.message)} register={form.register} />
          ))}
        </fieldset>
      )}
      <Button type="submit" size="lg" disabled={!ready} loading={submit.isPending}>
        {say(MONEY_SCREEN.cashOutForm.submit)}
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
  const say = useSay();
  return (
    <Field label={say(spec.label)} error={error}>
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
