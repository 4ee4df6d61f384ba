/**
 * Shapes of the API's answers (snake_case, as the specifications name the fields).
 * The server's presenters build exactly these; the client reads exactly these.
 */
import type { ApprovalStatus, CashoutStatus, PaymentMethod, Role, TournamentStatus } from './constants.js';

/** The logged-in user (GET /api/auth/me, login and register answers). */
export interface CurrentUser {
  id: string;
  username: string;
  codm_username: string;
  full_name: string;
  email: string;
  phone_number: string | null;
  country_code: string;
  tiktok_link: string;
  role: Role;
  purchased_coins: number;
  winnings_coins: number;
  /** purchased_coins + winnings_coins */
  coin_balance: number;
  email_verified: boolean;
  created_at: string;
}

export interface AuthResponse {
  access_token: string;
  token_type: 'bearer';
  user: CurrentUser;
}

export interface ErrorResponse {
  detail: string;
}

export interface Slot {
  slot_id: string;
  slot_index: number;
  player_id: string | null;
  player_username: string | null;
  player_tiktok: string | null;
}

export interface Team {
  team_id: string;
  team_number: number;
  slots: Slot[];
}

export interface Participant {
  user_id: string;
  username: string;
  team_number: number;
  slot_index: number;
  tiktok_link: string | null;
}

export interface WinnerEntry {
  user_id: string;
  username: string;
  position: number;
  coins_awarded: number;
  tiktok_link?: string | null;
}

/**
 * A tournament as presented to one viewer. `room_code`, `room_link` and `room_password` are
 * null for anyone who is not a participant, the creator or an admin (DESIGN.md §3).
 * Team numbers and slot indexes start at 1 and 0 respectively.
 */
export interface Tournament {
  id: string;
  title: string;
  description: string;
  image_url: string | null;
  tournament_format: string;
  template_type: string;
  game_mode: string;
  map_name: string;
  slots_per_team: number;
  max_teams: number;
  max_players: number;
  current_players: number;
  entry_fee: number;
  prize_pool: number;
  creator_prize_contribution: number;
  start_type: 'scheduled' | 'when_full';
  start_date: string | null;
  status: TournamentStatus;
  approval_status: ApprovalStatus;
  entries_stopped: boolean;
  is_finalized: boolean;
  deletion_scheduled_at: string | null;
  room_code: string | null;
  room_link: string | null;
  room_password: string | null;
  /** True when a room code exists, even if this viewer may not see it. */
  has_room_details: boolean;
  rules: string;
  tiktok_username: string;
  tiktok_link: string;
  creator_id: string;
  creator_username: string;
  creator_phone: string | null;
  created_at: string;
  participants: Participant[];
  teams: Team[];
  winners: WinnerEntry[];
  /** The viewer's own seat, when they have one. */
  user_team_number: number | null;
  user_slot_index: number | null;
}

export interface ChatMessage {
  id: string;
  user_id: string;
  username: string;
  tiktok_link: string | null;
  message: string;
  created_at: string;
  is_creator: boolean;
}

export interface TournamentLeaderboard {
  winners: { position: number; username: string; coins_awarded: number; tiktok_link: string | null }[];
  total_distributed: number;
  is_finalized: boolean;
}

export interface OpenLobby {
  id: string;
  username: string;
  tiktok_link: string | null;
  room_code: string;
  room_link: string | null;
  map_selection: string;
  created_at: string;
}

export interface ClassImage {
  id: string;
  name: string;
  url: string;
  type: 'custom' | 'built-in';
}

export interface CoinPrices {
  coins_5: number;
  coins_10: number;
  coins_15: number;
  coins_20: number;
}

export interface CashoutRequest {
  id: string;
  user_id: string;
  username: string;
  coins_to_convert: number;
  /** In pounds (1 winning = £1). */
  requested_amount: number;
  status: CashoutStatus;
  payment_method: PaymentMethod;
  paypal_email: string | null;
  paypal_first_name: string | null;
  paypal_surname: string | null;
  whatsapp_number: string | null;
  account_holder_name: string | null;
  account_holder_surname: string | null;
  bank_name: string | null;
  country: string | null;
  account_number: string | null;
  sort_code: string | null;
  swift_bic: string | null;
  iban: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  postal_code: string | null;
  created_at: string;
  processed_at: string | null;
  admin_notes: string | null;
}

export interface CashoutChatMessage {
  id: string;
  sender_type: 'player' | 'admin';
  message: string;
  timestamp: string;
}
