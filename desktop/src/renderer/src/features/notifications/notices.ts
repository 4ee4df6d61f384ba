/**
 * What the live toasts say, and when a balance update means coins arrived. Free of React so the
 * rules are unit-tested.
 */
import { CASHOUT_STATUS_TEXT, formatPounds, type BalanceUpdate } from '@squadhub/shared';

/**
 * How many coins another player sent `userId` in this update: transfers land in purchased coins
 * and say so (`transfer_in`). Refunds, prizes, purchases and conversions are not "received".
 * `lastVersion` is the highest update already handled: a repeated or late one counts nothing.
 */
export function coinsReceived(userId: string, lastVersion: number, update: BalanceUpdate): number {
  if (update.user_id !== userId || update.balance_version <= lastVersion) return 0;
  return update.reason === 'transfer_in' ? update.moved.purchased : 0;
}

export const coinsReceivedText = (coins: number, balance: number) =>
  `You received ${coins} ${coins === 1 ? 'coin' : 'coins'}. Your balance is now ${balance}.`;

export type Tone = 'success' | 'info' | 'warning' | 'error';

/** A cash-out's new status as the player reads it: amount and id, then the status message. */
export function cashoutNotice(
  status: string,
  request: { id: string; amount?: number },
): { tone: Tone; title: string; description: string } {
  const what = `Cash-out${request.amount != null ? ` of ${formatPounds(request.amount)}` : ''} #${request.id.slice(0, 8)}`;
  const description = CASHOUT_STATUS_TEXT[status] ?? CASHOUT_STATUS_TEXT.pending!;
  switch (status) {
    case 'money_on_the_way':
      return { tone: 'success', title: `${what} approved`, description };
    case 'paid':
      return { tone: 'success', title: `${what} paid`, description };
    case 'rejected':
      return { tone: 'error', title: `${what} rejected`, description };
    default:
      return { tone: 'info', title: `${what} is pending`, description };
  }
}

export const approvedText = (title: string) => `Your tournament “${title}” was approved: it is live on the dashboard.`;

export const declinedText = (title: string, refund: number) =>
  `Your tournament “${title}” was declined and removed.${
    refund > 0 ? ` Your ${refund} ${refund === 1 ? 'coin' : 'coins'} came back.` : ''
  }`;

export const kickedText = (title: string) => `You were removed from ${title}. Your entry fee was refunded.`;

export const movedText = (title: string) => `You were moved to another slot in ${title}. Check your seat.`;
