/** Time until a finalized tournament is removed: hours, minutes, seconds, then 'Expired' (docs/product/tournaments.md#finalization-and-removal). */
import { useEffect, useState } from 'react';
import { Timer } from 'lucide-react';
import { PLAY_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { withValues } from '../../lib/parts';

export function formatRemoval(msLeft: number): string {
  if (msLeft <= 0) return PLAY_SCREEN.winners.expired;
  const total = Math.floor(msLeft / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}h ${m}m ${s}s`;
}

export function RemovalCountdown({ at }: { at: string | null }) {
  const say = useSay();
  const [now, setNow] = useState(() => Date.now());
  const target = at ? Date.parse(at) : NaN;
  const expired = Number.isFinite(target) && target <= now;
  useEffect(() => {
    if (!Number.isFinite(target) || expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target, expired]);
  if (!Number.isFinite(target)) return null;
  const left = say(formatRemoval(target - now));
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted" data-testid="removal-countdown">
      <Timer className="size-3.5" aria-hidden />
      {withValues(say(PLAY_SCREEN.winners.removedIn(left)), [
        left,
        <span className="font-mono font-semibold tabular-nums text-text">{left}</span>,
      ])}
    </p>
  );
}
