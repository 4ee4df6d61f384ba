/**
 * The tournament's public action log: joins, leaves, kicks with their refund, moves,
 * swaps, stopped entries, the room code being sent (never the code), the payouts, and squads,
 * check-ins, no-shows and the waitlist's offers, newest first (each kind's sentence is
 * `actionText` in shared/src/actions.ts). It answers "why was I kicked" and "were the prizes
 * paid" without a support chat. The room (participants, creator, admins) reads it while the
 * tournament runs, everyone once it is finalized. Every change of the tournament arrives as
 * `tournament_updated`, which refreshes it.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { History } from 'lucide-react';
import { PLAY_SCREEN, actionText } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Spinner';
import { get } from '../../lib/api';
import { useSay } from '../../lib/language';
import { queryKeys } from '../../lib/queryClient';
import { useSocketEvent } from '../../lib/socket';

/** Lines shown before "Show all". */
const FIRST_LINES = 8;

export function ActionLog({ tournamentId }: { tournamentId: string }) {
  const say = useSay();
  const client = useQueryClient();
  const [all, setAll] = useState(false);
  const log = useQuery({
    queryKey: queryKeys.tournamentActions(tournamentId),
    queryFn: async () => (await get('/tournaments/{id}/actions', { params: { id: tournamentId } })).actions,
  });
  useSocketEvent('tournament_updated', (p) => {
    if (p.tournament_id === tournamentId)
      void client.invalidateQueries({ queryKey: queryKeys.tournamentActions(tournamentId) });
  });
  const lines = log.data ?? [];
  const shown = all ? lines : lines.slice(0, FIRST_LINES);
  return (
    <section aria-labelledby={`log-${tournamentId}`} className="rounded-xl border border-border bg-surface-2 p-3">
      <h2 id={`log-${tournamentId}`} className="mb-2 flex items-center gap-1.5 text-sm font-semibold">
        <History className="size-4 text-muted" aria-hidden /> {say(PLAY_SCREEN.actionLog.title)}
      </h2>
      {log.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : log.isError ? (
        <p className="text-sm text-muted">{say(PLAY_SCREEN.actionLog.loadFailed)}</p>
      ) : lines.length === 0 ? (
        <p className="text-sm text-muted">{say(PLAY_SCREEN.actionLog.empty)}</p>
      ) : (
        <>
          <ol className="flex flex-col gap-1.5 text-sm" data-testid="action-log">
            {shown.map((a) => (
              <li key={a.id} className="flex gap-2">
                <time dateTime={a.created_at} className="shrink-0 tabular-nums text-muted">
                  {format(new Date(a.created_at), 'HH:mm')}
                </time>
                <span className="min-w-0 break-words">{actionText(a)}</span>
              </li>
            ))}
          </ol>
          {lines.length > FIRST_LINES && (
            <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAll((v) => !v)}>
              {say(all ? PLAY_SCREEN.showFewer : PLAY_SCREEN.actionLog.showAll(lines.length))}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
