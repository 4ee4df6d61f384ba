/**
 * The waitlist (docs/product/squads.md#the-waitlist): players queue for a full tournament without
 * paying; a freed seat is offered to the first in line (offers.ts), who accepts (paying the fee)
 * or passes. A player who passes, lets the offer run out or cannot pay leaves the queue, and the
 * seat goes to the next in line. Every step locks the tournament row first, so an accept and the
 * expiry of the same offer end in exactly one outcome.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { PLAY_TEXT, SQUAD_TEXT, VALIDATION, type ApiResponse, type Tournament } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { ADVISORY_LOCKS, tryTransactionLock } from '../../db/advisory-locks.js';
import type { Queryable, Tx } from '../../db/client.js';
import type { TournamentRow, UserRow } from '../../db/rows.js';
import { users, waitlistEntries } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../domain/errors.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { logAction, seatOfPosition } from '../play/action-log.js';
import { assertGameIdentityHeld, assertMayTakeSeat, endSeatStep, takeSeat } from '../play/seat-lifecycle.js';
import { seatOf } from '../play/seats.js';
import * as announce from '../tournaments/announce.js';
import { findTournament, lockTournament } from '../tournaments/load.js';
import { assertEntriesOpen, canManage, type Viewer } from '../tournaments/policy.js';
import { viewInTransaction } from '../tournaments/view.js';
import { freeSeats } from './holds.js';
import { offerFreeSeats } from './offers.js';

type Waitlist = ApiResponse<'get', '/tournaments/{id}/waitlist'>;
type Entry = typeof waitlistEntries.$inferSelect;

/** The queue as `viewer` may see it: its length, their place and offer; the names for managers. */
async function waitlistFor(db: Queryable, t: TournamentRow, viewer: Viewer): Promise<Waitlist> {
  const entries = await db
    .select({
      entry: waitlistEntries,
      username: users.username,
      // The database clock, as every other rule of offers reads it: each instance answers the same.
      offerLive: sql<boolean>`coalesce(${waitlistEntries.offerExpiresAt} > now(), false)`,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .where(eq(waitlistEntries.tournamentId, t.id))
    .orderBy(asc(waitlistEntries.id));
  const index = entries.findIndex((e) => e.entry.userId === viewer.id);
  const own = entries[index]?.entry;
  const offerLive = entries[index]?.offerLive;
  return {
    count: entries.length,
    position: index >= 0 ? index + 1 : null,
    offer:
      own && offerLive
        ? {
            team_number: own.offerTeamNumber!,
            slot_index: own.offerSlotIndex!,
            expires_at: own.offerExpiresAt!.toISOString(),
          }
        : null,
    ...(canManage(t, viewer) ? { entries: entries.map((e) => e.username) } : {}),
  };
}

/** GET /tournaments/{id}/waitlist: a plain read (the steps' order does not matter to it). */
export async function getWaitlist(ctx: AppContext, user: UserRow, tournamentId: string): Promise<Waitlist> {
  return waitlistFor(ctx.db, await findTournament(ctx.db, tournamentId), user);
}

/** POST /tournaments/{id}/waitlist: only when no seat is free to take; no coins move. */
export async function joinWaitlist(ctx: AppContext, user: UserRow, tournamentId: string): Promise<Waitlist> {
  return inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, tournamentId);
    assertEntriesOpen(t);
    await assertMayTakeSeat(tx, t.id, user.id);
    if ((await freeSeats(tx, t.id, 1)).length) throw conflict(SQUAD_TEXT.seatFree);
    const added = await tx
      .insert(waitlistEntries)
      .values({ tournamentId: t.id, userId: user.id })
      .onConflictDoNothing()
      .returning({ id: waitlistEntries.id });
    if (!added.length) throw conflict(SQUAD_TEXT.onWaitlistAlready);
    announce.tournamentUpdatedSoon(ctx, events, t.id, {}, 'summary');
    return waitlistFor(tx, t, user);
  });
}

