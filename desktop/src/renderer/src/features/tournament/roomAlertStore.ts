/**
 * Which tournaments show the NEW ROOM highlight right now. One store for the whole app, so
 * every card of a tournament (grid, My Account, modal) lights up from a single socket event,
 * and the tone and toast run once, not once per card.
 */
import { TIMINGS } from '@squadhub/shared';

const highlighted = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version++;
  for (const l of listeners) l();
}

export const roomAlertStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
  isHighlighted: (tournamentId: string) => highlighted.has(tournamentId),
  /** Lights the tournament up for the highlight time (a new alert restarts it). */
  highlight(tournamentId: string, ms: number = TIMINGS.roomHighlightMs): void {
    clearTimeout(highlighted.get(tournamentId));
    highlighted.set(
      tournamentId,
      setTimeout(() => {
        highlighted.delete(tournamentId);
        changed();
      }, ms),
    );
    changed();
  },
};
