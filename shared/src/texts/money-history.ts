/**
 * Texts of a player's money history (docs/product/money.md#money-history). A file of their own so
 * that only My Account's history and the server load them, not the dashboard.
 */
import { LEDGER_HISTORY_MAX_LIMIT, type HistoryReason } from '../ledger-history.js';

export const LEDGER_HISTORY_TEXT = {
  badCursor: 'before must be a cursor from an earlier page (next_before)',
  badLimit: `limit must be a whole number from 1 to ${LEDGER_HISTORY_MAX_LIMIT}`,
  /** How each reason reads in the list. */
  reason: {
    purchase: 'Coins bought',
    entry_fee: 'Paid for a tournament',
    refund: 'Refund',
    prize: 'Prize',
    transfer_in: 'Received from a player',
    transfer_out: 'Sent to a player',
    conversion: 'Winnings converted',
    cashout: 'Cash-out',
    cashout_refund: 'Cash-out refunded',
    admin_adjust: 'Adjusted by Squadhub',
  } satisfies Record<HistoryReason, string>,
  empty: 'No coin movements yet. Buy coins or join a tournament and they show up here.',
  loadFailed: 'Could not load your money history. Try again shortly.',
  chartEmpty: 'Your winnings over time show here once you win a prize.',
  end: 'That is every movement since your account opened.',
} as const;
