/**
 * Admin: delete a player (docs/product/accounts.md#deleting-a-player). Deleting closes the
 * account; it does not erase history. In one transaction:
 *  - the tournaments they created are refunded (every seat, and their contribution) and deleted;
 *  - their seats in other creators' unfinalized tournaments are refunded and vacated, the fee
 *    leaving the prize pool with them (seats of finalized tournaments stay: that is history);
 *  - their pending cash-out requests are rejected and refunded, as an admin's reject does;
 *  - the user row is anonymised (placeholders keep the unique indexes happy and free the old
 *    username, e-mail and phone) and closed (`deleted_at`), and every session ends.
 * Ledger rows, purchases, cash-out requests and winner records stay and keep pointing at the row.
 * Coins left on the account after the refunds stay there, on its ledger (no movement ever reaches
 * a closed account again, see ledger.ts), so every balance and payment still reconciles.
 *
 * Locks follow the lock order of ledger.ts: the tournaments first, then the player's row
 * `FOR UPDATE` together with everyone the deletion refunds, then their seats and cash-outs.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { ADMIN_TEXT, MONEY_TEXT } from '@squadhub/shared';
import { endSessions } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { pgErrorCode } from '../../db/pg-errors.js';
import type { TournamentRow, UserRow } from '../../db/rows.js';
import {
  authTokens,
  openLobbies,
  pushSubscriptions,
  teamHolds,
  tournamentSlots,
  tournaments,
  users,
  waitlistEntries,
} from '../../db/schema.js';
import { inTransaction, SerializationFailure } from '../../db/transaction.js';
import { badRequest, forbidden, isRefusal, notFound } from '../../domain/errors.js';
import { lockUsers } from '../../ledger/ledger.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { freeSeat } from '../play/seat-lifecycle.js';
import { seatOf } from '../play/seats.js';
import { lockTournament } from '../tournaments/load.js';
import { refundAndDelete } from '../tournaments/refunds.js';
import { refundPendingCashouts } from '../money/cashout.js';

/** SQLSTATE of a `NOWAIT` lock that someone else holds. */
const PG_LOCK_NOT_AVAILABLE = '55P03';

/** Not an argon2 hash: no password ever matches it. */
const UNUSABLE_PASSWORD_HASH = 'account-closed';

export async function deletePlayer(
  ctx: AppContext,
  admin: Pick<UserRow, 'id'>,
  id: string,
): Promise<{ message: string; deleted_tournaments: number; tournament_ids: string[] }> {
  const adminId = admin.id;
  // Ids from the database are lower case: compare like with like (a path may carry upper case).
  const playerId = id.toLowerCase();
  if (playerId === adminId) throw badRequest(MONEY_TEXT.cannotDeleteSelf);
  return inTransaction(ctx, async (tx, events) => {
    await assertDeletable(tx, playerId);
    const involved = await tournamentsInvolving(tx, playerId);
    const locked: TournamentRow[] = [];
    for (const id of involved) {
      const t = await lockIfStillThere(tx, id);
      if (t) locked.push(t);
    }
    const created = locked.filter((t) => t.creatorId === playerId && !t.isFinalized);
    await lockUsers(tx, await seatedPlayers(tx, created), playerId);

    // Under the player's lock, re-read: it may have changed while we waited for it.
    await assertDeletable(tx, playerId);
    // Nobody can add a seat or a tournament for the player any more. A seat taken between the
    // first read and the player's lock is in a tournament not locked yet: taking it now goes
    // against the lock order, so it is taken only if free at once. If it is busy, or it is a
    // tournament the player created meanwhile (its refunds may need more user locks), the
    // deletion starts again from the top.
    const lockedIds = new Set(locked.map((t) => t.id));
    for (const id of await tournamentsInvolving(tx, playerId)) {
      if (lockedIds.has(id)) continue;
      const t = await lockWithoutWaiting(tx, id);
      if (t?.creatorId === playerId) throw new SerializationFailure('the player created a tournament meanwhile');
      if (t) locked.push(t);
    }

    // Out of every queue first: a seat the deletion frees below must not be offered to them.
    await tx.delete(waitlistEntries).where(eq(waitlistEntries.userId, playerId));
    const deleted: string[] = [];
    for (const t of locked) {
      if (t.creatorId === playerId) {
        await refundAndDelete(tx, events, t, adminId); // announces tournament_deleted itself
        deleted.push(t.id);
      } else if (!t.isFinalized) {
        await vacateSeat(ctx, tx, events, t, playerId, adminId);
      }
    }
    await refundPendingCashouts(tx, events, playerId, adminId);
    await closeAccount(tx, events, playerId);
    return { message: ADMIN_TEXT.playerDeleted, deleted_tournaments: deleted.length, tournament_ids: deleted };
  });
}

