/**
 * The standings of a series on stream: the top ten, rank (medals for the podium), team with its
 * players, kills and points; once finalized, the coins each team got. Live from
 * `standings_updated` (usePublicTournament.ts).
 */
import { SERIES_NOTICE, type Tournament } from '@squadhub/shared';
import type { Standings } from '../features/series/seriesView';
import { useSay } from '../lib/language';
import { Medal } from './Medal';
import { overlayTeamName, overlayTopRows, teamCoins } from './overlaySeries';

export function OverlayStandings({ tournament: t, standings }: { tournament: Tournament; standings: Standings }) {
  const say = useSay();
  const solo = t.slots_per_team === 1;
  const paid = t.is_finalized && t.winners.length > 0;
  return (
    <section className="overlay-standings" data-testid="overlay-standings" data-paid={paid || undefined}>
      <div className="overlay-standings-head" aria-hidden>
        <span />
        <span>{say(t.is_finalized ? SERIES_NOTICE.finalStandings : SERIES_NOTICE.tab)}</span>
        <span>{say(SERIES_NOTICE.kills)}</span>
        <span>{say(SERIES_NOTICE.points)}</span>
        {paid && <span>{say(SERIES_NOTICE.prize)}</span>}
      </div>
      <ol aria-label={say(SERIES_NOTICE.tab)}>
        {overlayTopRows(standings).map((row) => {
          const { name, players } = overlayTeamName(row, solo, say);
          return (
            <li key={row.team_number} data-testid="overlay-standing">
              <Medal position={row.rank} word="rank" />
              <span className="overlay-standings-team">
                <strong>{name}</strong>
                {players && <span> {players}</span>}
              </span>
              <span className="overlay-standings-num">{row.kills}</span>
              <strong className="overlay-standings-num overlay-standings-pts">{row.total_points}</strong>
              {paid && <em className="overlay-standings-num">{teamCoins(row, t.winners) || '–'}</em>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
