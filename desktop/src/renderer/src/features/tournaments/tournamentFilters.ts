/**
 * The dashboard's filters: joinable, live, free entry, one map, one mode (team size). They narrow
 * the list the server sent (its order stays) and are remembered on this device, so a player who
 * only plays free solo games sees just those every time they open the app.
 */
import { formatLabel, MAPS, type Tournament } from '@squadhub/shared';

export const MODES = ['Solo', 'Duo', 'Trio', 'Squad'] as const;

export interface DashboardFilters {
  joinable: boolean;
  live: boolean;
  free: boolean;
  map: (typeof MAPS)[number] | null;
  mode: (typeof MODES)[number] | null;
}

export const NO_FILTERS: DashboardFilters = { joinable: false, live: false, free: false, map: null, mode: null };

export const FILTERS_STORAGE_KEY = 'dashboardFilters';

type Card = Pick<Tournament, 'is_finalized' | 'status' | 'slots_per_team' | 'entry_fee' | 'map_name' | 'viewer'>;

/** A seat can be taken now: approved, entries open, not finalized, a seat free (the server's `viewer.joinable`). */
export const isJoinable = (t: Card): boolean => t.viewer.joinable;

export const isLive = (t: Pick<Tournament, 'status' | 'is_finalized'>): boolean =>
  t.status === 'live' && !t.is_finalized;

export function matchesFilters(t: Card, f: DashboardFilters): boolean {
  if (f.joinable && !isJoinable(t)) return false;
  if (f.live && !isLive(t)) return false;
  if (f.free && t.entry_fee !== 0) return false;
  if (f.map && t.map_name !== f.map) return false;
  if (f.mode && formatLabel(t.slots_per_team) !== f.mode) return false;
  return true;
}

export const activeFilterCount = (f: DashboardFilters): number =>
  [f.joinable, f.live, f.free, f.map, f.mode].filter(Boolean).length;

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : null;

/** What was stored, read defensively: an old or hand-edited value falls back to no filter. */
export function parseFilters(stored: string | null): DashboardFilters {
  if (!stored) return NO_FILTERS;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return NO_FILTERS;
  }
  if (!raw || typeof raw !== 'object') return NO_FILTERS;
  const r = raw as Record<string, unknown>;
  return {
    joinable: r.joinable === true,
    live: r.live === true,
    free: r.free === true,
    map: oneOf(MAPS, r.map),
    mode: oneOf(MODES, r.mode),
  };
}
