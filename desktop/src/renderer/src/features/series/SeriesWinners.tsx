/**
 * The winners panel of a finalized series (loaded on demand): the top of the final standings (the
 * paid ranks, at least the podium) with medals, points, kills and the coins each player got. The
 * Standings tab below it has every team and match. Until the standings arrive, the paid
 * players are listed by rank.
 */
import type { ReactNode } from 'react';
import type { Tournament } from '@squadhub/shared';
import { useStandings } from './queries';
import { StandingsTable } from './StandingsTable';
import { coinsByPlayer, topRows } from './seriesView';

const PODIUM = 3;

export function SeriesWinners({ tournament: t, fallback }: { tournament: Tournament; fallback: ReactNode }) {
  const standings = useStandings(t);
  const s = standings.data;
  if (!s || !t.series) return <>{fallback}</>;
  const top = topRows(s.rows, Math.max(PODIUM, t.series.payout.length));
  return (
    <div data-testid="series-winners">
      <StandingsTable
        standings={s}
        rows={top}
        matches={false}
        ownTeam={t.user_team_number}
        solo={t.slots_per_team === 1}
        coins={coinsByPlayer(t.winners)}
      />
    </div>
  );
}
