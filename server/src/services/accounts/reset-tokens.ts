/**
 * Single-use reset tokens (password reset, username reset). The raw token only ever exists in
 * the e-mailed link; the database keeps its SHA-256, so a leaked table cannot reset accounts.
 * A token works once and for RESET_TOKEN_TTL_MS (1 hour).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AUTH_TEXT, RESET_TOKEN_TTL_MS } from '@squadhub/shared';
import type { Tx } from '../../db/client.js';
import { authTokens } from '../../db/schema.js';
import { badRequest } from '../../domain/errors.js';

export type ResetKind = (typeof authTokens.$inferInsert)['kind'];

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores the hash of a fresh random token and returns the raw token for the link. */
export async function issueResetToken(tx: Tx, userId: string, kind: ResetKind): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(authTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * Marks the token used and returns its user, in one conditional UPDATE: two requests racing
 * with the same token cannot both win. Unknown, used and expired tokens are one 400.
 * The caller's transaction rolls the use back if its own step fails (e.g. username taken).
 */
export async function consumeResetToken(tx: Tx, token: string, kind: ResetKind): Promise<string> {
  const [row] = await tx
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        sql`${authTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: authTokens.userId });
  if (!row) throw badRequest(AUTH_TEXT.resetLinkInvalid);
  // Older links of the same kind die with this one: a reset is a fresh start.
  await tx
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, row.userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
  return row.userId;
}