/** DELETE /tournaments/{id}/waitlist: an offer the player held passes on. */
export async function leaveWaitlist(ctx: AppContext, user: UserRow, tournamentId: string): Promise<Waitlist> {
  return inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, tournamentId);
    const entry = await entryOf(tx, t.id, user.id);
    if (!entry) throw conflict(SQUAD_TEXT.notOnWaitlist);
    await passOn(ctx, tx, events, t, entry, user.id);
    return waitlistFor(tx, t, user);
  });
}

/** POST /tournaments/{id}/waitlist/decline: the seat goes to the next in line at once. */
export async function declineOffer(ctx: AppContext, user: UserRow, tournamentId: string): Promise<Waitlist> {
  return inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, tournamentId);
    const entry = await liveOfferOf(tx, t.id, user.id);
    if (!entry) throw conflict(SQUAD_TEXT.noOffer);
    await passOn(ctx, tx, events, t, entry, user.id);
    return waitlistFor(tx, t, user);
  });
}

type AcceptOutcome = { kind: 'seated'; tournament: Tournament } | { kind: 'refused'; refusal: Error };

/**
 * POST /tournaments/{id}/waitlist/accept: seats the player in the offered seat, paying the fee.
 * Too few coins (or a seat taken another way meanwhile): the offer passes on (committed), then 409
 * 'Insufficient coins' (or 'already seated').
 */
export async function acceptOffer(ctx: AppContext, user: UserRow, tournamentId: string): Promise<Tournament> {
  const outcome = await inTransaction(ctx, async (tx, events): Promise<AcceptOutcome> => {
    const t = await lockTournament(tx, tournamentId);
    const entry = await liveOfferOf(tx, t.id, user.id);
    if (!entry) throw conflict(SQUAD_TEXT.noOffer);
    assertEntriesOpen(t);
    // Seated another way meanwhile (a squad invite, join-slot): one seat per player, the offer passes on.
    if (await seatOf(tx, t.id, user.id)) {
      await passOn(ctx, tx, events, t, entry, user.id);
      return { kind: 'refused', refusal: conflict(PLAY_TEXT.alreadySeated) };
    }
    // An edit that came to require a game identity after the player queued: the offer stays theirs
    // until it runs out, so they may store one and accept again.
    await assertGameIdentityHeld(tx, t.id, user.id);
    const pos = { teamNumber: entry.offerTeamNumber!, slotIndex: entry.offerSlotIndex! };
    // An admin's edit shrank the grid under the offer: it ends (the player keeps their place).
    if (pos.teamNumber > t.maxTeams || pos.slotIndex >= t.slotsPerTeam) {
      await offerFreeSeats(ctx, tx, events, t);
      return { kind: 'refused', refusal: conflict(SQUAD_TEXT.noOffer) };
    }
    if ((await balanceOf(tx, user.id)) < t.entryFee) {
      await passOn(ctx, tx, events, t, entry, user.id);
      return { kind: 'refused', refusal: conflict(VALIDATION.insufficientCoins) };
    }
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
    // Accepting is showing up: with check-in on, the seat counts as checked in.
    const { fee } = await takeSeat(tx, events, t, user.id, pos, { checkedIn: t.checkInMinutes > 0 });
    await endSeatStep(ctx, tx, events, t, {
      line: {
        kind: 'waitlist_accepted',
        actorId: user.id,
        playerId: user.id,
        detail: { to: seatOfPosition(pos), coins: fee },
      },
      event: () => announce.roomDetailsToPlayer(events, t, user.id),
      // The seat was this player's offer: nothing else came free.
      offer: false,
      playerUsername: user.username,
    });
    return { kind: 'seated', tournament: await viewInTransaction(tx, t.id, user) };
  });
  if (outcome.kind === 'refused') throw outcome.refusal;
  return outcome.tournament;
}

