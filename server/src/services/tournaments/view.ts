/**
 * Loading tournaments for a viewer: the rows, seats and winners every `Tournament` answer is
 * built from (presenters/tournament.ts), in a fixed number of queries. Every route and socket
 * event that sends a tournament loads it here, so room details are always stripped for
 * outsiders (docs/product/tournaments.md#room-details). Seats and winners of a deleted account show as "deleted player"
 * (presenters/closed-account.ts).
 */
import { and, count, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { PLAY_TEXT, type Tournament, type WinnerEntry } from '@squadhub/shared';
import type { Queryable, Tx } from '../../db/client.js';
import type { TournamentRow } from '../../db/rows.js';
import {
  seriesResults,
  teamHolds,
  tournamentSlots,
  tournamentWinners,
  tournaments,
  users,
  waitlistEntries,
} from '../../db/schema.js';
import { notFound } from '../../domain/errors.js';
import { shownTiktokLink, shownUsername } from '../../presenters/closed-account.js';
import {
  presentTournament,
  type HoldsOf,
  type SeatRow,
  type ViewDetail,
  type ViewerPlace,
} from '../../presenters/tournament.js';
import { canSeeRoom, type Viewer } from './policy.js';

/**
 * A viewer inside every room who sits in none: an admin with an id no user has. Its view of a
 * tournament is what the room (participants, creator, admins) sees, without anyone's own seat.
 */
export const ROOM_INSIDER: Viewer = { id: '00000000-0000-0000-0000-000000000000', role: 'admin' };

/**
 * Loads and presents several tournaments in a fixed number of queries (no query per tournament).
 * Order of the result follows `ids`; unknown ids are skipped.
 */
export async function loadTournamentViews(
  db: Queryable,
  ids: string[],
  viewer: Viewer | null,
  detail: ViewDetail = 'full',
): Promise<Tournament[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      t: tournaments,
      creator: { username: users.username, phoneNumber: users.phoneNumber, tiktokLink: users.tiktokLink },
    })
    .from(tournaments)
    .innerJoin(users, eq(users.id, tournaments.creatorId))
    .where(inArray(tournaments.id, ids));
  const seatQuery = db
    .select({
      tournamentId: tournamentSlots.tournamentId,
      teamNumber: tournamentSlots.teamNumber,
      slotIndex: tournamentSlots.slotIndex,
      playerId: tournamentSlots.playerId,
      username: shownUsername,
      tiktokLink: shownTiktokLink,
      checkedIn: sql<boolean>`${tournamentSlots.checkedInAt} IS NOT NULL`,
    })
    .from(tournamentSlots)
    .innerJoin(users, eq(users.id, tournamentSlots.playerId));
  const seats: SeatRow[] =
    detail === 'full'
      ? await seatQuery.where(inArray(tournamentSlots.tournamentId, ids))
      : viewer
        ? await seatQuery.where(
            and(inArray(tournamentSlots.tournamentId, ids), eq(tournamentSlots.playerId, viewer.id)),
          )
        : [];
  const finalizedIds = rows.filter((r) => r.t.isFinalized).map((r) => r.t.id);
  const winnersBy = await winnersOf(db, finalizedIds);
  const waitingBy = await waitlistCounts(db, ids);
  const playedBy = await matchesPlayed(
    db,
    rows.filter((r) => r.t.series).map((r) => r.t.id),
  );
  const holdsBy = detail === 'full' ? await holdsOfTournaments(db, ids) : new Map<string, HoldsOf>();
  const seatsBy = groupBy(seats, (s) => s.tournamentId);
  const byId = new Map(rows.map((r) => [r.t.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const seatsOf = seatsBy.get(id) ?? [];
    const extras = {
      holds: holdsBy.get(id) ?? NO_HOLDS,
      waitlistCount: waitingBy.get(id) ?? 0,
      matchesPlayed: playedBy.get(id) ?? 0,
    };
    return [
      presentTournament(
        r.t,
        r.creator,
        seatsOf,
        winnersBy.get(id) ?? [],
        placeOf(r.t, seatsOf, viewer),
        detail,
        extras,
      ),
    ];
  });
}

/** A tournament nobody holds a seat of (and every summary view: it lists no seats). */
export const NO_HOLDS: HoldsOf = { teams: [], offered: [] };

