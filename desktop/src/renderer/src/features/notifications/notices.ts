/**
 * When a balance update means coins arrived, and which notice a cash-out's new status gets (its
 * texts are MONEY_NOTICE's). Free of React so the rules are unit-tested.
 */
import {
  CASHOUT_STATUS_TEXT,
  MONEY_NOTICE,
  SQUAD_NOTICE,
  formatPounds,
  type BalanceUpdate,
  type ServerEventPayload,
} from '@squadhub/shared';
import { sayNow } from '../../lib/language';
import { dateFormat } from '../../lib/format';

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
  // Translated before it goes into the title: the toast translates the title around it.
  const what = sayNow(
    MONEY_NOTICE.cashout(request.id.slice(0, 8), request.amount != null ? formatPounds(request.amount) : undefined),
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

/** A time of day in the viewer's zone. Intl, not date-fns: the notices load beside the dashboard. */
const clock = (iso: string) => dateFormat({ hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** Check-in opened for a tournament the player sits in: what to do, and by when. */
export function checkInNotice(p: ServerEventPayload<'check_in_open'>): { title: string; body: string } {
  return { title: SQUAD_NOTICE.checkInOpen(p.tournament_title), body: SQUAD_NOTICE.checkInBy(clock(p.closes_at)) };
}

/** A seat the waitlist offers the player: where (slots counted from 1, as the grid does), and in which tournament. */
export function offerNotice(p: ServerEventPayload<'waitlist_offer'>, title: string): { title: string; body: string } {
  return { title: SQUAD_NOTICE.offer(p.team_number, p.slot_index + 1), body: title };
}