/** A waitlist offer whose time ran out (the deadline job's test of `waitlist_entries`). */
export const offerExpired = sql`${waitlistEntries.offerExpiresAt} <= now()`;
/** A waitlist entry with no seat offered yet: one may have come free. */
export const waitingUnoffered = sql`${waitlistEntries.offerExpiresAt} IS NULL`;

/**
 * The deadline job's part: offers whose time has passed go to the next in line, one tournament at
 * a time under its lock. Returns how many offers ended.
 */
export async function passExpiredOffers(ctx: AppContext): Promise<number> {
  const due = await ctx.db
    .selectDistinct({ tournamentId: waitlistEntries.tournamentId })
    .from(waitlistEntries)
    .where(offerExpired);
  let ended = 0;
  for (const { tournamentId } of due) {
    ended += await inTransaction(ctx, async (tx, events) => {
      if (!(await tryTransactionLock(tx, ADVISORY_LOCKS.deadlines))) return 0;
      const t = await lockTournament(tx, tournamentId).catch(() => undefined);
      if (!t) return 0;
      const expired = await tx
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.tournamentId, t.id), offerExpired));
      for (const entry of expired) await passOn(ctx, tx, events, t, entry);
      return expired.length;
    });
  }
  return ended;
}

/**
 * The deadline job's part: a seat that freed without a step offering it (an admin's edit that
 * reopened entries or grew the grid, a closed account's offer) is offered to players still
 * waiting. The free seats are looked up without a lock first, so a full tournament costs one read.
 */
export async function offerUnofferedSeats(ctx: AppContext): Promise<number> {
  const waiting = await ctx.db
    .selectDistinct({ tournamentId: waitlistEntries.tournamentId })
    .from(waitlistEntries)
    .where(waitingUnoffered);
  let offered = 0;
  for (const { tournamentId } of waiting) {
    if (!(await freeSeats(ctx.db, tournamentId, 1)).length) continue;
    offered += await inTransaction(ctx, async (tx, events) => {
      if (!(await tryTransactionLock(tx, ADVISORY_LOCKS.deadlines))) return 0;
      const t = await lockTournament(tx, tournamentId).catch(() => undefined);
      if (!t) return 0;
      const n = await offerFreeSeats(ctx, tx, events, t);
      if (n) announce.tournamentUpdatedSoon(ctx, events, t.id);
      return n;
    });
  }
  return offered;
}

/**
 * The player leaves the queue; a seat offered to them goes to the next in line. `actorId` is the
 * player when they passed themselves, none when their time ran out.
 */
async function passOn(ctx: AppContext, tx: Tx, events: EventBuffer, t: TournamentRow, entry: Entry, actorId?: string) {
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
  if (entry.offerTeamNumber !== null && entry.offerSlotIndex !== null) {
    const from = { teamNumber: entry.offerTeamNumber, slotIndex: entry.offerSlotIndex };
    await logAction(tx, t.id, {
      kind: 'waitlist_passed',
      actorId,
      playerId: entry.userId,
      detail: { from: seatOfPosition(from) },
    });
    await offerFreeSeats(ctx, tx, events, t);
  }
  announce.tournamentUpdatedSoon(ctx, events, t.id);
}

async function entryOf(tx: Tx, tournamentId: string, userId: string): Promise<Entry | undefined> {
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.tournamentId, tournamentId), eq(waitlistEntries.userId, userId)));
  return entry;
}

/** The player's offer while its time lasts (the database clock, read under the tournament's lock). */
async function liveOfferOf(tx: Tx, tournamentId: string, userId: string): Promise<Entry | undefined> {
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.tournamentId, tournamentId),
        eq(waitlistEntries.userId, userId),
        sql`${waitlistEntries.offerExpiresAt} > clock_timestamp()`,
      ),
    );
  return entry;
}

/** Both buckets of the player, their row locked in the ledger's lock order (tournament, then users). */
async function balanceOf(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ coins: sql<number>`${users.purchasedCoins} + ${users.winningsCoins}` })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return Number(row?.coins ?? 0);
}
