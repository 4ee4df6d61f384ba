/**
 * Browsing (docs/product/tournaments.md#the-list): the public grid, one tournament, its participants, and the
 * viewer's own created and joined tournaments. Cards use the `summary` view (no teams).
 *
 * Grid order: the open tournaments the viewer is in (as creator or seated player) first, among
 * them those with room details first, then newest (as the specification says); then the others:
 * live, starting soonest, the rest; finalized ones last (see `pagesOf`). Only approved tournaments
 * are listed; a creator's pending ones live in the waiting card (GET /users/me/tournaments).
 */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { TOURNAMENT_TEXT, type Participant, type Tournament, type WinnerEntry } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { withCompiledRowMapping } from '../../db/row-mapper.js';
import {
  listedTournaments,
  seriesResults,
  tournamentSlots,
  tournaments,
  users,
  waitlistEntries,
} from '../../db/schema.js';
import { notFound } from '../../domain/errors.js';
import { keepJson } from '../../presenters/known-json.js';
import { placeKey, presentTournament, type ViewerPlace } from '../../presenters/tournament.js';
import type { BoundedCache } from '../../speed/registry.js';
import { NO_HOLDS, loadTournamentDetails, placeOf, summaryViews, winnersOf } from './view.js';
import { deadlineColumns, deadlinesOf } from './deadline-times.js';
import { canViewTournament, type Viewer } from './policy.js';
import { payoutColumns } from './payout-view.js';

export interface Paging {
  limit: number;
  offset: number;
}

/**
 * The listed tournaments: approved ones (a creator's pending ones live in the waiting card). A
 * literal, not a parameter, so the plan PostgreSQL keeps for the prepared statement can use the
 * statistics of `approved` rows, and the partial indexes of migration 0013 whose condition it is.
 */
const LISTED = sql.raw(`approval_status = 'approved'`);
/**
 * The grid's own rows: listed, but not a cup's lobby (docs/product/cups.md#pages: the cup page
 * lists its lobbies; a player finds their own lobby among their seats, the `own` tier).
 */
const IN_GRID = sql.raw(`approval_status = 'approved' AND cup_id IS NULL`);

/**
 * A scheduled start this recent still counts as "starting soon": the host is about to send the
 * room code, and that is when players look for the tournament.
 */
const STARTED_LATELY = sql.raw(`interval '30 minutes'`);

/**
 * The tiers of the grid, in order. The viewer's own tournaments keep the specification's order
 * among themselves (room details first, then newest); the others follow by what a player is
 * looking for: live now, then the soonest start, then the rest, newest first. Finalized
 * tournaments sink below every open one (the viewer's own first).
 */
const TIER = { own: 0, live: 1, soonest: 2, rest: 3, ownFinalized: 4, finalized: 5 } as const;
const tier = (name: keyof typeof TIER) => sql.raw(String(TIER[name]));

/** Grid order over the candidate rows (`page.` when read from the batch query). */
const gridOrder = (of = '') =>
  sql.raw(`${of}tier, ${of}with_room DESC, ${of}starts ASC NULLS LAST, ${of}created_at DESC, ${of}id DESC`);

/**
 * The pages of a batch of requests (the rows of `request`: viewer, page_limit, page_offset, n),
 * in grid order, each for its viewer (a null viewer, a visitor, owns nothing). The viewer's own
 * tournaments (created or seated in, a handful) are found by index. The other tiers are the same
 * for every viewer but for those, so each is read once for the whole batch, walking its partial
 * index in grid order as deep as the deepest page can need (its end, plus its viewer's own
 * tournaments, which it skips); each page then sorts only a few pages' worth of rows, never every
 * listed tournament (sorting them all cost several times as much), and once a batch rather than
 * once a page (docs/scale/query-plans.md#tournament-list).
 */
