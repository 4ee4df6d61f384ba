/**
 * The standings the host console shows, kept live by `standings_updated` and by the answers of the
 * host's own PUT and DELETE (both answer the new standings). The key is the one the players'
 * screens use for the same data (['series-standings', id]), so one copy serves both.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse, Tournament } from '@squadhub/shared';
import { get } from '../../lib/api';
import { useSocketEvent } from '../../lib/socket';

export type Standings = ApiResponse<'get', '/tournaments/{id}/standings'>;

export const hostStandingsKey = (tournamentId: string) => ['series-standings', tournamentId] as const;

export function useHostStandings(t: Pick<Tournament, 'id' | 'series'>) {
  const client = useQueryClient();
  const key = hostStandingsKey(t.id);
  useSocketEvent('standings_updated', (p) => {
    if (p.tournament_id !== t.id) return;
    // A read still in flight may carry the standings from before this event.
    void client.cancelQueries({ queryKey: key });
    client.setQueryData<Standings>(key, p.standings);
  });
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => get('/tournaments/{id}/standings', { params: { id: t.id }, signal }),
    enabled: !!t.series,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** Writes standings the server answered into the cache every screen of this tournament reads. */
export function useSetStandings(tournamentId: string) {
  const client = useQueryClient();
  return (standings: Standings) => {
    void client.cancelQueries({ queryKey: hostStandingsKey(tournamentId) });
    client.setQueryData<Standings>(hostStandingsKey(tournamentId), standings);
  };
}
