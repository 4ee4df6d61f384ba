/**
 * The winners of a finalized tournament: the top 3 with medals and '+N more winners'
 * (docs/product/tournaments.md#winners). A series shows its final standings instead, with the
 * coins each player got (docs/product/series.md#payout); on the card, its paid ranks one line each.
 * A voided tournament (docs/product/trust.md) is finalized too: the panel says that nobody won.
 */
import { Ban, Medal, Trophy } from 'lucide-react';
import clsx from 'clsx';
import {
  PLAY_SCREEN,
  SERIES_NOTICE,
  TOP_WINNERS_SHOWN,
  VOID_NOTICE,
  type Tournament,
  type WinnerEntry,
} from '@squadhub/shared';
import { Skeleton } from '../../components/ui/Spinner';
import { useSay } from '../../lib/language';
import { lazyComponent } from '../../lib/lazy';
import { RemovalCountdown } from './RemovalCountdown';

const MEDAL = ['text-gold', 'text-silver', 'text-bronze'];

const SeriesWinners = lazyComponent(
  () => import('../series/SeriesWinners').then((m) => m.SeriesWinners),
  <Skeleton className="h-28" />,
);

/**
 * A series pays whole teams: one line a rank, its players together, with what each got ("+60
 * each") or, when their shares differ, the rank's total.
 */
function byRank(winners: WinnerEntry[]) {
  const ranks = new Map<number, WinnerEntry[]>();
  for (const w of winners) ranks.set(w.position, [...(ranks.get(w.position) ?? []), w]);
  return [...ranks.entries()].map(([position, paid]) => {
    const same = paid.every((w) => w.coins_awarded === paid[0]!.coins_awarded);
    const total = paid.reduce((sum, w) => sum + w.coins_awarded, 0);
    return {
      key: `rank-${position}`,
      position,
      name: paid.map((w) => w.username).join(', '),
      coins: same && paid.length > 1 ? SERIES_NOTICE.sameCoinsEach(paid[0]!.coins_awarded) : `+${total}`,
    };
  });
}

export function WinnersPanel({ tournament: t, all }: { tournament: Tournament; all?: boolean }) {
  const say = useSay();
  if (!t.is_finalized) return null;
  const series = !!t.series;
  const sorted = t.winners.slice().sort((a, b) => a.position - b.position);
  const lines = series
    ? byRank(sorted)
    : sorted.map((w) => ({ key: w.user_id, position: w.position, name: w.username, coins: `+${w.coins_awarded}` }));
  const shown = all ? lines : lines.slice(0, TOP_WINNERS_SHOWN);
  const more = lines.length - shown.length;
  const list = (
    <ol className="flex flex-col gap-1">
      {shown.map((w) => (
        <li key={w.key} className="flex items-start gap-2 text-sm">
          {w.position <= 3 ? (
            <Medal
              className={clsx('mt-0.5 size-4 shrink-0', MEDAL[w.position - 1])}
              aria-label={say(PLAY_SCREEN.position(w.position))}
            />
          ) : (
            <span className="mt-0.5 w-4 shrink-0 text-center text-xs text-muted">{w.position}</span>
          )}
          {/* Whole names, wrapped when long: a winner reads their own name on a phone. */}
          <span className="min-w-0 flex-1 font-semibold leading-snug [overflow-wrap:anywhere]">{w.name}</span>
          <span className="shrink-0 font-bold tabular-nums text-gold">{say(w.coins)}</span>
        </li>
      ))}
    </ol>
  );
  // The full list is a section of the tournament view (under its h1 or dialog title); the card's
  // top three sit under the card's h3 title.
  const Heading = all ? 'h2' : 'h4';
  // A voided tournament is finalized with nobody paid: the panel says so, not "Winners".
  const voided = !!t.void_reason;
  return (
    <section
      aria-label={say(PLAY_SCREEN.winners.winners)}
      data-testid="winners-panel"
      className={clsx(
        'rounded-xl border px-3 py-2',
        voided ? 'border-border bg-surface-2' : 'border-gold/30 bg-gradient-to-b from-gold/10 to-transparent',
      )}
    >
      <Heading
        className={clsx(
          'mb-1.5 flex items-center gap-1.5 text-xs font-bold uppercase tracking-wide',
          voided ? 'text-danger' : 'text-gold',
        )}
      >
        {voided ? (
          <>
            <Ban className="size-3.5" aria-hidden /> {say(VOID_NOTICE.badge)}
          </>
        ) : (
          <>
            <Trophy className="size-3.5" aria-hidden />{' '}
            {say(series && all ? SERIES_NOTICE.finalStandings : PLAY_SCREEN.winners.winners)} ·{' '}
            {say(PLAY_SCREEN.winners.finalized)}
          </>
        )}
      </Heading>
      {voided ? (
        <p className="text-sm text-muted">{say(VOID_NOTICE.noWinners)}</p>
      ) : series && all ? (
        <SeriesWinners tournament={t} fallback={list} />
      ) : sorted.length === 0 ? (
        <p className="text-sm text-muted">{say(PLAY_SCREEN.winners.nonePaid)}</p>
      ) : (
        list
      )}
      {more > 0 && <p className="mt-1 text-xs text-muted">{say(PLAY_SCREEN.winners.moreWinners(more))}</p>}
      <div className="mt-1.5">
        <RemovalCountdown at={t.deletion_scheduled_at} />
      </div>
    </section>
  );
}
