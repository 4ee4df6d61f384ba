/**
 * Browsing (spec 1 §9, spec 2 §2): the public grid, one tournament, its participants, and the
 * viewer's own created and joined tournaments. Cards use the `summary` view (no teams).
 *
 * Grid order (spec 1 §9): tournaments the viewer is in (as creator or seated player) first,
 * among them those with room details first, then newest. Only approved tournaments are listed;
 * a creator's pending ones live in the waiting card (GET /users/me/tournaments).
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { isAdminRole, TOURNAMENT_TEXT, type Participant, type Tournament } from '@squadhub/shared';
import type { Database, Queryable } from '../../db/client.js';
import { tournamentSlots, tournaments, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { loadTournamentView, presentTournament, summaryViews, winnersOf, type Viewer } from './view.js';

export interface Paging {
  limit: number;
  offset: number;
}

/** The listed tournaments: approved ones (a creator's pending ones live in the waiting card). */
const listed = eq(tournaments.approvalStatus, 'approved');

/**
 * One page of the grid in one prepared query: the tournament rows, their creators, the viewer's
 * own seat and the number of listed tournaments. It runs on every request, on every instance:
 * nothing is kept per process, so a change is listed everywhere as soon as it commits.
 *
 * The order is found on narrow rows (id and sort keys) and only the page's rows are read in full:
 * sorting every listed row with all its columns cost three times as much (EXPLAIN ANALYZE on the
 * `npm run bench:list` data).
 */
const preparePage = (db: Database, forViewer: boolean) => {
  const viewer = sql.placeholder('viewer');
  // The viewer's seat is the left-joined slot row; a visitor has none.
  const own = forViewer
    ? sql<boolean>`(${tournaments.creatorId} = ${viewer} OR ${tournamentSlots.playerId} IS NOT NULL)`
    : sql<boolean>`false`;
  const ownWithRoom = sql<boolean>`${own} AND ${tournaments.roomCode} IS NOT NULL`;
  const viewerFirst = forViewer ? [desc(own), desc(ownWithRoom)] : [];
  const page = db
    .select({
      id: tournaments.id,
      own: own.as('own'),
      ownWithRoom: ownWithRoom.as('own_with_room'),
      createdAt: tournaments.createdAt,
      teamNumber: tournamentSlots.teamNumber,
      slotIndex: tournamentSlots.slotIndex,
    })
    .from(tournaments)
    .leftJoin(
      tournamentSlots,
      and(eq(tournamentSlots.tournamentId, tournaments.id), eq(tournamentSlots.playerId, viewer)),
    )
    .where(listed)
    .orderBy(...viewerFirst, desc(tournaments.createdAt), desc(tournaments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({
      t: tournaments,
      creator: { username: users.username, phoneNumber: users.phoneNumber, tiktokLink: users.tiktokLink },
      teamNumber: page.teamNumber,
      slotIndex: page.slotIndex,
      total: sql<number>`(SELECT count(*) FROM ${tournaments} WHERE ${listed})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(tournaments, eq(tournaments.id, page.id))
    .innerJoin(users, eq(users.id, tournaments.creatorId))
    .orderBy(desc(page.own), desc(page.ownWithRoom), desc(page.createdAt), desc(page.id))
    .prepare(forViewer ? 'tournament_list_page_viewer' : 'tournament_list_page_visitor');
};

type PageQuery = ReturnType<typeof preparePage>;
const prepared = new WeakMap<Database, { viewer: PageQuery; visitor: PageQuery }>();

function pageQuery(db: Database, forViewer: boolean): PageQuery {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = { viewer: preparePage(db, true), visitor: preparePage(db, false) }));
  return forViewer ? queries.viewer : queries.visitor;
}

async function listedCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tournaments).where(listed);
  return row?.n ?? 0;
}

/** The viewer of the grid: their own seat in a card shows their own name. */
export type ListViewer = Viewer & { username: string; tiktokLink: string | null };

/**
 * GET /tournaments: one page of cards for this viewer, and how many tournaments are listed. One
 * query, and one more for the winners when the page holds finalized tournaments.
 */
export async function tournamentList(
  db: Database,
  viewer: ListViewer | null,
  { limit, offset }: Paging,
): Promise<{ tournaments: Tournament[]; total: number }> {
  // A visitor sits nowhere: a null viewer matches no seat.
  const rows = await pageQuery(db, !!viewer).execute({ viewer: viewer?.id ?? null, limit, offset });
  const finalized = rows.filter((r) => r.t.isFinalized).map((r) => r.t.id);
  const winners = await winnersOf(db, finalized);
  const cards = rows.map(({ t, creator, teamNumber, slotIndex }) => {
    const ownSeat =
      viewer && teamNumber !== null && slotIndex !== null
        ? [
            {
              tournamentId: t.id,
              teamNumber,
              slotIndex,
              playerId: viewer.id,
              username: viewer.username,
              tiktokLink: viewer.tiktokLink,
            },
          ]
        : [];
    return presentTournament(t, creator, ownSeat, winners.get(t.id) ?? [], viewer, 'summary');
  });
  // A page past the end has no row to carry the total.
  return { tournaments: cards, total: rows[0]?.total ?? (await listedCount(db)) };
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