const pagesOf = (requests: SQL) => {
  const open = sql`${IN_GRID} AND NOT is_finalized AND status <> 'live'`;
  const soon = sql`start_type = 'scheduled' AND start_date > now() - ${STARTED_LATELY}`;
  const deepest = sql`(SELECT rows FROM depth)`;
  return sql`(
  WITH request AS MATERIALIZED (SELECT viewer, page_limit, page_offset, n FROM ${requests}),
  own AS MATERIALIZED (
    SELECT request.n, mine.id FROM request CROSS JOIN LATERAL (
      SELECT id FROM tournaments WHERE ${IN_GRID} AND creator_id = request.viewer
      UNION
      SELECT tournament_id FROM tournament_slots WHERE player_id = request.viewer
    ) mine
  ),
  depth AS (
    SELECT max(page_limit + page_offset + (SELECT count(*) FROM own WHERE own.n = request.n)) AS rows
    FROM request
  ),
  others AS MATERIALIZED (
    -- Live, then starting soon: each walks its own partial index (migration 0015) in grid order.
    (SELECT id, ${tier('live')} AS tier, false AS with_room, NULL::timestamptz AS starts, created_at
     FROM tournaments WHERE ${IN_GRID} AND NOT is_finalized AND status = 'live'
     ORDER BY created_at DESC, id DESC LIMIT ${deepest})
    UNION ALL
    (SELECT id, ${tier('soonest')}, false, start_date, created_at FROM tournaments
     WHERE ${open} AND ${soon}
     ORDER BY start_date, created_at DESC, id DESC LIMIT ${deepest})
    UNION ALL
    (SELECT id, ${tier('rest')}, false, NULL, created_at FROM tournaments
     WHERE ${open} AND NOT coalesce(${soon}, false)
     ORDER BY created_at DESC, id DESC LIMIT ${deepest})
    UNION ALL
    (SELECT id, ${tier('finalized')}, false, NULL, created_at FROM tournaments
     WHERE ${IN_GRID} AND is_finalized
     ORDER BY created_at DESC, id DESC LIMIT ${deepest})
  )
  SELECT request.n, request.viewer, page.* FROM request CROSS JOIN LATERAL (
    SELECT * FROM (
      (SELECT t.id,
              CASE WHEN t.is_finalized THEN ${tier('ownFinalized')} ELSE ${tier('own')} END AS tier,
              t.room_code IS NOT NULL AS with_room, NULL::timestamptz AS starts, t.created_at
       FROM own
       -- A lookup by primary key per own tournament: joined, they were hashed against a whole-table scan.
       CROSS JOIN LATERAL (
         SELECT id, room_code, is_finalized, created_at FROM tournaments WHERE id = own.id AND ${LISTED} LIMIT 1
       ) t
       WHERE own.n = request.n)
      UNION ALL
      SELECT * FROM others WHERE others.id NOT IN (SELECT id FROM own WHERE own.n = request.n)
    ) candidates
    ORDER BY ${gridOrder()}
    LIMIT request.page_limit OFFSET request.page_offset
  ) page
)`;
};

/**
 * What a card shows of its tournament: the row, its creator, the counts of its matches and
 * waitlist, and its deadlines (built when the statement is prepared: deadline-times.ts). The creator is a lookup by primary key per card (LIMIT keeps it one): joined plainly,
 * the plan without values (which counts ten requests) merged the cards with a walk of the whole
 * users index.
 */
const cardColumns = () => ({
  t: tournaments,
  creator: {
    username: sql<UserRow['username']>`creator.username`,
    phoneNumber: sql<UserRow['phoneNumber']>`creator.phone_number`,
    tiktokLink: sql<UserRow['tiktokLink']>`creator.tiktok_link`,
  },
  matchesPlayed: sql<number>`(SELECT coalesce(max(r.match_number), 0) FROM ${seriesResults} r
    WHERE r.tournament_id = ${tournaments.id})`.mapWith(Number),
  waitlistCount:
    sql<number>`(SELECT count(*) FROM ${waitlistEntries} w WHERE w.tournament_id = ${tournaments.id})`.mapWith(Number),
  ...deadlineColumns(),
  ...payoutColumns,
});
const creatorOfCard = sql`LATERAL (SELECT username, phone_number, tiktok_link FROM ${users}
  WHERE ${users.id} = ${tournaments.creatorId} LIMIT 1) creator`;

