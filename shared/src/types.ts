/**
 * Shapes of the API's answers (snake_case, as the specifications name the fields), each inferred
 * from its zod schema in ./schemas/api, which the OpenAPI document is generated from. The
 * server's presenters build exactly these; the client reads exactly these.
 */
import type { z } from 'zod';
import type { ApiResponse } from './schemas/api/index.js';
import type { messageResponseSchema } from './schemas/api/common.js';
import type { authResponseSchema, currentUserSchema, gameIdentityChangeSchema } from './schemas/api/accounts.js';
import type { disputeSchema } from './schemas/api/disputes.js';
import type {
  cashoutChatMessageSchema,
  cashoutRequestViewSchema,
  checkoutStatusSchema,
  coinPricesViewSchema,
  coinPurchaseLinksSchema,
  ledgerHistoryEntrySchema,
  ledgerHistoryPageSchema,
  winningsChartSchema,
} from './schemas/api/money.js';
import { playerDetailsSchema, playerSummarySchema } from './schemas/api/admin.js';
import type {
  chatMessageViewSchema,
  globalLeaderboardSchema,
  kickPlayerAnswerSchema,
  leaderboardEntrySchema,
  openLobbyViewSchema,
  seatIdentitySchema,
  sendRoomCodeAnswerSchema,
  tournamentLeaderboardSchema,
} from './schemas/api/play.js';
import type {
  classImageSchema,
  participantSchema,
  payoutSchema,
  slotSchema,
  teamSchema,
  tournamentSchema,
  tournamentViewerSchema,
  winnerEntrySchema,
} from './schemas/api/tournaments.js';

// ---- Accounts ----

/** The logged-in user (GET /api/auth/me, login and register answers). */
export type CurrentUser = z.infer<typeof currentUserSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;
/** What one change of a game identity writes to the account's history (`account_events.detail`). */
export type AccountEventDetail = z.infer<typeof gameIdentityChangeSchema>;

// ---- Tournaments ----

export type Slot = z.infer<typeof slotSchema>;
export type Team = z.infer<typeof teamSchema>;
export type Participant = z.infer<typeof participantSchema>;
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;
/**
 * A tournament as presented to one viewer. `room_code`, `room_link` and `room_password` are
 * null for anyone who is not a participant, the creator or an admin (docs/product/tournaments.md#room-details).
 * Team numbers and slot indexes start at 1 and 0 respectively.
 */
export type Tournament = z.infer<typeof tournamentSchema>;
/** What the viewer of a tournament answer may do (its `viewer` block), decided by the server. */
export type TournamentViewer = z.infer<typeof tournamentViewerSchema>;
export type ClassImage = z.infer<typeof classImageSchema>;

// ---- Play ----

export type ChatMessage = z.infer<typeof chatMessageViewSchema>;
/** A seat with its player's game identity: the host console's lobby check, for managers only. */
export type SeatIdentity = z.infer<typeof seatIdentitySchema>;
export type TournamentLeaderboard = z.infer<typeof tournamentLeaderboardSchema>;
export type OpenLobby = z.infer<typeof openLobbyViewSchema>;
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
/** GET /leaderboard/daily | weekly | all-time. */
export type GlobalLeaderboard = z.infer<typeof globalLeaderboardSchema>;
export type SendRoomCodeResponse = z.infer<typeof sendRoomCodeAnswerSchema>;
/** Kick-player: the tournament as the kicker now sees it, and whether they removed themselves. */
export type KickPlayerResponse = z.infer<typeof kickPlayerAnswerSchema>;

// ---- Money ----

export type CoinPrices = z.infer<typeof coinPricesViewSchema>;
export type CoinPurchaseLinks = z.infer<typeof coinPurchaseLinksSchema>;
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;
export type CashoutRequest = z.infer<typeof cashoutRequestViewSchema>;
export type CashoutChatMessage = z.infer<typeof cashoutChatMessageSchema>;
export type PlayerSummary = z.infer<typeof playerSummarySchema>;
export type PlayerDetails = z.infer<typeof playerDetailsSchema>;
/** The money history of My Account (docs/product/money.md#money-history). */
export type LedgerHistoryEntry = z.infer<typeof ledgerHistoryEntrySchema>;
export type LedgerHistoryPage = z.infer<typeof ledgerHistoryPageSchema>;
export type WinningsChart = z.infer<typeof winningsChartSchema>;

// ---- Answers read whole by the client, looked up in the contract ----

/** A confirmation the client shows as it is (approve, decline, cancel, ...). */
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export type AutoApprovalPriceResponse = ApiResponse<'get', '/admin/settings/auto-approval-price'>;
export type ClassImagesResponse = ApiResponse<'get', '/class-images'>;
export type ChatHistory = ApiResponse<'get', '/tournaments/{id}/chat'>;
export type OpenLobbiesResponse = ApiResponse<'get', '/open-lobbies'>;

// ---- Payout hold and disputes ----
export type Dispute = z.infer<typeof disputeSchema>;
export type Payout = z.infer<typeof payoutSchema>;
