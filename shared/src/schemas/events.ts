/**
 * The live events the server sends over socket.io, each name with its payload schema, what it
 * means and who receives it. The TypeScript map of events (../events.ts) is inferred from these
 * schemas, the server checks what it sends against them in tests, and its AsyncAPI document
 * (GET /api/asyncapi.json) is generated from them.
 */
import { z } from 'zod';
import { CASHOUT_STATUSES, VOID_REASONS } from '../constants.js';
import { CUP_STATUSES } from '../rules/cups.js';
import { coins, timestamp } from './api/common.js';
import { disputeSchema } from './api/disputes.js';
import { chatMessageViewSchema, openLobbyViewSchema } from './api/play.js';
import { standingsSchema } from './api/series.js';
import { tournamentSchema } from './api/tournaments.js';

/**
 * Who receives an event. A tournament's room insiders are its seated players and its creator;
 * anonymous sockets only ever receive what goes to everyone.
 */
export const EVENT_AUDIENCES = {
  everyone: 'Every connected socket, logged in or not.',
  everyoneSplit:
    'Every connected socket, as two copies: the room insiders (seated players and the creator) and admins ' +
    'receive the tournament with its room details; everyone else, anonymous sockets included, receives it ' +
    'without them.',
  roomInsiders: "Only the tournament's seated players, its creator and admins.",
  creatorAndAdmins: "The tournament's creator and admins.",
  ownerAndAdmins: 'The user it concerns (on each of their sockets) and admins.',
  owner: 'Only the user it concerns (on each of their sockets); one copy may go to several users it concerns alike.',
  admins: 'Admins and super admins only.',
} as const;
export type EventAudience = keyof typeof EVENT_AUDIENCES;

/** Audiences that anonymous sockets are part of: the other events need the token. */
export const PUBLIC_AUDIENCES: readonly EventAudience[] = ['everyone', 'everyoneSplit'];

/** Why coins moved: the reason written on the ledger row of the movement. */
export const LEDGER_REASONS = [
  'purchase',
  'entry_fee',
  'entry_refund',
  'creator_contribution',
  'contribution_refund',
  'prize',
  'prize_remainder',
  'transfer_out',
  'transfer_in',
  'convert_out',
  'convert_in',
  'cashout',
  'cashout_refund',
  'auto_approval',
  'admin_adjust',
] as const;

// ---- Payloads --------------------------------------------------------------------------------

const tournamentId = z.uuid();

const broadcastSeat = (about: string) =>
  z
    .null()
    .optional()
    .describe(`${about} One copy serves many viewers, so it names no seat: each client reads its own from \`teams\`.`);

/**
 * A tournament as a live event carries it: one view for many viewers. The seat fields are null, or
 * left out when the change did not touch the seats (a client merging it keeps the seat it knows).
 */
export const liveTournamentSchema = tournamentSchema
  .omit({ viewer: true })
  .extend({
    user_team_number: broadcastSeat('Null, or absent when the change left the seats alone.'),
    user_slot_index: broadcastSeat('Null, or absent when the change left the seats alone.'),
  })
  .meta({
    id: 'LiveTournament',
    description:
      'A tournament as live events carry it. Insiders and admins receive the view with room details and ' +
      'the creator phone; everyone else receives them null. The card (summary) view has empty `teams` and ' +
      '`participants`. It carries no `viewer` block: a client keeps the one it holds, and asks for its own view ' +
      'again when the state the decisions read changed.',
  });

export const balanceUpdateSchema = z
  .strictObject({
    user_id: z.uuid(),
    purchased_coins: coins(),
    winnings_coins: coins(),
    coin_balance: coins(),
    balance_version: z
      .int()
      .min(0)
      .describe('Grows with every movement of this user: an update with a lower one arrived late and is stale.'),
    reason: z
      .enum(LEDGER_REASONS)
      .describe("Why the coins moved, so a client can tell a friend's transfer from a refund or its own purchase."),
    moved: z
      .strictObject({ purchased: z.int(), winnings: z.int() })
      .describe('What the movement added to each bucket (negative when it took coins).'),
  })
  .meta({
    id: 'BalanceUpdate',
    description: "A user's balances after a ledger movement (the last one of its transaction for this user).",
  });

const tournamentUpdatedSchema = z
  .strictObject({
    tournament_id: tournamentId,
    version: z
      .int()
      .describe("The tournament's version this update shows (see Tournament.version): a lower one is stale."),
    tournament: liveTournamentSchema,
    is_finalized: z.boolean(),
    entries_stopped: z.boolean(),
    player_username: z.string().optional().describe('The player the change was about (a kick, a move).'),
  })
  .meta({ id: 'TournamentUpdatedEvent' });

const tournamentCreatedSchema = z
  .strictObject({ tournament_id: tournamentId, tournament: liveTournamentSchema })
  .meta({ id: 'TournamentCreatedEvent' });

