/** Finding seats and checking positions for the seat steps (the tournament row is locked by the caller). */
import { and, eq } from 'drizzle-orm';
import { PLAY_TEXT } from '@squadhub/shared';
import type { Queryable, Tx } from '../../db/client.js';
import type { SlotRow, TournamentRow } from '../../db/rows.js';
import { tournamentSlots, users } from '../../db/schema.js';
import { badRequest, conflict } from '../../domain/errors.js';

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

/** The name shown for a seated player in events and answers. */
export const usernameOf = async (tx: Queryable, id: string) =>
  (await tx.select({ username: users.username }).from(users).where(eq(users.id, id)))[0]?.username ?? 'Player';
