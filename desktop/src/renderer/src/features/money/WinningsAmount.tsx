/** Pieces shared by the forms that spend winnings (cash out, convert to coins). */
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Info } from 'lucide-react';
import { MONEY_SCREEN } from '@squadhub/shared';
import { Field, Input } from '../../components/ui/Field';
import { useSay } from '../../lib/language';
import { withValues } from '../../lib/parts';
import { formatPounds } from './format';

/**
 * The player's winnings, what one winning is worth here (`rate`, a catalogue text), and the least
 * they may spend.
 */
export function AvailableWinnings({ winnings, rate, min }: { winnings: number; rate: string; min: number }) {
  const say = useSay();
  const available = formatPounds(winnings);
  return (
    <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
      {withValues(say(MONEY_SCREEN.winningsAmount.available(available, say(rate), formatPounds(min))), [
        available,
        <strong className="text-gold">{available}</strong>,
      ])}
    </p>
  );
}

/**
 * Why a form that spends winnings is disabled: the player has less than its minimum. The form
 * stays on screen (greyed out) so the player sees what it will take. `sentence` is the form's
 * catalogue text, of the minimum, the winnings and what is missing (each formatted).
 */
export function BelowMinimumNotice({
  winnings,
  min,
  sentence,
}: {
  winnings: number;
  min: number;
  sentence: (min: string, winnings: string, more: string) => string;
}) {
  const say = useSay();
  const least = formatPounds(min);
  const have = formatPounds(winnings);
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-pending/40 bg-pending/10 px-3 py-2 text-sm text-text"
      data-testid="below-minimum"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-pending" aria-hidden />
      <span>
        {withValues(
          say(sentence(least, have, formatPounds(min - winnings))),
          [least, <strong>{least}</strong>],
          [have, <strong>{have}</strong>],
        )}
      </span>
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
