/**
 * Answers and routes of live play (docs/product/tournaments.md): seats, entries and the room code, the
 * tournament chat, winners, leaderboards and open lobbies. Every route on a tournament answers
 * 404 for a tournament the viewer may not see, as GET /tournaments/{id} does.
 */
import { z } from 'zod';
import { VOID_REASONS } from '../../constants.js';
import { uuidParam } from '../common.js';
import {
  LEADERBOARD_PERIODS,
  chatMessageSchema,
  joinSlotSchema,
  leaderboardParams,
  moveQuerySchema,
  openLobbySchema,
  selectWinnersSchema,
  sendRoomCodeSchema,
  slotQuerySchema,
  swapQuerySchema,
} from '../play.js';
import { TOURNAMENT_ACTION_KINDS } from '../../actions.js';
import { coins, timestamp } from './common.js';
import { defineRoutes, type ErrorCase, type ErrorStatus } from './contract.js';
import { tournamentSchema } from './tournaments.js';

// ---- Answers ---------------------------------------------------------------------------------

export const chatMessageViewSchema = z
  .strictObject({
    id: z.uuid(),
    user_id: z.uuid(),
    username: z.string(),
    tiktok_link: z.string().nullable(),
    message: z.string(),
    created_at: timestamp(),
    is_creator: z.boolean(),
  })
  .meta({ id: 'ChatMessage' });

export const tournamentLeaderboardSchema = z
  .strictObject({
    winners: z.array(
      z.strictObject({
        position: z.int().min(1),
        username: z.string(),
        coins_awarded: coins(),
        tiktok_link: z.string().nullable(),
      }),
    ),
    total_distributed: coins(),
    is_finalized: z.boolean(),
  })
  .meta({ id: 'TournamentLeaderboard' });

const actionSeatSchema = z.strictObject({ team_number: z.int().min(1), slot_index: z.int().min(0) });

export const tournamentActionSchema = z
  .strictObject({
    id: z.int(),
    kind: z.enum(TOURNAMENT_ACTION_KINDS),
    created_at: timestamp(),
    actor: z.string().nullable().describe('Who did it, as shown now ("deleted player" for a closed account).'),
    player: z.string().nullable().describe('The player it happened to (the first one of a swap).'),
    other_player: z.string().nullable().describe('The second player of a swap.'),
    from: actionSeatSchema.optional(),
    to: actionSeatSchema.optional(),
    coins: coins().optional().describe('Entry fee paid, refund given, prizes paid in all, or the remainder.'),
    match: z.int().min(1).optional().describe('The match of a series a results line is about.'),
    corrected: z.boolean().optional().describe('The results line corrected a match entered before.'),
    void_reason: z.enum(VOID_REASONS).optional().describe('Why a `voided` line voided the tournament.'),
    winners: z.array(z.strictObject({ position: z.int().min(1), username: z.string(), coins: coins() })).optional(),
  })
  .meta({ id: 'TournamentAction' });

export const openLobbyViewSchema = z
  .strictObject({
    id: z.uuid(),
    username: z.string(),
    tiktok_link: z.string().nullable(),
    room_code: z.string(),
    room_link: z.string().nullable(),
    map_selection: z.string(),
    created_at: timestamp(),
  })
  .meta({ id: 'OpenLobby' });

export const leaderboardVictorySchema = z.strictObject({
  tournament_title: z.string(),
  coins_won: coins(),
  position: z.int().min(1),
  won_at: timestamp(),
});

export const leaderboardEntrySchema = z
  .strictObject({
    rank: z.int().min(1),
    user_id: z.uuid(),
    username: z.string(),
    tiktok_link: z.string().nullable(),
    wins_count: z.int().min(0).describe('Victories in the period.'),
    total_wins: z.int().min(0).describe('Victories of all time.'),
    coins_won: coins().describe('Coins won in the period.'),
    tournaments_won: z.array(leaderboardVictorySchema).describe('The latest victories of the period.'),
    more_victories: z.int().min(0).describe("Victories of the period not listed in tournaments_won ('+N more')."),
  })
  .meta({ id: 'LeaderboardEntry' });

/** GET /leaderboard/daily | weekly | all-time (UK time, weeks Monday to Sunday). */
export const globalLeaderboardSchema = z
  .strictObject({
    period: z.enum(LEADERBOARD_PERIODS),
    total_players: z.int().min(0).describe('Players with at least one victory in the period.'),
    total_coins_distributed: coins().describe('Coins paid to winners in the period.'),
    total_coins_this_week: coins(),
    total_coins_all_time: coins(),
    players: z.array(leaderboardEntrySchema),
  })
  .meta({ id: 'GlobalLeaderboard' });

