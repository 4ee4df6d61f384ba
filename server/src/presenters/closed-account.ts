/**
 * How a closed (deleted) account appears wherever someone else's history shows it (DESIGN.md §8
 * "Deleting a player"): seats and winners of past tournaments, leaderboards, chat, cash-out
 * history. The history stays; the person's name and links do not. SQL expressions over the
 * `users` table, for any query that joins it (not aliased), so every list names them the same way.
 */
import { sql } from 'drizzle-orm';
import { DELETED_PLAYER_NAME } from '@squadhub/shared';
import { users } from '../db/schema.js';

/** The username, or "deleted player" for a closed account. */
export const shownUsername = sql<string>`CASE WHEN ${users.deletedAt} IS NULL THEN ${users.username} ELSE ${DELETED_PLAYER_NAME}::text END`;

/** The TikTok link, or null for a closed account. */
export const shownTiktokLink = sql<string | null>`CASE WHEN ${users.deletedAt} IS NULL THEN ${users.tiktokLink} END`;
