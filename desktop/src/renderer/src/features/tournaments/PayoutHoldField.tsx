/**
 * The payout hold of a tournament at creation (docs/product/trust.md#payout-hold): how long the
 * prizes wait after the results, so players can report a wrong result first. One tap per length.
 */
import { useId } from 'react';
import { PAYOUT_HOLD_MINUTES, PAYOUT_NOTICE, TOURNAMENTS_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';

export function PayoutHoldField({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (minutes: number) => void;
  error?: string;
}) {
  const say = useSay();
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={`${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium">{say(PAYOUT_NOTICE.holdLabel)}</legend>
      <div className="grid grid-cols-4 gap-1 rounded-lg border border-border bg-surface-2 p-1 sm:grid-cols-7">
        {PAYOUT_HOLD_MINUTES.map((minutes) => (
          <label
            key={minutes}
            className="relative flex h-8 min-w-0 cursor-pointer items-center justify-center rounded-md text-xs font-semibold tabular-nums text-muted hover:text-text has-[:checked]:bg-accent has-[:checked]:text-accent-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name={`${id}-minutes`}
              value={minutes}
              checked={value === minutes}
              onChange={() => onChange(minutes)}
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
              aria-label={`${say(PAYOUT_NOTICE.holdLabel)}: ${say(PAYOUT_NOTICE.holdOption(minutes))}`}
            />
            {minutes === 0
              ? say(TOURNAMENTS_SCREEN.payoutHold.none)
              : minutes < 60
                ? `${minutes}m`
                : `${minutes / 60}h`}
          </label>
        ))}
      </div>
      <p
        id={`${id}-hint`}
        role={error ? 'alert' : undefined}
        className={error ? 'text-xs text-danger' : 'text-xs text-muted'}
      >
        {say(error ?? PAYOUT_NOTICE.holdHint)}
      </p>
    </fieldset>
  );
}
