/**
 * A cup's overall standings (docs/product/cups.md#pages): teams still in by their points in the
 * current stage across lobbies, then the teams that are out by their final rank. On a phone the
 * players fold under the team's name and kills and wins give way.
 */
import clsx from 'clsx';
import { CUPS_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { RankMedal, hasMedal } from '../series/RankMedal';
import type { CupStandings } from './queries';

export function CupStandingsTable({
  standings,
  ownTeam,
  finished,
}: {
  standings: CupStandings;
  ownTeam?: string;
  finished: boolean;
}) {
  const say = useSay();
  const text = CUPS_SCREEN.standings;
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby="cup-standings" data-testid="cup-standings">
      <h2 id="cup-standings" className="text-lg font-black">
        {say(text.heading)}
      </h2>
      {standings.rows.length === 0 ? (
        <p className="text-sm text-muted">{say(text.empty)}</p>
      ) : (
        <div className="overflow-hidden rounded-xl border border-border">
          <table className="w-full table-fixed text-sm">
            <thead className="bg-surface-2 text-xs text-muted">
              <tr>
                <th scope="col" className="w-14 px-2 py-2 text-start">
                  {say(text.rank)}
                </th>
                <th scope="col" className="px-2 py-2 text-start">
                  {say(text.team)}
                </th>
                <th scope="col" className="w-14 px-2 py-2 text-end max-sm:hidden">
                  {say(text.stage)}
                </th>
                <th scope="col" className="w-16 px-2 py-2 text-end">
                  {say(text.points)}
                </th>
                <th scope="col" className="w-14 px-2 py-2 text-end max-sm:hidden">
                  {say(text.kills)}
                </th>
                <th scope="col" className="w-14 px-2 py-2 text-end max-sm:hidden">
                  {say(text.wins)}
                </th>
              </tr>
            </thead>
            <tbody>
              {standings.rows.map((r) => (
                <tr
                  key={`${r.rank}:${r.team_name}`}
                  className={clsx(
                    'border-t border-border',
                    r.team_name === ownTeam && 'bg-accent/10',
                    r.out && 'text-muted',
                  )}
                >
                  <td className="px-2 py-2 font-bold tabular-nums">
                    {finished && hasMedal(r.rank) ? <RankMedal rank={r.rank} /> : `#${r.rank}`}
                  </td>
                  <td className="min-w-0 px-2 py-2">
                    <span className="block truncate font-semibold" title={r.team_name}>
                      {r.team_name}
                      {r.out && <span className="ms-1.5 text-xs font-normal">· {say(text.out)}</span>}
                    </span>
                    {r.players.length > 1 && (
                      <span className="block truncate text-xs text-muted" title={r.players.join(', ')}>
                        {r.players.join(', ')}
                      </span>
                    )}
                  </td>
                  <td className="px-2 py-2 text-end tabular-nums max-sm:hidden">{r.stage_reached}</td>
                  <td className="px-2 py-2 text-end font-bold tabular-nums">{r.points}</td>
                  <td className="px-2 py-2 text-end tabular-nums max-sm:hidden">{r.kills}</td>
                  <td className="px-2 py-2 text-end tabular-nums max-sm:hidden">{r.wins}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
