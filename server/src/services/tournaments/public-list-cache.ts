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
 * Both views of every card are kept, serialized: a page is then a join of ready strings.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tournament } from '@squadhub/shared';
import type { Database } from '../../db/client.js';
import { tournaments } from '../../db/schema.js';
import { ROOM_INSIDER, loadTournamentViews } from './view.js';

/** Staleness bound for changes made outside an HTTP write. */
export const PUBLIC_LIST_TTL_MS = 2_000;
/** How many of the newest tournaments are kept; deeper pages read the database. */
export const PUBLIC_LIST_WINDOW = 1_000;
let windowSize = PUBLIC_LIST_WINDOW;

/** Tests shrink the window to walk the pages that read the database. */
export function setPublicListWindow(size: number): void {
  windowSize = size;
  invalidatePublicTournamentList();
}

/** An approved tournament a viewer is in (creator or seated), with their seat when they hold one. */
export interface OwnRow {
  id: string;
  teamNumber: number | null;
  slotIndex: number | null;
  /** Their card, serialized on first use ('' when it could not be built). */
  json?: string;
}

/** Viewers whose own tournaments are remembered per generation, at most. */
export const OWN_ROWS_CACHED = 5_000;

export interface PublicList {
  /** Ids of the newest approved tournaments, in list order (at most the window). */
  ids: string[];
  /** The card as an outsider sees it (no room details), serialized once. */
  outsiderJson: Map<string, string>;
  /** The card as the room sees it (room details, no one's own seat), for participants, creators and admins. */
  insiderViews: Map<string, Tournament>;
  insiderJson: Map<string, string>;
  /** Approved tournaments in the database (may exceed ids.length). */
  total: number;
  /** Serialized pages of outsiders by `limit:offset`, built on first use. */
  pages: Map<string, string>;
  /**
   * Each viewer's own tournaments (list.ts), read once per generation: they change only by a
   * write (a join, a kick, a new tournament…), and every write starts a new generation.
   */
  ownByViewer: Map<string, OwnRow[]>;
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
      .limit(windowSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tournaments)
      .where(approved),
  ]);
  const ids = rows.map((r) => r.id);
  const [outsider, insider] = await Promise.all([
    loadTournamentViews(db, ids, null, 'summary'),
    loadTournamentViews(db, ids, ROOM_INSIDER, 'summary'),
  ]);
  return {
    ids: outsider.map((v) => v.id),
    outsiderJson: new Map(outsider.map((v) => [v.id, JSON.stringify(v)])),
    insiderViews: new Map(insider.map((v) => [v.id, v])),
    insiderJson: new Map(insider.map((v) => [v.id, JSON.stringify(v)])),
    total: Number(count?.n ?? 0),
    pages: new Map(),
    ownByViewer: new Map(),
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
