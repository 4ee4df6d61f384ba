/**
 * Managing an existing tournament (docs/product/tournaments.md#editing): the creator's reschedule, and the super
 * admin's full control (details, image; the kick is a seat step, services/play/admin-kick.ts).
 * Each step locks the tournament row, changes it and queues the split `tournament_updated` event.
 */
import { and, eq, gte, gt, or, sql } from 'drizzle-orm';
import {
  SUCCESS,
  TOURNAMENT_TEXT,
  SERIES_TEXT,
  SQUAD_TEXT,
  seriesSizeError,
  VALIDATION,
  formatLabel,
  templateImageUrl,
  type ApiResponse,
  type FullEditInput,
  type Tournament,
  largestPrizePool,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { TournamentRow, UserRow } from '../../db/rows.js';
import { seriesResults, teamHolds, tournamentSlots, tournaments } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../domain/errors.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { assertWithinNewHostCap, hostById } from '../hosts/trust.js';
import * as announce from './announce.js';
import { lockTournament } from './load.js';
import { assertManager } from './policy.js';
import { loadTournamentView } from './view.js';

/** Runs one managing step on the tournament in one transaction; answers with the tournament as `user` then sees it. */
export function changeThenView<T>(
  ctx: AppContext,
  user: UserRow,
  id: string,
  change: (tx: Tx, events: EventBuffer) => Promise<T>,
): Promise<{ changed: T; tournament: Tournament }> {
  return inTransaction(ctx, async (tx, events) => {
    const changed = await change(tx, events);
    return { changed, tournament: (await loadTournamentView(tx, id, user, 'full'))! };
  });
}

/** PUT /tournaments/{id}/update-rules-date: creator or admin; not while live or after finalization. */
export async function rescheduleTournament(
  ctx: AppContext,
  user: UserRow,
  id: string,
  startDate: string,
): Promise<ApiResponse<'put', '/tournaments/{id}/update-rules-date'>> {
  const { tournament } = await changeThenView(ctx, user, id, async (tx, events) => {
    const t = await lockTournament(tx, id);
    assertManager(t, user);
    if (t.isFinalized) throw conflict(TOURNAMENT_TEXT.cannotRescheduleFinalized);
    if (t.status === 'live') throw conflict(TOURNAMENT_TEXT.cannotRescheduleLive);
    await tx
      .update(tournaments)
      .set({ startDate: new Date(startDate), startType: 'scheduled', ...newCheckInWindow, updatedAt: new Date() })
      .where(eq(tournaments.id, t.id));
    // A squad hold never outlasts a scheduled start (docs/product/squads.md#reserving-a-team).
    await tx
      .update(teamHolds)
      .set({ expiresAt: sql`LEAST(${teamHolds.expiresAt}, ${new Date(startDate).toISOString()}::timestamptz)` })
      .where(eq(teamHolds.tournamentId, t.id));
    await announce.tournamentUpdated(ctx, tx, events, t);
  });
  return { message: SUCCESS.tournamentDateUpdated, tournament };
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

/**
 * The series after an edit: it may change (or go) only until the first result is entered
 * (docs/product/series.md#a-tournament-can-be-a-series); its lists must fit the grid.
 */
async function seriesAfterEdit(tx: Tx, t: TournamentRow, input: FullEditInput, maxTeams: number) {
  if (input.series === undefined) {
    const tooBig = t.series && seriesSizeError(t.series, maxTeams);
    if (tooBig) throw badRequest(tooBig);
    return t.series;
  }
  const [entered] = await tx
    .select({ n: seriesResults.matchNumber })
    .from(seriesResults)
    .where(eq(seriesResults.tournamentId, t.id))
    .limit(1);
  if (entered) throw conflict(SERIES_TEXT.seriesLocked);
  const tooBig = input.series && seriesSizeError(input.series, maxTeams);
  if (tooBig) throw badRequest(tooBig);
  return input.series;
}

/** A new start opens a new check-in window: the notice and the no-show release run again for it. */
const newCheckInWindow = { checkInOpenedAt: null, noShowsReleasedAt: null } as const;

/**
 * The start fields after an edit: when_full has no date, scheduled needs one. Check-in needs a
 * scheduled start (docs/product/squads.md#check-in); a changed start or check-in opens a new window.
 */
function startAfterEdit(t: TournamentRow, input: FullEditInput) {
  const startType =
    input.start_type ?? (input.start_date ? 'scheduled' : input.start_date === null ? 'when_full' : t.startType);
  const checkInMinutes = input.check_in_minutes ?? t.checkInMinutes;
  const newStart = input.start_date === undefined ? t.startDate : input.start_date ? new Date(input.start_date) : null;
  // Only a real change opens a new window: a form that sends the same values back changes nothing.
  const changed = newStart?.getTime() !== t.startDate?.getTime() || checkInMinutes !== t.checkInMinutes;
  const window = changed ? { checkInMinutes, ...newCheckInWindow } : { checkInMinutes };
  if (startType === 'when_full') {
    if (checkInMinutes > 0) throw badRequest(SQUAD_TEXT.checkInWhenFull);
    return { startType, startDate: null, ...window };
  }
  const startDate = input.start_date !== undefined ? input.start_date && new Date(input.start_date) : t.startDate;
  if (!startDate) throw badRequest(VALIDATION.scheduledNeedsDate);
  return { startType, startDate, ...window };
}

/**
 * Entries are closed (a when_full tournament's start: docs/product/trust.md#room-code-deadline)
 * while they are stopped or every seat is taken; an edit keeps the moment they first closed.
 */
function entriesClosedAfterEdit(t: TournamentRow, input: FullEditInput, maxPlayers: number): Date | null {
  const closed = (input.entries_stopped ?? t.entriesStopped) || t.currentPlayers >= maxPlayers;
  return closed ? (t.entriesClosedAt ?? new Date()) : null;
}

/** PUT /admin/tournaments/{id}/full-edit (super admin; the route checks the role). */
export async function fullEditTournament(
  ctx: AppContext,
  admin: UserRow,
  id: string,
  input: FullEditInput,
): Promise<ApiResponse<'put', '/admin/tournaments/{id}/full-edit'>> {
  const { tournament } = await changeThenView(ctx, admin, id, (tx, events) =>
    applyFullEdit(ctx, tx, events, id, input),
  );
  return { message: SUCCESS.tournamentUpdated, tournament };
}

async function applyFullEdit(
  ctx: AppContext,
  tx: Tx,
  events: EventBuffer,
  id: string,
  input: FullEditInput,
): Promise<void> {
  const t = await lockTournament(tx, id);
  // The pool is what the ledger moved into it (docs/product/money.md#prize-pool): a typed one
  // would pay out coins nobody paid in. The same value sent back is no change.
  if (input.prize_pool !== undefined && input.prize_pool !== t.prizePool) {
    throw badRequest(TOURNAMENT_TEXT.prizePoolNotEditable);
  }
  const maxTeams = input.max_teams ?? t.maxTeams;
  const series = await seriesAfterEdit(tx, t, input, maxTeams);
  const slotsPerTeam = input.slots_per_team ?? t.slotsPerTeam;
  if (maxTeams !== t.maxTeams || slotsPerTeam !== t.slotsPerTeam) await assertSeatsFit(tx, t, maxTeams, slotsPerTeam);
  await assertEditWithinNewHostCap(tx, t, { maxTeams, slotsPerTeam, entryFee: input.entry_fee ?? t.entryFee });
  await tx
    .update(tournaments)
    .set({
      title: input.title,
      description: input.description,
      rules: input.rules,
      tiktokUsername: input.tiktok_username,
      gameMode: input.game_mode,
      entryFee: input.entry_fee,
      status: input.status,
      entriesStopped: input.entries_stopped,
      requireGameIdentity: input.require_game_identity,
      entriesClosedAt: entriesClosedAfterEdit(t, input, maxTeams * slotsPerTeam),
      codeGraceMinutes: input.code_grace_minutes,
      // A new hold applies to results recorded from now on (docs/product/trust.md#payout-hold).
      payoutHoldMinutes: input.payout_hold_minutes,
      maxTeams,
      slotsPerTeam,
      maxPlayers: maxTeams * slotsPerTeam,
      tournamentFormat: slotsPerTeam === t.slotsPerTeam ? t.tournamentFormat : formatLabel(slotsPerTeam).toLowerCase(),
      ...startAfterEdit(t, input),
      series,
      updatedAt: new Date(),
    })
    .where(eq(tournaments.id, t.id));
  await announce.tournamentUpdated(ctx, tx, events, t);
}

/**
 * An edit that raises the largest possible pool of a new host's tournament may not take it over the
 * cap (docs/product/trust.md#new-hosts); one that keeps or lowers it passes, whatever the cap is now.
 */
async function assertEditWithinNewHostCap(
  tx: Tx,
  t: TournamentRow,
  after: Pick<TournamentRow, 'maxTeams' | 'slotsPerTeam' | 'entryFee'>,
): Promise<void> {
  const pool = (x: Pick<TournamentRow, 'maxTeams' | 'slotsPerTeam' | 'entryFee'>) => ({
    max_teams: x.maxTeams,
    slots_per_team: x.slotsPerTeam,
    entry_fee: x.entryFee,
    creator_prize_contribution: t.creatorPrizeContribution,
  });
  if (largestPrizePool(pool(after)) <= largestPrizePool(pool(t))) return;
  await assertWithinNewHostCap(tx, await hostById(tx, t.creatorId), pool(after));
}

/** PUT /admin/tournaments/{id}/select-template-image (super admin): a template's artwork. */
export async function selectTemplateImage(
  ctx: AppContext,
  admin: UserRow,
  id: string,
  templateId: string,
): Promise<ApiResponse<'put', '/admin/tournaments/{id}/select-template-image'>> {
  const url = templateImageUrl(templateId);
  const { tournament } = await changeThenView(ctx, admin, id, (tx, events) =>
    setTournamentImage(ctx, tx, events, admin, id, url),
  );
  return { message: SUCCESS.tournamentImageUpdated, image_url: url, tournament };
}

/** Sets the image (a template's artwork or an upload). Returns the previous address. */
export async function setTournamentImage(
  ctx: AppContext,
  tx: Tx,
  events: EventBuffer,
  user: Pick<UserRow, 'id' | 'role'>,
  id: string,
  imageUrl: string,
): Promise<string | null> {
  const t = await lockTournament(tx, id);
  assertManager(t, user);
  await tx.update(tournaments).set({ imageUrl, updatedAt: new Date() }).where(eq(tournaments.id, t.id));
  await announce.tournamentUpdated(ctx, tx, events, t);
  return t.imageUrl;
}
