/**
 * How a series scores and pays, for players: "Series · N matches · k played" with a bar of the
 * matches, and the points table (points by placement, per kill) and payout by rank, folded
 * until opened.
 */
import { ListOrdered } from 'lucide-react';
import clsx from 'clsx';
import { SERIES_NOTICE, type Tournament } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { ordinal, placementChips } from './seriesView';

type Series = NonNullable<Tournament['series']>;

/** "2 of 6 matches played", and one segment per match, filled once it has results. */
export function SeriesProgress({ series, played }: { series: Series; played: number }) {
  const say = useSay();
  return (
    <div className="flex min-w-0 flex-col gap-1.5" data-testid="series-progress">
      <p className="flex items-center gap-1.5 text-sm font-semibold">
        <ListOrdered className="size-4 shrink-0 text-accent" aria-hidden />
        {say(SERIES_NOTICE.progress(played, series.matches))}
      </p>
      <div className="flex max-w-xs gap-1" aria-hidden>
        {Array.from({ length: series.matches }, (_, i) => (
          <span key={i} className={clsx('h-1.5 flex-1 rounded-full', i < played ? 'bg-accent' : 'bg-surface-3')} />
        ))}
      </div>
    </div>
  );
}

/** The points table and the payout, folded: a player opens it to see how a placement scores. */
export function PointsTable({ series, className }: { series: Series; className?: string }) {
  const say = useSay();
  const { placement, kill_points } = series.points;
  return (
    <details className={clsx('group rounded-xl border border-border bg-surface-2 text-sm', className)}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-3 py-2 font-semibold [&::-webkit-details-marker]:hidden">
        {say(SERIES_NOTICE.pointsTable)}
        <span className="text-xs font-normal text-muted">
          {placement[0] !== undefined && `${ordinal(1)} ${placement[0]} · `}
          {say(SERIES_NOTICE.perKill(kill_points))}
          <span aria-hidden className="ms-1.5 inline-block transition-transform group-open:rotate-180">
            ▾
          </span>
        </span>
      </summary>
      <div className="flex flex-col gap-3 border-t border-border px-3 py-3">
        <ul className="flex flex-wrap gap-1.5" aria-label={say(SERIES_NOTICE.pointsTable)}>
          {placementChips(placement).map((chip) => (
            <li
              key={chip.place}
              className="flex items-baseline gap-1 rounded-md border border-border bg-surface px-2 py-0.5 tabular-nums"
            >
              <span className="text-xs text-muted">{chip.place}</span>
              <strong>{chip.points}</strong>
            </li>
          ))}
          <li className="flex items-baseline rounded-md border border-border bg-surface px-2 py-0.5 text-xs text-muted">
            {say(SERIES_NOTICE.pastTable(ordinal(placement.length + 1)))}
          </li>
        </ul>
        <p className="text-xs text-muted">{say(SERIES_NOTICE.perKill(kill_points))}</p>
        {series.payout.length > 0 && (
          <p className="text-xs">
            <span className="font-semibold">{say(SERIES_NOTICE.payout)}:</span>{' '}
            <span className="text-muted">{series.payout.map((pct, i) => `${ordinal(i + 1)} ${pct}%`).join(' · ')}</span>
          </p>
        )}
      </div>
    </details>
  );
}
