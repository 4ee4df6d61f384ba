import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Eye, EyeOff } from 'lucide-react';
import { ACCOUNTS_SCREEN } from '@squadhub/shared';
import { Field, Input } from '../../components/ui/Field';
import { useSay } from '../../lib/language';

/** A password box with a show/hide toggle (typing a long password on a phone is error-prone). */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function PasswordInput(props, ref) {
    const say = useSay();
    const [visible, setVisible] = useState(false);
    return (
      <div className="relative">
        <Input ref={ref} type={visible ? 'text' : 'password'} className="pe-10" {...props} />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-lg text-muted hover:text-text"
          aria-label={say(visible ? ACCOUNTS_SCREEN.passwordInput.hide : ACCOUNTS_SCREEN.passwordInput.show)}
          aria-pressed={visible}
        >
          {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      </div>
    );
  },
);

/** A labelled password box bound to a react-hook-form field, with its error (or hint) below. */
export function PasswordField({
  label,
  error,
  hint,
  registration,
  autoComplete = 'new-password',
  autoFocus,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
  autoComplete?: 'new-password' | 'current-password';
  autoFocus?: boolean;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(id, describedBy) => (
        <PasswordInput
          id={id}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-describedby={describedBy}
          aria-invalid={!!error}
          {...registration}
        />
      )}
    </Field>
  );
}
