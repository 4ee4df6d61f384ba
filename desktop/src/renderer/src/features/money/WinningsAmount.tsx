/** Pieces shared by the forms that spend winnings (cash out, convert to coins). */
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '../../components/ui/Field';
import { formatPounds } from './format';

/** The player's winnings, what one winning is worth here, and the least they may spend. */
export function AvailableWinnings({ winnings, rate, min }: { winnings: number; rate: string; min: number }) {
  return (
    <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
      Available winnings: <strong className="text-gold">{formatPounds(winnings)}</strong> · {rate} · minimum{' '}
      {formatPounds(min)}
    </p>
  );
}

/** A whole number of winnings from `min` up to what the player has. */
export function WinningsAmountField({
  label,
  error,
  hint,
  min,
  winnings,
  registration,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  min: number;
  winnings: number;
  /** `register(name, { valueAsNumber: true })`. */
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(id, describedBy) => (
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={winnings}
          step={1}
          placeholder={String(min)}
          aria-describedby={describedBy}
          aria-invalid={!!error}
          {...registration}
        />
      )}
    </Field>
  );
}
