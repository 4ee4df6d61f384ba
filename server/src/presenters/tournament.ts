/**
 * What leaves the server about a tournament: the `Tournament` answer for one viewer, the copies a
 * broadcast sends, and the answer of its lifecycle steps. Room details (code, link, password)
 * and the creator's phone are left out for anyone the room-insider rule (domain/room-insider.ts) does not let in (docs/product/tournaments.md#room-details).
 */
import {
  DELETED_PLAYER_NAME,
  normalizeTiktokLink,
  tiktokLinkFromHandle,
  viewerDecisions,
  type Person,
  type LiveTournament,
  type Participant,
  type Payout,
  type Team,
  type Tournament,
  type WinnerEntry,
} from '@squadhub/shared';
import type { TournamentRow } from '../db/rows.js';

/** `full`: teams, slots and participants. `summary`: the card view (only the viewer's own seat). */
export type ViewDetail = 'full' | 'summary';

export interface SeatRow {
  tournamentId: string;
  teamNumber: number;
  slotIndex: number;
  playerId: string;
  username: string;
  tiktokLink: string | null;
  checkedIn: boolean;
}

/** The live holds of one tournament (services/squads): reserved teams and seats offered to the waitlist. */
export interface HoldsOf {
  teams: { teamNumber: number; captain: string; expiresAt: Date }[];
  offered: { teamNumber: number; slotIndex: number }[];
}

/** What squads and series add to a tournament's answer, read beside its row. */
export interface ViewExtras {
  holds: HoldsOf;
  waitlistCount: number;
  /** Matches of a series with results (0 for a single game). */
  matchesPlayed: number;
  /** When the room code and the results are due (services/tournaments/deadline-times.ts). */
  deadlines: { roomCode: Date | null; results: Date | null };
  /** The shown names of the planned payout's winners, by user id. */
  payoutNames: Record<string, string>;
  /** An open dispute stops the payout. */
  disputeOpen: boolean;
}

/**
 * The payout of recorded results (docs/product/trust.md#payout-hold): paid, stopped by an open
 * dispute, or held until `at` (null: it waits for corrected results).
 */
export function presentPayout(t: TournamentRow, names: Record<string, string>, disputeOpen: boolean): Payout | null {
  const plan = t.payoutPlan;
  if (!plan) return null;
  const state = t.paidAt ? 'paid' : disputeOpen ? 'disputed' : 'held';
  const at = state === 'paid' ? t.paidAt : state === 'held' ? t.payoutDueAt : null;
  return {
    state,
    at: at?.toISOString() ?? null,
    plan: plan.prizes
      .slice()
      .sort((a, b) => a.position - b.position)
      .map((p) => ({
        user_id: p.userId,
        username: names[p.userId] ?? DELETED_PLAYER_NAME,
        position: p.position,
        coins: p.coins,
      })),
    remainder: plan.remainder,
  };
}

/**
 * Where the viewer of an answer stands: who they are, their own seat, if they sit in one, and
 * whether the policy lets them into the room (`isRoomInsider` of domain/room-insider.ts, asked by the caller). The `viewer`
 * block is asked of the shared rules (`viewerDecisions`), never decided here.
 */
export interface ViewerPlace {
  viewer: Person;
  /** The viewer created the tournament (answers differ by it: see `placeKey`). */
  creator: boolean;
  ownSeat: SeatRow | undefined;
  insider: boolean;
}

/**
 * A key that tells apart the places whose answers differ (room details, own seat and its
 * check-in, the viewer's role and whether they created it): not the viewer's id, so the many
 * players without a seat share one answer.
 */
export const placeKey = ({ insider, ownSeat, viewer, creator }: ViewerPlace): string =>
  `${insider} ${ownSeat?.teamNumber} ${ownSeat?.slotIndex} ${ownSeat?.checkedIn} ${viewer?.role ?? '-'} ${creator}`;

export interface CreatorInfo {
  username: string;
  phoneNumber: string | null;
  tiktokLink: string;
}

