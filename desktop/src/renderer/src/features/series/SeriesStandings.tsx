/**
 * The Standings tab of a series (loaded on demand): how far the series is, its points table, and
 * the standings, live. Before the first result there is nothing to rank: it says so instead of
 * showing every team tied first.
 */
import { SERIES_NOTICE, type Tournament } from '@squadhub/shared';
import { Skeleton } from '../../components/ui/Spinner';
import { LoadError } from '../../components/ui/LoadError';
import { errorMessage } from '../../lib/api';
import { useSay } from '../../lib/language';
import { useStandings } from './queries';
import { PointsTable, SeriesProgress } from './SeriesRules';
import { StandingsTable } from './StandingsTable';
import { coinsByPlayer, hasResults } from './seriesView';

export function SeriesStandings({ tournament: t }: { tournament: Tournament }) {
  const say = useSay();
  const standings = useStandings(t);
  if (!t.series) return null;
  const s = standings.data;
  return (
    <section aria-label={say(SERIES_NOTICE.tab)} className="flex min-w-0 flex-col gap-3" data-testid="series-standings">
      <h2 className="sr-only">{say(SERIES_NOTICE.tab)}</h2>
      <SeriesProgress series={t.series} played={s?.matches_played ?? t.matches_played} />
      <PointsTable series={t.series} />
      {s ? (
        hasResults(s) ? (
          <StandingsTable
            standings={s}
            ownTeam={t.user_team_number}
            solo={t.slots_per_team === 1}
            coins={t.is_finalized ? coinsByPlayer(t.winners) : undefined}
          />
        ) : (
          <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted">
            {say(SERIES_NOTICE.noResults)}
          </p>
        )
      ) : standings.isError ? (
        <LoadError
          message={say(errorMessage(standings.error, SERIES_NOTICE.loadFailed))}
          onRetry={() => void standings.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-2" role="status" aria-busy aria-label={say(SERIES_NOTICE.loading)}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      )}
    </section>
  );
}
