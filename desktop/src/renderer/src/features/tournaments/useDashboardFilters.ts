import { useEffect, useState } from 'react';
import {
  activeFilterCount,
  FILTERS_STORAGE_KEY,
  NO_FILTERS,
  parseFilters,
  type DashboardFilters as Filters,
} from './tournamentFilters';

/** The filters of this device, saved as they change (storage may be off: then only for the visit). */
export function useDashboardFilters() {
  const [filters, setFilters] = useState<Filters>(() => {
    try {
      return parseFilters(localStorage.getItem(FILTERS_STORAGE_KEY));
    } catch {
      return NO_FILTERS;
    }
  });
  useEffect(() => {
    try {
      if (activeFilterCount(filters) === 0) localStorage.removeItem(FILTERS_STORAGE_KEY);
      else localStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify(filters));
    } catch {
      // Private mode or a full storage: the filters still apply to this visit.
    }
  }, [filters]);
  return [filters, setFilters] as const;
}
