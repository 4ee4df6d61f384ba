/**
 * Register mode of the auth dialog (docs/product/accounts.md#registration): every field with the specification's
 * messages from the shared schema; the TikTok handle becomes a profile address (leading @
 * removed), previewed as the player types.
 */
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import {
  ACCOUNTS_SCREEN,
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  FALLBACK,
  SUCCESS,
  normalizeTiktokLink,
  registerFormSchema,
  type RegisterFormValues,
} from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Field, Input, Select } from '../../components/ui/Field';
import { post } from '../../lib/api';
import { useSubmitErrors } from '../../lib/submitErrors';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { PasswordField } from './PasswordInput';

type RegisterOutput = z.output<typeof registerFormSchema>;

export function RegisterForm({ onSwitchToLogin }: { onSwitchToLogin: () => void }) {
  const say = useSay();
  const { signIn, closeAuthDialog } = useAuth();
  const form = useForm<RegisterFormValues, unknown, RegisterOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      full_name: '',
      codm_username: '',
      email: '',
      country_code: DEFAULT_COUNTRY_CODE,
      phone_number: '',
      tiktok_link: '',
      password: '',
      confirm_password: '',
    },
  });
  const submitErrors = useSubmitErrors(form);
  const { errors } = form.formState;
  /** A validation message (a catalogue text) in the screens' language. */
  const said = (message?: string) => (message ? say(message) : undefined);
  const tiktok = useWatch({ control: form.control, name: 'tiktok_link' });
  const tiktokPreview = tiktok ? normalizeTiktokLink(tiktok) : null;

  const register = useMutation({
    mutationFn: ({ confirm_password: _confirm, ...body }: RegisterOutput) => post('/auth/register', { body }),
    onSuccess: (response) => {
      signIn(response);
      toast.success(SUCCESS.accountCreated);
      closeAuthDialog();
    },
    onError: (err) => submitErrors.onServerError(err, FALLBACK.register),
  });

  const text = (
    name: 'full_name' | 'codm_username' | 'email',
    label: string,
    props: { type?: string; autoComplete: string; placeholder: string },
  ) => (
    <Field label={label} error={said(errors[name]?.message)}>
      {(id, describedBy) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={!!errors[name]}
          {...props}
          {...form.register(name)}
        />
      )}
    </Field>
  );

  return (
    <form
      ref={submitErrors.ref}
      onSubmit={form.handleSubmit((v) => register.mutate(v), submitErrors.onInvalid)}
      className="flex flex-col gap-4"
      noValidate
    >
      {text('full_name', say(ACCOUNTS_SCREEN.registerForm.fullName), {
        autoComplete: 'name',
        placeholder: 'Alex Morgan',
      })}
      {text('codm_username', say(ACCOUNTS_SCREEN.registerForm.codmUsername), {
        autoComplete: 'nickname',
        placeholder: say(ACCOUNTS_SCREEN.registerForm.codmUsernamePlaceholder),
      })}
      {text('email', say(ACCOUNTS_SCREEN.email), {
        type: 'email',
        autoComplete: 'email',
        placeholder: 'you@example.com',
      })}
      <div className="grid grid-cols-[7.5rem_1fr] gap-2">
        <Field label={say(ACCOUNTS_SCREEN.registerForm.countryCode)} error={said(errors.country_code?.message)}>
          {(id) => (
            <Select id={id} autoComplete="tel-country-code" {...form.register('country_code')}>
              {COUNTRY_CODES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} {c.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={say(ACCOUNTS_SCREEN.registerForm.phoneOptional)} error={said(errors.phone_number?.message)}>
          {(id, describedBy) => (
            <Input
              id={id}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="7700 900123"
              aria-describedby={describedBy}
              aria-invalid={!!errors.phone_number}
              {...form.register('phone_number')}
            />
          )}
        </Field>
      </div>
      <Field
        label={say(ACCOUNTS_SCREEN.registerForm.tiktokUsername)}
        error={said(errors.tiktok_link?.message)}
        hint={say(
          tiktokPreview
            ? ACCOUNTS_SCREEN.registerForm.tiktokPreview(tiktokPreview)
            : ACCOUNTS_SCREEN.registerForm.tiktokHint,
        )}
      >
        {(id, describedBy) => (
          <Input
            id={id}
            autoComplete="off"
            autoCapitalize="none"
            placeholder="@yourhandle"
            aria-describedby={describedBy}
            aria-invalid={!!errors.tiktok_link}
            {...form.register('tiktok_link')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={say(ACCOUNTS_SCREEN.password)}
          error={said(errors.password?.message)}
          registration={form.register('password')}
        />
        <PasswordField
          label={say(ACCOUNTS_SCREEN.registerForm.confirmPassword)}
          error={said(errors.confirm_password?.message)}
          registration={form.register('confirm_password')}
        />
      </div>
      <Button type="submit" size="lg" loading={register.isPending}>
        {say(ACCOUNTS_SCREEN.registerForm.submit)}
      </Button>
      <p className="text-center text-sm text-muted">
        {say(ACCOUNTS_SCREEN.registerForm.haveAccount)}{' '}
        <button type="button" className="font-semibold text-accent hover:underline" onClick={onSwitchToLogin}>
          {say(ACCOUNTS_SCREEN.logIn)}
        </button>
      </p>
    </form>
  );
}
