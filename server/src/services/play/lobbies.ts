/**
 * Open lobbies (docs/product/tournaments.md#open-lobbies): a player shares a room code with everyone.
 * A lobby is active for 60 minutes; the list shows the latest 5 active ones.
 */
import { desc, eq, gt } from 'drizzle-orm';
import { OPEN_LOBBIES_SHOWN, OPEN_LOBBY_ACTIVE_MS, type OpenLobby } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { openLobbies, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { queueEvent } from '../../realtime/addressing.js';
import type { Viewer } from '../tournaments/policy.js';

export interface NewLobby {
  room_code: string;
  room_link: string | null;
  map_selection: string;
}

export async function listOpenLobbies(ctx: AppContext, _viewer: Viewer | null, now = new Date()): Promise<OpenLobby[]> {
  const rows = await ctx.db
    .select({
      id: openLobbies.id,
      username: users.username,
      tiktok_link: users.tiktokLink,
      room_code: openLobbies.roomCode,
      room_link: openLobbies.roomLink,
      map_selection: openLobbies.mapSelection,
      created_at: openLobbies.createdAt,
    })
    .from(openLobbies)
    .innerJoin(users, eq(users.id, openLobbies.userId))
    .where(gt(openLobbies.createdAt, new Date(now.getTime() - OPEN_LOBBY_ACTIVE_MS)))
    .orderBy(desc(openLobbies.createdAt))
    .limit(OPEN_LOBBIES_SHOWN);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

export function postOpenLobby(ctx: AppContext, user: UserRow, input: NewLobby): Promise<OpenLobby> {
  return inTransaction(ctx, async (tx, events) => {
    const [row] = await tx
      .insert(openLobbies)
      .values({
        userId: user.id,
        roomCode: input.room_code,
        roomLink: input.room_link,
        mapSelection: input.map_selection,
      })
      .returning();
    const lobby: OpenLobby = {
      id: row.id,
      username: user.username,
      tiktok_link: user.tiktokLink,
      room_code: row.roomCode,
      room_link: row.roomLink,
      map_selection: row.mapSelection,
      created_at: row.createdAt.toISOString(),
    };
    queueEvent(events, 'new_open_lobby', { lobby });
    return lobby;
  });
}
