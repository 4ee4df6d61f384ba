/**
 * Who may do what to a tournament, and in which state (docs/product/roles.md,
 * docs/product/tournaments.md#seats): pure tests over the fields of a tournament answer, each
 * written once. The server's policy (services/tournaments/policy.ts) asks them and adds each
 * state condition's SQL twin and refusal; the renderer asks them to show only what the server
 * will allow.
 */
import { isAdminRole, SEAT_LOCK_REASONS } from '../constants.js';
import type { Tournament } from '../types.js';

/** Whoever a rule is asked about: a user, or nobody (an anonymous visitor). */
export type Person = { id: string; role: string } | null | undefined;

type Owned = Pick<Tournament, 'creator_id'>;

export const isAdmin = (person: Person): boolean => !!person && isAdminRole(person.role);
export const isSuperAdmin = (person: Person): boolean => person?.role === 'super_admin';
export const isCreator = (t: Owned, person: Person): boolean => !!person && person.id === t.creator_id;

/** The creator or any admin manages the seats, stops entries, sends the room code, reschedules and changes the image. */
export const canManage = (t: Owned, person: Person): boolean => isCreator(t, person) || isAdmin(person);

/**
 * A cup lobby's co-host runs it beside its managers: room code, stop entries, kick, results
 * (docs/product/cups.md#co-hosts); the server asks it through services/tournaments/policy.ts `canRun`.
 */
export const canRun = (t: Owned & Pick<Tournament, 'co_host_id'>, person: Person): boolean =>
  canManage(t, person) || (!!person && t.co_host_id !== null && t.co_host_id === person.id);

const creatorOrSuperAdmin = (t: Owned, person: Person): boolean => isCreator(t, person) || isSuperAdmin(person);

/** The creator or a super admin selects the winners (plain admins do not). */
export const mayPickWinners = creatorOrSuperAdmin;

/** The creator (at the current price) or a super admin (free) approves a tournament at once. */
export const mayAutoApprove = creatorOrSuperAdmin;

/** Approved tournaments are public; a pending or declined one only for its creator and admins. */
export const canViewTournament = (t: Pick<Tournament, 'approval_status' | 'creator_id'>, person: Person): boolean =>
  t.approval_status === 'approved' || canManage(t, person);

/* Who is inside the room (room details, chat, the action log) is the server's rule alone
 * (server/src/domain/room-insider.ts); the client reads it as the answer's `viewer.insider`. */

/** Seats are given back once the tournament is approved; the creator may not delete it after that. */
export const seatsBlockDeletion = (t: Pick<Tournament, 'approval_status' | 'current_players'>): boolean =>
  t.approval_status !== 'pending' && t.current_players > 0;

/** Delete: any super admin (refunding the seated players), or the creator while no one is seated. */
export const mayDelete = (
  t: Pick<Tournament, 'creator_id' | 'approval_status' | 'current_players'>,
  person: Person,
): boolean => isSuperAdmin(person) || (isCreator(t, person) && !seatsBlockDeletion(t));

// ---- State of the seats ---------------------------------------------------------------------

/**
 * The state conditions of seats, each alone, in the order a refusal names them (the server
 * refuses with the first one that fails).
 */
export const SEAT_CONDITIONS = {
  approved: (t: Pick<Tournament, 'approval_status'>) => t.approval_status === 'approved',
  notFinalized: (t: Pick<Tournament, 'is_finalized'>) => !t.is_finalized,
  entriesNotStopped: (t: Pick<Tournament, 'entries_stopped'>) => !t.entries_stopped,
  /**
   * Once the room details are out, a seat can no longer be given back for a refund: the code
   * would be free. Only a manager's kick still refunds.
   */
  roomNotSent: (t: Pick<Tournament, 'has_room_details'>) => !t.has_room_details,
  freeSeat: (t: Pick<Tournament, 'current_players' | 'max_players'>) => t.current_players < t.max_players,
} as const;
export type SeatCondition = keyof typeof SEAT_CONDITIONS;

type FieldsOf<C extends SeatCondition> = Parameters<(typeof SEAT_CONDITIONS)[C]>[0];
type AllOf<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The test that every condition of `conditions` holds, over the fields those conditions read. */
const allOf =
  <const C extends SeatCondition>(conditions: readonly C[]) =>
  (t: AllOf<FieldsOf<C>>): boolean =>
    conditions.every((c) => (SEAT_CONDITIONS[c] as (t: AllOf<FieldsOf<C>>) => boolean)(t));

/** Approved and not finalized: the state every change of seats by a manager needs. */
export const OPEN_FOR_CHANGES = ['approved', 'notFinalized'] as const;
/** Players may only take seats while entries are open. */
export const ENTRIES_OPEN = [...OPEN_FOR_CHANGES, 'entriesNotStopped'] as const;
/** A seated player may leave (refunded) or switch seats while entries are open and no room code was sent. */
export const SEAT_RELEASABLE = [...ENTRIES_OPEN, 'roomNotSent'] as const;
/** A join also needs a free seat. */
export const JOINABLE = [...ENTRIES_OPEN, 'freeSeat'] as const;

