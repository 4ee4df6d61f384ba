/**
 * Browsing (spec 1 §9, spec 2 §2): the public grid, one tournament, its participants, and the
 * viewer's own created and joined tournaments. Cards use the `summary` view (no teams).
 *
 * Grid order (spec 1 §9): tournaments the viewer is in (as creator or seated player) first,
 * among them those with room details first, then newest. Only approved tournaments are listed;
 * a creator's pending ones live in the waiting card (GET /users/me/tournaments).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isAdminRole, TOURNAMENT_TEXT, type Participant, type Tournament } from '@squadhub/shared';
import type { Database, Queryable } from '../../db/client.js';
import { tournamentSlots, tournaments } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { publicTournamentList } from './public-list-cache.js';
import { loadTournamentView, loadTournamentViews, summaryViews, type Viewer } from './view.js';

export interface Paging {
  limit: number;
  offset: number;
}
export interface TournamentPage {
  tournaments: Tournament[];
  total: number;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** Approved tournaments the viewer created or sits in: room details first, then newest. */
async function viewerTournamentIds(db: Queryable, viewerId: string): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT t.id FROM tournaments t
    WHERE t.approval_status = 'approved'
      AND (t.creator_id = ${viewerId}
           OR t.id IN (SELECT s.tournament_id FROM tournament_slots s WHERE s.player_id = ${viewerId}))
    ORDER BY (t.room_code IS NOT NULL) DESC, t.created_at DESC, t.id DESC`);
  return rowsOf(result).map((r) => String(r.id));
}

/** The whole ordering in SQL: for admins (who see every room) and pages beyond the cache. */
async function orderedPageIds(db: Queryable, viewerId: string | null, paging: Paging): Promise<string[]> {
  const mine = viewerId
    ? sql`(t.creator_id = ${viewerId} OR t.id IN (SELECT s.tournament_id FROM tournament_slots s WHERE s.player_id = ${viewerId}))`
    : sql`false`;
  const result = await db.execute(sql`
    SELECT t.id FROM tournaments t
    WHERE t.approval_status = 'approved'
    ORDER BY ${mine} DESC, (${mine} AND t.room_code IS NOT NULL) DESC, t.created_at DESC, t.id DESC
    LIMIT ${paging.limit} OFFSET ${paging.offset}`);
  return rowsOf(result).map((r) => String(r.id));
}

/**
 * GET /tournaments. The viewer's own tournaments are presented for them; the rest come from the
 * cached outsider list (identical for every non-admin who is not in them).
 */
export async function listTournaments(db: Database, viewer: Viewer | null, paging: Paging): Promise<TournamentPage> {
  const publicList = await publicTournamentList(db);
  const total = publicList.total;
  if (viewer && isAdminRole(viewer.role)) {
    const ids = await orderedPageIds(db, viewer.id, paging);
    return { tournaments: await loadTournamentViews(db, ids, viewer, 'summary'), total };
  }
  const mine = viewer ? await viewerTournamentIds(db, viewer.id) : [];
  const { limit, offset } = paging;
  const mineInPage = mine.slice(offset, offset + limit);
  const wanted = limit - mineInPage.length;
  const publicOffset = Math.max(0, offset - mine.length);
  // Positions past the cached window (or a window that does not hold everything) go to SQL.
  const cacheCovers = publicList.ids.length === total || publicOffset + wanted + mine.length <= publicList.ids.length;
  if (!cacheCovers) {
    const ids = await orderedPageIds(db, viewer?.id ?? null, paging);
    return { tournaments: await loadTournamentViews(db, ids, viewer, 'summary'), total };
  }
  const mineSet = new Set(mine);
  const others =
    wanted > 0 ? publicList.ids.filter((id) => !mineSet.has(id)).slice(publicOffset, publicOffset + wanted) : [];
  const own = mineInPage.length ? await loadTournamentViews(db, mineInPage, viewer, 'summary') : [];
  return { tournaments: [...own, ...others.map((id) => publicList.views.get(id)!)], total };
}

/** An anonymous page, serialized once per cache generation (the most frequent request). */
export async function anonymousPageJson(db: Database, paging: Paging): Promise<{ json: string; total: number }> {
  const publicList = await publicTournamentList(db);
  const key = `${paging.limit}:${paging.offset}`;
  let json = publicList.pages.get(key);
  if (json === undefined) {
    const { tournaments: page } = await listTournaments(db, null, paging);
    json = JSON.stringify(page);
    if (publicList.pages.size < 50) publicList.pages.set(key, json);
  }
  return { json, total: publicList.total };
}

/** Who may open a tournament: approved ones are public; pending ones only their creator and admins. */
export function canViewTournament(t: Pick<Tournament, 'approval_status' | 'creator_id'>, viewer: Viewer | null) {
  if (t.approval_status === 'approved') return true;
  return !!viewer && (viewer.id === t.creator_id || isAdminRole(viewer.role));
}

/** GET /tournaments/{id}: the full view (teams, slots, participants) for this viewer. */
export async function getTournament(db: Queryable, id: string, viewer: Viewer | null): Promise<Tournament> {
  const view = await loadTournamentView(db, id, viewer, 'full');
  if (!view || !canViewTournament(view, viewer)) throw notFound(TOURNAMENT_TEXT.notFound);
  return view;
}

export async function getParticipants(db: Queryable, id: string, viewer: Viewer | null): Promise<Participant[]> {
  return (await getTournament(db, id, viewer)).participants;
}

/** GET /users/me/tournaments: everything the viewer created, pending included, newest first. */
export async function createdTournaments(db: Queryable, viewer: Viewer): Promise<Tournament[]> {
  const rows = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(tournaments.creatorId, viewer.id))
    .orderBy(desc(tournaments.createdAt), desc(tournaments.id));
  return summaryViews(db, rows, viewer);
}

/** GET /users/me/joined-tournaments: where the viewer holds a slot, newest first. */
export async function joinedTournaments(db: Queryable, viewer: Viewer): Promise<Tournament[]> {
  const seats = db
    .select({ id: tournamentSlots.tournamentId })
    .from(tournamentSlots)
    .where(eq(tournamentSlots.playerId, viewer.id));
  const rows = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(inArray(tournaments.id, seats)))
    .orderBy(desc(tournaments.createdAt), desc(tournaments.id));
  return summaryViews(db, rows, viewer);
}
