/**
 * What the live toasts say, and when a balance update means coins arrived. Free of React so the
 * rules are unit-tested.
 */
import { CASHOUT_STATUS_TEXT, formatPounds, type BalanceUpdate } from '@squadhub/shared';

/** The purchased coins last seen for the current user, with the movement's version. */
export interface SeenBalance {
  userId: string;
  purchased: number;
  version: number;
}

/**
 * How many purchased coins `update` added to what was last seen (0 when it added none, came late
 * or belongs to someone else: admins receive every player's updates), and what is seen now.
 * Incoming transfers land in purchased coins; winnings moving are prizes or cash-outs.
 */
export function coinsGained(seen: SeenBalance, update: BalanceUpdate): { gained: number; seen: SeenBalance } {
  if (update.user_id !== seen.userId || update.balance_version <= seen.version) return { gained: 0, seen };
  return {
    gained: Math.max(0, update.purchased_coins - seen.purchased),
    seen: { userId: seen.userId, purchased: update.purchased_coins, version: update.balance_version },
  };
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