/** 404 for an unknown or already deleted account, 403 for a super admin. */
async function assertDeletable(tx: Tx, playerId: string): Promise<void> {
  const [player] = await tx
    .select({ role: users.role, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, playerId));
  if (!player || player.deletedAt) throw notFound(MONEY_TEXT.playerNotFound);
  if (player.role === 'super_admin') throw forbidden(MONEY_TEXT.cannotDeleteSuperAdmin);
}

/**
 * Ids, in lock order, of the tournaments the deletion changes: those the player created (any
 * state: all are deleted) and the unfinalized ones of others where the player holds a seat.
 */
async function tournamentsInvolving(tx: Tx, playerId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: tournaments.id })
    .from(tournaments)
    .leftJoin(
      tournamentSlots,
      and(eq(tournamentSlots.tournamentId, tournaments.id), eq(tournamentSlots.playerId, playerId)),
    )
    .where(
      or(
        eq(tournaments.creatorId, playerId),
        and(eq(tournamentSlots.playerId, playerId), eq(tournaments.isFinalized, false)),
      ),
    );
  return rows.map((r) => r.id).sort();
}

/** Everyone seated in the given tournaments (their fees are refunded). The caller holds the tournaments. */
async function seatedPlayers(tx: Tx, held: TournamentRow[]): Promise<string[]> {
  if (!held.length) return [];
  const rows = await tx
    .select({ id: tournamentSlots.playerId })
    .from(tournamentSlots)
    .where(
      inArray(
        tournamentSlots.tournamentId,
        held.map((t) => t.id),
      ),
    );
  return rows.map((r) => r.id);
}

/** A tournament row lock taken only if no one holds it; SerializationFailure (a retry) otherwise. */
async function lockWithoutWaiting(tx: Tx, id: string): Promise<TournamentRow | undefined> {
  try {
    const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update', { noWait: true });
    return row;
  } catch (err) {
    if (pgErrorCode(err) === PG_LOCK_NOT_AVAILABLE) throw new SerializationFailure(`tournament ${id} is busy`);
    throw err;
  }
}

async function lockIfStillThere(tx: Tx, id: string): Promise<TournamentRow | undefined> {
  try {
    return await lockTournament(tx, id);
  } catch (err) {
    if (isRefusal(err, 'not_found')) return undefined;
    throw err;
  }
}

/**
 * Frees the player's seat in another creator's tournament: refunded, its fee out of the pool, its
 * line in the log, and (as when a player leaves) offered to the waitlist now, not on the deadline
 * job's next tick.
 */
async function vacateSeat(
  ctx: AppContext,
  tx: Tx,
  events: EventBuffer,
  t: TournamentRow,
  playerId: string,
  adminId: string,
) {
  const seat = await seatOf(tx, t.id, playerId);
  if (!seat) return; // left or kicked while we waited for the tournament
  await freeSeat(ctx, tx, events, t, seat, { kind: 'account_closed', actorId: adminId, update: 'now' });
}

/** Anonymises and closes the account; its sessions end and its sockets close after the commit. */
async function closeAccount(tx: Tx, events: EventBuffer, playerId: string): Promise<void> {
  const placeholder = `deleted-${playerId}`;
  await tx
    .update(users)
    .set({
      username: placeholder,
      codmUsername: placeholder,
      email: `${placeholder}@deleted.invalid`,
      fullName: '',
      phoneNumber: null,
      tiktokLink: '',
      // The UID is freed for whoever owns it in the game (its history stays in account_events).
      gameUid: null,
      gameName: null,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      emailVerified: false,
      role: 'player',
      deletedAt: new Date(),
    })
    .where(eq(users.id, playerId));
  // What the cascade of a real DELETE used to remove: open reset links and posted lobbies.
  await tx.delete(authTokens).where(eq(authTokens.userId, playerId));
  await tx.delete(openLobbies).where(eq(openLobbies.userId, playerId));
  // Their phones get nothing more (what waited for them goes with the rows: ON DELETE CASCADE).
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, playerId));
  // Any squad hold goes too (their places in waitlists went first, see deletePlayer); a seat
  // offered to them elsewhere is offered on by the deadline job (services/squads/waitlist.ts offerUnofferedSeats).
  await tx.delete(teamHolds).where(eq(teamHolds.captainId, playerId));
  await endSessions(tx, events, playerId);
}
