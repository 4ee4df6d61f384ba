import clsx from 'clsx';

/** A labelled horizontal progress bar (e.g. players joined of the maximum). */
export function ProgressBar({
  value,
  max,
  label,
  className,
}: {
  value: number;
  max: number;
  label: string;
  className?: string;
}) {
  const pct = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={clsx('h-1.5 w-full overflow-hidden rounded-full bg-surface-3', className)}
    >
      <div
        className={clsx('h-full rounded-full transition-[width] duration-500', pct >= 100 ? 'bg-gold' : 'bg-accent')}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
