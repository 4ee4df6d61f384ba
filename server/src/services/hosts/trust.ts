/**
 * The new-host limits (docs/product/trust.md#new-hosts), in one place: until a host has
 * `new_host_events` completed events with no upheld dispute, only an admin approves their
 * tournaments, and their largest possible prize pool is at most `new_host_pool_cap`. Admins and
 * the super admin are exempt (shared/src/rules/host-trust.ts `isNewHost`).
 */
import { eq } from 'drizzle-orm';
import {
  HOST_TEXT,
  isAdmin,
  isNewHost,
  overNewHostCap,
  type HostTrustSettings,
  type PoolShape,
} from '@squadhub/shared';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { badRequest, forbidden } from '../../domain/errors.js';
import { cleanCompletedEvents } from './record.js';
import { getHostTrustSettings } from './settings.js';

interface Host {
  id: string;
  role: string;
}

/** The limits that apply to `host`, or null when they are not a new host. */
async function newHostLimits(db: Queryable, host: Host): Promise<HostTrustSettings | null> {
  if (isAdmin(host)) return null;
  const settings = await getHostTrustSettings(db);
  return isNewHost(host, await cleanCompletedEvents(db, host.id), settings) ? settings : null;
}

/** A create or a full edit: a new host's largest possible pool may not exceed the cap (400 naming it). */
export async function assertWithinNewHostCap(db: Queryable, host: Host, pool: PoolShape): Promise<void> {
  const limits = await newHostLimits(db, host);
  if (limits && overNewHostCap(pool, limits)) {
    throw badRequest(HOST_TEXT.poolOverNewHostCap(limits.new_host_pool_cap, limits.new_host_events));
  }
}

/** The creator's instant approval: a new host waits for an admin, whatever the price (403). */
export async function assertMayApproveWithoutAdmin(db: Queryable, host: Host): Promise<void> {
  const limits = await newHostLimits(db, host);
  if (limits) throw forbidden(HOST_TEXT.needsAdminApproval(limits.new_host_events));
}

/** The creator of a tournament, as the limits need them. */
export async function hostById(db: Queryable, id: string): Promise<Host> {
  const [host] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id));
  return host!;
}