export const sendRoomCodeAnswerSchema = z.strictObject({
  participants_count: z.int().min(0).describe('Seated players.'),
  visible_now: z
    .int()
    .min(0)
    .describe('Seated players who can see the code now: all of them, or with check-in on those checked in.'),
  visible_on_check_in: z
    .int()
    .min(0)
    .describe('Seated players who will see it once they check in (0 with check-in off).'),
  message: z.string(),
});

/** Kick-player: the tournament as the kicker now sees it, and whether they removed themselves. */
export const kickPlayerAnswerSchema = tournamentSchema.extend({
  is_self_kick: z.boolean().describe('The client leaves its own slot through kick-player.'),
});

// ---- Routes ----------------------------------------------------------------------------------

/** One seat of the host console's lobby check (docs/product/results.md#game-identity). */
export const seatIdentitySchema = z
  .strictObject({
    team_number: z.int().min(1),
    slot_index: z.int().min(0),
    player_id: z.uuid(),
    username: z.string(),
    game_uid: z.string().nullable().describe('Null when the player stored no game identity.'),
    game_name: z.string().nullable(),
  })
  .meta({ id: 'SeatIdentity' });

const NOT_FOUND = 'No such tournament, or one this viewer may not see.';
const MANAGER_ONLY = 'Only the creator or an admin can do this.';
const seatErrors = (conflicts: string): Partial<Record<ErrorStatus, ErrorCase>> => ({
  400: 'A team number or slot index outside the tournament, or the same slot twice.',
  404: NOT_FOUND,
  409: conflicts,
});
const tournamentAnswer = (description: string) => ({ json: tournamentSchema, description }) as const;

