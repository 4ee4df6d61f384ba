/**
 * A logged-in player changes their password (docs/product/accounts.md#changing-the-password): the
 * current password first, then the new one. Every other session ends (whoever knew the old password
 * may hold one); this session stays signed in with a token issued again under the new session
 * version, and its sockets stay open.
 */
import { eq } from 'drizzle-orm';
import { ACCESS_TEXT, AUTH_TEXT, SUCCESS, type ApiResponse } from '@squadhub/shared';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { endSessions, lockCurrentSession } from '../../auth/sessions.js';
import { issueAccessToken, type AccessTokenClaims } from '../../auth/tokens.js';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, unauthorized } from '../../domain/errors.js';

export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  claims: AccessTokenClaims,
  input: { current_password: string; new_password: string },
): Promise<ApiResponse<'post', '/auth/change-password'>> {
  // argon2 is deliberately slow: both hashes are worked out before the transaction holds a connection.
  if (!(await verifyPassword(user.passwordHash, input.current_password)))
    throw badRequest(AUTH_TEXT.currentPasswordWrong);
  const passwordHash = await hashPassword(ctx.config, input.new_password);
  const kept = await inTransaction(ctx, async (tx, events) => {
    const current = await lockCurrentSession(tx, claims);
    if (!current) throw unauthorized(ACCESS_TEXT.invalidToken);
    // Changed since this request checked it (another change or a reset): check again, from the start.
    if (current.passwordHash !== user.passwordHash) throw conflict(AUTH_TEXT.passwordChangedMeanwhile);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return { id: user.id, sessionVersion: await endSessions(tx, events, user.id, claims.sid) };
  });
  return {
    message: SUCCESS.passwordChanged,
    access_token: issueAccessToken(ctx.config, kept, claims.sid),
    token_type: 'bearer',
  };
}
