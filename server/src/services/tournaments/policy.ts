/**
 * Who may do what to a tournament, and in which state. Services ask these functions and never
 * compare roles or creator ids themselves. The tests themselves are the shared rules
 * (shared/src/rules/tournament.ts, which the renderer asks too); this module adds what only the
 * server needs: each state condition's SQL twin and every refusal. Who is inside the room (room
 * details, chat, the action log) is not asked of the shared rules: domain/room-insider.ts decides it.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ROLES,
  ENTRIES_OPEN,
  FALLBACK,
  JOINABLE,
  OPEN_FOR_CHANGES,
  PLAY_TEXT,
  SEAT_CONDITIONS,
  SEAT_RELEASABLE,
  TOURNAMENT_TEXT,
  VOID_TEXT,
  canManage as managesAnswer,
  canRun as runsAnswer,
  entriesOpen,
  isCreator,
  isSuperAdmin,
  mayAutoApprove,
  mayPickWinners,
  seatsBlockDeletion,
  type SeatCondition,
} from '@squadhub/shared';
import type { TournamentRow } from '../../db/rows.js';
import { tournaments } from '../../db/schema.js';
import { conflict, forbidden } from '../../domain/errors.js';

/** Whoever a rule is asked about: a user, or the room's stand-in (view.ts `ROOM_INSIDER`). */
export interface Viewer {
  id: string;
  role: string;
}

type Owned = Pick<TournamentRow, 'creatorId'>;

/** The fields of the answer that the ownership rules read, from the row. */
const owned = (t: Owned) => ({ creator_id: t.creatorId });

/**
 * docs/product/roles.md#seats-and-the-room: the creator or any admin manages the seats, stops entries, sends the room
 * code, reschedules and changes the image.
 */
export const canManage = (t: Owned, user: Viewer) => managesAnswer(owned(t), user);

export function assertManager(t: Owned, user: Viewer): void {
  if (!canManage(t, user)) throw forbidden(PLAY_TEXT.notManager);
}

/**
 * `canManage` as a condition on the tournament row, for steps that are one conditional UPDATE:
 * `manager` is SQL naming a row of `id` and `role` (the session's user, read by the same statement).
 */
export const managedBySql = (manager: SQL): SQL =>
  sql`(${tournaments.creatorId} = ${manager}.id OR ${manager}.role IN (${sql.join(
    ADMIN_ROLES.map((role) => sql.raw(`'${role}'`)),
    sql`, `,
  )}))`;

/**
 * docs/product/cups.md#co-hosts: a cup lobby's co-host runs it beside its managers (send the room
 * code, stop entries, kick with a refund, enter and confirm results), nothing more.
 */
export const canRun = (t: Owned & Pick<TournamentRow, 'coHostId'>, user: Viewer) =>
  runsAnswer({ creator_id: t.creatorId, co_host_id: t.coHostId }, user);

export function assertRunner(t: Owned & Pick<TournamentRow, 'coHostId'>, user: Viewer): void {
  if (!canRun(t, user)) throw forbidden(PLAY_TEXT.notManager);
}

/** `canRun` as a condition on the tournament row, as `managedBySql` is of `canManage`. */
export const runBySql = (manager: SQL): SQL =>
  sql`(${managedBySql(manager)} OR ${tournaments.coHostId} = ${manager}.id)`;

/** docs/product/roles.md#seats-and-the-room: the creator or a super admin selects the winners (plain admins do not). */
export function assertMayPickWinners(t: Owned, user: Viewer): void {
  if (!mayPickWinners(owned(t), user)) throw forbidden(PLAY_TEXT.notWinnerPicker);
}

/** docs/product/money.md#auto-approval: the creator (at the current price) or a super admin (free) approves at once. */
export function assertMayAutoApprove(t: Owned, user: Viewer): void {
  if (!mayAutoApprove(owned(t), user)) throw forbidden(TOURNAMENT_TEXT.onlyCreatorOrSuperAdmin);
}

/** docs/product/money.md#auto-approval: instant approval costs nothing for a super admin. */
export const approvesForFree = (user: Viewer) => isSuperAdmin(user);

/** docs/product/tournaments.md#approval: a super admin's tournament is approved at creation; everyone else's waits. */
export const approvedAtCreation = (creator: Viewer) => isSuperAdmin(creator);

/**
 * docs/product/tournaments.md#deleting-a-tournament: DELETE /tournaments/{id} is the creator's (cancel or delete) or any super admin's;
 * the creator of an approved tournament may not delete it once players are seated (the super
 * admin may, refunding them).
 */
