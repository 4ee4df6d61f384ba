import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { ADVISORY_LOCKS, whileHoldingLock } from '../db/advisory-locks.js';
import { users } from '../db/schema.js';
import { ensureSuperAdmin } from '../services/accounts/super-admin.js';
import { DEFAULT_HOST_TRUST, saveHostTrustSettings } from '../services/hosts/settings.js';
import { seedDemoTournaments } from './tournaments.js';
import { seedDemoUsers, type DemoUsers } from './users.js';

/**
 * Start-up data: the super admin named by SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD, and on an
 * empty database (SEED_DEMO) demo players and tournaments so a newcomer sees a living dashboard.
 * Returns lines for the start-up log (e.g. the demo super admin's login).
 *
 * On PostgreSQL it runs under an advisory lock: of several instances starting together, one
 * seeds, and the others then find a database that is no longer empty and seed nothing.
 */
export async function seedOnStart(ctx: AppContext): Promise<string[]> {
  const databaseUrl = ctx.config.DATABASE_URL;
  if (!databaseUrl) return seed(ctx);
  return whileHoldingLock(databaseUrl, ADVISORY_LOCKS.startUpData, () => seed(ctx));
}

async function seed(ctx: AppContext): Promise<string[]> {
  const lines: string[] = [];
  // Decided before the super admin is ensured: that account alone does not make a database "used".
  const wasEmpty = await isEmpty(ctx);
  const { SUPER_ADMIN_EMAIL: email, SUPER_ADMIN_PASSWORD: password } = ctx.config;
  if (email && password) {
    const { user, created } = await ensureSuperAdmin(ctx, { email, password });
    lines.push(`Super admin ${created ? 'created' : 'ready'}: ${user.email} (password from SUPER_ADMIN_PASSWORD)`);
  } else if (email || password) {
    lines.push('SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD must both be set to create the super admin; skipped.');
  }
  if (ctx.config.SEED_DEMO && wasEmpty) {
    const demo: DemoUsers = await seedDemoUsers(ctx);
    lines.push(...demo.lines);
    // The demo hosts have no history: without this their tournaments would wait for an admin
    // (docs/product/trust.md#new-hosts). The super admin can set the limits back.
    await saveHostTrustSettings(ctx.db, { ...DEFAULT_HOST_TRUST, new_host_events: 0 });
    lines.push('Demo: new-host limits off (new_host_events 0; PUT /api/admin/settings/host-trust sets them)');
    lines.push(...(await seedDemoTournaments(ctx, demo)));
  }
  return lines;
}

async function isEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(row?.n ?? 0) === 0;
}