/**
 * The pages of several requests in one query: one row per card, `request` numbering the requests
 * from 1 in the order of the arrays, with the viewer's seat in that tournament if any, and the
 * number of listed tournaments.
 */
function pageParts() {
  // The arrays come through a subquery the planner keeps apart (OFFSET 0), so it estimates the
  // number of requests the same with and without the values, and keeps one plan per connection.
  // Given as they are, it counted them when it knew them and assumed a hundred when not, so the
  // plan without values looked costlier and it planned the statement again on every batch.
  const requests = sql`(SELECT ${sql.placeholder('viewers')}::uuid[] AS viewers,
      ${sql.placeholder('limits')}::int[] AS limits, ${sql.placeholder('offsets')}::int[] AS offsets OFFSET 0) arrays
    CROSS JOIN LATERAL unnest(arrays.viewers, arrays.limits, arrays.offsets)
      WITH ORDINALITY AS asked(viewer, page_limit, page_offset, n)`;
  return {
    card: {
      request: sql<number>`page.n`.mapWith(Number),
      id: sql<string>`page.id`,
      teamNumber: tournamentSlots.teamNumber,
      slotIndex: tournamentSlots.slotIndex,
      checkedIn: sql<boolean>`${tournamentSlots.checkedInAt} IS NOT NULL`,
      total: sql<number>`(SELECT n FROM ${listedTournaments})`.mapWith(Number),
    },
    from: sql`${pagesOf(requests)} AS page`,
    seat: and(eq(tournamentSlots.tournamentId, sql`page.id`), eq(tournamentSlots.playerId, sql`page.viewer`)),
    order: sql`page.n, ${gridOrder('page.')}`,
  };
}

const preparePages = (db: Database) => {
  const { card, from, seat, order } = pageParts();
  return withCompiledRowMapping(
    db.select(card).from(from).leftJoin(tournamentSlots, seat).orderBy(order).prepare('tournament_grid_pages'),
  );
};

/** The same for a batch of one, with each card's tournament (see `gridPages`). */
const preparePageWithRows = (db: Database) => {
  const { card, from, seat, order } = pageParts();
  return withCompiledRowMapping(
    db
      .select({ ...card, ...cardColumns() })
      .from(from)
      .innerJoin(tournaments, eq(tournaments.id, sql`page.id`))
      .innerJoin(creatorOfCard, sql`true`)
      .leftJoin(tournamentSlots, seat)
      .orderBy(order)
      .prepare('tournament_grid_page_with_rows'),
  );
};

