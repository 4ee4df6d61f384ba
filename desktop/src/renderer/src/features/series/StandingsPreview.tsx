/**
 * The host's live standings beside the results grid: the players' standings table
 * (features/series) in its short form, framed for the console.
 */
import clsx from 'clsx';
import { SERIES_HOST_NOTICE, SERIES_NOTICE, SERIES_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { StandingsTable } from './StandingsTable';
import type { Standings } from './seriesView';

export function StandingsPreview({
  standings,
  solo,
  coins,
  className,
}: {
  standings: Standings | undefined;
  solo: boolean;
  /** Once finalized: the coins each player was paid. */
  coins?: ReadonlyMap<string, number>;
  className?: string;
}) {
  const say = useSay();
  const played = standings?.matches_played ?? 0;
  return (
    <section
      className={clsx('flex min-w-0 flex-col gap-2 rounded-xl border border-border bg-surface p-3', className)}
      aria-labelledby="host-standings-title"
      data-testid="host-standings"
    >
      <h2 id="host-standings-title" className="flex items-baseline justify-between gap-2 text-sm font-bold">
        {say(SERIES_NOTICE.tab)}
        {standings && (
          <span className="text-xs font-medium text-muted tabular-nums">
            {say(SERIES_SCREEN.standingsPreview.after(played, standings.matches_total))}
          </span>
        )}
      </h2>
      {!standings || played === 0 ? (
        <p className="text-xs text-muted">{say(SERIES_HOST_NOTICE.noStandings)}</p>
      ) : (
        <StandingsTable standings={standings} solo={solo} coins={coins} matches={false} playersOneLine />
      )}
    </section>
  );
}