export const PLAY_ROUTES = defineRoutes([
  // ---- Seats ----
  {
    method: 'post',
    path: '/tournaments/{id}/join-slot',
    operationId: 'joinSlot',
    tag: 'Play',
    summary: 'Take a free slot, paying the entry fee',
    description: 'Purchased coins pay first, then winnings.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    body: joinSlotSchema,
    ok: tournamentAnswer('The tournament with the new seat.'),
    errors: seatErrors(
      'Not open (pending, entries stopped or finalized), full, the slot taken, already seated, or not enough coins.',
    ),
  },
  {
    method: 'post',
    path: '/tournaments/{id}/change-slot',
    operationId: 'changeSlot',
    tag: 'Play',
    summary: "Move one's own seat to a free slot",
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    query: moveQuerySchema,
    ok: tournamentAnswer('The tournament with the seat moved.'),
    errors: seatErrors('Entries closed, not seated there, or the new slot is taken.'),
  },
  {
    method: 'post',
    path: '/tournaments/{id}/leave-slot',
    operationId: 'leaveSlot',
    tag: 'Play',
    summary: "Leave one's seat, getting the entry fee back",
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    ok: tournamentAnswer('The tournament without the seat.'),
    errors: { 404: NOT_FOUND, 409: 'Not seated, or the tournament is closed for changes.' },
  },
  {
    method: 'post',
    path: '/tournaments/{id}/kick-player',
    operationId: 'kickPlayer',
    tag: 'Play',
    summary: 'Remove the player of a slot, refunding their entry fee',
    description: 'The creator or an admin; any player may name their own slot to leave.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    query: slotQuerySchema,
    ok: { json: kickPlayerAnswerSchema, description: 'The tournament without the player.' },
    errors: { ...seatErrors('The slot is empty, or the tournament is closed for changes.'), 403: MANAGER_ONLY },
  },
  {
    method: 'post',
    path: '/tournaments/{id}/move-player',
    operationId: 'movePlayer',
    tag: 'Play',
    summary: "Move a player's seat to a free slot",
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    query: moveQuerySchema,
    ok: tournamentAnswer('The tournament with the seat moved.'),
    errors: { ...seatErrors('The old slot is empty or the new one taken.'), 403: MANAGER_ONLY },
  },
  {
    method: 'post',
    path: '/tournaments/{id}/swap-players',
    operationId: 'swapPlayers',
    tag: 'Play',
    summary: 'Swap the players (or a player and an empty slot) of two slots',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    query: swapQuerySchema,
    ok: tournamentAnswer('The tournament with the seats swapped.'),
    errors: { ...seatErrors('The tournament is closed for changes.'), 403: MANAGER_ONLY },
  },

  // ---- Entries and room code ----
  {
    method: 'post',
    path: '/tournaments/{id}/stop-entries',
    operationId: 'stopEntries',
    tag: 'Play',
    summary: 'Stop entries',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    ok: tournamentAnswer('The tournament, entries stopped.'),
    errors: { 403: MANAGER_ONLY, 404: NOT_FOUND, 409: 'Already stopped, or finalized.' },
  },
  {
    method: 'post',
    path: '/tournaments/{id}/send-room-code',
    operationId: 'sendRoomCode',
    tag: 'Play',
    summary: 'Send the room code to the participants',
    description: 'Participants get it live (`room_code_ready`); the tournament goes live.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    body: sendRoomCodeSchema,
    ok: {
      json: sendRoomCodeAnswerSchema,
      description: 'How many participants it reached, and with check-in on how many more it will.',
    },
    errors: { 403: MANAGER_ONLY, 404: NOT_FOUND, 409: 'The tournament is not approved, or finalized.' },
  },

  // ---- Chat ----
  {
    method: 'get',
    path: '/tournaments/{id}/chat',
    operationId: 'listChatMessages',
    tag: 'Play',
    summary: 'The latest chat messages of a tournament',
    description: 'Participants, the creator and admins only.',
    access: 'user',
    params: uuidParam,
    ok: {
      json: z.strictObject({ messages: z.array(chatMessageViewSchema) }),
      description: 'Oldest first.',
    },
    errors: { 403: 'Not a participant, the creator or an admin.', 404: NOT_FOUND },
  },
  {
    method: 'post',
    path: '/tournaments/{id}/chat',
    operationId: 'postChatMessage',
    tag: 'Play',
    summary: 'Post a chat message',
    description: 'The room gets it live (`chat_message`).',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    body: chatMessageSchema,
    ok: { status: 201, json: z.strictObject({ id: z.uuid() }), description: 'The message is posted.' },
    errors: { 403: 'Not a participant, the creator or an admin.', 404: NOT_FOUND },
  },

  // ---- Winners and leaderboards ----
  {
    method: 'post',
    path: '/tournaments/{id}/select-winners',
    operationId: 'selectWinners',
    tag: 'Play',
    summary: 'Pay the winners from the prize pool and finalize the tournament',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    body: selectWinnersSchema,
    ok: tournamentAnswer('The finalized tournament with its winners.'),
    errors: {
      400: 'The awards exceed the prize pool, or a winner is not a participant.',
      403: 'Only the creator or a super admin can select winners.',
      404: NOT_FOUND,
      409: 'Not live yet, or already finalized.',
    },
  },
  {
    method: 'get',
    path: '/tournaments/{id}/leaderboard',
    operationId: 'getTournamentLeaderboard',
    tag: 'Play',
    summary: 'The payouts of one tournament',
    access: 'anyone',
    params: uuidParam,
    ok: { json: tournamentLeaderboardSchema, description: 'By position.' },
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'get',
    path: '/tournaments/{id}/seat-identities',
    operationId: 'listSeatIdentities',
    tag: 'Play',
    summary: "Each seat's player with their game UID and in-game name",
    description:
      'For the host console, to check the lobby against the game room: the creator and admins only. The ' +
      'game identities of players are in no other answer or live event.',
    access: 'user',
    params: uuidParam,
    ok: {
      json: z.strictObject({ seats: z.array(seatIdentitySchema).describe('By team, then slot.') }),
      description: 'Every seat taken.',
    },
    errors: { 403: MANAGER_ONLY, 404: NOT_FOUND },
  },
  {
    method: 'get',
    path: '/tournaments/{id}/actions',
    operationId: 'listTournamentActions',
    tag: 'Play',
    summary: 'The action log of one tournament',
    description:
      'Joins, leaves, kicks (with the refund), moves, swaps, stopped entries, room code sent (never the code) and payouts, newest first (the latest 200). Participants, the creator and admins read it while the tournament runs; everyone once it is finalized.',
    access: 'anyone',
    params: uuidParam,
    ok: { json: z.strictObject({ actions: z.array(tournamentActionSchema) }), description: 'Newest first.' },
    errors: {
      403: 'Only participants, the creator and admins read the log before the tournament is finalized.',
      404: NOT_FOUND,
    },
  },
  {
    method: 'get',
    path: '/leaderboard/{period}',
    operationId: 'getLeaderboard',
    tag: 'Play',
    summary: 'The top winners of a period',
    description: 'UK time; weeks run Monday to Sunday.',
    access: 'anyone',
    params: leaderboardParams,
    ok: { json: globalLeaderboardSchema, description: 'The leaderboard of the period.' },
    errors: { 404: 'Not one of daily, weekly or all-time.' },
  },

  // ---- Open lobbies ----
  {
    method: 'get',
    path: '/open-lobbies',
    operationId: 'listOpenLobbies',
    tag: 'Play',
    summary: 'The open lobbies posted recently',
    access: 'anyone',
    ok: { json: z.strictObject({ lobbies: z.array(openLobbyViewSchema) }), description: 'Newest first.' },
  },
  {
    method: 'post',
    path: '/open-lobbies',
    operationId: 'postOpenLobby',
    tag: 'Play',
    summary: 'Post an open lobby',
    description: 'Everyone gets it live (`new_open_lobby`).',
    access: 'user',
    rateLimited: true,
    body: openLobbySchema,
    ok: { status: 201, json: openLobbyViewSchema, description: 'The lobby is posted.' },
  },
]);
