/**
 * The check-in choice of a scheduled tournament (creation and the super admin's full edit): off, or
 * how many minutes before the start seated players must confirm. The usual lengths are one tap; a
 * length set another way (5 to 60 through the API) shows as a choice of its own, so an edit keeps it.
 */
import { useId } from 'react';
import clsx from 'clsx';
import { TOURNAMENTS_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';

export const CHECK_IN_CHOICES = [0, 5, 10, 15, 30, 60] as const;

/** The one line under the choice, saying what it does (the catalogue's English: drawn through `say`). */
export function checkInHint(minutes: number): string {
  return minutes > 0 ? TOURNAMENTS_SCREEN.checkIn.onHint(minutes) : TOURNAMENTS_SCREEN.checkIn.offHint;
}

export function CheckInField({
  value,
  onChange,
  error,
  className,
}: {
  value: number;
  onChange: (minutes: number) => void;
  error?: string;
  className?: string;
}) {
  const say = useSay();
  const id = useId();
  const current = Number.isFinite(value) ? value : 0;
  const choices: readonly number[] = CHECK_IN_CHOICES.includes(current as never)
    ? CHECK_IN_CHOICES
    : [...CHECK_IN_CHOICES, current].sort((a, b) => a - b);
  return (
    <fieldset className={clsx('flex flex-col gap-1.5', className)} aria-describedby={`${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium">{say(TOURNAMENTS_SCREEN.checkIn.legend)}</legend>
      <div className="flex gap-1 rounded-lg border border-border bg-surface-2 p-1">
        {choices.map((minutes) => (
          <label
            key={minutes}
            className="relative flex h-8 min-w-0 flex-1 cursor-pointer items-center justify-center rounded-md text-sm font-semibold tabular-nums text-muted hover:text-text has-[:checked]:bg-accent has-[:checked]:text-accent-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name={`${id}-minutes`}
              value={minutes}
              checked={current === minutes}
              onChange={() => onChange(minutes)}
              // Covers its label (invisible): the tap lands on the radio itself.
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
              aria-label={
                minutes === 0
                  ? say(TOURNAMENTS_SCREEN.checkIn.offLabel)
                  : say(TOURNAMENTS_SCREEN.checkIn.minutesLabel(minutes))
              }
            />
            {minutes === 0 ? say(TOURNAMENTS_SCREEN.checkIn.off) : minutes}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-hint`} role="alert" className="text-xs text-danger">
          {say(error)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {say(checkInHint(current))}
        </p>
      )}
    </fieldset>
  );
}
