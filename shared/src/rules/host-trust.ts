/**
 * The new-host limits (docs/product/trust.md#new-hosts), asked by the server when a tournament is
 * created, edited or approved at once, and by the client to explain them.
 */
import { isAdmin } from './tournament.js';

/** The super admin's two numbers (GET/PUT /api/admin/settings/host-trust). */
export interface HostTrustSettings {
  new_host_events: number;
  new_host_pool_cap: number;
}

/** What the largest possible prize pool is made of. */
export interface PoolShape {
  max_teams: number;
  slots_per_team: number;
  entry_fee: number;
  creator_prize_contribution: number;
}

/** Every seat taken at the entry fee, plus the creator's contribution. */
export const largestPrizePool = (t: PoolShape): number =>
  t.max_teams * t.slots_per_team * t.entry_fee + t.creator_prize_contribution;

/**
 * A host is new until `new_host_events` of their events completed with no upheld dispute. Admins
 * and the super admin are never new hosts: they run the platform's own events.
 */
export const isNewHost = (
  host: { id: string; role: string },
  cleanCompletedEvents: number,
  settings: HostTrustSettings,
): boolean => !isAdmin(host) && cleanCompletedEvents < settings.new_host_events;

/** A new host's tournament may not offer more than the cap. */
export const overNewHostCap = (t: PoolShape, settings: HostTrustSettings): boolean =>
  largestPrizePool(t) > settings.new_host_pool_cap;
