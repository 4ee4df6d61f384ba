/**
 * An in-memory copy of the public tournament list (approved, newest first, presented to an
 * outsider), so GET /tournaments does not rebuild hundreds of cards per request.
 *
 * Correctness first:
 * - Every write request that passes the tournaments router invalidates it when its response
 *   has been sent (after its commit) — see routes/tournaments/index.ts.
 * - An entry remembers the generation it started loading in; an invalidation during the load
 *   makes it stale at once, so a load that read old rows can never be served as fresh.
 * - Writes outside HTTP (the background sweep, seeding) are covered by a short TTL.
 * Admins see room details everywhere, so they never get these outsider views (list.ts).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tournament } from '@squadhub/shared';
import type { Database } from '../../db/client.js';
import { tournaments } from '../../db/schema.js';
import { loadTournamentViews } from './view.js';

/** Staleness bound for changes made outside an HTTP write. */
export const PUBLIC_LIST_TTL_MS = 2_000;
/** How many of the newest tournaments are kept; deeper pages read the database. */
export const PUBLIC_LIST_WINDOW = 1_000;

export interface PublicList {
  /** Ids of the newest approved tournaments, in list order (at most PUBLIC_LIST_WINDOW). */
  ids: string[];
  views: Map<string, Tournament>;
  /** Approved tournaments in the database (may exceed ids.length). */
  total: number;
  /** Serialized anonymous pages by `limit:offset`, built on first use. */
  pages: Map<string, string>;
  generation: number;
  loadedAt: number;
}

let generation = 0;
interface CacheEntry {
  current?: PublicList;
  loading?: Promise<PublicList>;
  loadingGeneration?: number;
}
const caches = new WeakMap<Database, CacheEntry>();

/** Marks every cached public list stale. */
export function invalidatePublicTournamentList(): void {
  generation++;
}

const isFresh = (list: PublicList | undefined): list is PublicList =>
  !!list && list.generation === generation && Date.now() - list.loadedAt < PUBLIC_LIST_TTL_MS;

async function load(db: Database): Promise<PublicList> {
  const startedIn = generation;
  const loadedAt = Date.now();
  const approved = eq(tournaments.approvalStatus, 'approved');
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(and(approved))
      .orderBy(desc(tournaments.createdAt), desc(tournaments.id))
      .limit(PUBLIC_LIST_WINDOW),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tournaments)
      .where(approved),
  ]);
  const ids = rows.map((r) => r.id);
  const views = await loadTournamentViews(db, ids, null, 'summary');
  return {
    ids: views.map((v) => v.id),
    views: new Map(views.map((v) => [v.id, v])),
    total: Number(count?.n ?? 0),
    pages: new Map(),
    generation: startedIn,
    loadedAt,
  };
}

/** The current public list; concurrent callers of one generation share one load. */
export function publicTournamentList(db: Database): Promise<PublicList> {
  let entry = caches.get(db);
  if (!entry) caches.set(db, (entry = {}));
  if (isFresh(entry.current)) return Promise.resolve(entry.current);
  if (entry.loading && entry.loadingGeneration === generation) return entry.loading;
  const state = entry;
  const loading = load(db);
  state.loading = loading;
  state.loadingGeneration = generation;
  loading.then(
    (list) => {
      if (!state.current || state.current.generation <= list.generation) state.current = list;
      if (state.loading === loading) state.loading = undefined;
    },
    () => {
      if (state.loading === loading) state.loading = undefined;
    },
  );
  return loading;
}
