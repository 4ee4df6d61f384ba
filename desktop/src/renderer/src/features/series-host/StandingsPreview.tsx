/**
 * The host's live standings beside the results grid: rank, team and players, each match's points,
 * kills and total. Compact and readable on camera; the players' full table is features/series.
 */
import clsx from 'clsx';
import { Coins } from 'lucide-react';
import { SERIES_HOST_NOTICE } from '@squadhub/shared';
import type { Standings } from './queries';

export function StandingsPreview({
  standings,
  paid,
  className,
}: {
  standings: Standings | undefined;
  /** Once finalized: the coins each team was paid, shown under its points. */
  paid?: ReadonlyMap<number, number>;
  className?: string;
}) {
  const played = standings?.matches_played ?? 0;
  return (
    <section
      className={clsx('flex min-w-0 flex-col gap-2 rounded-xl border border-border bg-surface p-3', className)}
      aria-labelledby="host-standings-title"
      data-testid="host-standings"
    >
      <h2 id="host-standings-title" className="flex items-baseline justify-between gap-2 text-sm font-bold">
        Standings
        {standings && (
          <span className="text-xs font-medium text-muted tabular-nums">
            after {played} of {standings.matches_total}
          </span>
        )}
      </h2>
      {!standings || played === 0 ? (
        <p className="text-xs text-muted">{SERIES_HOST_NOTICE.noStandings}</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <thead className="text-[11px] uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="w-8 pb-1 text-left font-semibold">
                #
              </th>
              <th scope="col" className="pb-1 text-left font-semibold">
                Team
              </th>
              <th scope="col" className="w-11 pb-1 text-right font-semibold">
                Kills
              </th>
              <th scope="col" className="w-14 pb-1 text-right font-semibold">
                Pts
              </th>
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((row) => (
              <tr key={row.team_number} className="border-t border-border/60 align-top">
                <td
                  className={clsx(
                    'py-1.5 font-black tabular-nums',
                    row.rank === 1 ? 'text-gold' : row.rank <= 3 ? 'text-accent' : 'text-muted',
                  )}
                >
                  {row.rank}
                </td>
                <td className="min-w-0 py-1.5">
                  <span className="block truncate font-semibold">Team {row.team_number}</span>
                  <span className="block truncate text-xs text-muted">{row.players.join(', ') || '—'}</span>
                  {row.matches.length > 0 && (
                    <span className="block truncate text-[11px] tabular-nums text-muted">
                      {row.matches.map((m) => `M${m.n} ${m.points}`).join(' · ')}
                    </span>
                  )}
                </td>
                <td className="py-1.5 text-right tabular-nums">{row.kills}</td>
                <td className="py-1.5 text-right text-base font-black tabular-nums">
                  {row.total_points}
                  {paid?.has(row.team_number) && (
                    <span className="flex items-center justify-end gap-0.5 text-xs font-bold text-gold">
                      <Coins className="size-3" aria-hidden />
                      {paid.get(row.team_number)}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
