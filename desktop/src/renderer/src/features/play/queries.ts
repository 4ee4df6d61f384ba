/**
 * Data of one open tournament, kept live: the full view (teams, slots, participants) is fetched
 * once, then socket events patch it in place; the viewer's own seat is read from the teams.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { TOURNAMENT_NOTICE, type Tournament } from '@squadhub/shared';
import { useAuth } from '../../lib/auth';
import { queryKeys } from '../../lib/queryClient';
import { useSocketEvent } from '../../lib/socket';
import { newerTournament, patchTournament, tournamentDetailQuery } from '../tournaments/queries';
import { seatedView, withViewerSeat } from './seat';

export function useTournamentDetail(id: string, initial?: Tournament) {
  const { token } = useAuth();
  return useQuery({
    ...tournamentDetailQuery(id, token),
    // The card's summary (no teams) shows at once while the full view loads.
    placeholderData: initial,
    // Live events patch this view only while the modal is open: a closed modal's copy would be
    // stale when reopened, so it is dropped at once and the modal loads fresh.
    gcTime: 0,
  });
}

/**
 * Writes a fresh view of the tournament into the modal's cache and every card list (after a
 * mutation or an event), so all open screens show it without a reload.
 */
export function useSetTournament(id: string) {
  const client = useQueryClient();
  const { token, user } = useAuth();
  return (t: Tournament) => {
    const mine = withViewerSeat(t, user?.id);
    client.setQueryData<Tournament>([...queryKeys.tournament(id), token], (cached) => newerTournament(cached, mine));
    patchTournament(client, mine);
  };
}

/** Live updates for an open modal; `onGone` runs when the tournament is deleted. */
export function useTournamentDetailLive(id: string, onGone: () => void) {
  const client = useQueryClient();
  const { user } = useAuth();
  const setTournament = useSetTournament(id);
  useSocketEvent('tournament_updated', (p) => {
    if (p.tournament_id !== id) return;
    if (p.tournament.teams.length) setTournament(seatedView(p.tournament, user?.id));
    else void client.invalidateQueries({ queryKey: queryKeys.tournament(id) });
  });
  useSocketEvent('tournament_deleted', (p) => {
    if (p.tournament_id !== id) return;
    toast.info(TOURNAMENT_NOTICE.removed);
    onGone();
  });
}
