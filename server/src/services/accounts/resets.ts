/** Following an e-mailed link: set a new password or a new username (docs/product/accounts.md#password-and-username-resets). */
import { eq } from 'drizzle-orm';
import { ACCOUNT_ERRORS, SUCCESS } from '@squadhub/shared';
import { hashPassword } from '../../auth/passwords.js';
import { endSessions } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../domain/errors.js';
import { translateUniqueViolation } from './errors.js';
import { consumeResetToken } from './reset-tokens.js';
import { findUserById, isUsernameTaken } from './users.js';

export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<{ message: string }> {
  const passwordHash = await hashPassword(ctx.config, newPassword);
  await inTransaction(ctx, async (tx, events) => {
    const userId = await consumeResetToken(tx, token, 'password_reset');
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    // Whoever knew the old password may hold a token: sign out every session.
    await endSessions(tx, events, userId);
  });
  return { message: SUCCESS.passwordReset };
}

/**
 * The username is the CODM name, so both columns change together. A taken name is a 409 and
 * the token stays usable (the transaction rolls its use back), so the player can pick another.
 */
export async function resetUsername(
  ctx: AppContext,
  token: string,
  newUsername: string,
): Promise<{ old_username: string; new_username: string; message: string }> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const userId = await consumeResetToken(tx, token, 'username_reset');
      const user = await findUserById(tx, userId);
      if (!user) throw conflict(ACCOUNT_ERRORS.usernameTaken);
      if (await isUsernameTaken(tx, newUsername, userId)) throw conflict(ACCOUNT_ERRORS.usernameTaken);
      await tx.update(users).set({ username: newUsername, codmUsername: newUsername }).where(eq(users.id, userId));
      return { old_username: user.username, new_username: newUsername, message: SUCCESS.usernameUpdated };
    });
  } catch (err) {
    throw translateUniqueViolation(err);
  }
}
