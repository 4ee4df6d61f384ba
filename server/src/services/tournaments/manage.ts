/**
 * Managing an existing tournament (spec 2 §4–§7): the creator's reschedule, and the super
 * admin's full control (details, kick with refund, image). Each step locks the tournament row,
 * changes it and queues the split `tournament_updated` event.
 */
import { and, eq, gte, gt, or } from 'drizzle-orm';
import { VALIDATION, TOURNAMENT_TEXT, formatLabel, type FullEditInput } from '@squadhub/shared';
import type { UserRow } from '../../auth/passport.js';
import type { Tx } from '../../db/client.js';
import { tournamentSlots, tournaments, users } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { assertManager, assertOpenForChanges, slotAt } from '../play/access.js';
import { removeSeat } from '../play/slots.js';
import { queueTournamentUpdated } from './events.js';
import { lockTournament } from './lock.js';
import type { TournamentRow } from './view.js';

/** PUT /tournaments/{id}/update-rules-date: creator or admin; not while live or after finalization. */
export async function rescheduleTournament(
  tx: Tx,
  events: EventBuffer,
  user: Pick<UserRow, 'id' | 'role'>,
  id: string,
  startDate: string,
): Promise<void> {
  const t = await lockTournament(tx, id);
  assertManager(t, user);
  if (t.isFinalized) throw conflict(TOURNAMENT_TEXT.cannotRescheduleFinalized);
  if (t.status === 'live') throw conflict(TOURNAMENT_TEXT.cannotRescheduleLive);
  await tx
    .update(tournaments)
    .set({ startDate: new Date(startDate), startType: 'scheduled', updatedAt: new Date() })
    .where(eq(tournaments.id, t.id));
  await queueTournamentUpdated(tx, events, t);
}

/** Refuses a smaller grid that would leave a seated player outside it (nobody loses a seat silently). */
async function assertSeatsFit(tx: Tx, t: TournamentRow, maxTeams: number, slotsPerTeam: number): Promise<void> {
  const [outside] = await tx
    .select({ teamNumber: tournamentSlots.teamNumber, slotIndex: tournamentSlots.slotIndex })
    .from(tournamentSlots)
    .where(
      and(
        eq(tournamentSlots.tournamentId, t.id),
        or(gt(tournamentSlots.teamNumber, maxTeams), gte(tournamentSlots.slotIndex, slotsPerTeam)),
      ),
    )
    .limit(1);
  if (outside) throw conflict(TOURNAMENT_TEXT.seatOutsideNewSize(outside.teamNumber, outside.slotIndex));
}

/** The start fields after an edit: when_full has no date, scheduled needs one. */
function startAfterEdit(t: TournamentRow, input: FullEditInput) {
  const startType =
    input.start_type ?? (input.start_date ? 'scheduled' : input.start_date === null ? 'when_full' : t.startType);
  if (startType === 'when_full') return { startType, startDate: null };
  const startDate = input.start_date !== undefined ? input.start_date && new Date(input.start_date) : t.startDate;
  if (!startDate) throw badRequest(VALIDATION.scheduledNeedsDate);
  return { startType, startDate };
}

/** PUT /admin/tournaments/{id}/full-edit (super admin). */
export async function fullEditTournament(tx: Tx, events: EventBuffer, id: string, input: FullEditInput): Promise<void> {
  const t = await lockTournament(tx, id);
  const maxTeams = input.max_teams ?? t.maxTeams;
  const slotsPerTeam = input.slots_per_team ?? t.slotsPerTeam;
  if (maxTeams !== t.maxTeams || slotsPerTeam !== t.slotsPerTeam) await assertSeatsFit(tx, t, maxTeams, slotsPerTeam);
  await tx
    .update(tournaments)
    .set({
      title: input.title,
      description: input.description,
      rules: input.rules,
      tiktokUsername: input.tiktok_username,
      gameMode: input.game_mode,
      entryFee: input.entry_fee,
      prizePool: input.prize_pool,
      status: input.status,
      entriesStopped: input.entries_stopped,
      maxTeams,
      slotsPerTeam,
      maxPlayers: maxTeams * slotsPerTeam,
      tournamentFormat: slotsPerTeam === t.slotsPerTeam ? t.tournamentFormat : formatLabel(slotsPerTeam).toLowerCase(),
      ...startAfterEdit(t, input),
      updatedAt: new Date(),
    })
    .where(eq(tournaments.id, t.id));
  await queueTournamentUpdated(tx, events, t);
}

/**
 * DELETE /admin/tournaments/{id}/kick-player (super admin): the named player must sit at the
 * named slot (so a stale screen cannot kick whoever moved there since); the fee is refunded.
 */
export async function adminKickPlayer(
  tx: Tx,
  events: EventBuffer,
  admin: Pick<UserRow, 'id'>,
  id: string,
  at: { player_id: string; team_number: number; slot_index: number },
): Promise<{ player_username: string }> {
  const t = await lockTournament(tx, id);
  assertOpenForChanges(t);
  const seat = await slotAt(tx, t.id, at.team_number, at.slot_index);
  if (!seat || seat.playerId !== at.player_id) throw conflict(TOURNAMENT_TEXT.playerNotInSlot);
  const [player] = await tx.select({ username: users.username }).from(users).where(eq(users.id, seat.playerId));
  const username = player?.username ?? 'Player';
  await removeSeat(tx, events, t, seat, admin.id);
  events.add({ kind: 'everyone' }, 'player_kicked', {
    tournament_id: t.id,
    player_id: seat.playerId,
    player_username: username,
    is_self_kick: false,
  });
  await queueTournamentUpdated(tx, events, t, { player_username: username });
  return { player_username: username };
}

/** Sets the image (a template's artwork or an upload). Returns the previous address. */
export async function setTournamentImage(
  tx: Tx,
  events: EventBuffer,
  user: Pick<UserRow, 'id' | 'role'>,
  id: string,
  imageUrl: string,
): Promise<string | null> {
  const t = await lockTournament(tx, id);
  assertManager(t, user);
  await tx.update(tournaments).set({ imageUrl, updatedAt: new Date() }).where(eq(tournaments.id, t.id));
  await queueTournamentUpdated(tx, events, t);
  return t.imageUrl;
}
