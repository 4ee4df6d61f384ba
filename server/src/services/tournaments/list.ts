/**
 * Browsing (spec 1 §9, spec 2 §2): the public grid, one tournament, its participants, and the
 * viewer's own created and joined tournaments. Cards use the `summary` view (no teams).
 *
 * Grid order (spec 1 §9): tournaments the viewer is in (as creator or seated player) first,
 * among them those with room details first, then newest. Only approved tournaments are listed;
 * a creator's pending ones live in the waiting card (GET /users/me/tournaments).
 */
import { and, count, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
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
 * The same filter written out for the page query below: a literal, not a parameter, so the plan
 * PostgreSQL keeps for the prepared statement can use the statistics of `approved` rows.
 */
const LISTED = sql.raw(`approval_status = 'approved'`);

/**
 * The ids of one page of the grid, in grid order, for a viewer (a null viewer, a visitor, owns
 * nothing). Both halves are index walks: the viewer's own tournaments (created or seated in, a
 * handful) and the newest others, of which only `offset + limit` are read. Sorting every listed
 * tournament to put the viewer's first cost several times as much (EXPLAIN ANALYZE on the
 * `npm run bench:list` data).
 */
const pageIds = (viewer: Placeholder, limit: Placeholder, offset: Placeholder) => sql`(
  WITH own AS MATERIALIZED (
    SELECT id FROM tournaments WHERE ${LISTED} AND creator_id = ${viewer}
    UNION
    SELECT tournament_id FROM tournament_slots WHERE player_id = ${viewer}
  )
  SELECT * FROM (
    (SELECT t.id, true AS own, t.room_code IS NOT NULL AS with_room, t.created_at FROM own
     -- A lookup by primary key per own tournament: joined, they were hashed against a whole-table scan.
     CROSS JOIN LATERAL (
       SELECT id, room_code, created_at FROM tournaments WHERE id = own.id AND ${LISTED} LIMIT 1
     ) t)
    UNION ALL
    (SELECT id, false, false, created_at FROM tournaments
     WHERE ${LISTED} AND id NOT IN (SELECT id FROM own)
     ORDER BY created_at DESC, id DESC LIMIT ${limit}::int + ${offset}::int)
  ) candidates
  ORDER BY own DESC, with_room DESC, created_at DESC, id DESC
  LIMIT ${limit} OFFSET ${offset}
) AS page`;

/**
 * One page of the grid in one prepared query: the page's tournament rows (each read by its
 * primary key), their creators, the viewer's own seat and the number of listed tournaments. It
 * runs on every request, on every instance: nothing is kept per process, so a change is listed
 * everywhere as soon as it commits.
 */
const preparePage = (db: Database) => {
  const viewer = sql.placeholder('viewer');
  return db
    .select({
      t: tournaments,
      creator: { username: users.username, phoneNumber: users.phoneNumber, tiktokLink: users.tiktokLink },
      teamNumber: tournamentSlots.teamNumber,
      slotIndex: tournamentSlots.slotIndex,
      total: sql<number>`(SELECT count(*) FROM ${tournaments} WHERE ${listed})`.mapWith(Number),
    })
    .from(pageIds(viewer, sql.placeholder('limit'), sql.placeholder('offset')))
    .innerJoin(tournaments, eq(tournaments.id, sql`page.id`))
    .innerJoin(users, eq(users.id, tournaments.creatorId))
    .leftJoin(
      tournamentSlots,
      and(eq(tournamentSlots.tournamentId, tournaments.id), eq(tournamentSlots.playerId, viewer)),
    )
    .orderBy(sql`page.own DESC, page.with_room DESC, page.created_at DESC, page.id DESC`)
    .prepare('tournament_list_page');
};

type PageQuery = ReturnType<typeof preparePage>;
const prepared = new WeakMap<Database, PageQuery>();

function pageQuery(db: Database): PageQuery {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = preparePage(db)));
  return query;
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
  const rows = await pageQuery(db).execute({ viewer: viewer?.id ?? null, limit, offset });
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
