/** How many players wait for a seat ("3 waiting"), for the tournament's summary and the host's tools. */
import { Hourglass } from 'lucide-react';
import clsx from 'clsx';
import { SQUAD_NOTICE } from '@squadhub/shared';
import { useSay } from '../../lib/language';

export function WaitlistCount({ count, className }: { count: number; className?: string }) {
  const say = useSay();
  if (count <= 0) return null;
  return (
    <span className={clsx('flex items-center gap-1 text-sm', className)} data-testid="waitlist-count">
      <Hourglass className="size-4 text-pending" aria-hidden />
      <strong className="tabular-nums">{say(SQUAD_NOTICE.waitlistCount(count))}</strong>
    </span>
  );
}
