/** Who may do what in live play (docs/product/roles.md); the server enforces the same rules. */
import type { CurrentUser, Tournament } from '@squadhub/shared';

type Who = Pick<CurrentUser, 'id' | 'role'> | null;
const isAdmin = (u: Who) => u?.role === 'admin' || u?.role === 'super_admin';

/** The creator or an admin: kick, move, swap, stop entries, send the room code. */
export const canManage = (t: Pick<Tournament, 'creator_id'>, u: Who) => !!u && (u.id === t.creator_id || isAdmin(u));

/** Winner selection: the creator or a super admin, once a room code exists, with players, not finalized. */
export const canPickWinners = (
  t: Pick<Tournament, 'creator_id' | 'has_room_details' | 'current_players' | 'is_finalized' | 'status'>,
  u: Who,
) =>
  !!u &&
  (u.id === t.creator_id || u.role === 'super_admin') &&
  t.has_room_details &&
  t.current_players > 0 &&
  !t.is_finalized &&
  (t.status === 'live' || t.status === 'completed');

/** Participants, the creator and admins see room details and the chat. */
export const isInsider = (t: Pick<Tournament, 'creator_id' | 'user_team_number'>, u: Who) =>
  !!u && (t.user_team_number != null || canManage(t, u));

/** Slots can be taken or changed while approved, entries open and not finalized. */
export const entriesOpen = (t: Pick<Tournament, 'approval_status' | 'entries_stopped' | 'is_finalized'>) =>
  t.approval_status === 'approved' && !t.entries_stopped && !t.is_finalized;

/**
 * A seated player may leave (refunded) or switch their seat only while entries are open and no
 * room code has been sent: after that the code would be free. The server holds the same rule.
 */
export const seatReleasable = (
  t: Pick<Tournament, 'approval_status' | 'entries_stopped' | 'is_finalized' | 'has_room_details'>,
) => entriesOpen(t) && !t.has_room_details;

/** Empty slots take a tap: to join, or (a seated player) to switch while the seat is not locked. */
export const canTakeSlot = (
  t: Pick<Tournament, 'approval_status' | 'entries_stopped' | 'is_finalized' | 'has_room_details' | 'user_team_number'>,
) => (t.user_team_number == null ? entriesOpen(t) : seatReleasable(t));
