/**
 * Approval (spec 1 §4, DESIGN.md §5): an admin approves or declines a pending tournament; its
 * creator may approve it at once by paying the auto-approval price (free for a super admin),
 * or cancel it. Decline and cancel refund the contribution and delete the tournament.
 */
import { and, desc, eq } from 'drizzle-orm';
import { TOURNAMENT_TEXT, type Tournament } from '@squadhub/shared';
import type { UserRow } from '../../auth/passport.js';
import type { Queryable, Tx } from '../../db/client.js';
import { tournaments } from '../../db/schema.js';
import { conflict, forbidden } from '../../http/errors.js';
import { debit } from '../../ledger/ledger.js';
import type { EventBuffer } from '../../realtime/hub.js';
import { queuePendingChanged, queueTournamentCreated } from './events.js';
import { lockTournament } from './lock.js';
import { refundAndDelete, type DeletionResult } from './refunds.js';
import { getAutoApprovalPrice } from './settings.js';
import { summaryViews, type TournamentRow } from './view.js';

/** Pending = waiting for an admin (spec 1 §4). */
export const isPending = (t: Pick<TournamentRow, 'approvalStatus'>) => t.approvalStatus === 'pending';

async function lockPending(tx: Tx, id: string): Promise<TournamentRow> {
  const t = await lockTournament(tx, id);
  if (t.approvalStatus === 'approved') throw conflict(TOURNAMENT_TEXT.alreadyApproved);
  if (!isPending(t)) throw conflict(TOURNAMENT_TEXT.notPending);
  return t;
}

async function markApproved(tx: Tx, events: EventBuffer, t: TournamentRow): Promise<void> {
  await tx
    .update(tournaments)
    .set({ approvalStatus: 'approved', status: 'upcoming', updatedAt: new Date() })
    .where(eq(tournaments.id, t.id));
  queuePendingChanged(events, t);
  await queueTournamentCreated(tx, events, t);
}

/** Admin approval: pending → approved, status upcoming. */
export async function approveTournament(tx: Tx, events: EventBuffer, id: string): Promise<void> {
  const t = await lockPending(tx, id);
  await markApproved(tx, events, t);
}

/** Admin decline: the contribution goes back to the creator and the tournament is deleted. */
export async function declineTournament(
  tx: Tx,
  events: EventBuffer,
  admin: Pick<UserRow, 'id'>,
  id: string,
): Promise<DeletionResult> {
  const t = await lockPending(tx, id);
  return refundAndDelete(tx, events, t, admin.id);
}

/**
 * Instant approval by the creator at the current price (purchased coins first), or by a super
 * admin for free. Short of coins: 409 'Insufficient coins' and nothing changes.
 */
export async function autoApproveTournament(
  tx: Tx,
  events: EventBuffer,
  user: Pick<UserRow, 'id' | 'role'>,
  id: string,
): Promise<{ price_paid: number }> {
  const t = await lockTournament(tx, id);
  const superAdmin = user.role === 'super_admin';
  if (t.creatorId !== user.id && !superAdmin) throw forbidden(TOURNAMENT_TEXT.onlyCreatorOrSuperAdmin);
  if (t.approvalStatus === 'approved') throw conflict(TOURNAMENT_TEXT.alreadyApproved);
  if (!isPending(t)) throw conflict(TOURNAMENT_TEXT.notPending);
  const price = superAdmin ? 0 : await getAutoApprovalPrice(tx);
  if (price > 0) {
    await debit(tx, events, user.id, price, 'purchased_first', {
      reason: 'auto_approval',
      refType: 'tournament',
      refId: t.id,
      idempotencyKey: `auto_approval:${t.id}`,
    });
  }
  await markApproved(tx, events, t);
  return { price_paid: price };
}

/** The approval queue, oldest first (admins work through it in order). */
export async function listPendingTournaments(
  db: Queryable,
  viewer: Pick<UserRow, 'id' | 'role'>,
): Promise<Tournament[]> {
  const rows = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.approvalStatus, 'pending')))
    .orderBy(tournaments.createdAt, desc(tournaments.id));
  return summaryViews(db, rows, viewer);
}
