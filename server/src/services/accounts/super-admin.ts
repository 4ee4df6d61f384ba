/**
 * Makes sure an account exists as super admin (create-admin CLI, SUPER_ADMIN_EMAIL /
 * SUPER_ADMIN_PASSWORD at start). An existing account with that e-mail is promoted and gets
 * the given password; otherwise one is created. Running it twice changes nothing more.
 */
import { eq } from 'drizzle-orm';
import { ACCOUNT_ERRORS, USERNAME_MAX, tiktokLinkFromHandle } from '@squadhub/shared';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { endSessions } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../domain/errors.js';
import { findUserByEmail, isUsernameTaken } from './users.js';

export interface EnsureSuperAdminInput {
  email: string;
  password: string;
  /** Username for a new account; defaults to the e-mail's local part. */
  username?: string;
}

/** A free username from the e-mail's local part: `admin`, `admin2`, `admin3`… */
async function freeUsernameFrom(tx: Tx, email: string): Promise<string> {
  const base = (email.split('@')[0].replace(/[^A-Za-z0-9._]/g, '') || 'admin')
    .padEnd(3, '0')
    .slice(0, USERNAME_MAX - 4);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await isUsernameTaken(tx, candidate))) return candidate;
  }
}

export async function ensureSuperAdmin(
  ctx: AppContext,
  input: EnsureSuperAdminInput,
): Promise<{ user: UserRow; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const existing = await findUserByEmail(ctx.db, email);
  // Rehash only when the password really changes: argon2 is slow on purpose.
  const passwordHash =
    existing && (await verifyPassword(existing.passwordHash, input.password))
      ? existing.passwordHash
      : await hashPassword(ctx.config, input.password);
  return inTransaction(ctx, async (tx, events) => {
    const current = await findUserByEmail(tx, email);
    if (current) {
      // A new role or password ends the account's sessions (their tokens and sockets carry the
      // old rights); ensuring what is already there, as every start does, signs no one out.
      if (current.role !== 'super_admin' || current.passwordHash !== passwordHash)
        await endSessions(tx, events, current.id);
      const [user] = await tx
        .update(users)
        .set({ role: 'super_admin', passwordHash })
        .where(eq(users.id, current.id))
        .returning();
      return { user, created: false };
    }
    if (input.username && (await isUsernameTaken(tx, input.username))) throw conflict(ACCOUNT_ERRORS.usernameTaken);
    const username = input.username ?? (await freeUsernameFrom(tx, email));
    const [user] = await tx
      .insert(users)
      .values({
        username,
        codmUsername: username,
        fullName: 'Super Admin',
        email,
        passwordHash,
        tiktokLink: tiktokLinkFromHandle(username),
        role: 'super_admin',
        emailVerified: true,
      })
      .returning();
    return { user, created: true };
  });
}
