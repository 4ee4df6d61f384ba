/**
 * Loading tournaments for a viewer: the rows, seats and winners every `Tournament` answer is
 * built from (presenters/tournament.ts), in a fixed number of queries. Every route and socket
 * event that sends a tournament loads it here, so room details are always stripped for
 * outsiders (docs/product/tournaments.md#room-details). Seats and winners of a deleted account show as "deleted player"
 * (presenters/closed-account.ts).
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PLAY_TEXT, type Tournament, type WinnerEntry } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable, Tx } from '../../db/client.js';
import type { TournamentRow } from '../../db/rows.js';
import { withCompiledRowMapping } from '../../db/row-mapper.js';
import {
  seriesResults,
  teamHolds,
  tournamentSlots,
  tournamentWinners,
  tournaments,
  users,
  waitlistEntries,
} from '../../db/schema.js';
import { MAX_BATCH_SIZE, idList, idValues } from '../../db/same-tick-batch.js';
import { notFound } from '../../domain/errors.js';
import type { BoundedCache } from '../../speed/registry.js';
import { isRoomInsider } from '../../domain/room-insider.js';
import { shownTiktokLink, shownUsername } from '../../presenters/closed-account.js';
import { keepJson, keepRecent } from '../../presenters/known-json.js';
import {
  placeKey,
  presentTournament,
  type HoldsOf,
  type SeatRow,
  type ViewDetail,
  type ViewExtras,
  type ViewerPlace,
} from '../../presenters/tournament.js';
import { deadlineColumns, deadlinesOf } from './deadline-times.js';
import { payoutColumns } from './payout-view.js';
import type { Viewer } from './policy.js';

/**
 * A viewer inside every room who sits in none: an admin with an id no user has. Its view of a
 * tournament is what the room (participants, creator, admins) sees, without anyone's own seat.
 */
export const ROOM_INSIDER: Viewer = { id: '00000000-0000-0000-0000-000000000000', role: 'admin' };

/**
 * Loads and presents several tournaments in ONE statement, whatever their number: each row comes
 * with its seats, winners, holds, offers and counts as JSON beside it, so a 100-seat tournament
 * is one round trip, not six (docs/scale/query-plans.md#tournament-details). Outside a transaction
 * the statement is prepared once per connection (one for each kind of view), so neither Drizzle
 * nor PostgreSQL plans it again on every request. Order of the result follows `ids`; unknown ids
 * are skipped.
 */
export async function loadTournamentViews(
  db: Queryable,
  ids: string[],
  viewer: Viewer | null,
  detail: ViewDetail = 'full',
): Promise<Tournament[]> {
  if (ids.length === 0) return [];
  const kind: ViewKind = detail === 'full' ? 'full' : viewer ? 'own_seat' : 'no_seats';
  return presentViews(await viewRows(db, kind, ids, viewer), ids, viewer, detail);
}

/**
 * A tournament's details for a request outside a transaction (GET /tournaments/:id). The details
 * asked for together (db/same-tick-batch.ts) are read by one statement: its rows do not depend on
 * the viewer (every seat is listed), and each request presents them for its own viewer. Every
 * request in a batch arrived before the statement left, so each sees every change committed
 * before it arrived, on any instance; no row is kept between batches (only what was presented
 * from them, reused while they read the same: `presentDetails`).
 */
