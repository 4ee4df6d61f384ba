/**
 * Live `tournament_updated` payloads are one view for many viewers, so they carry no
 * `user_team_number` / `user_slot_index`; each client reads its own seat from the teams.
 */
import type { LiveTournament, Tournament } from '@squadhub/shared';

/** The viewer's own seat in these teams: null when they hold none. */
function seatIn(teams: Tournament['teams'], userId: string | null | undefined) {
  for (const team of teams) {
    const slot = userId ? team.slots.find((s) => s.player_id === userId) : undefined;
    if (slot) return { user_team_number: team.team_number, user_slot_index: slot.slot_index };
  }
  return { user_team_number: null, user_slot_index: null };
}

/** A full view (with teams), answered or live, with the viewer's own seat read from its teams. */
export const seatedView = (t: Tournament | LiveTournament, userId: string | null | undefined): Tournament => ({
  ...t,
  ...seatIn(t.teams, userId),
});

/**
 * The view with the viewer's own seat. A summary view (no teams) cannot tell: it comes back as
 * the server sent it (a live one without the seat fields, merged into a cached card, keeps the
 * seat the card knows).
 */
export function withViewerSeat(t: Tournament, userId: string | null | undefined): Tournament;
export function withViewerSeat(t: LiveTournament, userId: string | null | undefined): Tournament | LiveTournament;
export function withViewerSeat(
  t: Tournament | LiveTournament,
  userId: string | null | undefined,
): Tournament | LiveTournament {
  return t.teams.length ? seatedView(t, userId) : t;
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
