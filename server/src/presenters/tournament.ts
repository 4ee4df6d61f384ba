/** What leaves the server about a tournament's lifecycle steps. */
import type { RefundSummary } from '../services/tournaments/refunds.js';

/** The answer of a deletion (delete, cancel, decline): the refunds, not the internals. */
export const presentDeletion = (message: string, done: RefundSummary) => ({
  message,
  players_refunded: done.players_refunded,
  coins_refunded: done.coins_refunded,
});
