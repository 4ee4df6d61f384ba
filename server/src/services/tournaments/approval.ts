/**
 * Approval (docs/product/tournaments.md#approval): an admin approves or declines a pending tournament; its
 * creator may approve it at once by paying the auto-approval price (free for a super admin),
 * or cancel it. Decline and cancel refund the contribution and delete the tournament.
 */
import { and, eq } from 'drizzle-orm';
import {
  TOURNAMENT_TEXT,
  type ApiResponse,
  type MessageResponse,
  type PagePosition,
  type Tournament,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { after, pageOf, pagePosition } from '../../db/paging.js';
import type { TournamentRow, UserRow } from '../../db/rows.js';
import { tournaments } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../domain/errors.js';
import { debit } from '../../ledger/ledger.js';
import { queuePush } from '../../push/outbox.js';
import type { EventBuffer } from '../../realtime/hub.js';
import * as announce from './announce.js';
import { lockTournament } from './load.js';
import { approvesForFree, assertMayAutoApprove } from './policy.js';
import { presentDeletion } from '../../presenters/tournament.js';
import { refundAndDelete } from './refunds.js';
import { getAutoApprovalPrice } from './settings.js';
import { assertMayApproveWithoutAdmin } from '../hosts/trust.js';
import { summaryViews } from './view.js';

/** Pending = waiting for an admin (docs/product/tournaments.md#approval). */
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
  announce.pendingTournamentsChanged(events, t);
  await announce.tournamentCreated(tx, events, t);
}

/** Pending → approved, status upcoming; the seed approves its demo tournaments through it too. */
export async function approvePending(tx: Tx, events: EventBuffer, id: string): Promise<TournamentRow> {
  const t = await lockPending(tx, id);
  await markApproved(tx, events, t);
  return t;
}

/** Admin approval (the route lets admins only). */
export async function approveTournament(
  ctx: AppContext,
  admin: Pick<UserRow, 'id'>,
  id: string,
): Promise<MessageResponse> {
  await inTransaction(ctx, async (tx, events) => {
    const t = await approvePending(tx, events, id);
    await pushToCreator(ctx, tx, events, admin, t, 'approved');
  });
  return { message: TOURNAMENT_TEXT.approved };
}

/** Admin decline: the contribution goes back to the creator and the tournament is deleted. */
export async function declineTournament(
  ctx: AppContext,
  admin: Pick<UserRow, 'id'>,
  id: string,
): Promise<ApiResponse<'post', '/tournaments/{id}/decline'>> {
  const done = await inTransaction(ctx, async (tx, events) => {
    const t = await lockPending(tx, id);
    await pushToCreator(ctx, tx, events, admin, t, 'declined');
    return refundAndDelete(tx, events, t, admin.id);
  });
  return presentDeletion(TOURNAMENT_TEXT.declined, done);
}

/** An admin's decision reaches the creator's phones (not an admin deciding on their own tournament). */
function pushToCreator(
  ctx: AppContext,
  tx: Tx,
  events: EventBuffer,
  admin: Pick<UserRow, 'id'>,
  t: TournamentRow,
  kind: 'approved' | 'declined',
): Promise<void> {
  const to = t.creatorId === admin.id ? [] : [t.creatorId];
  return queuePush(ctx, tx, events, to, { kind, tournamentId: t.id, params: { title: t.title } });
}

/**
 * Instant approval by the creator at the current price (purchased coins first), or by a super
 * admin for free. Short of coins: 409 'Insufficient coins' and nothing changes. A new host's
 * tournament waits for an admin whatever the price (docs/product/trust.md#new-hosts).
 */
export async function autoApproveTournament(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'role'>,
  id: string,
): Promise<ApiResponse<'post', '/tournaments/{id}/auto-approve'>> {
  const pricePaid = await inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, id);
    assertMayAutoApprove(t, user);
    if (t.approvalStatus === 'approved') throw conflict(TOURNAMENT_TEXT.alreadyApproved);
    if (!isPending(t)) throw conflict(TOURNAMENT_TEXT.notPending);
    await assertMayApproveWithoutAdmin(tx, user);
    const price = approvesForFree(user) ? 0 : await getAutoApprovalPrice(tx);
    if (price > 0) {
      await debit(tx, events, user.id, price, 'purchased_first', {
        reason: 'auto_approval',
        refType: 'tournament',
        refId: t.id,
        idempotencyKey: `auto_approval:${t.id}`,
      });
    }
    await markApproved(tx, events, t);
    return price;
  });
  return { message: TOURNAMENT_TEXT.autoApproved, price_paid: pricePaid };
}

/**
 * One page of the approval queue, oldest first (admins work through it in order), and the cursor
 * of the next page (docs/scale/query-plans.md#admin-lists-page-by-cursor).
 */
export async function listPendingTournaments(
  ctx: AppContext,
  viewer: Pick<UserRow, 'id' | 'role'>,
  page: { limit: number; before?: PagePosition },
): Promise<{ tournaments: Tournament[]; nextBefore: string | null }> {
  const db = ctx.db;
  const found = await db
    .select({ id: tournaments.id, position: pagePosition(tournaments.createdAt, tournaments.id) })
    .from(tournaments)
    .where(
      and(
        eq(tournaments.approvalStatus, 'pending'),
        page.before ? after('oldest', tournaments.createdAt, tournaments.id, page.before) : undefined,
      ),
    )
    .orderBy(tournaments.createdAt, tournaments.id)
    .limit(page.limit + 1);
  const { rows, nextBefore } = pageOf(found, page.limit);
  return { tournaments: await summaryViews(db, rows, viewer), nextBefore };
}
