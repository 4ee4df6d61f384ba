/**
 * Disputes on the client (docs/product/trust.md#disputes): their queries, kept fresh by the
 * dispute events, and the payout line a tournament's answer implies.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAYOUT_NOTICE, type Payout, type Tournament } from '@squadhub/shared';
import { get } from '../../lib/api';
import { useSocketEvent } from '../../lib/socket';

export const disputeKeys = {
  all: ['disputes'] as const,
  ofTournament: (id: string) => ['disputes', 'tournament', id] as const,
  openQueue: ['disputes', 'open'] as const,
};

/** The disputes of one tournament this viewer may see (all for its creator and admins, else their own). */
export function useTournamentDisputes(tournamentId: string, enabled: boolean) {
  return useQuery({
    queryKey: disputeKeys.ofTournament(tournamentId),
    queryFn: () => get('/tournaments/{id}/disputes', { params: { id: tournamentId } }),
    enabled,
  });
}

/** Refetches every dispute list when one changes (filed, a screenshot, resolved). */
export function useDisputeEvents(onChange?: () => void) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: disputeKeys.all });
    onChange?.();
  };
  useSocketEvent('dispute_changed', refresh);
  useSocketEvent('own_dispute_changed', refresh);
}

/** The one line the page shows of a payout, at `now`. */
export function payoutLine(payout: Payout, now: number): string {
  if (payout.state === 'paid') return PAYOUT_NOTICE.paid;
  if (payout.state === 'disputed') return PAYOUT_NOTICE.disputed;
  if (!payout.at) return PAYOUT_NOTICE.awaitsResults;
  const left = Date.parse(payout.at) - now;
  return left > 0 ? PAYOUT_NOTICE.heldIn(left) : PAYOUT_NOTICE.heldDue;
}

/** What the host is told after recording results that are held rather than paid; null when paid. */
export function heldNotice(t: Pick<Tournament, 'payout'>): string | null {
  if (t.payout?.state !== 'held' || !t.payout.at) return null;
  return PAYOUT_NOTICE.resultsHeld(Date.parse(t.payout.at) - Date.now());
}
