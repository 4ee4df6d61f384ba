import type { QueryClient } from '@tanstack/react-query';
import type { Tournament } from '@squadhub/shared';

/**
 * Any cached view of this tournament (the open page, grid pages, My Account lists): shown at
 * once while the full view loads, and used by alerts to know the viewer's seat.
 */
export function cachedTournament(client: QueryClient, id: string): Tournament | undefined {
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data as unknown;
    const lists: unknown[] = Array.isArray(data)
      ? data
      : data && typeof data === 'object' && 'pages' in data && Array.isArray((data as { pages: unknown[] }).pages)
        ? (data as { pages: unknown[][] }).pages.flat()
        : [data];
    const hit = lists.find(
      (t): t is Tournament => !!t && typeof t === 'object' && (t as Tournament).id === id && 'creator_id' in t,
    );
    if (hit) return hit;
  }
  return undefined;
}
