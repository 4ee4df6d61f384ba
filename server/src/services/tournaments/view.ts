/**
 * Tournament presenter: builds the `Tournament` answer of shared/src/types.ts for one viewer.
 *
 * Room details (code, link, password) are stripped here for anyone who is not a participant,
 * the creator or an admin (DESIGN.md §3) — every route and socket event that sends a
 * tournament goes through this module, so no other code needs to remember the rule. Seats and
 * winners of a deleted account show as "deleted player" (presenters/closed-account.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { type Participant, type Team, type Tournament, type WinnerEntry } from '@squadhub/shared';
import type { Queryable } from '../../db/client.js';
import { tournamentSlots, tournamentWinners, tournaments, users } from '../../db/schema.js';
import { shownTiktokLink, shownUsername } from '../../presenters/closed-account.js';
import { canSeeRoom } from './policy.js';

export type TournamentRow = typeof tournaments.$inferSelect;
export interface Viewer {
  id: string;
  role: string;
}

/**
 * A viewer inside every room who sits in none: an admin with an id no user has. Its view of a
 * tournament is what the room (participants, creator, admins) sees, without anyone's own seat.
 */
export const ROOM_INSIDER: Viewer = { id: '00000000-0000-0000-0000-000000000000', role: 'admin' };

/** `full`: teams, slots and participants. `summary`: the card view (only the viewer's own seat). */
export type ViewDetail = 'full' | 'summary';

interface SeatRow {
  tournamentId: string;
  teamNumber: number;
  slotIndex: number;
  playerId: string;
  username: string;
  tiktokLink: string | null;
}

interface CreatorInfo {
  username: string;
  phoneNumber: string | null;
  tiktokLink: string;
}

export const tiktokLinkOf = (handleOrLink: string): string =>
  /^https?:\/\//i.test(handleOrLink) ? handleOrLink : `https://www.tiktok.com/@${handleOrLink.replace(/^@/, '')}`;

export function presentTournament(
  t: TournamentRow,
  creator: CreatorInfo,
  seats: SeatRow[],
  winners: WinnerEntry[],
  viewer: Viewer | null,
  detail: ViewDetail,
): Tournament {
  const own = viewer ? seats.find((s) => s.playerId === viewer.id) : undefined;
  const insider = canSeeRoom(t, viewer, !!own);
  let teams: Team[] = [];
  let participants: Participant[] = [];
  if (detail === 'full') {
    const bySlot = new Map(seats.map((s) => [`${s.teamNumber}:${s.slotIndex}`, s]));
    teams = Array.from({ length: t.maxTeams }, (_, i) => {
      const teamNumber = i + 1;
      return {
        team_id: `${t.id}:${teamNumber}`,
        team_number: teamNumber,
        slots: Array.from({ length: t.slotsPerTeam }, (_, slotIndex) => {
          const s = bySlot.get(`${teamNumber}:${slotIndex}`);
          return {
            slot_id: `${t.id}:${teamNumber}:${slotIndex}`,
            slot_index: slotIndex,
            player_id: s?.playerId ?? null,
            player_username: s?.username ?? null,
            player_tiktok: s?.tiktokLink ?? null,
          };
        }),
      };
    });
    participants = seats
      .slice()
      .sort((a, b) => a.teamNumber - b.teamNumber || a.slotIndex - b.slotIndex)
      .map((s) => ({
        user_id: s.playerId,
        username: s.username,
        team_number: s.teamNumber,
        slot_index: s.slotIndex,
        tiktok_link: s.tiktokLink,
      }));
  }
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    image_url: t.imageUrl,
    tournament_format: t.tournamentFormat,
    template_type: t.templateType,
    game_mode: t.gameMode,
    map_name: t.mapName,
    slots_per_team: t.slotsPerTeam,
    max_teams: t.maxTeams,
    max_players: t.maxPlayers,
    current_players: t.currentPlayers,
    entry_fee: t.entryFee,
    prize_pool: t.prizePool,
    creator_prize_contribution: t.creatorPrizeContribution,
    start_type: t.startType,
    start_date: t.startDate?.toISOString() ?? null,
    status: t.status,
    approval_status: t.approvalStatus,
    entries_stopped: t.entriesStopped,
    is_finalized: t.isFinalized,
    deletion_scheduled_at: t.deletionScheduledAt?.toISOString() ?? null,
    room_code: insider ? t.roomCode : null,
    room_link: insider ? t.roomLink : null,
    room_password: insider ? t.roomPassword : null,
    has_room_details: !!t.roomCode,
    rules: t.rules,
    tiktok_username: t.tiktokUsername,
    tiktok_link: tiktokLinkOf(t.tiktokUsername),
    creator_id: t.creatorId,
    creator_username: creator.username,
    creator_phone: insider ? creator.phoneNumber : null,
    created_at: t.createdAt.toISOString(),
    version: t.version,
    participants,
    teams,
    winners,
    user_team_number: own?.teamNumber ?? null,
    user_slot_index: own?.slotIndex ?? null,
  };
}

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
  const seatsBy = groupBy(seats, (s) => s.tournamentId);
  const byId = new Map(rows.map((r) => [r.t.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [presentTournament(r.t, r.creator, seatsBy.get(id) ?? [], winnersBy.get(id) ?? [], viewer, detail)];
  });
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

/** Cards (summary views) of the tournaments of `rows`, in their order. */
export const summaryViews = (db: Queryable, rows: { id: string }[], viewer: Viewer | null): Promise<Tournament[]> =>
  loadTournamentViews(
    db,
    rows.map((r) => r.id),
    viewer,
    'summary',
  );

/** Ids of everyone who may see the room details: seated players and the creator (admins get them via their room). */
export async function roomInsiderIds(db: Queryable, t: Pick<TournamentRow, 'id' | 'creatorId'>): Promise<string[]> {
  const seated = await db
    .select({ id: tournamentSlots.playerId })
    .from(tournamentSlots)
    .where(eq(tournamentSlots.tournamentId, t.id));
  return [...new Set([t.creatorId, ...seated.map((s) => s.id)])];
}

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
