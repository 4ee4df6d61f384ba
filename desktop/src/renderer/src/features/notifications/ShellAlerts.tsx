/**
 * Alerts that must reach a host who is not looking at the app (a streamer is in the game): in the
 * desktop app they are native notifications, shown and counted on the tray badge even while the
 * window is hidden; in a browser, Web Notifications when allowed. Mounted once by the Layout.
 * - A start reminder, ten minutes before a scheduled start: always (and a toast).
 * - Check-in opening for a tournament the player sits in, and a seat the waitlist offers them:
 *   always (and a toast), since both run against a clock.
 * - A chat message from someone else, a new cash-out request for a super admin, and one's own
 *   cash-out changing status: only while the app is out of sight (on screen, the chat and the
 *   live toasts already say it).
 */
import { useRef } from 'react';
import { toast } from '../../lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_NOTICE,
  CASHOUT_STATUS_TEXT,
  NOTIFICATIONS_SCREEN,
  PAYOUT_NOTICE,
  PLAY_NOTICE,
  SQUAD_NOTICE,
  TOURNAMENT_NOTICE,
  VOID_NOTICE,
} from '@squadhub/shared';
import { useAuth } from '../../lib/auth';
import { sayNow } from '../../lib/language';
import { shell } from '../../lib/shell';
import { useSocketEvent } from '../../lib/socket';
import { formatPounds } from '../money/format';
import { cachedTournament } from '../tournament/cachedTournament';
import { useOpenTournament } from '../tournament/tournamentLinks';
import { checkInNotice, offerNotice } from './notices';
import { dateFormat } from '../../lib/format';

const outOfSight = () => document.visibilityState === 'hidden' || !document.hasFocus();

/** A toast's button that opens the tournament (the toast translates its own words, not its button's). */
const OPEN = PAYOUT_NOTICE.statusOf.open;

export function ShellAlerts() {
  const { user, isSuperAdmin } = useAuth();
  const open = useOpenTournament();
  const client = useQueryClient();

  useSocketEvent('tournament_reminder', (p) => {
    // Intl, not date-fns: this runs on the dashboard, whose first download stays small.
    const when = dateFormat({ hour: '2-digit', minute: '2-digit' }).format(new Date(p.start_date));
    const body = PLAY_NOTICE.startsAt(when);
    toast.info(PLAY_NOTICE.startsInTenMinutes(p.tournament_title), {
      id: `reminder-${p.tournament_id}`,
      description: body,
      action: { label: sayNow(OPEN), onClick: () => open(p.tournament_id) },
    });
    void shell
      .notify({
        kind: 'reminder',
        tournamentId: p.tournament_id,
        title: sayNow(PLAY_NOTICE.startsSoon(p.tournament_title)),
        body: sayNow(body),
      })
      .catch(() => {});
  });

  useSocketEvent('check_in_open', (p) => {
    const notice = checkInNotice(p);
    toast.warning(notice.title, {
      id: `check-in-${p.tournament_id}`,
      description: notice.body,
      duration: 15_000,
      action: { label: sayNow(SQUAD_NOTICE.checkIn), onClick: () => open(p.tournament_id) },
    });
    void shell
      .notify({
        kind: 'reminder',
        tournamentId: p.tournament_id,
        title: sayNow(notice.title),
        body: sayNow(notice.body),
      })
      .catch(() => {});
  });

  // A void (docs/product/trust.md): the refund itself arrives as a balance update.
  useSocketEvent('tournament_voided', (p) => {
    toast.info(VOID_NOTICE.toast(p.tournament_title, p.void_reason, p.refunded_coins), {
      id: `voided-${p.tournament_id}`,
      duration: 15_000,
      action: { label: sayNow(OPEN), onClick: () => open(p.tournament_id) },
    });
  });

  useSocketEvent('results_overdue', (p) => {
    toast.warning(VOID_NOTICE.resultsOverdue(p.tournament_title), {
      id: `results-overdue-${p.tournament_id}`,
      duration: 15_000,
      action: { label: sayNow(VOID_NOTICE.review), onClick: () => open(p.tournament_id) },
    });
  });

  useSocketEvent('waitlist_offer', (p) => {
    // A title not at hand reads as "a tournament", translated here: the notice carries it as its body.
    const title = cachedTournament(client, p.tournament_id)?.title ?? sayNow(TOURNAMENT_NOTICE.someTournament);
    const notice = offerNotice(p, title);
    toast.success(notice.title, {
      id: `offer-${p.tournament_id}`,
      description: notice.body,
      // Until the offer ends: it is the moment to act.
      duration: Math.max(5_000, Date.parse(p.expires_at) - Date.now()),
      action: { label: sayNow(OPEN), onClick: () => open(p.tournament_id) },
    });
    // The body is the tournament's title (user data): only the title is a text to translate.
    void shell
      .notify({ kind: 'reminder', tournamentId: p.tournament_id, title: sayNow(notice.title), body: notice.body })
      .catch(() => {});
  });

  useSocketEvent('tournament_chat_message', (m) => {
    if (m.user_id === user?.id || !outOfSight()) return;
    void shell
      .notify({
        kind: 'chat',
        tournamentId: m.tournament_id,
        title: sayNow(NOTIFICATIONS_SCREEN.chatMessage(m.username)),
        body: m.message,
      })
      .catch(() => {});
  });

  useSocketEvent('new_cashout_request', (p) => {
    if (!isSuperAdmin || !outOfSight()) return;
    void shell
      .notify({
        kind: 'payment',
        title: sayNow(ADMIN_NOTICE.newCashoutRequest),
        body: sayNow(ADMIN_NOTICE.cashoutRequested(p.username, formatPounds(p.amount))),
      })
      .catch(() => {});
  });

  // The same event also reports chat messages about a request: only a new status is news.
  const statuses = useRef(new Map<string, string>());
  useSocketEvent('cashout_request_updated', (p) => {
    const before = statuses.current.get(p.request_id);
    statuses.current.set(p.request_id, p.status);
    // Admins hear of every request; the Payment Requests panel is their view of those.
    if (isSuperAdmin || before === p.status || p.status === 'pending' || !outOfSight()) return;
    const body = CASHOUT_STATUS_TEXT[p.status];
    if (body)
      void shell
        .notify({ kind: 'payment', title: sayNow(NOTIFICATIONS_SCREEN.yourCashout), body: sayNow(body) })
        .catch(() => {});
  });

  return null;
}
