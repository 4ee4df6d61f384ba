/**
 * Demo accounts for a fresh database (SEED_DEMO): a super admin and a handful of players with
 * some coins, so a newcomer can log in and look around at once. Passwords are random per
 * database and printed in the start-up log; every demo account is marked as a test user
 * (hidden from the admin players panel). Coins go through the ledger, which stays balanced.
 */
import { randomBytes } from 'node:crypto';
import { tiktokLinkFromHandle } from '@squadhub/shared';
import { hashPassword } from '../auth/passwords.js';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/rows.js';
import { users } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { credit } from '../ledger/ledger.js';

export const DEMO_ADMIN_EMAIL = 'demo-admin@squadhub.local';

/** name, purchased coins, winnings coins */
const DEMO_PLAYERS: [string, number, number][] = [
  ['GhostRider', 120, 35],
  ['NovaSniper', 80, 12],
  ['BlitzQueen', 60, 0],
  ['ShadowFox', 45, 22],
  ['ViperX', 30, 5],
  ['Kestrel', 25, 0],
];

export interface DemoUsers {
  superAdmin: UserRow;
  players: UserRow[];
  /** Log lines with the demo logins. */
  lines: string[];
}

const demoEmail = (name: string) => `${name.toLowerCase()}@squadhub.local`;

export async function seedDemoUsers(ctx: AppContext): Promise<DemoUsers> {
  const adminPassword = randomBytes(9).toString('base64url');
  const playerPassword = randomBytes(9).toString('base64url');
  const [adminHash, playerHash] = await Promise.all([
    hashPassword(ctx.config, adminPassword),
    hashPassword(ctx.config, playerPassword),
  ]);
  return inTransaction(ctx, async (tx, events) => {
    const [superAdmin] = await tx
      .insert(users)
      .values({
        username: 'SquadhubAdmin',
        codmUsername: 'SquadhubAdmin',
        fullName: 'Demo Super Admin',
        email: DEMO_ADMIN_EMAIL,
        passwordHash: adminHash,
        tiktokLink: tiktokLinkFromHandle('squadhub'),
        role: 'super_admin',
        emailVerified: true,
        isTestUser: true,
      })
      .returning();
    const players: UserRow[] = [];
    for (const [name, purchased, winnings] of DEMO_PLAYERS) {
      const [row] = await tx
        .insert(users)
        .values({
          username: name,
          codmUsername: name,
          fullName: `${name} (demo)`,
          email: demoEmail(name),
          passwordHash: playerHash,
          tiktokLink: tiktokLinkFromHandle(name.toLowerCase()),
          emailVerified: true,
          isTestUser: true,
        })
        .returning();
      const balances = await credit(
        tx,
        events,
        row.id,
        { purchased, winnings },
        { reason: 'admin_adjust', refType: 'demo_seed' },
      );
      players.push({ ...row, purchasedCoins: balances.purchased_coins, winningsCoins: balances.winnings_coins });
    }
    return {
      superAdmin,
      players,
      lines: [
        `Demo super admin: ${DEMO_ADMIN_EMAIL} / ${adminPassword}`,
        `Demo players: ${players.map((p) => p.email).join(', ')} / ${playerPassword}`,
      ],
    };
  });
}