const tournamentDeletedSchema = z.strictObject({ tournament_id: tournamentId }).meta({ id: 'TournamentDeletedEvent' });

const playerKickedSchema = z
  .strictObject({
    tournament_id: tournamentId,
    player_username: z.string(),
    player_id: z.uuid(),
    is_self_kick: z.boolean().describe('The player left their own slot.'),
    is_no_show: z.boolean().describe('The seat was freed at the start because the player did not check in.'),
  })
  .meta({ id: 'PlayerKickedEvent' });

const playerMovedSchema = z
  .strictObject({ tournament_id: tournamentId, player_username: z.string() })
  .meta({ id: 'PlayerMovedEvent' });

const playersSwappedSchema = z
  .strictObject({ tournament_id: tournamentId, player1_username: z.string(), player2_username: z.string() })
  .meta({ id: 'PlayersSwappedEvent' });

const roomDetailsUpdatedSchema = z
  .strictObject({
    tournament_id: tournamentId,
    tournament_title: z.string(),
    room_code: z.string(),
    room_link: z.string().nullable(),
    room_password: z.string().nullable(),
  })
  .meta({ id: 'RoomDetailsUpdatedEvent' });

const newOpenLobbySchema = z.strictObject({ lobby: openLobbyViewSchema }).meta({ id: 'NewOpenLobbyEvent' });

const autoApprovalPriceUpdatedSchema = z
  .strictObject({ auto_approval_price: coins() })
  .meta({ id: 'AutoApprovalPriceUpdatedEvent' });

const newCashoutRequestSchema = z
  .strictObject({ request_id: z.uuid(), username: z.string(), amount: coins().describe('The coins to convert.') })
  .meta({ id: 'NewCashoutRequestEvent' });

const tournamentChatMessageSchema = chatMessageViewSchema
  .extend({ tournament_id: tournamentId })
  .meta({ id: 'TournamentChatMessageEvent' });

const cashoutRequestUpdatedSchema = z
  .strictObject({ request_id: z.uuid(), status: z.enum(CASHOUT_STATUSES) })
  .meta({ id: 'CashoutRequestUpdatedEvent' });

const tournamentReminderSchema = z
  .strictObject({ tournament_id: tournamentId, tournament_title: z.string(), start_date: timestamp() })
  .meta({ id: 'TournamentReminderEvent' });

const waitlistOfferEventSchema = z
  .strictObject({
    tournament_id: tournamentId,
    team_number: z.int().min(1),
    slot_index: z.int().min(0),
    expires_at: timestamp(),
  })
  .meta({ id: 'WaitlistOfferEvent' });

const standingsUpdatedSchema = z
  .strictObject({ tournament_id: tournamentId, standings: standingsSchema })
  .meta({ id: 'StandingsUpdatedEvent' });

const checkInOpenSchema = z
  .strictObject({ tournament_id: tournamentId, tournament_title: z.string(), closes_at: timestamp() })
  .meta({ id: 'CheckInOpenEvent' });

const cupPlacedSchema = z
  .strictObject({
    cup_id: z.uuid(),
    cup_title: z.string(),
    stage: z.int().min(1),
    lobby: z.int().min(1),
    tournament_id: tournamentId,
    starts_at: timestamp(),
  })
  .meta({ id: 'CupPlacedEvent' });

const cupUpdatedSchema = z
  .strictObject({
    cup_id: z.uuid(),
    status: z.enum(CUP_STATUSES),
    current_stage: z.int().min(0),
  })
  .meta({ id: 'CupUpdatedEvent' });

const cupTeamFinishedSchema = z
  .strictObject({
    cup_id: z.uuid(),
    cup_title: z.string(),
    stage: z.int().min(1),
    final_rank: z.int().min(1),
    prize: coins().describe("The player's own prize; 0 when out before the final or placed unpaid."),
  })
  .meta({ id: 'CupTeamFinishedEvent' });

const pendingTournamentsChangedSchema = z
  .strictObject({ tournament_id: tournamentId })
  .meta({ id: 'PendingTournamentsChangedEvent' });

const tournamentVoidedSchema = z
  .strictObject({
    tournament_id: tournamentId,
    tournament_title: z.string(),
    void_reason: z.enum(VOID_REASONS),
    refunded_coins: coins().describe(
      'What came back to this user: their entry fee, or the contribution of the creator.',
    ),
  })
  .meta({ id: 'TournamentVoidedEvent' });

const resultsOverdueSchema = z
  .strictObject({ tournament_id: tournamentId, tournament_title: z.string(), results_deadline: timestamp() })
  .meta({ id: 'ResultsOverdueEvent' });
const disputeChangedSchema = z
  .strictObject({ tournament_id: tournamentId, dispute: disputeSchema })
  .meta({ id: 'DisputeChangedEvent' });
/** Ids only: the report itself (numbers, screenshot) is read through the reports route, by who may see it. */
const matchReportReceivedSchema = z
  .strictObject({ tournament_id: tournamentId, match_number: z.int().min(1), team_number: z.int().min(1) })
  .meta({ id: 'MatchReportReceivedEvent' });

