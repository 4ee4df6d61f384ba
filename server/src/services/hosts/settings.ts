/**
 * The new-host limits (docs/product/trust.md#new-hosts): stored in `settings` under `host_trust`
 * as `{ new_host_events, new_host_pool_cap }`; the defaults of shared/src/constants.ts until the
 * super admin sets them. Read from the database on every use, so every instance applies the same.
 */
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NEW_HOST_EVENTS,
  DEFAULT_NEW_HOST_POOL_CAP,
  HOST_TEXT,
  hostTrustSettingsSchema,
  type ApiResponse,
  type HostTrustSettings,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { settings } from '../../db/schema.js';

const KEY = 'host_trust';

export const DEFAULT_HOST_TRUST: HostTrustSettings = {
  new_host_events: DEFAULT_NEW_HOST_EVENTS,
  new_host_pool_cap: DEFAULT_NEW_HOST_POOL_CAP,
};

export async function getHostTrustSettings(db: Queryable): Promise<HostTrustSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  const parsed = hostTrustSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_HOST_TRUST;
}

/** GET /admin/settings/host-trust (the route lets admins only). */
export async function readHostTrustSettings(ctx: AppContext, _admin: Pick<UserRow, 'id'>): Promise<HostTrustSettings> {
  return getHostTrustSettings(ctx.db);
}

/** Saves both numbers (the route lets the super admin only); the next create or approval applies them. */
export async function saveHostTrustSettings(db: Queryable, value: HostTrustSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/** PUT /admin/settings/host-trust */
export async function updateHostTrustSettings(
  ctx: AppContext,
  _superAdmin: Pick<UserRow, 'id'>,
  value: HostTrustSettings,
): Promise<ApiResponse<'put', '/admin/settings/host-trust'>> {
  await saveHostTrustSettings(ctx.db, value);
  return { ...value, message: HOST_TEXT.settingsUpdated };
}
