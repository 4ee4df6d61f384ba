/** The winners of a finalized tournament: the top 3 with medals and '+N more winners' (docs/product/tournaments.md#winners). */
import { Medal, Trophy } from 'lucide-react';
import clsx from 'clsx';
import { TOP_WINNERS_SHOWN, type Tournament } from '@squadhub/shared';
import { RemovalCountdown } from './RemovalCountdown';

const MEDAL = ['text-gold', 'text-silver', 'text-bronze'];

export function WinnersPanel({ tournament: t, all }: { tournament: Tournament; all?: boolean }) {
  if (!t.is_finalized) return null;
  const sorted = t.winners.slice().sort((a, b) => a.position - b.position);
  const shown = all ? sorted : sorted.slice(0, TOP_WINNERS_SHOWN);
  const more = sorted.length - shown.length;
  // The full list is a section of the tournament view (under its h1 or dialog title); the card's
  // top three sit under the card's h3 title.
  const Heading = all ? 'h2' : 'h4';
  return (
    <section
      aria-label="Winners"
      data-testid="winners-panel"
      className="rounded-xl border border-gold/30 bg-gradient-to-b from-gold/10 to-transparent px-3 py-2"
    >
      <Heading className="mb-1.5 flex items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-gold">
        <Trophy className="size-3.5" aria-hidden /> Winners · Finalized
      </Heading>
      {sorted.length === 0 ? (
        <p className="text-sm text-muted">No winners were paid.</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {shown.map((w) => (
            <li key={w.user_id} className="flex items-start gap-2 text-sm">
              {w.position <= 3 ? (
                <Medal
                  className={clsx('mt-0.5 size-4 shrink-0', MEDAL[w.position - 1])}
                  aria-label={`Position ${w.position}`}
                />
              ) : (
                <span className="mt-0.5 w-4 shrink-0 text-center text-xs text-muted">{w.position}</span>
              )}
              {/* Whole names, wrapped when long: a winner reads their own name on a phone. */}
              <span className="min-w-0 flex-1 font-semibold leading-snug [overflow-wrap:anywhere]">{w.username}</span>
              <span className="font-bold tabular-nums text-gold">+{w.coins_awarded}</span>
            </li>
          ))}
        </ol>
      )}
      {more > 0 && <p className="mt-1 text-xs text-muted">+{more} more winners</p>}
      <div className="mt-1.5">
        <RemovalCountdown at={t.deletion_scheduled_at} />
      </div>
    </section>
  );
}
