import clsx from 'clsx';
import { LAYOUT_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const say = useSay();
  return (
    <span
      role="status"
      aria-label={say(label ?? LAYOUT_SCREEN.loading)}
      className={clsx(
        'inline-block animate-spin rounded-full border-2 border-current border-t-transparent',
        className ?? 'size-5',
      )}
    />
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx('animate-pulse rounded-lg bg-surface-3', className)} />;
}
