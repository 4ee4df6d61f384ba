/** Shared helpers of the account integration tests. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RegisterRequest } from '@squadhub/shared';
import type { AppContext } from '../../src/context.js';

/** A register body with unique e-mail and username. */
export function registerBody(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  const n = randomBytes(4).toString('hex');
  return {
    full_name: `Player ${n}`,
    codm_username: `Ace_${n}`,
    email: `ace.${n}@example.test`,
    password: 'secret-pass',
    country_code: '+44',
    tiktok_link: `@ace${n}`,
    ...overrides,
  };
}

/**
 * Everything an account request could change, in one comparable value: users (all columns but
 * the timestamp), reset tokens and ledger rows. Bad input must leave it identical.
 */
export async function accountsSnapshot(ctx: AppContext): Promise<unknown> {
  const rows = (q: ReturnType<typeof sql>) => ctx.db.execute(q).then((r) => (r as unknown as { rows: unknown[] }).rows);
  return {
    users: await rows(sql`SELECT id, username, codm_username, full_name, email, password_hash, phone_number,
      country_code, tiktok_link, role, purchased_coins, winnings_coins, email_verified FROM users ORDER BY id`),
    tokens: await rows(sql`SELECT id, user_id, kind, token_hash, used_at, expires_at FROM auth_tokens ORDER BY id`),
    ledger: await rows(sql`SELECT count(*)::int AS n FROM ledger_entries`),
  };
}
