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
import { OWN_ROWS_CACHED, publicTournamentList, type OwnRow, type PublicList } from './public-list-cache.js';
import { loadTournamentView, loadTournamentViews, summaryViews, type Viewer } from './view.js';

export interface Paging {
  limit: number;
  offset: number;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Approved tournaments the viewer created or sits in, room details first, then newest. Read
 * through the two indexes (slots by player, tournaments by creator), not by scanning the list.
 */
async function viewerTournaments(db: Queryable, viewerId: string): Promise<OwnRow[]> {
  const result = await db.execute(sql`
    WITH mine AS (
      SELECT s.tournament_id AS id, s.team_number, s.slot_index
      FROM tournament_slots s WHERE s.player_id = ${viewerId}
      UNION ALL
      SELECT t.id, NULL, NULL FROM tournaments t
      WHERE t.creator_id = ${viewerId}
        AND NOT EXISTS (SELECT 1 FROM tournament_slots s WHERE s.tournament_id = t.id AND s.player_id = ${viewerId})
    )
    SELECT m.id, m.team_number, m.slot_index FROM mine m JOIN tournaments t ON t.id = m.id
    WHERE t.approval_status = 'approved'
    ORDER BY (t.room_code IS NOT NULL) DESC, t.created_at DESC, t.id DESC`);
  return rowsOf(result).map((r) => ({
    id: String(r.id),
    teamNumber: r.team_number === null ? null : Number(r.team_number),
    slotIndex: r.slot_index === null ? null : Number(r.slot_index),
  }));
}

/** The viewer's own tournaments, remembered with the list of this generation. */
async function ownRowsOf(db: Queryable, list: PublicList, viewerId: string): Promise<OwnRow[]> {
  const known = list.ownByViewer.get(viewerId);
  if (known) return known;
  const rows = await viewerTournaments(db, viewerId);
  if (list.ownByViewer.size < OWN_ROWS_CACHED) list.ownByViewer.set(viewerId, rows);
  return rows;
}

/** The whole ordering in SQL, for pages beyond the cached window. */
async function orderedPageIds(db: Queryable, viewerId: string | null, paging: Paging): Promise<string[]> {
  const mine = sql`(t.creator_id = ${viewerId} OR t.id IN (SELECT s.tournament_id FROM tournament_slots s WHERE s.player_id = ${viewerId}))`;
  const viewerFirst = viewerId ? sql`${mine} DESC, (${mine} AND t.room_code IS NOT NULL) DESC,` : sql``;
  const result = await db.execute(sql`
    SELECT t.id FROM tournaments t
    WHERE t.approval_status = 'approved'
    ORDER BY ${viewerFirst} t.created_at DESC, t.id DESC
    LIMIT ${paging.limit} OFFSET ${paging.offset}`);
  return rowsOf(result).map((r) => String(r.id));
}

/**
 * The viewer's own cards: the room's view with their seat filled in. Serialized once per
 * generation (kept on the viewer's own rows, which live exactly as long).
 */
async function ownCardsJson(db: Queryable, list: PublicList, own: OwnRow[], viewer: Viewer): Promise<string[]> {
  const missing = own.filter((o) => o.json === undefined);
  const uncached = missing.filter((o) => !list.insiderViews.has(o.id)).map((o) => o.id);
  const loaded = new Map((await loadTournamentViews(db, uncached, viewer, 'summary')).map((v) => [v.id, v] as const));
  for (const o of missing) {
    const cached = list.insiderViews.get(o.id);
    const view = cached
      ? { ...cached, user_team_number: o.teamNumber, user_slot_index: o.slotIndex }
      : loaded.get(o.id);
    o.json = view ? JSON.stringify(view) : '';
  }
  return own.flatMap((o) => (o.json ? [o.json] : []));
}

/** `count` cached cards from position `from` of the list, skipping the viewer's own. */
function othersPage(list: PublicList, cards: Map<string, string>, skip: Set<string>, from: number, count: number) {
  const page: string[] = [];
  let position = 0;
  for (const id of list.ids) {
    if (page.length === count) break;
    if (skip.has(id) || position++ < from) continue;
    page.push(cards.get(id)!);
  }
  return page;
}

/**
 * GET /tournaments as a JSON array. The viewer's own tournaments come first (their seat filled
 * in); the rest are the cached cards: the room's view for admins (who see every room), the
 * outsider's for everyone else.
 */
export async function tournamentListJson(
  db: Database,
  viewer: Viewer | null,
  paging: Paging,
): Promise<{ json: string; total: number }> {
  const list = await publicTournamentList(db);
  const { limit, offset } = paging;
  const admin = !!viewer && isAdminRole(viewer.role);
  const own = viewer ? await ownRowsOf(db, list, viewer.id) : [];
  const ownInPage = own.slice(offset, offset + limit);
  const wanted = limit - ownInPage.length;
  const othersOffset = Math.max(0, offset - own.length);
  // Positions past the cached window go to SQL (only when the window does not hold everything).
  const windowCovers = list.ids.length === list.total || othersOffset + wanted + own.length <= list.ids.length;
  if (!windowCovers) {
    const ids = await orderedPageIds(db, viewer?.id ?? null, paging);
    return { json: JSON.stringify(await loadTournamentViews(db, ids, viewer, 'summary')), total: list.total };
  }
  if (own.length === 0 && !admin) return { json: outsiderPage(list, paging), total: list.total };
  const ownIds = new Set(own.map((o) => o.id));
  const cards = admin ? list.insiderJson : list.outsiderJson;
  const others = wanted > 0 ? othersPage(list, cards, ownIds, othersOffset, wanted) : [];
  const ownCards = viewer && ownInPage.length ? await ownCardsJson(db, list, ownInPage, viewer) : [];
  return { json: `[${[...ownCards, ...others].join(',')}]`, total: list.total };
}

/** A page of the outsider's list (visitors, and players in no tournament), built once per cache generation. */
function outsiderPage(list: PublicList, { limit, offset }: Paging): string {
  const key = `${limit}:${offset}`;
  let json = list.pages.get(key);
  if (json === undefined) {
    json = `[${list.ids
      .slice(offset, offset + limit)
      .map((id) => list.outsiderJson.get(id)!)
      .join(',')}]`;
    if (list.pages.size < 50) list.pages.set(key, json);
  }
  return json;
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