/** The tournament rows of the cards of a batch, each read once however many pages show it. */
const prepareCards = (db: Database) =>
  withCompiledRowMapping(
    db
      .select(cardColumns())
      .from(tournaments)
      .innerJoin(creatorOfCard, sql`true`)
      .where(sql`${tournaments.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
      .prepare('tournament_grid_cards'),
  );

interface GridQueries {
  pages: ReturnType<typeof preparePages>;
  pageWithRows: ReturnType<typeof preparePageWithRows>;
  cards: ReturnType<typeof prepareCards>;
}

/** The grid's statements, made once per app (docs/scale/speed-ups.md#the-grid). */
const gridQueries = (ctx: AppContext): GridQueries =>
  ctx.speed.statement('tournament_grid', () => ({
    pages: preparePages(ctx.db),
    pageWithRows: preparePageWithRows(ctx.db),
    cards: prepareCards(ctx.db),
  }));

/**
 * How many tournaments are listed: the row a trigger keeps (migration 0013), so no page counts
 * them (docs/scale/query-plans.md#tournament-list).
 */
async function listedCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: listedTournaments.n }).from(listedTournaments);
  return row?.n ?? 0;
}

/** The viewer of the grid: their own seat in a card shows their own name. */
export type ListViewer = Viewer & { username: string; tiktokLink: string | null };

interface GridRequest {
  viewer: ListViewer | null;
  paging: Paging;
}
type TournamentPage = { tournaments: Tournament[]; total: number };

/**
 * The grid pages of the requests that arrived together (db/same-tick-batch.ts), in three
 * queries whatever their number: the cards of every page, the rows of their tournaments (read
 * once when several pages show the same one), and the winners of the finalized ones (none on the
 * first pages, where the open tournaments are). A batch of one page (however many asked for it)
 * reads its cards and their rows in one statement: a round trip costs the server more than 30
 * rows (docs/scale/query-plans.md#requests-that-arrive-together), while for several pages reading
 * each row once saves more. No row is kept between batches, on any instance: a change is listed
 * everywhere as soon as it commits (a card presented from rows that read the same is reused:
 * `presentCard`).
 */
async function gridPages(ctx: AppContext, requests: readonly GridRequest[]) {
  const { db } = ctx;
  const queries = gridQueries(ctx);
  // The same page for the same viewer (every visitor's first page) is read once.
  const pageKey = (r: GridRequest) => `${r.viewer?.id ?? ''} ${r.paging.limit} ${r.paging.offset}`;
  const distinct = [...new Map(requests.map((r) => [pageKey(r), r])).values()];
  const requestNumber = new Map(distinct.map((r, i) => [pageKey(r), i + 1]));
  const values = {
    viewers: distinct.map((r) => r.viewer?.id ?? null),
    limits: distinct.map((r) => r.paging.limit),
    offsets: distinct.map((r) => r.paging.offset),
  };
  let cards: Awaited<ReturnType<GridQueries['pages']['execute']>>;
  let byId: Map<string, Awaited<ReturnType<GridQueries['cards']['execute']>>[number]>;
  if (distinct.length === 1) {
    const rows = await queries.pageWithRows.execute(values);
    cards = rows;
    byId = new Map(rows.map((r) => [r.id, r]));
  } else {
    cards = await queries.pages.execute(values);
    const ids = [...new Set(cards.map((c) => c.id))];
    const rows = ids.length ? await queries.cards.execute({ ids }) : [];
    byId = new Map(rows.map((r) => [r.t.id, r]));
  }
  const finalized = [...byId.values()].filter((r) => r.t.isFinalized).map((r) => r.t.id);
  const winners = await winnersOf(db, finalized);
  // A page past the end has no card to carry the total.
  const total = cards[0]?.total ?? (await listedCount(db));
  const kept = keptCards(ctx);
  const cardsOfPage = new Map<number, typeof cards>();
  for (const card of cards) {
    const page = cardsOfPage.get(card.request);
    if (page) page.push(card);
    else cardsOfPage.set(card.request, [card]);
  }
  return requests.map((request): TournamentPage => {
    const { viewer } = request;
    const tournaments = (cardsOfPage.get(requestNumber.get(pageKey(request))!) ?? []).flatMap(
      ({ id, teamNumber, slotIndex, checkedIn }) => {
        const row = byId.get(id);
        // Deleted between the two queries: the page shows one card fewer.
        if (!row) return [];
        const ownSeat =
          viewer && teamNumber !== null && slotIndex !== null
            ? [
                {
                  tournamentId: id,
                  teamNumber,
                  slotIndex,
                  playerId: viewer.id,
                  username: viewer.username,
                  tiktokLink: viewer.tiktokLink,
                  checkedIn: !!checkedIn,
                },
              ]
            : [];
        return [presentCard(kept, row, winners.get(id) ?? [], placeOf(row.t, ownSeat, viewer))];
      },
    );
    return { tournaments, total };
  });
}

type CardRow = Awaited<ReturnType<GridQueries['cards']['execute']>>[number];

/** Cards kept per app, by tournament and viewer place (see `presentCard`; docs/scale/speed-ups.md#the-grid). */
const CARDS_KEPT = 2_048;
const keptCards = (ctx: AppContext) => ctx.speed.cache<string, KeptCard>('tournament-cards', CARDS_KEPT);
type KeptCard = { input: string; card: Tournament };

/**
 * A card for a viewer in this place, presented anew only when what it shows changed: the card
 * last presented for each tournament and place is kept with its row's version (raised by every
 * UPDATE of a tournament), its creator, counts and winners as just read, so a card that reads the
 * same is the same object and its JSON text is serialized once (presenters/known-json.ts; a page
 * of such cards is sent as their texts joined). Every page still reads its rows first, so a card
 * is never older than the database at the request's arrival, on any instance
 * (docs/scale/query-plans.md#tournament-list).
 */
function presentCard(
  kept: BoundedCache<string, KeptCard>,
  row: CardRow,
  winners: WinnerEntry[],
  place: ViewerPlace,
): Tournament {
  const { t, creator } = row;
  const key = `${t.id} ${placeKey(place)}`;
  const input = [
    t.version,
    t.createdAt.getTime(),
    creator.username,
    creator.phoneNumber,
    creator.tiktokLink,
    row.waitlistCount,
    row.matchesPlayed,
    row.payoutNames,
    row.disputeOpen,
    winners.length ? JSON.stringify(winners) : '',
    row.roomCodeDeadlineMs,
    row.resultsDeadlineMs,
  ].join('\u0000');
  const hit = kept.get(key);
  if (hit?.input === input) return kept.set(key, hit).card;
  const seats = place.ownSeat ? [place.ownSeat] : [];
  const extras = {
    holds: NO_HOLDS,
    waitlistCount: row.waitlistCount,
    matchesPlayed: row.matchesPlayed,
    deadlines: deadlinesOf(row),
    payoutNames: JSON.parse(row.payoutNames) as Record<string, string>,
    disputeOpen: row.disputeOpen,
  };
  const card = keepJson(presentTournament(t, creator, seats, winners, place, 'summary', extras));
  return kept.set(key, { input, card }).card;
}

/** GET /tournaments: one page of cards for this viewer, and how many tournaments are listed. */
export function tournamentList(ctx: AppContext, viewer: ListViewer | null, paging: Paging): Promise<TournamentPage> {
  return ctx.speed
    .batcher('tournament-grid-pages', (requests: readonly GridRequest[]) => gridPages(ctx, requests))
    .load({ viewer, paging });
}

/** GET /tournaments/{id}: the full view (teams, slots, participants) for this viewer. */
export async function getTournament(ctx: AppContext, viewer: Viewer | null, id: string): Promise<Tournament> {
  const view = await loadTournamentDetails(ctx, id, viewer);
  if (!view || !canViewTournament(view, viewer)) throw notFound(TOURNAMENT_TEXT.notFound);
  return view;
}

export async function getParticipants(ctx: AppContext, viewer: Viewer | null, id: string): Promise<Participant[]> {
  return (await getTournament(ctx, viewer, id)).participants;
}

/**
 * GET /users/me/tournaments: everything the viewer created, pending included, and the cup lobbies
 * they co-host (docs/product/cups.md#co-hosts: the host console lists them), newest first.
 */
export async function createdTournaments(ctx: AppContext, viewer: Viewer): Promise<Tournament[]> {
  const db = ctx.db;
  const rows = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(or(eq(tournaments.creatorId, viewer.id), eq(tournaments.coHostId, viewer.id)))
    .orderBy(desc(tournaments.createdAt), desc(tournaments.id));
  return summaryViews(db, rows, viewer);
}

/** GET /users/me/joined-tournaments: where the viewer holds a slot, newest first. */
export async function joinedTournaments(ctx: AppContext, viewer: Viewer): Promise<Tournament[]> {
  const db = ctx.db;
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
