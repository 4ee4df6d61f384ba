/**
 * The one place the ledger's reasons map onto the reasons a player's money history shows
 * (docs/product/money.md#history-reasons). Kept out of ledger-history.ts, which the texts import:
 * the ledger's reasons come with the live events' schemas, which import the texts.
 */
import type { LedgerReason } from './events.js';
import type { HistoryReason } from './ledger-history.js';

/**
 * The ledger's reason of a row → the reason its history entry shows. The ledger is finer: coins
 * paid into a tournament (a seat, the creator's contribution, the auto-approval price) are all
 * `entry_fee`, their returns `refund`, a winner's payout and the creator's remainder of the pool
 * both `prize`, and both rows of a conversion `conversion` (their bucket tells them apart). A new
 * ledger reason does not compile until it is mapped here.
 */
export const HISTORY_REASON_OF: Readonly<Record<LedgerReason, HistoryReason>> = {
  purchase: 'purchase',
  entry_fee: 'entry_fee',
  creator_contribution: 'entry_fee',
  auto_approval: 'entry_fee',
  entry_refund: 'refund',
  contribution_refund: 'refund',
  prize: 'prize',
  prize_remainder: 'prize',
  transfer_in: 'transfer_in',
  transfer_out: 'transfer_out',
  convert_out: 'conversion',
  convert_in: 'conversion',
  cashout: 'cashout',
  cashout_refund: 'cashout_refund',
  admin_adjust: 'admin_adjust',
};
