import { CalendarClock, Hourglass } from 'lucide-react';
import { TIMINGS, type Tournament } from '@squadhub/shared';
import { useNow } from '../../components/ui/useNow';
import { countdownTo, formatCountdown, formatLocalDateTime } from './tournamentView';

/**
 * The start line of a card: the date in the viewer's zone and a countdown in days, hours and
 * minutes, refreshed every 60 s and hidden once the start has passed (spec 1 §2).
 */
export function StartCountdown({ tournament: t }: { tournament: Pick<Tournament, 'start_type' | 'start_date'> }) {
  const now = useNow(TIMINGS.countdownRefreshMs);
  if (t.start_type === 'when_full' || !t.start_date)
    return (
      <p className="flex items-center gap-1.5 text-xs text-muted">
        <Hourglass className="size-3.5 shrink-0" aria-hidden /> Starts when full
      </p>
    );
  const left = countdownTo(t.start_date, now);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs">
      <p className="flex min-w-0 items-center gap-1.5 text-muted">
        <CalendarClock className="size-3.5 shrink-0" aria-hidden />
        <time dateTime={t.start_date} className="truncate">
          {formatLocalDateTime(t.start_date)}
        </time>
      </p>
      {left && (
        <p className="rounded-md bg-accent/10 px-2 py-0.5 font-semibold tabular-nums text-accent">
          Starts in {formatCountdown(left)}
        </p>
      )}
    </div>
  );
}