/**
 * The stream's profile address. New tournaments store it normalised already (the request schema's
 * `tiktokLinkField`); older rows may hold a bare handle, which normalises the same way. A stored
 * value that is no handle nor http(s) address still becomes a TikTok profile address, never a
 * link of another scheme.
 */
const tiktokLinkOf = (stored: string): string => normalizeTiktokLink(stored) ?? tiktokLinkFromHandle(stored);

export function presentTournament(
  t: TournamentRow,
  creator: CreatorInfo,
  seats: SeatRow[],
  winners: WinnerEntry[],
  { ownSeat: own, insider, viewer }: ViewerPlace,
  detail: ViewDetail,
  { holds, waitlistCount, matchesPlayed, deadlines, payoutNames, disputeOpen }: ViewExtras,
): Tournament {
  let teams: Team[] = [];
  let participants: Participant[] = [];
  if (detail === 'full') {
    const bySlot = new Map(seats.map((s) => [`${s.teamNumber}:${s.slotIndex}`, s]));
    const holdOf = new Map(holds.teams.map((h) => [h.teamNumber, h]));
    const offered = new Set(holds.offered.map((o) => `${o.teamNumber}:${o.slotIndex}`));
    teams = Array.from({ length: t.maxTeams }, (_, i) => {
      const teamNumber = i + 1;
      const hold = holdOf.get(teamNumber);
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
            held: !s && (!!hold || offered.has(`${teamNumber}:${slotIndex}`)),
            checked_in: !!s?.checkedIn,
          };
        }),
        captain_username: hold?.captain ?? null,
        hold_expires_at: hold?.expiresAt.toISOString() ?? null,
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
  const answer: Omit<Tournament, 'viewer'> = {
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
    cup_id: t.cupId,
    co_host_id: t.coHostId,
    creator_phone: insider ? creator.phoneNumber : null,
    created_at: t.createdAt.toISOString(),
    version: t.version,
    participants,
    teams,
    winners,
    payout_hold_minutes: t.payoutHoldMinutes,
    payout: presentPayout(t, payoutNames, disputeOpen),
    check_in_minutes: t.checkInMinutes,
    require_game_identity: t.requireGameIdentity,
    waitlist_count: waitlistCount,
    series: t.series ?? null,
    matches_played: matchesPlayed,
    code_grace_minutes: t.codeGraceMinutes,
    room_code_deadline: deadlines.roomCode?.toISOString() ?? null,
    results_deadline: deadlines.results?.toISOString() ?? null,
    void_reason: t.voidReason,
    voided_at: t.voidedAt?.toISOString() ?? null,
    under_review: t.underReviewAt !== null,
    user_team_number: own?.teamNumber ?? null,
    user_slot_index: own?.slotIndex ?? null,
  };
  const seat = own ? { team_number: own.teamNumber, slot_index: own.slotIndex, checked_in: own.checkedIn } : null;
  return { ...answer, viewer: viewerDecisions(answer, { person: viewer, seat, insider }) };
}

/**
 * A broadcast view belongs to no single viewer: nobody's own seat is filled in, and it carries no
 * `viewer` block (a client keeps the one it holds: shared/src/schemas/events.ts).
 */
export const withoutOwnSeat = ({ viewer: _viewer, ...t }: Tournament): LiveTournament => ({
  ...t,
  user_team_number: null,
  user_slot_index: null,
});

/**
 * A view that says nothing about anyone's seat: the seat fields are left out (not null), so a
 * client merging it into its cached card keeps the seat it knows.
 */
export function withoutSeatFields(t: Tournament): LiveTournament {
  const { user_team_number: _team, user_slot_index: _slot, viewer: _viewer, ...rest } = t;
  return rest;
}

/** What a deletion gave back (services/tournaments/refunds.ts). */
export interface RefundSummary {
  players_refunded: number;
  coins_refunded: number;
}

/** The answer of a deletion (delete, cancel, decline): the refunds, not the internals. */
export const presentDeletion = (message: string, done: RefundSummary) => ({
  message,
  players_refunded: done.players_refunded,
  coins_refunded: done.coins_refunded,
});
