/**
 * The waitlist as its host sees it (GET /tournaments/{id}/waitlist answers the creator and admins
 * with the usernames in queue order). Live enough for a stream: refetched when a
 * `tournament_updated` brings another waitlist count, and every WAITLIST_POLL_MS while shown (an
 * offer passing on keeps the count but may change who is next).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tournament } from '@squadhub/shared';
import { get } from '../../lib/api';
import { useSocketEvent } from '../../lib/socket';

const WAITLIST_POLL_MS = 10_000;

export const waitlistKey = (tournamentId: string) => ['waitlist', tournamentId] as const;

export function useHostWaitlist(t: Pick<Tournament, 'id' | 'is_finalized'>) {
  const client = useQueryClient();
  const key = waitlistKey(t.id);
  const query = useQuery({
    queryKey: key,
    queryFn: () => get('/tournaments/{id}/waitlist', { params: { id: t.id } }),
    enabled: !t.is_finalized,
    refetchInterval: WAITLIST_POLL_MS,
  });
  useSocketEvent('tournament_updated', (p) => {
    if (p.tournament_id !== t.id) return;
    const known = client.getQueryData<{ count: number }>(key)?.count;
    if (known !== p.tournament.waitlist_count) void client.invalidateQueries({ queryKey: key });
  });
  return query;
}
