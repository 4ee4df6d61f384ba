/**
 * Who may do what to a tournament, and in which state. Every rule is stated here once; services
 * ask these functions and never compare roles or creator ids themselves. The rules differ by
 * action because the specifications say so.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { FALLBACK, PLAY_TEXT, TOURNAMENT_TEXT, isAdminRole, type Tournament } from '@squadhub/shared';
import type { TournamentRow } from '../../db/rows.js';
import { tournaments } from '../../db/schema.js';
import { conflict, forbidden } from '../../domain/errors.js';

/** Whoever a rule is asked about: a user, or the room's stand-in (view.ts `ROOM_INSIDER`). */
export interface Viewer {
  id: string;
  role: string;
}

type Owned = Pick<TournamentRow, 'creatorId'>;

const isCreator = (t: Owned, user: Viewer) => t.creatorId === user.id;
const isSuperAdmin = (user: Viewer) => user.role === 'super_admin';

/**
 * docs/product/roles.md#seats-and-the-room: the creator or any admin manages the seats, stops entries, sends the room
 * code, reschedules and changes the image.
 */
export const canManage = (t: Owned, user: Viewer) => isCreator(t, user) || isAdminRole(user.role);

export function assertManager(t: Owned, user: Viewer): void {
  if (!canManage(t, user)) throw forbidden(PLAY_TEXT.notManager);
}

/**
 * `canManage` as a condition on the tournament row, for steps that are one conditional UPDATE
 * (the id may be a placeholder of a statement built once).
 */
export const managedBy = (user: { id: string | SQL; role: Viewer['role'] }): SQL | undefined =>
  isAdminRole(user.role) ? undefined : eq(tournaments.creatorId, user.id);

/** docs/product/roles.md#seats-and-the-room: the creator or a super admin selects the winners (plain admins do not). */
export function assertMayPickWinners(t: Owned, user: Viewer): void {
  if (!isCreator(t, user) && !isSuperAdmin(user)) throw forbidden(PLAY_TEXT.notWinnerPicker);
}

/** docs/product/money.md#auto-approval: the creator (at the current price) or a super admin (free) approves at once. */
export function assertMayAutoApprove(t: Owned, user: Viewer): void {
  if (!isCreator(t, user) && !isSuperAdmin(user)) throw forbidden(TOURNAMENT_TEXT.onlyCreatorOrSuperAdmin);
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
  if (!isCreator(t, user)) throw forbidden(FALLBACK.deleteForbidden);
  if (t.approvalStatus !== 'pending' && t.currentPlayers > 0) throw conflict(TOURNAMENT_TEXT.deleteHasPlayers);
}

/** docs/product/tournaments.md#who-sees-a-tournament: approved tournaments are public; a pending or declined one only for its creator and admins. */
export function canViewTournament(t: Pick<Tournament, 'approval_status' | 'creator_id'>, viewer: Viewer | null) {
  if (t.approval_status === 'approved') return true;
  return !!viewer && (viewer.id === t.creator_id || isAdminRole(viewer.role));
}

/** docs/product/roles.md#participants: room details, chat and the action log are for participants, the creator and admins. */
export function canSeeRoom(t: Owned, viewer: Viewer | null, isParticipant: boolean): boolean {
  if (!viewer) return false;
  return isAdminRole(viewer.role) || viewer.id === t.creatorId || isParticipant;
}

/**
 * The state rules of seats (docs/product/tournaments.md#seats), in the order a refusal names them: each as a test of the
 * row, the same test as SQL (for the join, which checks it in its conditional UPDATE) and its refusal.
 */
interface StateRule {
  holds: (t: TournamentRow) => boolean;
  sql: SQL;
  refusal: () => Error;
}

const approved: StateRule = {
  holds: (t) => t.approvalStatus === 'approved',
  sql: sql`${tournaments.approvalStatus} = 'approved'`,
  refusal: () => conflict(PLAY_TEXT.notApproved),
};
const notFinalized: StateRule = {
  holds: (t) => !t.isFinalized,
  sql: sql`NOT ${tournaments.isFinalized}`,
  refusal: () => conflict(PLAY_TEXT.finalized),
};
const entriesOpen: StateRule = {
  holds: (t) => !t.entriesStopped,
  sql: sql`NOT ${tournaments.entriesStopped}`,
  refusal: () => conflict(PLAY_TEXT.entriesStopped),
};
/**
 * Once the room details are out, a seat can no longer be given back for a refund: the code would
 * be free. Only a manager's kick still refunds.
 */
const roomNotSent: StateRule = {
  holds: (t) => t.roomCode == null,
  sql: sql`${tournaments.roomCode} IS NULL`,
  refusal: () => conflict(PLAY_TEXT.seatLocked),
};
const roomForOneMore: StateRule = {
  holds: (t) => t.currentPlayers < t.maxPlayers,
  sql: sql`${tournaments.currentPlayers} < ${tournaments.maxPlayers}`,
  refusal: () => conflict(PLAY_TEXT.tournamentFull),
};

function assertAll(rules: StateRule[], t: TournamentRow): void {
  const broken = rules.find((rule) => !rule.holds(t));
  if (broken) throw broken.refusal();
}

/** Approved and not finalized: the state every change of seats by a manager needs. */
export const assertOpenForChanges = (t: TournamentRow) => assertAll([approved, notFinalized], t);

/** Players may only take seats while entries are open. */
export const assertEntriesOpen = (t: TournamentRow) => assertAll([approved, notFinalized, entriesOpen], t);

/**
 * Players may change or leave their own seat (leave-slot, self-kick, change-slot) while entries
 * are open and until the room details are sent.
 */
export const assertSeatReleasable = (t: TournamentRow) =>
  assertAll([approved, notFinalized, entriesOpen, roomNotSent], t);

/** A join also needs a free seat. */
export const assertRoomForOneMore = (t: TournamentRow) => assertAll([roomForOneMore], t);

/** Every state rule of a join, as a condition on the tournament row. */
export const joinableSql: SQL = and(...[approved, notFinalized, entriesOpen, roomForOneMore].map((r) => r.sql))!;
