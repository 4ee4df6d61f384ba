/**
 * A player's game identity (docs/product/results.md#game-identity): their in-game UID and name,
 * stored on the account. A UID belongs to one account: its unique index decides, so of two
 * accounts racing for one UID one gets it and the other 409. Every change is written to the
 * account's history (`account_events`), which admins read on the player page.
 */
import { desc, eq } from 'drizzle-orm';
import { ACCOUNT_ERRORS, type GameIdentityInput, type PlayerDetails } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { isUniqueViolation, pgConstraint } from '../../db/pg-errors.js';
import type { UserRow } from '../../db/rows.js';
import { accountEvents, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, unauthorized } from '../../domain/errors.js';

const GAME_UID_INDEX = 'users_game_uid_uq';

/** PUT /users/me/game-identity: stores both fields; a save that changes nothing writes no history. */
export async function setGameIdentity(
  ctx: AppContext,
  user: Pick<UserRow, 'id'>,
  input: GameIdentityInput,
): Promise<UserRow> {
  try {
    return await inTransaction(ctx, async (tx) => {
      // The row lock orders two saves of one account, so each history row names what it replaced.
      const [before] = await tx
        .select({ gameUid: users.gameUid, gameName: users.gameName, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      if (!before || before.deletedAt) throw unauthorized();
      const [row] = await tx
        .update(users)
        .set({ gameUid: input.game_uid, gameName: input.game_name })
        .where(eq(users.id, user.id))
        .returning();
      if (before.gameUid !== input.game_uid || before.gameName !== input.game_name) {
        await tx.insert(accountEvents).values({
          userId: user.id,
          kind: 'game_identity_set',
          detail: {
            game_uid: { from: before.gameUid, to: input.game_uid },
            game_name: { from: before.gameName, to: input.game_name },
          },
        });
      }
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err) && pgConstraint(err) === GAME_UID_INDEX) throw conflict(ACCOUNT_ERRORS.gameUidTaken);
    throw err;
  }
}

/** How many history rows the admin player page shows; older ones stay in the table. */
const HISTORY_SHOWN = 50;

/** The account's history as the admin player page shows it, newest first. */
export async function accountHistory(db: Queryable, userId: string): Promise<PlayerDetails['account_history']> {
  const rows = await db
    .select({ kind: accountEvents.kind, detail: accountEvents.detail, createdAt: accountEvents.createdAt })
    .from(accountEvents)
    .where(eq(accountEvents.userId, userId))
    .orderBy(desc(accountEvents.id))
    .limit(HISTORY_SHOWN);
  return rows.map((r) => ({ kind: r.kind, detail: r.detail, created_at: r.createdAt.toISOString() }));
}
