/**
 * Loading and guarding a tournament for a play action. Every slot, room, chat and winner step
 * starts here: the tournament row is locked (`FOR UPDATE`) so all changes to one tournament
 * happen one after another, in the order tournament row → user rows (no deadlocks with the ledger).
 */
import { and, eq } from 'drizzle-orm';
import { isAdminRole, PLAY_TEXT } from '@squadhub/shared';
import type { Queryable, Tx } from '../../db/client.js';
import { tournamentSlots, tournaments } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { canViewTournament } from '../tournaments/list.js';
import type { TournamentRow, Viewer } from '../tournaments/view.js';

export type SlotRow = typeof tournamentSlots.$inferSelect;

/**
 * Locks the tournament row for the rest of the transaction; 404 when it does not exist. Keep it
 * `FOR UPDATE` (not `FOR NO KEY UPDATE`): it must conflict with the key-share lock a join takes
 * before inserting its seat, so a step never waits for an uncommitted seat while holding the row.
 */
export async function lockTournament(tx: Tx, id: string): Promise<TournamentRow> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  if (!row) throw notFound(PLAY_TEXT.tournamentNotFound);
  return row;
}

/**
 * 404 unless this viewer may see the tournament: a pending or declined one exists only for its
 * creator and admins, on every play route as on its details (`canViewTournament` decides).
 */
export async function assertTournamentVisible(db: Queryable, id: string, viewer: Viewer | null): Promise<void> {
  const [row] = await db
    .select({ approval_status: tournaments.approvalStatus, creator_id: tournaments.creatorId })
    .from(tournaments)
    .where(eq(tournaments.id, id));
  if (!row || !canViewTournament(row, viewer)) throw notFound(PLAY_TEXT.tournamentNotFound);
}

export async function findTournament(db: Queryable, id: string): Promise<TournamentRow> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!row) throw notFound(PLAY_TEXT.tournamentNotFound);
  return row;
}

/** The creator or any admin manages slots, entries and the room code. */
export const isManager = (t: TournamentRow, user: Viewer) => t.creatorId === user.id || isAdminRole(user.role);

export function assertManager(t: TournamentRow, user: Viewer): void {
  if (!isManager(t, user)) throw forbidden(PLAY_TEXT.notManager);
}

/** Approved and not finalized: the state every slot change needs. */
export function assertOpenForChanges(t: TournamentRow): void {
  if (t.approvalStatus !== 'approved') throw conflict(PLAY_TEXT.notApproved);
  if (t.isFinalized) throw conflict(PLAY_TEXT.finalized);
}

/** Players may only take or change seats while entries are open. */
export function assertEntriesOpen(t: TournamentRow): void {
  assertOpenForChanges(t);
  if (t.entriesStopped) throw conflict(PLAY_TEXT.entriesStopped);
}

/** Team numbers run 1..max_teams, slot indexes 0..slots_per_team-1. */
export function assertPosition(t: TournamentRow, teamNumber: number, slotIndex: number): void {
  if (!Number.isInteger(teamNumber) || teamNumber < 1 || teamNumber > t.maxTeams)
    throw badRequest(PLAY_TEXT.teamOutOfRange(t.maxTeams));
  if (!Number.isInteger(slotIndex) || slotIndex < 0 || slotIndex >= t.slotsPerTeam)
    throw badRequest(PLAY_TEXT.slotOutOfRange(t.slotsPerTeam));
}

export async function slotAt(tx: Queryable, tournamentId: string, teamNumber: number, slotIndex: number) {
  const [row] = await tx
    .select()
    .from(tournamentSlots)
    .where(
      and(
        eq(tournamentSlots.tournamentId, tournamentId),
        eq(tournamentSlots.teamNumber, teamNumber),
        eq(tournamentSlots.slotIndex, slotIndex),
      ),
    );
  return row as SlotRow | undefined;
}

export async function seatOf(db: Queryable, tournamentId: string, playerId: string) {
  const [row] = await db
    .select()
    .from(tournamentSlots)
    .where(and(eq(tournamentSlots.tournamentId, tournamentId), eq(tournamentSlots.playerId, playerId)));
  return row as SlotRow | undefined;
}

/** A seated player, a 404-free 409 when the slot is empty. */
export async function occupiedSlot(tx: Tx, t: TournamentRow, teamNumber: number, slotIndex: number) {
  assertPosition(t, teamNumber, slotIndex);
  const slot = await slotAt(tx, t.id, teamNumber, slotIndex);
  if (!slot) throw conflict(PLAY_TEXT.slotEmpty);
  return slot;
}
