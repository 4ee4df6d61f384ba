/**
 * Login by e-mail or phone number plus password. Every failure (unknown e-mail, unknown phone,
 * wrong password, a deleted account) gives the same 401 in about the same time, so logins reveal
 * no accounts.
 */
import { ACCOUNT_ERRORS } from '@squadhub/shared';
import type { UserRow } from '../../db/rows.js';
import { verifyAgainstDummy, verifyPassword } from '../../auth/passwords.js';
import type { AppContext } from '../../context.js';
import { unauthorized } from '../../domain/errors.js';
import { findUserByEmail, findUsersByPhone } from './users.js';

export async function authenticate(
  ctx: AppContext,
  credentials: { email?: string; phone_number?: string; password: string },
): Promise<UserRow> {
  const found = credentials.email
    ? [await findUserByEmail(ctx.db, credentials.email)].filter((u): u is UserRow => !!u)
    : await findUsersByPhone(ctx.db, credentials.phone_number ?? '');
  // A deleted account keeps its row but no longer exists for logging in (docs/product/accounts.md#deleting-a-player).
  const candidates = found.filter((u) => u.deletedAt === null);
  if (candidates.length === 0) {
    await verifyAgainstDummy(ctx.config, credentials.password);
    throw unauthorized(ACCOUNT_ERRORS.badCredentials);
  }
  for (const user of candidates) {
    if (await verifyPassword(user.passwordHash, credentials.password)) return user;
  }
  throw unauthorized(ACCOUNT_ERRORS.badCredentials);
}
