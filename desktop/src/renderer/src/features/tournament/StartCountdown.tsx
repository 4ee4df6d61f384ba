import { CalendarClock, Flag, Hourglass } from 'lucide-react';
import { TIMINGS, TOURNAMENT_SCREEN, type Tournament } from '@squadhub/shared';
import { useNow } from '../../components/ui/useNow';
import { useSay } from '../../lib/language';
import { countdownTo, formatCountdown, formatLocalDateTime } from '../tournaments/tournamentView';

type Timing = Pick<Tournament, 'start_type' | 'start_date' | 'status' | 'is_finalized'>;

/**
 * The time line of a card, following the tournament's state (docs/product/screens.md#tournament-card): upcoming shows the
 * start in the viewer's zone and a countdown; live says so instead of counting; a finished match
 * waits for its winners; a finalized one shows nothing here (its winners panel counts down to
 * the removal).
 */
export function StartCountdown({ tournament: t }: { tournament: Timing }) {
  const say = useSay();
  if (t.is_finalized) return null;
  if (t.status === 'live')
    return (
      <p className="flex items-center gap-1.5 text-xs font-semibold text-live" data-testid="card-time-line">
        <span className="size-2 shrink-0 animate-pulse rounded-full bg-live motion-reduce:animate-none" aria-hidden />
        {say(TOURNAMENT_SCREEN.countdown.liveNow)}
      </p>
    );
  if (t.status === 'completed')
    return (
      <p className="flex items-center gap-1.5 text-xs text-muted" data-testid="card-time-line">
        <Flag className="size-3.5 shrink-0" aria-hidden /> {say(TOURNAMENT_SCREEN.countdown.matchOver)}
      </p>
    );
  return <UpcomingStart tournament={t} />;
}

/** The date and a countdown in days, hours and minutes, refreshed every 60 s and gone once started. */
function UpcomingStart({ tournament: t }: { tournament: Timing }) {
  const say = useSay();
  const now = useNow(TIMINGS.countdownRefreshMs);
  if (t.start_type === 'when_full' || !t.start_date)
    return (
      <p className="flex items-center gap-1.5 text-xs text-muted" data-testid="card-time-line">
        <Hourglass className="size-3.5 shrink-0" aria-hidden /> {say(TOURNAMENT_SCREEN.countdown.whenFull)}
      </p>
    );
  const left = countdownTo(t.start_date, now);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs" data-testid="card-time-line">
      <p className="flex min-w-0 items-center gap-1.5 text-muted">
        <CalendarClock className="size-3.5 shrink-0" aria-hidden />
        <time dateTime={t.start_date} className="truncate">
          {formatLocalDateTime(t.start_date)}
        </time>
      </p>
      {left && (
        <p className="rounded-md bg-accent/10 px-2 py-0.5 font-semibold tabular-nums text-accent">
          {say(TOURNAMENT_SCREEN.countdown.startsIn(formatCountdown(left)))}
        </p>
      )}
    </div>
  );
}
