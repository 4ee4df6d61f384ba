/**
 * The host console's Lobby tab (docs/product/results.md#game-identity): every seat with its
 * player's in-game name and UID, so the host can check the game room's lobby against the
 * tournament. The server answers it to the creator and admins only; every change of the seats
 * raises the tournament's version, which reads it again.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IdCard } from 'lucide-react';
import { PLAY_SCREEN, type Tournament } from '@squadhub/shared';
import { Skeleton } from '../../components/ui/Spinner';
import { get } from '../../lib/api';
import { useSay } from '../../lib/language';
import { queryKeys } from '../../lib/queryClient';
import { Say, TabLabel, type SectionTab } from './sectionTabs';

export const lobbyTab = (t: Tournament): SectionTab => ({
  value: 'lobby',
  label: (
    <TabLabel icon={IdCard}>
      <Say text={PLAY_SCREEN.tabs.lobby} />
    </TabLabel>
  ),
  content: <LobbyCheck tournament={t} />,
});

export function LobbyCheck({ tournament: t }: { tournament: Tournament }) {
  const say = useSay();
  const seats = useQuery({
    queryKey: queryKeys.seatIdentities(t.id, t.version),
    queryFn: async () => (await get('/tournaments/{id}/seat-identities', { params: { id: t.id } })).seats,
    placeholderData: keepPreviousData,
  });
  const rows = seats.data ?? [];
  const missing = rows.filter((s) => s.game_uid === null).length;
  return (
    <section aria-labelledby={`lobby-${t.id}`} className="rounded-xl border border-border bg-surface-2 p-3">
      <h2 id={`lobby-${t.id}`} className="mb-2 flex items-center gap-1.5 text-sm font-semibold">
        <IdCard className="size-4 text-muted" aria-hidden /> {say(PLAY_SCREEN.lobbyCheck.title)}
        {missing > 0 && (
          <span className="font-normal text-muted">· {say(PLAY_SCREEN.lobbyCheck.withoutIdentity(missing))}</span>
        )}
      </h2>
      {seats.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : seats.isError ? (
        <p className="text-sm text-muted">{say(PLAY_SCREEN.lobbyCheck.loadFailed)}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted">{say(PLAY_SCREEN.lobbyCheck.empty)}</p>
      ) : (
        <table className="w-full table-fixed text-sm" data-testid="lobby-check">
          <thead className="text-start text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="w-14 pb-1 font-medium">
                {say(PLAY_SCREEN.lobbyCheck.seat)}
              </th>
              <th scope="col" className="pb-1 font-medium">
                {say(PLAY_SCREEN.lobbyCheck.gameName)}
              </th>
              <th scope="col" className="w-32 pb-1 font-medium">
                {say(PLAY_SCREEN.lobbyCheck.uid)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.player_id} className="border-t border-border/60">
                <td className="py-1 tabular-nums text-muted">
                  {s.team_number}.{s.slot_index + 1}
                </td>
                <td className="min-w-0 py-1">
                  {/* The name as the game shows it (bidi-isolated: the server refuses direction controls). */}
                  <bdi className="block truncate font-semibold">{s.game_name ?? '—'}</bdi>
                  <span className="block truncate text-xs text-muted">{s.username}</span>
                </td>
                <td className="py-1 font-mono tabular-nums">
                  {s.game_uid ?? <span className="text-muted">{say(PLAY_SCREEN.lobbyCheck.noUid)}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
