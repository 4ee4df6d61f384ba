/**
 * A number with big − and + buttons (44 px tap targets, for a phone or a quick click on camera)
 * and direct typing between them: focusing the number selects it, so typing replaces it.
 */
import clsx from 'clsx';
import { Minus, Plus } from 'lucide-react';
import { SERIES_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { typedNumber } from './resultsGrid';

export function Stepper({
  label,
  value,
  onChange,
  onDown,
  onUp,
  invalid,
  placeholder = '–',
  disabled,
}: {
  /** The accessible name of the number, e.g. "Team 3 placement". */
  label: string;
  value: number | null;
  onChange: (next: number | null) => void;
  onDown: () => void;
  onUp: () => void;
  invalid?: boolean;
  placeholder?: string;
  disabled?: boolean;
}) {
  const say = useSay();
  return (
    <div
      className={clsx(
        'flex h-11 items-stretch overflow-hidden rounded-lg border bg-surface-2',
        invalid ? 'border-danger ring-1 ring-danger' : 'border-border',
      )}
    >
      <button
        type="button"
        aria-label={say(SERIES_SCREEN.stepper.less(label))}
        onClick={onDown}
        disabled={disabled}
        className="grid w-11 place-items-center text-muted hover:bg-surface-3 hover:text-text active:bg-border disabled:opacity-40"
      >
        <Minus className="size-5" aria-hidden />
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={value ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => onChange(typedNumber(e.target.value))}
        className={clsx(
          'w-12 min-w-0 border-x border-border bg-transparent text-center text-lg font-black tabular-nums outline-none placeholder:text-muted/60 focus:bg-accent/10',
          invalid && 'bg-danger/15 text-danger',
        )}
      />
      <button
        type="button"
        aria-label={say(SERIES_SCREEN.stepper.more(label))}
        onClick={onUp}
        disabled={disabled}
        className="grid w-11 place-items-center text-muted hover:bg-surface-3 hover:text-text active:bg-border disabled:opacity-40"
      >
        <Plus className="size-5" aria-hidden />
      </button>
    </div>
  );
}
