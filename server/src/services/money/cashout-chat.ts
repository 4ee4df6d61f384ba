/**
 * The chat between a player and the admins about one cash-out request. Only the request's owner
 * and admins may read or write it; anyone else gets 404, so ids of other players' requests
 * reveal nothing.
 */
import { asc, eq } from 'drizzle-orm';
import { SUCCESS, MONEY_TEXT, isAdminRole, type CashoutChatMessage } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { cashoutMessages, cashoutRequests } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../domain/errors.js';
import { announceStatus } from './cashout.js';
import { presentChatMessage } from '../../presenters/cashout.js';

interface Viewer {
  id: string;
  role: string;
}

async function authorizeRequest(db: Queryable, viewer: Viewer, requestId: string) {
  const [row] = await db
    .select({ id: cashoutRequests.id, userId: cashoutRequests.userId, status: cashoutRequests.status })
    .from(cashoutRequests)
    .where(eq(cashoutRequests.id, requestId));
  if (!row || (row.userId !== viewer.id && !isAdminRole(viewer.role))) throw notFound(MONEY_TEXT.requestNotFound);
  return row;
}

export async function readCashoutChat(
  ctx: AppContext,
  viewer: Viewer,
  requestId: string,
): Promise<{ chat_messages: CashoutChatMessage[] }> {
  await authorizeRequest(ctx.db, viewer, requestId);
  const rows = await ctx.db
    .select()
    .from(cashoutMessages)
    .where(eq(cashoutMessages.requestId, requestId))
    .orderBy(asc(cashoutMessages.createdAt), asc(cashoutMessages.id));
  return { chat_messages: rows.map(presentChatMessage) };
}

export async function postCashoutChat(ctx: AppContext, viewer: Viewer, requestId: string, message: string) {
  return inTransaction(ctx, async (tx, events) => {
    const request = await authorizeRequest(tx, viewer, requestId);
    // The owner speaks as the player, even when the owner is an admin.
    const senderType = request.userId === viewer.id ? 'player' : 'admin';
    const [row] = await tx
      .insert(cashoutMessages)
      .values({ requestId, senderType, senderId: viewer.id, message })
      .returning();
    announceStatus(events, { id: requestId, userId: request.userId, status: request.status });
    return { message: SUCCESS.messageSent, chat_message: presentChatMessage(row) };
  });
}