export async function loadTournamentDetails(
  ctx: Pick<AppContext, 'db' | 'speed'>,
  id: string,
  viewer: Viewer | null,
): Promise<Tournament | null> {
  const row = await ctx.speed
    .batcher('tournament-details', async (ids: readonly string[]) => {
      const distinct = [...new Set(ids)];
      const rows = await viewRows(ctx.db, 'full', distinct, null);
      const byId = new Map(rows.map((r) => [r.t.id, r]));
      return ids.map((i) => byId.get(i));
    })
    .load(id);
  return row ? presentDetails(ctx.speed.cache('tournament-details-kept', DETAILS_KEPT), row, viewer) : null;
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewsQuery>['execute']>>[number];

/** A tournament's details as last presented (see `presentDetails`). */
interface KeptDetails {
  /** The row as read, in text: what the views below were presented from. */
  input: string;
  row: ParsedRow;
  /** By the viewer's place (inside the room or not, own team and slot), the most recent last. */
  views: Map<string, Tournament>;
}

/** Tournaments whose details are kept, per app, and viewer places kept per tournament. */
const DETAILS_KEPT = 64;
const PLACES_KEPT = 4;

/**
 * A tournament's details for this viewer, from the row just read. The details last presented
 * from each tournament are kept with the row they came from, in text (its version, which every
 * UPDATE raises, its creator and counts, and the JSON of its seats, holds, offers and winners as
 * PostgreSQL wrote it), so a request whose row reads the same gets the same answer and its JSON
 * text (presenters/known-json.ts) without parsing, presenting and serializing a hundred seats
 * again (docs/scale/query-plans.md#tournament-details). Every request still reads its row first:
 * an answer is never older than the database at the request's arrival, on any instance, and a
 * row that reads differently replaces what was kept.
 */
function presentDetails(kept: BoundedCache<string, KeptDetails>, r: ViewRow, viewer: Viewer | null): Tournament {
  const id = r.t.id;
  const input = [
    r.t.version,
    r.t.createdAt.getTime(),
    r.creator.username,
    r.creator.phoneNumber,
    r.creator.tiktokLink,
    r.waitlistCount,
    r.matchesPlayed,
    r.seats,
    r.holds,
    r.offered,
    r.winners,
    r.roomCodeDeadlineMs,
    r.resultsDeadlineMs,
    r.payoutNames,
    r.disputeOpen,
  ].join('\u0000');
  const last = kept.get(id);
  const entry = kept.set(id, last?.input === input ? last : { input, row: parseRow(r), views: new Map() });
  const place = placeOf(entry.row.t, entry.row.seats, viewer);
  const key = placeKey(place);
  const view = entry.views.get(key) ?? keepJson(presentRow(entry.row, place, 'full'));
  return keepRecent(entry.views, key, view, PLACES_KEPT);
}

/** The rows of these tournaments for a kind of view, by a prepared statement where one can run. */
function viewRows(db: Queryable, kind: ViewKind, ids: string[], viewer: Viewer | null): Promise<ViewRow[]> {
  const values = { ids, viewer: viewer?.id ?? null };
  if (!canPrepare(db) || ids.length > MAX_BATCH_SIZE) return viewsQuery(db, kind, 'array').execute(values);
  const { size, values: idValuesOf } = idValues(ids);
  return preparedViews(db, kind, size).execute({ ...values, ...idValuesOf });
}

/** The views of `ids` from their rows, in the order of `ids`; unknown ids are skipped. */
function presentViews(rows: ViewRow[], ids: string[], viewer: Viewer | null, detail: ViewDetail): Tournament[] {
  const byId = new Map(rows.map((r) => [r.t.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const row = parseRow(r);
    return [presentRow(row, placeOf(row.t, row.seats, viewer), detail)];
  });
}

/** A row of the statement with its JSON columns parsed. */
interface ParsedRow {
  t: TournamentRow;
  creator: ViewRow['creator'];
  seats: SeatRow[];
  winners: WinnerEntry[];
  extras: ViewExtras;
}

/** A seat as the statement writes it (`json_build_array` in `viewsQuery`). */
type SeatItems = [number, number, string, string, string | null, boolean];

function parseRow(r: ViewRow): ParsedRow {
  const seats = JSON.parse(r.seats) as SeatItems[];
  const holds = JSON.parse(r.holds) as { teamNumber: number; captain: string; expiresAt: string }[];
  return {
    t: r.t,
    creator: r.creator,
    seats: seats.map(([teamNumber, slotIndex, playerId, username, tiktokLink, checkedIn]) => ({
      tournamentId: r.t.id,
      teamNumber,
      slotIndex,
      playerId,
      username,
      tiktokLink,
      checkedIn,
    })),
    winners: JSON.parse(r.winners) as WinnerEntry[],
    extras: {
      holds: {
        teams: holds.map((h) => ({ ...h, expiresAt: new Date(h.expiresAt) })),
        offered: JSON.parse(r.offered) as HoldsOf['offered'],
      },
      waitlistCount: r.waitlistCount,
      matchesPlayed: r.matchesPlayed,
      deadlines: deadlinesOf(r),
      payoutNames: JSON.parse(r.payoutNames) as Record<string, string>,
      disputeOpen: r.disputeOpen,
    },
  };
}

const presentRow = (r: ParsedRow, place: ViewerPlace, detail: ViewDetail): Tournament =>
  presentTournament(r.t, r.creator, r.seats, r.winners, place, detail, r.extras);

/** Which seats a view lists: all (`full`), only the viewer's own (a card), or none (a visitor's card). */
type ViewKind = 'full' | 'own_seat' | 'no_seats';

/** A JSON array of `item` over the rows of `from`, in `order`; `[]` when there are none. */
const jsonList = (item: SQL, from: SQL, order?: SQL) =>
  sql`(SELECT coalesce(json_agg(${item}${order ? sql` ORDER BY ${order}` : sql``}), '[]'::json) ${from})`;

/**
 * How the statement names its tournaments: by `size` placeholders `id0`... (the prepared forms,
 * db/same-tick-batch.ts says why), or by the array `ids` (in a transaction, where it is planned
 * anyway).
 */
type IdsForm = number | 'array';

/** The statement of a kind of view; `ids` (or `id`) and `viewer` are its placeholders. */
function viewsQuery(db: Queryable, kind: ViewKind, form: IdsForm) {
  const viewerId = sql`${sql.placeholder('viewer')}::uuid`;
  const ofThis = sql`${tournaments.id}`;
  const seatFilter = kind === 'own_seat' ? sql` AND s.player_id = ${viewerId}` : sql``;
  const seats =
    kind === 'no_seats'
      ? sql`'[]'::json`
      : jsonList(
          // An array per seat, not an object: PostgreSQL builds it in two thirds of the time (no
          // key to write per value), and `parseRow` names its items.
          sql`json_build_array(s.team_number, s.slot_index, s.player_id, ${shownUsername}, ${shownTiktokLink},
            s.checked_in_at IS NOT NULL)`,
          sql`FROM ${tournamentSlots} s JOIN ${users} ON ${users.id} = s.player_id
            WHERE s.tournament_id = ${ofThis}${seatFilter}`,
        );
  const live = sql`> now()`;
  const holds =
    kind === 'full'
      ? jsonList(
          sql`json_build_object('teamNumber', h.team_number, 'captain', ${shownUsername}, 'expiresAt', h.expires_at)`,
          sql`FROM ${teamHolds} h JOIN ${users} ON ${users.id} = h.captain_id
            WHERE h.tournament_id = ${ofThis} AND h.expires_at ${live}`,
        )
      : sql`'[]'::json`;
  const offered =
    kind === 'full'
      ? jsonList(
          sql`json_build_object('teamNumber', w.offer_team_number, 'slotIndex', w.offer_slot_index)`,
          sql`FROM ${waitlistEntries} w WHERE w.tournament_id = ${ofThis} AND w.offer_expires_at ${live}`,
        )
      : sql`'[]'::json`;
  return db
    .select({
      t: tournaments,
      creator: { username: users.username, phoneNumber: users.phoneNumber, tiktokLink: users.tiktokLink },
      // The JSON columns come as text: parsed only when presented (`parseRow`), compared as read
      // when a tournament's kept details may still be current (`presentDetails`).
      seats: sql<string>`${seats}::text`,
      // The winners of a finalized tournament, in position order (winnersOf for several at once).
      winners: sql<string>`(CASE WHEN ${tournaments.isFinalized} THEN ${jsonList(
        sql`json_build_object('user_id', w.user_id, 'username', ${shownUsername}, 'position', w.position,
          'coins_awarded', w.coins_awarded, 'tiktok_link', ${shownTiktokLink})`,
        sql`FROM ${tournamentWinners} w JOIN ${users} ON ${users.id} = w.user_id WHERE w.tournament_id = ${ofThis}`,
        sql`w.position`,
      )} ELSE '[]'::json END)::text`,
      holds: sql<string>`${holds}::text`,
      offered: sql<string>`${offered}::text`,
      waitlistCount: sql<number>`(SELECT count(*) FROM ${waitlistEntries} w WHERE w.tournament_id = ${ofThis})::int`,
      ...payoutColumns,
      // Matches of a series with results (the highest match number: matches are entered in order).
      matchesPlayed: sql<number>`CASE WHEN ${tournaments.series} IS NULL THEN 0 ELSE (
        SELECT coalesce(max(r.match_number), 0) FROM ${seriesResults} r WHERE r.tournament_id = ${ofThis}) END`,
      ...deadlineColumns(),
    })
    .from(tournaments)
    .innerJoin(users, eq(users.id, tournaments.creatorId))
    .where(
      form === 'array'
        ? sql`${tournaments.id} = ANY(${sql.placeholder('ids')}::uuid[])`
        : sql`${tournaments.id} IN (${idList(form)})`,
    );
}

/** The prepared statements of each database opened by openDatabase, by kind of view and form. */
const prepared = new WeakMap<Queryable, Map<string, ReturnType<ReturnType<typeof viewsQuery>['prepare']>>>();

/** A transaction runs the statement as it is: a name prepared on its connection would outlive it. */
const canPrepare = (db: Queryable) => !('rollback' in db);

function preparedViews(db: Queryable, kind: ViewKind, form: IdsForm) {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  const name = `tournament_views_${kind}_${form}_ids`;
  let statement = byName.get(name);
  if (!statement) byName.set(name, (statement = withCompiledRowMapping(viewsQuery(db, kind, form).prepare(name))));
  return statement;
}

/** A tournament nobody holds a seat of (and every summary view: it lists no seats). */
export const NO_HOLDS: HoldsOf = { teams: [], offered: [] };

/**
 * The viewer's own seat among a tournament's seats, and whether the room-insider rule lets them
 * into its room (domain/room-insider.ts): with check-in on, a seat gets the room details once it
 * has checked in (docs/product/squads.md#check-in), so a seat freed at the start for not checking
 * in never saw the code.
 */
export function placeOf(t: TournamentRow, seats: SeatRow[], viewer: Viewer | null): ViewerPlace {
  const ownSeat = viewer ? seats.find((s) => s.playerId === viewer.id) : undefined;
  return {
    viewer: viewer && { id: viewer.id, role: viewer.role },
    creator: viewer?.id === t.creatorId,
    ownSeat,
    insider: isRoomInsider(t, viewer, ownSeat),
  };
}

/** The winners of these (finalized) tournaments by tournament id, in position order. */
export async function winnersOf(db: Queryable, tournamentIds: string[]): Promise<Map<string, WinnerEntry[]>> {
  if (tournamentIds.length === 0) return new Map();
  const rows = await db
    .select({
      tournamentId: tournamentWinners.tournamentId,
      user_id: tournamentWinners.userId,
      username: shownUsername,
      position: tournamentWinners.position,
      coins_awarded: tournamentWinners.coinsAwarded,
      tiktok_link: shownTiktokLink,
    })
    .from(tournamentWinners)
    .innerJoin(users, eq(users.id, tournamentWinners.userId))
    .where(inArray(tournamentWinners.tournamentId, tournamentIds))
    .orderBy(tournamentWinners.position);
  const byTournament = new Map<string, WinnerEntry[]>();
  for (const { tournamentId, ...winner } of rows) {
    if (!tournamentId) continue;
    const list = byTournament.get(tournamentId);
    if (list) list.push(winner);
    else byTournament.set(tournamentId, [winner]);
  }
  return byTournament;
}

export async function loadTournamentView(
  db: Queryable,
  id: string,
  viewer: Viewer | null,
  detail: ViewDetail = 'full',
): Promise<Tournament | null> {
  const [view] = await loadTournamentViews(db, [id], viewer, detail);
  return view ?? null;
}

/**
 * The acting viewer's own view (their seat filled in), loaded inside the step's transaction: the
 * answer shows what the step did, and a request that deletes the tournament right after the
 * commit cannot turn a step that happened into a 404. The caller holds the tournament row.
 */
export async function viewInTransaction(tx: Tx, tournamentId: string, viewer: Viewer): Promise<Tournament> {
  const view = await loadTournamentView(tx, tournamentId, viewer);
  if (!view) throw notFound(PLAY_TEXT.tournamentNotFound);
  return view;
}

/** Cards (summary views) of the tournaments of `rows`, in their order. */
export const summaryViews = (db: Queryable, rows: { id: string }[], viewer: Viewer | null): Promise<Tournament[]> =>
  loadTournamentViews(
    db,
    rows.map((r) => r.id),
    viewer,
    'summary',
  );
