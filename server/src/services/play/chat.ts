/**
 * Tournament chat (docs/product/tournaments.md#chat): the room's insiders only (domain/room-insider.ts).
 * Messages are trimmed, 1 to 500 characters; new ones go live only to those allowed to read them.
 */
import { and, desc, eq } from 'drizzle-orm';
import { PLAY_TEXT, type ChatMessage } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import { tournamentChatMessages, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { forbidden } from '../../domain/errors.js';
import { isRoomInsider } from '../../domain/room-insider.js';
import { shownTiktokLink, shownUsername } from '../../presenters/closed-account.js';
import { findTournament } from '../tournaments/load.js';
import * as announce from '../tournaments/announce.js';
import { seatOf } from './seats.js';
import type { Queryable } from '../../db/client.js';
import type { TournamentRow, UserRow } from '../../db/rows.js';

/** The latest messages a chat shows (older ones stay stored). */
export const CHAT_HISTORY_LIMIT = 200;

/** Chat access is the rule of room details: the seats inside the room, the creator, admins. */
async function assertChatAccess(db: Queryable, t: TournamentRow, user: UserRow) {
  const seat = await seatOf(db, t.id, user.id);
  if (!isRoomInsider(t, user, seat && { checkedIn: !!seat.checkedInAt })) throw forbidden(PLAY_TEXT.chatForbidden);
}

export async function listChat(ctx: AppContext, user: UserRow, tournamentId: string): Promise<ChatMessage[]> {
  const t = await findTournament(ctx.db, tournamentId);
  await assertChatAccess(ctx.db, t, user);
  const rows = await ctx.db
    .select({
      id: tournamentChatMessages.id,
      user_id: tournamentChatMessages.userId,
      username: shownUsername,
      tiktok_link: shownTiktokLink,
      message: tournamentChatMessages.message,
      created_at: tournamentChatMessages.createdAt,
    })
    .from(tournamentChatMessages)
    .innerJoin(users, eq(users.id, tournamentChatMessages.userId))
    .where(and(eq(tournamentChatMessages.tournamentId, t.id)))
    .orderBy(desc(tournamentChatMessages.createdAt), desc(tournamentChatMessages.id))
    .limit(CHAT_HISTORY_LIMIT);
  return rows.reverse().map((r) => ({
    ...r,
    created_at: r.created_at.toISOString(),
    is_creator: r.user_id === t.creatorId,
  }));
}

export async function postChat(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  message: string,
): Promise<{ id: string }> {
  return inTransaction(ctx, async (tx, events) => {
    const t = await findTournament(tx, tournamentId);
    await assertChatAccess(tx, t, user);
    const [row] = await tx
      .insert(tournamentChatMessages)
      .values({ tournamentId: t.id, userId: user.id, message })
      .returning();
    await announce.chatMessage(tx, events, t, {
      id: row.id,
      user_id: user.id,
      username: user.username,
      tiktok_link: user.tiktokLink,
      message: row.message,
      created_at: row.createdAt.toISOString(),
      is_creator: user.id === t.creatorId,
    });
    return { id: row.id };
  });
}