export function assertMayDelete(t: TournamentRow, user: Viewer): void {
  if (isSuperAdmin(user)) return;
  if (!isCreator(owned(t), user)) throw forbidden(FALLBACK.deleteForbidden);
  if (seatsBlockDeletion({ approval_status: t.approvalStatus, current_players: t.currentPlayers }))
    throw conflict(TOURNAMENT_TEXT.deleteHasPlayers);
}

/** docs/product/tournaments.md#who-sees-a-tournament: approved tournaments are public; a pending or declined one only for its creator and admins. */
export { canViewTournament } from '@squadhub/shared';

/** The fields of the answer that the seat conditions read, from the row. */
const seatState = (t: TournamentRow) => ({
  approval_status: t.approvalStatus,
  is_finalized: t.isFinalized,
  entries_stopped: t.entriesStopped,
  has_room_details: t.roomCode != null,
  current_players: t.currentPlayers,
  max_players: t.maxPlayers,
});

/**
 * What the server adds to each state condition of seats (docs/product/tournaments.md#seats): the
 * same test as SQL (for the steps that check it in one conditional UPDATE) and its refusal.
 */
const SEAT_RULES: Record<SeatCondition, { sql: SQL; refusal: (t: TournamentRow) => Error }> = {
  approved: { sql: sql`${tournaments.approvalStatus} = 'approved'`, refusal: () => conflict(PLAY_TEXT.notApproved) },
  notFinalized: { sql: sql`NOT ${tournaments.isFinalized}`, refusal: (t) => finalizedRefusal(t) },
  entriesNotStopped: { sql: sql`NOT ${tournaments.entriesStopped}`, refusal: () => conflict(PLAY_TEXT.entriesStopped) },
  roomNotSent: { sql: sql`${tournaments.roomCode} IS NULL`, refusal: () => conflict(PLAY_TEXT.seatLocked) },
  freeSeat: {
    sql: sql`${tournaments.currentPlayers} < ${tournaments.maxPlayers}`,
    refusal: () => conflict(PLAY_TEXT.tournamentFull),
  },
};

/**
 * Why nothing changes a finalized tournament any more: voided (docs/product/trust.md, code
 * `tournament_voided`), or its prizes paid.
 */
const finalizedRefusal = (t: Pick<TournamentRow, 'voidReason'>) =>
  conflict(t.voidReason ? VOID_TEXT.tournamentVoided : PLAY_TEXT.finalized);

/** Winners, results and payouts need a tournament not finalized (nor voided). */
export function assertNotFinalized(t: Pick<TournamentRow, 'isFinalized' | 'voidReason'>): void {
  if (t.isFinalized) throw finalizedRefusal(t);
}

/** Refuses with the first of `conditions` the tournament breaks. */
function assertAll(conditions: readonly SeatCondition[], t: TournamentRow): void {
  const state = seatState(t);
  const broken = conditions.find((c) => !SEAT_CONDITIONS[c](state));
  if (broken) throw SEAT_RULES[broken].refusal(t);
}

/** `conditions` as one condition on the tournament row. */
const allSql = (conditions: readonly SeatCondition[]): SQL => and(...conditions.map((c) => SEAT_RULES[c].sql))!;

/** Approved and not finalized: the state every change of seats by a manager needs. */
export const assertOpenForChanges = (t: TournamentRow) => assertAll(OPEN_FOR_CHANGES, t);

/** Entries are open: players may take seats, and freed seats are offered to the waitlist. */
export const areEntriesOpen = (t: TournamentRow): boolean => entriesOpen(seatState(t));

/** Players may only take seats while entries are open. */
export const assertEntriesOpen = (t: TournamentRow) => assertAll(ENTRIES_OPEN, t);

/**
 * Players may change or leave their own seat (leave-slot, self-kick, change-slot) while entries
 * are open and until the room details are sent.
 */
export const assertSeatReleasable = (t: TournamentRow) => assertAll(SEAT_RELEASABLE, t);

/** A join also needs a free seat. */
export const assertRoomForOneMore = (t: TournamentRow) => assertAll(['freeSeat'], t);

/** Every state rule of a join, as a condition on the tournament row. */
export const joinableSql: SQL = allSql(JOINABLE);

/** `assertOpenForChanges` as a condition on the tournament row (the room code's single statement). */
export const openForChangesSql: SQL = allSql(OPEN_FOR_CHANGES);