/**
 * The viewer's own seat among a tournament's seats, and whether the policy lets them into its room.
 * With check-in on, a seat gets the room details once it has checked in (docs/product/squads.md#check-in):
 * a seat freed at the start for not checking in never saw the code.
 */
export function placeOf(t: TournamentRow, seats: SeatRow[], viewer: Viewer | null): ViewerPlace {
  const ownSeat = viewer ? seats.find((s) => s.playerId === viewer.id) : undefined;
  const seatInRoom = !!ownSeat && (t.checkInMinutes === 0 || ownSeat.checkedIn);
  return { ownSeat, insider: canSeeRoom(t, viewer, seatInRoom) };
}

/** Matches with results, by series (the highest match number: matches are entered in order). */
export async function matchesPlayed(db: Queryable, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ tournamentId: seriesResults.tournamentId, n: sql<number>`max(${seriesResults.matchNumber})` })
    .from(seriesResults)
    .where(inArray(seriesResults.tournamentId, ids))
    .groupBy(seriesResults.tournamentId);
  return new Map(rows.map((r) => [r.tournamentId, Number(r.n)]));
}

/** Players waiting for a seat, by tournament. */
async function waitlistCounts(db: Queryable, ids: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ tournamentId: waitlistEntries.tournamentId, n: count() })
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.tournamentId, ids))
    .groupBy(waitlistEntries.tournamentId);
  return new Map(rows.map((r) => [r.tournamentId, Number(r.n)]));
}

/** The live squad holds (with the captain's name) and waitlist offers of these tournaments. */
async function holdsOfTournaments(db: Queryable, ids: string[]): Promise<Map<string, HoldsOf>> {
  const teams = await db
    .select({
      tournamentId: teamHolds.tournamentId,
      teamNumber: teamHolds.teamNumber,
      captain: shownUsername,
      expiresAt: teamHolds.expiresAt,
    })
    .from(teamHolds)
    .innerJoin(users, eq(users.id, teamHolds.captainId))
    .where(and(inArray(teamHolds.tournamentId, ids), gt(teamHolds.expiresAt, sql`now()`)));
  const offered = await db
    .select({
      tournamentId: waitlistEntries.tournamentId,
      teamNumber: waitlistEntries.offerTeamNumber,
      slotIndex: waitlistEntries.offerSlotIndex,
    })
    .from(waitlistEntries)
    .where(and(inArray(waitlistEntries.tournamentId, ids), gt(waitlistEntries.offerExpiresAt, sql`now()`)));
  const by = new Map<string, HoldsOf>();
  const of = (id: string) => by.get(id) ?? by.set(id, { teams: [], offered: [] }).get(id)!;
  for (const h of teams) of(h.tournamentId).teams.push(h);
  for (const o of offered) of(o.tournamentId).offered.push({ teamNumber: o.teamNumber!, slotIndex: o.slotIndex! });
  return by;
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

/**
 * Ids of everyone who may see the room details: the seated players (with check-in on, those who
 * checked in: see `placeOf`) and the creator (admins get them via their room).
 */
export async function roomInsiderIds(db: Queryable, t: Pick<TournamentRow, 'id' | 'creatorId'>): Promise<string[]> {
  const seated = await db
    .select({ id: tournamentSlots.playerId })
    .from(tournamentSlots)
    .innerJoin(tournaments, eq(tournaments.id, tournamentSlots.tournamentId))
    .where(
      and(
        eq(tournamentSlots.tournamentId, t.id),
        or(eq(tournaments.checkInMinutes, 0), isNotNull(tournamentSlots.checkedInAt)),
      ),
    );
  return insidersOf(
    t.creatorId,
    seated.map((s) => s.id),
  );
}

/** Ids of the seated players and the creator: who reads the chat (admins through their room). */
export async function participantIds(db: Queryable, t: Pick<TournamentRow, 'id' | 'creatorId'>): Promise<string[]> {
  const seated = await db
    .select({ id: tournamentSlots.playerId })
    .from(tournamentSlots)
    .where(eq(tournamentSlots.tournamentId, t.id));
  return insidersOf(
    t.creatorId,
    seated.map((s) => s.id),
  );
}

/** The room's insiders from the seated players' ids, each once: the creator may sit in a seat too. */
export const insidersOf = (creatorId: string, seatedIds: string[]): string[] => [...new Set([creatorId, ...seatedIds])];

function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