// ---- Events ----------------------------------------------------------------------------------

export interface ServerEventSpec {
  payload: z.ZodType;
  summary: string;
  audience: EventAudience;
}

/** The audience stays a literal type, so the server's addressing of each event is typed by it. */
const event = <const S extends z.ZodType, const A extends EventAudience>(payload: S, audience: A, summary: string) => {
  const spec = { payload, audience, summary };
  return spec satisfies ServerEventSpec;
};

/** Every event the server sends, by name. */
export const SERVER_EVENTS = {
  tournament_updated: event(
    tournamentUpdatedSchema,
    'everyoneSplit',
    'A tournament changed (seats, room code, entries stopped, winners, edits): its state now.',
  ),
  tournament_created: event(
    tournamentCreatedSchema,
    'everyoneSplit',
    'A tournament entered the public list: created by a super admin, or approved.',
  ),
  tournament_deleted: event(
    tournamentDeletedSchema,
    'everyone',
    'A tournament is gone (deleted, declined, cancelled or swept after it ended).',
  ),
  player_kicked: event(playerKickedSchema, 'everyone', 'A player left a tournament, or was removed from it.'),
  player_moved: event(playerMovedSchema, 'everyone', 'A player moved to another slot.'),
  players_swapped: event(playersSwappedSchema, 'everyone', 'Two seated players swapped slots.'),
  room_details_updated: event(
    roomDetailsUpdatedSchema,
    'roomInsiders',
    'The room code (with its link and password) was sent or changed.',
  ),
  new_open_lobby: event(newOpenLobbySchema, 'everyone', 'A player opened a lobby.'),
  auto_approval_price_updated: event(
    autoApprovalPriceUpdatedSchema,
    'everyone',
    'The price of auto-approving a tournament changed.',
  ),
  new_cashout_request: event(newCashoutRequestSchema, 'admins', 'A player asked to cash out winnings.'),
  tournament_chat_message: event(tournamentChatMessageSchema, 'roomInsiders', 'A message in a tournament chat.'),
  player_coins_updated: event(
    balanceUpdateSchema,
    'ownerAndAdmins',
    "A ledger movement changed the user's purchased coins.",
  ),
  player_winnings_updated: event(
    balanceUpdateSchema,
    'ownerAndAdmins',
    "A ledger movement changed the user's winnings.",
  ),
  cashout_request_updated: event(
    cashoutRequestUpdatedSchema,
    'ownerAndAdmins',
    'A cash-out request changed status or received a chat message.',
  ),
  tournament_reminder: event(
    tournamentReminderSchema,
    'owner',
    'A tournament the user is seated in starts in ten minutes (sent once per seat).',
  ),
  standings_updated: event(
    standingsUpdatedSchema,
    'everyone',
    'Results of a series were entered, corrected or removed, or it was finalized: the new standings (public, no room details).',
  ),
  waitlist_offer: event(
    waitlistOfferEventSchema,
    'owner',
    'A seat freed and is offered to the first player of the waitlist until expires_at (accept or decline it).',
  ),
  check_in_open: event(
    checkInOpenSchema,
    'owner',
    'Check-in opened for a tournament the user is seated in; seats not checked in by closes_at are freed.',
  ),
  tournament_voided: event(
    tournamentVoidedSchema,
    'owner',
    'A tournament the user sat in or created was voided (no room code, or no results, in time): every fee was refunded.',
  ),
  results_overdue: event(
    resultsOverdueSchema,
    'admins',
    'Half the results deadline of a live tournament passed with no results: it is voided at the deadline unless reviewed.',
  ),
  pending_tournaments_changed: event(
    pendingTournamentsChangedSchema,
    'creatorAndAdmins',
    'The approval queue changed: a tournament was submitted, approved, or deleted (declined) while pending.',
  ),
  dispute_changed: event(
    disputeChangedSchema,
    'creatorAndAdmins',
    "A dispute of the tournament's results was filed, got a screenshot, or was resolved.",
  ),
  own_dispute_changed: event(disputeChangedSchema, 'owner', "The user's own dispute got a screenshot or was resolved."),
  cup_placed: event(
    cupPlacedSchema,
    'owner',
    "The user's cup team was seated in a lobby (seeding, or advancing to the next stage): its tournament and start.",
  ),
  cup_updated: event(
    cupUpdatedSchema,
    'everyone',
    'A cup was seeded, advanced a stage, finished or was cancelled: its page reads it again.',
  ),
  cup_team_finished: event(
    cupTeamFinishedSchema,
    'owner',
    "The user's cup team is out, or the cup is over: its final rank, and the user's prize.",
  ),
  match_report_received: event(
    matchReportReceivedSchema,
    'creatorAndAdmins',
    "A team reported (or a teammate replaced) its result of a match: the host's Results tab reads the reports again.",
  ),
} as const;
