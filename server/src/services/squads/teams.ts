/**
 * Squads (docs/product/squads.md#reserving-a-team): a captain reserves an empty team, taking its
 * first slot and paying their own fee; its other slots are held for SQUAD_HOLD_MINUTES (never past
 * a scheduled start), and friends take them with the invite code, each paying their own fee. The
 * code is random (about 49 bits), shown once to the captain and kept only as a SHA-256 hash, so a
 * database leak gives no working link. Every step locks the tournament row first.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { INVITE_QUERY_PARAM, PLAY_TEXT, SQUAD_TEXT, type ApiResponse, type Tournament } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { ADVISORY_LOCKS, tryTransactionLock } from '../../db/advisory-locks.js';
import type { Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import type { TournamentRow, UserRow } from '../../db/rows.js';
import { teamHolds, tournamentSlots } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, forbidden, notFound } from '../../domain/errors.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { logAction, seatOfPosition } from '../play/action-log.js';
import { assertMayTakeSeat, endSeatStep, takeSeat } from '../play/seat-lifecycle.js';
import { assertPosition } from '../play/seats.js';
import { queuePush } from '../../push/outbox.js';
import * as announce from '../tournaments/announce.js';
import { lockTournament } from '../tournaments/load.js';
import { assertEntriesOpen } from '../tournaments/policy.js';
import { viewInTransaction } from '../tournaments/view.js';
import type { Position } from './holds.js';
import { hashInviteCode, newInviteCode } from './invite-codes.js';
import { offerFreeSeats } from './offers.js';

type TeamInvite = ApiResponse<'post', '/tournaments/{id}/teams/{team_number}/invite'>;

/** A hold shorter than this is no use to a squad: the reserve is refused instead. */
const SHORTEST_HOLD_MS = 60_000;

const inviteUrl = (ctx: AppContext, tournamentId: string, code: string) =>
  `${ctx.config.PUBLIC_URL}/tournaments/${tournamentId}?${INVITE_QUERY_PARAM}=${code}`;

/** Solo tournaments have no teams to reserve. */
function assertTeamPosition(t: TournamentRow, teamNumber: number): void {
  assertPosition(t, teamNumber, 0);
  if (t.slotsPerTeam < 2) throw badRequest(SQUAD_TEXT.soloTournament);
}

async function dbNow(tx: Tx): Promise<Date> {
  const result = (await tx.execute(sql`SELECT clock_timestamp() AS now`)) as unknown as {
    rows: { now: Date | string }[];
  };
  return new Date(result.rows[0]!.now);
}

/** The live hold of a team, if any (an expired row holds nothing). */
async function liveHold(tx: Tx, tournamentId: string, teamNumber: number) {
  const [hold] = await tx
    .select()
    .from(teamHolds)
    .where(
      and(
        eq(teamHolds.tournamentId, tournamentId),
        eq(teamHolds.teamNumber, teamNumber),
        sql`${teamHolds.expiresAt} > now()`,
      ),
    );
  return hold;
}

