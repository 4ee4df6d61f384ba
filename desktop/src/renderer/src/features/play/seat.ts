/**
 * Live `tournament_updated` payloads are one view for many viewers, so they carry no
 * `user_team_number` / `user_slot_index`; each client reads its own seat from the teams.
 */
import type { Tournament } from '@squadhub/shared';

export function withViewerSeat(t: Tournament, userId: string | null | undefined): Tournament {
  // A summary view (no teams) cannot tell: keep what the server said.
  if (!t.teams.length) return t;
  for (const team of t.teams) {
    const slot = userId ? team.slots.find((s) => s.player_id === userId) : undefined;
    if (slot) return { ...t, user_team_number: team.team_number, user_slot_index: slot.slot_index };
  }
  return { ...t, user_team_number: null, user_slot_index: null };
}
