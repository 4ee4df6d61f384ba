/**
 * When a balance update means coins arrived, and which notice a cash-out's new status gets (its
 * texts are MONEY_NOTICE's). Free of React so the rules are unit-tested.
 */
import { CASHOUT_STATUS_TEXT, MONEY_NOTICE, formatPounds, type BalanceUpdate } from '@squadhub/shared';

/**
 * How many coins another player sent `userId` in this update: transfers land in purchased coins
 * and say so (`transfer_in`). Refunds, prizes, purchases and conversions are not "received".
 * `lastVersion` is the highest update already handled: a repeated or late one counts nothing.
 */
export function coinsReceived(userId: string, lastVersion: number, update: BalanceUpdate): number {
  if (update.user_id !== userId || update.balance_version <= lastVersion) return 0;
  return update.reason === 'transfer_in' ? update.moved.purchased : 0;
}

export type Tone = 'success' | 'info' | 'warning' | 'error';

/** A cash-out's new status as the player reads it: amount and id, then the status message. */
export function cashoutNotice(
  status: string,
  request: { id: string; amount?: number },
): { tone: Tone; title: string; description: string } {
  const what = MONEY_NOTICE.cashout(
    request.id.slice(0, 8),
    request.amount != null ? formatPounds(request.amount) : undefined,
  );
  const description = CASHOUT_STATUS_TEXT[status] ?? CASHOUT_STATUS_TEXT.pending!;
  switch (status) {
    case 'money_on_the_way':
      return { tone: 'success', title: MONEY_NOTICE.cashoutApproved(what), description };
    case 'paid':
      return { tone: 'success', title: MONEY_NOTICE.cashoutPaid(what), description };
    case 'rejected':
      return { tone: 'error', title: MONEY_NOTICE.cashoutRejected(what), description };
    default:
      return { tone: 'info', title: MONEY_NOTICE.cashoutPending(what), description };
  }
}
