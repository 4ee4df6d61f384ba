/**
 * Global leaderboards (docs/product/tournaments.md#leaderboards): tabs Today, This Week and All-Time, counted in UK time
 * from winner payouts; each player with their latest 5 victories and '+N more'.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Medal, Trophy } from 'lucide-react';
import clsx from 'clsx';
import { FALLBACK, PLAY_SCREEN, SERIES_NOTICE, type LeaderboardPeriod } from '@squadhub/shared';
import { Dialog } from '../../components/ui/Dialog';
import { Skeleton } from '../../components/ui/Spinner';
import { Tabs } from '../../components/ui/Tabs';
import { errorMessage, get } from '../../lib/api';
import { useSay } from '../../lib/language';
import { queryKeys } from '../../lib/queryClient';
import { useSocketEvent } from '../../lib/socket';
import { useQueryClient } from '@tanstack/react-query';

const MEDAL = ['text-gold', 'text-silver', 'text-bronze'];

function Board({ period }: { period: LeaderboardPeriod }) {
  const say = useSay();
  const board = useQuery({
    queryKey: [...queryKeys.leaderboards, period],
    queryFn: () => get('/leaderboard/{period}', { params: { period } }),
  });
  if (board.isPending)
    return (
      <div className="flex flex-col gap-2" role="status" aria-busy aria-label={say(PLAY_SCREEN.leaderboard.loading)}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  if (board.isError)
    return (
      <p role="alert" className="py-6 text-center text-danger">
        {say(errorMessage(board.error, FALLBACK.fetchLeaderboards))}
      </p>
    );
  const b = board.data;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            [PLAY_SCREEN.winners.winners, b.total_players],
            [
              period === 'daily'
                ? PLAY_SCREEN.leaderboard.coinsToday
                : period === 'weekly'
                  ? PLAY_SCREEN.leaderboard.coinsThisWeek
                  : PLAY_SCREEN.leaderboard.coinsAllTime,
              b.total_coins_distributed,
            ],
            [
              period === 'all-time' ? PLAY_SCREEN.leaderboard.thisWeek : PLAY_SCREEN.leaderboard.allTime,
              period === 'all-time' ? b.total_coins_this_week : b.total_coins_all_time,
            ],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg bg-surface-2 px-2 py-2">
            <dt className="text-[11px] uppercase tracking-wide text-muted">{say(label)}</dt>
            <dd className="text-lg font-black tabular-nums text-gold">{value}</dd>
          </div>
        ))}
      </dl>
      {b.players.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted">{say(PLAY_SCREEN.leaderboard.empty)}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {b.players.map((p) => (
            <li key={p.user_id} className="rounded-xl border border-border bg-surface-2 px-3 py-2">
              <div className="flex items-center gap-2">
                {p.rank <= 3 ? (
                  <Medal
                    className={clsx('size-5 shrink-0', MEDAL[p.rank - 1])}
                    aria-label={say(PLAY_SCREEN.leaderboard.rank(p.rank))}
                  />
                ) : (
                  <span className="w-5 text-center text-sm font-bold text-muted">{p.rank}</span>
                )}
                <span className="min-w-0 flex-1 truncate font-bold" title={p.username}>
                  {p.tiktok_link && /^https?:\/\//.test(p.tiktok_link) ? (
                    <a href={p.tiktok_link} target="_blank" rel="noreferrer noopener" className="hover:text-accent">
                      {p.username}
                    </a>
                  ) : (
                    p.username
                  )}
                </span>
                <span className="text-xs text-muted">{say(SERIES_NOTICE.winsCount(p.wins_count))}</span>
                <span className="font-black tabular-nums text-gold">{p.coins_won}</span>
              </div>
              <ul className="mt-1 flex flex-col gap-0.5 ps-7 text-xs text-muted">
                {p.tournaments_won.map((v, i) => (
                  <li key={`${v.won_at}-${i}`} className="flex gap-2">
                    <Trophy className="size-3 shrink-0 translate-y-0.5" aria-hidden />
                    <span className="min-w-0 flex-1 truncate">{v.tournament_title}</span>
                    <span className="tabular-nums">+{v.coins_won}</span>
                  </li>
                ))}
                {p.more_victories > 0 && <li>{say(PLAY_SCREEN.more(p.more_victories))}</li>}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function LeaderboardDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const say = useSay();
  const [tab, setTab] = useState<LeaderboardPeriod>('daily');
  const client = useQueryClient();
  // A finalization changes the boards: refetch them when a tournament is finalized.
  useSocketEvent('tournament_updated', (p) => {
    if (p.is_finalized) void client.invalidateQueries({ queryKey: queryKeys.leaderboards });
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={say(PLAY_SCREEN.leaderboard.title)}
      description={say(PLAY_SCREEN.leaderboard.description)}
      size="lg"
    >
      <Tabs
        value={tab}
        onValueChange={(v) => setTab(v as LeaderboardPeriod)}
        tabs={[
          { value: 'daily', label: say(PLAY_SCREEN.leaderboard.today), content: <Board period="daily" /> },
          { value: 'weekly', label: say(PLAY_SCREEN.leaderboard.thisWeekTab), content: <Board period="weekly" /> },
          { value: 'all-time', label: say(PLAY_SCREEN.leaderboard.allTimeTab), content: <Board period="all-time" /> },
        ]}
      />
    </Dialog>
  );
}