/** POST /tournaments/{id}/teams/{team_number}/reserve */
export async function reserveTeam(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  teamNumber: number,
): Promise<TeamInvite> {
  const code = newInviteCode();
  return inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, tournamentId);
    assertEntriesOpen(t);
    assertTeamPosition(t, teamNumber);
    await assertMayTakeSeat(tx, t.id, user.id);
    const [occupied] = await tx
      .select({ id: tournamentSlots.id })
      .from(tournamentSlots)
      .where(and(eq(tournamentSlots.tournamentId, t.id), eq(tournamentSlots.teamNumber, teamNumber)))
      .limit(1);
    if (occupied) throw conflict(SQUAD_TEXT.teamNotEmpty);
    if (await liveHold(tx, t.id, teamNumber)) throw conflict(SQUAD_TEXT.teamHeld);
    // An offered slot of this team belongs to its waitlist player: the team is not empty for a squad.
    const offered = (await tx.execute(sql`SELECT 1 FROM waitlist_entries WHERE tournament_id = ${t.id}
      AND offer_team_number = ${teamNumber}::int AND offer_expires_at > now() LIMIT 1`)) as unknown as {
      rows: unknown[];
    };
    if (offered.rows.length) throw conflict(SQUAD_TEXT.teamNotEmpty);
    const now = await dbNow(tx);
    let expiresAt = new Date(now.getTime() + ctx.config.SQUAD_HOLD_MINUTES * 60_000);
    if (t.startType === 'scheduled' && t.startDate && t.startDate < expiresAt) expiresAt = t.startDate;
    if (expiresAt.getTime() - now.getTime() < SHORTEST_HOLD_MS) throw conflict(SQUAD_TEXT.holdTooShort);
    // An expired row of an earlier hold may still be there: the new hold replaces it.
    await tx.delete(teamHolds).where(and(eq(teamHolds.tournamentId, t.id), eq(teamHolds.teamNumber, teamNumber)));
    await seatSquadMember(ctx, tx, events, t, user, { teamNumber, slotIndex: 0 }, 'team_reserved');
    await tx
      .insert(teamHolds)
      .values({ tournamentId: t.id, teamNumber, captainId: user.id, inviteCodeHash: hashInviteCode(code), expiresAt });
    const tournament = await viewInTransaction(tx, t.id, user);
    return {
      tournament,
      invite_code: code,
      invite_url: inviteUrl(ctx, t.id, code),
      expires_at: expiresAt.toISOString(),
    };
  });
}

/**
 * Seats a captain or a friend in their squad's team, paying their own fee, with its log line. A
 * player who was waiting in line has a seat now: they leave the line, and a seat offered to them
 * passes on (the ending's offer).
 */
async function seatSquadMember(
  ctx: AppContext,
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  user: UserRow,
  pos: Position,
  kind: 'team_reserved' | 'team_joined',
): Promise<void> {
  const { fee } = await takeSeat(tx, events, t, user.id, pos);
  await endSeatStep(ctx, tx, events, t, {
    line: { kind, actorId: user.id, playerId: user.id, detail: { to: seatOfPosition(pos), coins: fee } },
    offer: true,
    playerUsername: user.username,
  });
}

/** The captain's live hold of the team, or the refusal: 409 when there is none, 403 for anyone else. */
async function captainsHold(tx: Tx, t: TournamentRow, user: UserRow, teamNumber: number) {
  assertTeamPosition(t, teamNumber);
  const hold = await liveHold(tx, t.id, teamNumber);
  if (!hold) throw conflict(SQUAD_TEXT.noHold);
  if (hold.captainId !== user.id) throw forbidden(SQUAD_TEXT.notCaptain);
  return hold;
}

/** POST /tournaments/{id}/teams/{team_number}/invite: a new code; the old one stops working. */
export async function renewTeamInvite(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  teamNumber: number,
): Promise<TeamInvite> {
  const code = newInviteCode();
  return inTransaction(ctx, async (tx) => {
    const t = await lockTournament(tx, tournamentId);
    const hold = await captainsHold(tx, t, user, teamNumber);
    await tx
      .update(teamHolds)
      .set({ inviteCodeHash: hashInviteCode(code) })
      .where(and(eq(teamHolds.tournamentId, t.id), eq(teamHolds.teamNumber, teamNumber)));
    const tournament = await viewInTransaction(tx, t.id, user);
    return {
      tournament,
      invite_code: code,
      invite_url: inviteUrl(ctx, t.id, code),
      expires_at: hold.expiresAt.toISOString(),
    };
  });
}

/** DELETE /tournaments/{id}/teams/{team_number}/reserve: the captain ends the hold; seated teammates stay. */
export async function releaseTeam(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  teamNumber: number,
): Promise<Tournament> {
  return inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, tournamentId);
    await captainsHold(tx, t, user, teamNumber);
    await endHold(ctx, tx, events, t, teamNumber, user.id);
    return viewInTransaction(tx, t.id, user);
  });
}