export const openForChanges = allOf(OPEN_FOR_CHANGES);
export const entriesOpen = allOf(ENTRIES_OPEN);
export const seatReleasable = allOf(SEAT_RELEASABLE);
export const joinable = allOf(JOINABLE);

/** Empty slots take a tap: to join, or (a `seated` player) to switch while the seat is not locked. */
export const canTakeSlot = (
  t: Pick<Tournament, 'approval_status' | 'entries_stopped' | 'is_finalized' | 'has_room_details'>,
  seated: boolean,
): boolean => (seated ? seatReleasable(t) : entriesOpen(t));

/**
 * docs/product/results.md#game-identity: a tournament that requires a game identity seats only
 * players who stored one; this player would be refused (`game_identity_required`).
 */
export const lacksGameIdentity = (
  t: Pick<Tournament, 'require_game_identity'>,
  player: { game_uid: string | null },
): boolean => t.require_game_identity && player.game_uid === null;

// ---- Winners ---------------------------------------------------------------------------------

/** Winners are selected once the tournament is live (or completed), and only once. */
export const winnersStatusReached = (t: Pick<Tournament, 'status'>): boolean =>
  t.status === 'live' || t.status === 'completed';

/**
 * The winners button: a winner picker, once a room code exists, with players, not finalized; never
 * on a series, which pays from its standings (docs/product/series.md#payout).
 */
export const canPickWinners = (
  t: Pick<Tournament, 'creator_id' | 'has_room_details' | 'current_players' | 'is_finalized' | 'status' | 'series'>,
  person: Person,
): boolean =>
  !t.series &&
  mayPickWinners(t, person) &&
  t.has_room_details &&
  t.current_players > 0 &&
  !t.is_finalized &&
  winnersStatusReached(t);

// ---- The viewer's decisions ------------------------------------------------------------------

export type SeatLockReason = (typeof SEAT_LOCK_REASONS)[number];

/** Each reason with the seat condition (of `SEAT_RELEASABLE`) whose failure it names. */
const SEAT_LOCKS: readonly [SeatLockReason, (typeof SEAT_RELEASABLE)[number]][] = [
  ['finalized', 'notFinalized'],
  ['not_approved', 'approved'],
  ['room_code_sent', 'roomNotSent'],
  ['entries_stopped', 'entriesNotStopped'],
];

type StateFields = Pick<
  Tournament,
  | 'creator_id'
  | 'co_host_id'
  | 'approval_status'
  | 'entries_stopped'
  | 'is_finalized'
  | 'has_room_details'
  | 'current_players'
  | 'max_players'
  | 'status'
  | 'series'
  | 'check_in_minutes'
>;

/** Where the viewer of an answer stands, as the server found it (services/tournaments/view.ts `placeOf`). */
export interface ViewerStanding {
  person: Person;
  seat: { team_number: number; slot_index: number; checked_in: boolean } | null;
  /** Let into the room by the policy (`canSeeRoom`, with check-in counted). */
  insider: boolean;
}

/**
 * The `viewer` block of a tournament answer (shared/src/schemas/api/tournaments.ts describes each
 * field): every decision the client draws its buttons from, asked of the rules above once, on
 * the server, so the client restates none of them.
 */
export function viewerDecisions(t: StateFields, { person, seat, insider }: ViewerStanding) {
  const signedIn = !!person;
  const manager = canRun(t, person) && openForChanges(t);
  const lock = seat ? SEAT_LOCKS.find(([, c]) => !SEAT_CONDITIONS[c](t)) : undefined;
  return {
    seat: seat && { team_number: seat.team_number, slot_index: seat.slot_index },
    insider: signedIn && insider,
    is_creator: isCreator(t, person),
    can_manage: manager,
    can_stop_entries: manager && entriesOpen(t),
    can_pick_winners: canPickWinners(t, person),
    can_delete: mayDelete(t, person),
    can_take_seat: signedIn && canTakeSlot(t, !!seat),
    seat_lock_reason: lock ? lock[0] : null,
    must_check_in: !!seat && t.check_in_minutes > 0 && !seat.checked_in && !t.is_finalized,
    entries_open: entriesOpen(t),
    joinable: joinable(t),
  };
}

/**
 * The state every viewer's decisions read, in one string: a live copy of the tournament (one
 * for many viewers, without a `viewer` block) whose state differs from the cached copy's may
 * change them, and the client asks for its own view again.
 */
export const decisionState = (t: Omit<StateFields, 'creator_id' | 'co_host_id' | 'check_in_minutes'>): string =>
  [...Object.values(SEAT_CONDITIONS).map((c) => c(t)), winnersStatusReached(t), t.current_players > 0, !!t.series].join(
    ' ',
  );
