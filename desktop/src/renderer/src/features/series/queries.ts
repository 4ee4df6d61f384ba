/**
 * The standings of a series, kept live: fetched once, then replaced in place by each
 * `standings_updated` event (it carries the whole standings, so no event costs a request), and
 * read again only after a reconnect (lib/socket.tsx refetches every query then).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tournament } from '@squadhub/shared';
import { get } from '../../lib/api';
import { useSocketEvent } from '../../lib/socket';
import type { Standings } from './seriesView';

/**
 * Not under the tournament's key (['tournaments', id]): the tournament is refetched after every
 * result, and a prefix match would refetch the standings the event just delivered.
 */
export const standingsKey = (tournamentId: string) => ['series-standings', tournamentId] as const;

export function useStandings(t: Pick<Tournament, 'id' | 'series'>) {
  const client = useQueryClient();
  const key = standingsKey(t.id);
  useSocketEvent('standings_updated', (p) => {
    if (p.tournament_id !== t.id) return;
    // A fetch still in flight may carry the standings from before this event: it is dropped.
    void client.cancelQueries({ queryKey: key });
    client.setQueryData<Standings>(key, p.standings);
  });
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => get('/tournaments/{id}/standings', { params: { id: t.id }, signal }),
    enabled: !!t.series,
    // Events keep it fresh while a screen shows it; once none does, no listener follows it, so it
    // is dropped and the next screen reads it anew.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * Writes standings the server answered (the host's own PUT and DELETE answer them) into the cache
 * every screen of this tournament reads.
 */
export function useSetStandings(tournamentId: string) {
  const client = useQueryClient();
  return (standings: Standings) => {
    void client.cancelQueries({ queryKey: standingsKey(tournamentId) });
    client.setQueryData<Standings>(standingsKey(tournamentId), standings);
  };
}

/** The teams' reports of match n (docs/product/results.md#team-reports), as the viewer may see them. */
export const matchReportsKey = (tournamentId: string, n: number) => ['match-reports', tournamentId, n] as const;

/**
 * The reports of match n, read again whenever `match_report_received` says one arrived (the event
 * reaches only the creator and admins and carries ids: the reports come through their route).
 */
export function useMatchReports(tournamentId: string, n: number, enabled = true) {
  const client = useQueryClient();
  useSocketEvent('match_report_received', (p) => {
    if (p.tournament_id === tournamentId)
      void client.invalidateQueries({ queryKey: matchReportsKey(tournamentId, p.match_number) });
  });
  return useQuery({
    queryKey: matchReportsKey(tournamentId, n),
    queryFn: ({ signal }) =>
      get('/tournaments/{id}/matches/{n}/reports', { params: { id: tournamentId, n: String(n) }, signal }),
    enabled,
  });
}
