/**
 * Live `tournament_updated` payloads are one view for many viewers, so they carry no
 * `user_team_number` / `user_slot_index` and no `viewer` block; each client reads its own seat
 * from the teams, keeps the `viewer` block it holds, and asks for its own view again when the
 * decisions that block states may have changed (shared/src/schemas/events.ts).
 */
import { decisionState, type LiveTournament, type Tournament } from '@squadhub/shared';

/** The viewer's own seat in these teams: null when they hold none. */
function seatIn(teams: Tournament['teams'], userId: string | null | undefined) {
  for (const team of teams) {
    const slot = userId ? team.slots.find((s) => s.player_id === userId) : undefined;
    if (slot)
      return { user_team_number: team.team_number, user_slot_index: slot.slot_index, checked_in: slot.checked_in };
  }
  return { user_team_number: null, user_slot_index: null, checked_in: false };
}

/**
 * The view with the viewer's own seat read from its teams. A summary view (no teams) cannot tell:
 * it comes back as the server sent it (a live one without the seat fields, merged into a cached
 * card, keeps the seat the card knows).
 */
export function withViewerSeat<T extends Tournament | LiveTournament>(t: T, userId: string | null | undefined): T {
  if (!t.teams.length) return t;
  const { user_team_number, user_slot_index } = seatIn(t.teams, userId);
  return { ...t, user_team_number, user_slot_index };
}

/** A live copy as this viewer's view: their seat read from its teams, the cached `viewer` block kept. */
export const liveView = (cached: Tournament, live: LiveTournament, userId: string | null | undefined): Tournament => ({
  ...cached,
  ...withViewerSeat(live, userId),
});

/**
 * A live copy may change what the cached `viewer` block says: the state the decisions read
 * changed (shared/src/rules/tournament.ts `decisionState`), or, in a full copy, the viewer's own
 * seat moved or checked in. The client then asks for its own view again.
 */
export function viewerMayChange(
  cached: Tournament,
  live: Tournament | LiveTournament,
  userId: string | null | undefined,
): boolean {
  if ('viewer' in live) return false;
  if (decisionState(cached) !== decisionState(live)) return true;
  if (!live.teams.length) return false;
  const now = seatIn(live.teams, userId);
  const seat = cached.viewer.seat;
  const before = cached.teams.length ? seatIn(cached.teams, userId).checked_in : now.checked_in;
  return (
    now.user_team_number !== (seat?.team_number ?? null) ||
    now.user_slot_index !== (seat?.slot_index ?? null) ||
    now.checked_in !== before
  );
}

/**
 * The start by which the viewer's seat must check in to see the room code that was sent, or null
 * when they see it (or no code was sent). With check-in on the server strips the code for a seat
 * not checked in, so such a seat gets no NEW ROOM dot and is told how to see it
 * (docs/product/squads.md#check-in).
 */
export const roomAwaitsCheckIn = (
  t: Pick<Tournament, 'has_room_details' | 'room_code' | 'check_in_minutes' | 'start_date' | 'is_finalized'>,
): string | null =>
  t.has_room_details && t.room_code == null && t.check_in_minutes > 0 && !t.is_finalized ? t.start_date : null;
