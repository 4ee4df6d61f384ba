/**
 * How a closed (deleted) account appears wherever someone else's history shows it
 * (docs/product/accounts.md#deleting-a-player): seats and winners of past tournaments, leaderboards, chat, cash-out
 * history. The history stays; the person's name and links do not. SQL expressions over the
 * `users` table (or an alias of it), so every list names them the same way.
 */
import { sql, type AnyColumn } from 'drizzle-orm';
import { DELETED_PLAYER_NAME } from '@squadhub/shared';
import { users } from '../db/schema.js';

/** The username of `u` (the users table or an alias of it), or "deleted player" for a closed account. */
export const shownUsernameOf = (u: { deletedAt: AnyColumn; username: AnyColumn }) =>
  sql<string>`CASE WHEN ${u.deletedAt} IS NULL THEN ${u.username} ELSE ${DELETED_PLAYER_NAME}::text END`;

/** The username, or "deleted player" for a closed account. */
export const shownUsername = shownUsernameOf(users);

/** The TikTok link, or null for a closed account. */
export const shownTiktokLink = sql<string | null>`CASE WHEN ${users.deletedAt} IS NULL THEN ${users.tiktokLink} END`;