/** Deletes a team's hold, logs it, offers its free slots to the waitlist and tells everyone. */
async function endHold(
  ctx: AppContext,
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  teamNumber: number,
  actorId?: string,
) {
  await tx.delete(teamHolds).where(and(eq(teamHolds.tournamentId, t.id), eq(teamHolds.teamNumber, teamNumber)));
  await logAction(tx, t.id, {
    kind: 'team_released',
    actorId,
    detail: { from: { team_number: teamNumber, slot_index: 0 } },
  });
  await offerFreeSeats(ctx, tx, events, t);
  announce.tournamentUpdatedSoon(ctx, events, t.id);
}

/**
 * POST /tournaments/{id}/join-team: the next free held slot of the team the code names. A wrong,
 * renewed or expired code is one 404, so trying codes tells nothing.
 */
export async function joinTeam(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  inviteCode: string,
): Promise<Tournament> {
  const codeHash = hashInviteCode(inviteCode);
  try {
    return await inTransaction(ctx, async (tx, events) => {
      const t = await lockTournament(tx, tournamentId);
      const [hold] = await tx
        .select()
        .from(teamHolds)
        .where(
          and(
            eq(teamHolds.tournamentId, t.id),
            eq(teamHolds.inviteCodeHash, codeHash),
            sql`${teamHolds.expiresAt} > now()`,
          ),
        );
      // A team an admin's edit took out of the grid has no slot left to take: the code is dead.
      if (!hold || hold.teamNumber > t.maxTeams) throw notFound(SQUAD_TEXT.inviteInvalid);
      assertEntriesOpen(t);
      await assertMayTakeSeat(tx, t.id, user.id);
      const taken = await tx
        .select({ slotIndex: tournamentSlots.slotIndex })
        .from(tournamentSlots)
        .where(and(eq(tournamentSlots.tournamentId, t.id), eq(tournamentSlots.teamNumber, hold.teamNumber)))
        .orderBy(asc(tournamentSlots.slotIndex));
      const takenIndexes = new Set(taken.map((s) => s.slotIndex));
      const slotIndex = Array.from({ length: t.slotsPerTeam }, (_, i) => i).find((i) => !takenIndexes.has(i));
      if (slotIndex === undefined) throw conflict(SQUAD_TEXT.squadFull);
      await seatSquadMember(ctx, tx, events, t, user, { teamNumber: hold.teamNumber, slotIndex }, 'team_joined');
      // The captain's phones hear that their squad is filling up.
      await queuePush(ctx, tx, events, hold.captainId === user.id ? [] : [hold.captainId], {
        kind: 'team_joined',
        tournamentId: t.id,
        params: { title: t.title, username: user.username },
      });
      return viewInTransaction(tx, t.id, user);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(PLAY_TEXT.slotTaken);
    throw err;
  }
}

/** A squad hold whose time ran out (the deadline job's test of `team_holds`). */
export const holdExpired = lte(teamHolds.expiresAt, sql`now()`);

/**
 * The deadline job's part: ends the holds whose time has passed, one tournament at a time under
 * its lock, offering their free slots to the waitlist. Returns how many it ended.
 */
export async function endExpiredHolds(ctx: AppContext): Promise<number> {
  const due = await ctx.db
    .selectDistinct({ tournamentId: teamHolds.tournamentId, teamNumber: teamHolds.teamNumber })
    .from(teamHolds)
    .where(holdExpired);
  let ended = 0;
  for (const { tournamentId, teamNumber } of due) {
    ended += await inTransaction(ctx, async (tx, events) => {
      if (!(await tryTransactionLock(tx, ADVISORY_LOCKS.deadlines))) return 0;
      const t = await lockTournament(tx, tournamentId).catch(() => undefined);
      if (!t) return 0;
      // Under the lock: still there and still past its time (another instance may have ended it).
      const [expired] = await tx
        .select({ teamNumber: teamHolds.teamNumber })
        .from(teamHolds)
        .where(and(eq(teamHolds.tournamentId, t.id), eq(teamHolds.teamNumber, teamNumber), holdExpired));
      if (!expired) return 0;
      await endHold(ctx, tx, events, t, teamNumber);
      return 1;
    });
  }
  return ended;
}
