/**
 * The socket events the server sends (spec 1 §7, spec 2 §7), name to payload.
 * Socket.io runs at path `/api/ws`; the client authenticates with `auth: { token }`.
 * Payload types of domain objects come from `./types.js`.
 */
import type { ChatMessage, Tournament } from './types.js';

export const SOCKET_PATH = '/api/ws';

/** Why coins moved: the reason written on the ledger row of the movement. */
export type LedgerReason =
  | 'purchase'
  | 'entry_fee'
  | 'entry_refund'
  | 'creator_contribution'
  | 'contribution_refund'
  | 'prize'
  | 'prize_remainder'
  | 'transfer_out'
  | 'transfer_in'
  | 'convert_out'
  | 'convert_in'
  | 'cashout'
  | 'cashout_refund'
  | 'auto_approval'
  | 'admin_adjust';

/** A user's balances after a ledger movement (the last one of its transaction for this user). */
export interface BalanceUpdate {
  user_id: string;
  purchased_coins: number;
  winnings_coins: number;
  coin_balance: number;
  /** Grows with every movement of this user: an update with a lower one arrived late and is stale. */
  balance_version: number;
  /** Why the coins moved, so a client can tell a friend's transfer from a refund or its own purchase. */
  reason: LedgerReason;
  /** What the movement added to each bucket (negative when it took coins). */
  moved: { purchased: number; winnings: number };
}

export interface ServerToClientEvents {
  tournament_updated: (p: {
    tournament_id: string;
    /** The tournament's version this update shows (see Tournament.version): a lower one is stale. */
    version: number;
    tournament?: Tournament;
    player_username?: string;
    is_finalized?: boolean;
    entries_stopped?: boolean;
  }) => void;
  tournament_created: (p: { tournament_id: string; tournament?: Tournament }) => void;
  tournament_deleted: (p: { tournament_id: string }) => void;
  player_kicked: (p: {
    tournament_id: string;
    player_username: string;
    player_id: string;
    is_self_kick: boolean;
  }) => void;
  player_moved: (p: { tournament_id: string; player_username: string }) => void;
  players_swapped: (p: { tournament_id: string; player1_username: string; player2_username: string }) => void;
  /** Only to participants, the creator and admins. */
  room_details_updated: (p: {
    tournament_id: string;
    tournament_title: string;
    room_code: string;
    room_link: string | null;
    room_password: string | null;
  }) => void;
  new_open_lobby: (p: { lobby: unknown }) => void;
  auto_approval_price_updated: (p: { auto_approval_price: number }) => void;
  /** Admins only. */
  new_cashout_request: (p: { request_id: string; username: string; amount: number }) => void;
  tournament_chat_message: (p: ChatMessage & { tournament_id: string }) => void;
  /** To admins (player list) and to the owner (header balance). */
  player_coins_updated: (p: BalanceUpdate) => void;
  player_winnings_updated: (p: BalanceUpdate) => void;
  /** To the owner of a cash-out request and admins when its status or chat changes. */
  cashout_request_updated: (p: { request_id: string; status: string }) => void;
  /** To one seated player, once, ten minutes before a scheduled start. */
  tournament_reminder: (p: { tournament_id: string; tournament_title: string; start_date: string }) => void;
  pending_tournaments_changed: (p: { tournament_id: string }) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];
