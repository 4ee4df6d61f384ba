/**
 * Logging out (docs/product/accounts.md#sessions): of this session, or of every session of the
 * account. Both close the ended sessions' sockets on every instance after the commit.
 */
import { ACCESS_TEXT, SUCCESS } from '@squadhub/shared';
import { endSession, endSessions, lockCurrentSession } from '../../auth/sessions.js';
import type { AccessTokenClaims } from '../../auth/tokens.js';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { unauthorized } from '../../domain/errors.js';

/** Ends the session of the token sent: that token is refused from now on; other sessions go on. */
export async function logout(ctx: AppContext, claims: AccessTokenClaims): Promise<{ message: string }> {
  await inTransaction(ctx, async (tx, events) => {
    if (!(await lockCurrentSession(tx, claims))) throw unauthorized(ACCESS_TEXT.invalidToken);
    await endSession(tx, events, claims);
  });
  return { message: SUCCESS.loggedOut };
}

/** Ends every session of the account, this one included. */
export async function logoutEverywhere(ctx: AppContext, claims: AccessTokenClaims): Promise<{ message: string }> {
  await inTransaction(ctx, async (tx, events) => {
    if (!(await lockCurrentSession(tx, claims))) throw unauthorized(ACCESS_TEXT.invalidToken);
    await endSessions(tx, events, claims.sub);
  });
  return { message: SUCCESS.loggedOutEverywhere };
}
