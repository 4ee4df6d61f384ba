/**
 * Factories for test data. Users are inserted directly (fast) but their coins go through the
 * ledger, so the ledger invariant holds in every test.
 */
import { randomBytes } from 'node:crypto';
import type { Role } from '@squadhub/shared';
import { issueAccessToken } from '../../src/auth/tokens.js';
import type { AppContext } from '../../src/context.js';
import { users } from '../../src/db/schema.js';
import { inTransaction } from '../../src/db/transaction.js';
import { credit } from '../../src/ledger/ledger.js';

export interface TestUser {
  id: string;
  username: string;
  email: string;
  token: string;
  auth: { Authorization: string };
}

let counter = 0;

/** A user with the given role and coins. The password hash is a placeholder: log in with tokens. */
export async function createUser(
  ctx: AppContext,
  opts: { role?: Role; purchased?: number; winnings?: number; username?: string; email?: string; phone?: string } = {},
): Promise<TestUser> {
  const n = `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;
  const username = opts.username ?? `player_${n}`;
  const email = opts.email ?? `${username}@example.test`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      username,
      codmUsername: username,
      fullName: `Test ${username}`,
      email,
      passwordHash: 'not-a-real-hash',
      phoneNumber: opts.phone ?? null,
      countryCode: '+44',
      tiktokLink: `https://www.tiktok.com/@${username}`,
      role: opts.role ?? 'player',
      isTestUser: true,
    })
    .returning();
  if ((opts.purchased ?? 0) > 0 || (opts.winnings ?? 0) > 0) {
    await inTransaction(ctx, (tx) =>
      credit(
        tx,
        undefined,
        row.id,
        { purchased: opts.purchased ?? 0, winnings: opts.winnings ?? 0 },
        { reason: 'admin_adjust', refType: 'test' },
      ),
    );
  }
  const token = issueAccessToken(ctx.config, row);
  return { id: row.id, username, email, token, auth: { Authorization: `Bearer ${token}` } };
}
