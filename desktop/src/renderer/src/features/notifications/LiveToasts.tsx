/**
 * The player's live toasts, all subscribed here (mounted once by the Layout): coins received from
 * someone else, a cash-out request changing status, one's tournament approved or declined by an
 * admin, being kicked from or moved within a tournament. (Room-ready alerts have their own host,
 * features/tournament/RoomAlertHost.tsx; the admin's new-request toast lives with the Admin menu.)
 *
 * Balance events say why the coins moved, so only a transfer from another player is "received".
 * The other events do not say who caused them, so a change this tab has just asked for itself
 * (any request to the server in flight or answered within the last few seconds) is not announced
 * again: its own success toast already said it.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import {
  MONEY_NOTICE,
  PAYOUT_NOTICE,
  PLAY_NOTICE,
  TOURNAMENT_NOTICE,
  isCreator,
  type Tournament,
} from '@squadhub/shared';
import { useAuth } from '../../lib/auth';
import { sayNow } from '../../lib/language';
import { useSocketEvent } from '../../lib/socket';
import { useMyCashouts } from '../money/queries';
import { cachedTournament } from '../tournament/cachedTournament';
import { useMyTournaments } from '../tournaments/queries';
import { isPendingApproval } from '../tournaments/tournamentView';
import { cashoutNotice, coinsReceived } from './notices';

/** How long after this tab's own request an event is taken as its echo. */
const OWN_ACTION_WINDOW_MS = 3_000;

export function LiveToasts() {
  const { user, isAdmin } = useAuth();
  const client = useQueryClient();
  const ownAction = useRecentOwnAction(client);
  // The stand-in is translated before it goes into a notice: the toast translates the notice around it.
  const titleOf = (id: string) => cachedTournament(client, id)?.title ?? sayNow(TOURNAMENT_NOTICE.someTournament);

  // ---- Coins received ---------------------------------------------------------------------
  const lastBalanceVersion = useRef({ userId: '', version: -1 });
  useSocketEvent('player_coins_updated', (p) => {
    if (!user) return;
    if (lastBalanceVersion.current.userId !== user.id) lastBalanceVersion.current = { userId: user.id, version: -1 };
    const received = coinsReceived(user.id, lastBalanceVersion.current.version, p);
    if (p.user_id === user.id)
      lastBalanceVersion.current.version = Math.max(lastBalanceVersion.current.version, p.balance_version);
    if (received > 0)
      toast.success(MONEY_NOTICE.coinsReceived(received, p.coin_balance), {
        id: `coins-received-${p.balance_version}`,
      });
  });

  // ---- Cash-out status --------------------------------------------------------------------
  const myCashouts = useMyCashouts(!!user, { poll: false });
  const cashoutStatus = useRef(new Map<string, string>());
  useSocketEvent('cashout_request_updated', (p) => {
    const mine = myCashouts.data?.find((r) => r.id === p.request_id);
    // Admins hear of every request; only their own concern them here.
    if (isAdmin && !mine) return;
    const before = cashoutStatus.current.get(p.request_id) ?? mine?.status ?? 'pending';
    cashoutStatus.current.set(p.request_id, p.status);
    // The same event also reports chat messages: only a new status is news.
    if (p.status === before || ownAction()) return;
    const notice = cashoutNotice(p.status, { id: p.request_id, amount: mine?.requested_amount });
    toast[notice.tone](notice.title, { id: `cashout-${p.request_id}`, description: notice.description });
  });

  // ---- Own tournaments approved or declined ---------------------------------------------
  const mineList = useMyTournaments(0);
  const waiting = useRef(new Map<string, Tournament>());
  useEffect(() => {
    for (const t of mineList.data ?? []) if (isPendingApproval(t) && isCreator(t, user)) waiting.current.set(t.id, t);
  }, [mineList.data, user]);
  useSocketEvent('tournament_created', (p) => {
    const t = waiting.current.get(p.tournament_id);
    if (!t) return;
    waiting.current.delete(t.id);
    if (!ownAction()) toast.success(TOURNAMENT_NOTICE.approved(t.title), { id: `approval-${t.id}` });
  });
  useSocketEvent('tournament_deleted', (p) => {
    const t = waiting.current.get(p.tournament_id);
    if (!t) return;
    waiting.current.delete(t.id);
    if (!ownAction())
      toast.error(TOURNAMENT_NOTICE.declined(t.title, t.creator_prize_contribution), { id: `approval-${t.id}` });
  });

  // ---- Kicked or moved ------------------------------------------------------------------
  useSocketEvent('player_kicked', (p) => {
    if (p.player_id !== user?.id || p.is_self_kick) return;
    const title = titleOf(p.tournament_id);
    toast.warning(p.is_no_show ? PLAY_NOTICE.releasedNoShow(title) : PLAY_NOTICE.kicked(title));
  });
  useSocketEvent('player_moved', (p) => {
    if (p.player_username !== user?.username || ownAction()) return;
    toast.info(PLAY_NOTICE.moved(titleOf(p.tournament_id)));
  });
  useSocketEvent('players_swapped', (p) => {
    if (![p.player1_username, p.player2_username].includes(user?.username ?? '') || ownAction()) return;
    toast.info(PLAY_NOTICE.moved(titleOf(p.tournament_id)));
  });

  // ---- Disputes (docs/product/trust.md#disputes) --------------------------------------------
  useSocketEvent('dispute_changed', (p) => {
    // The creator hears of a new dispute (unless they filed it); admins see it in their queue. Not
    // the own-action window: the host's own request moments before (recording the results) is no
    // echo of a player's dispute.
    const { status, tournament_title: title, filer_username: filer } = p.dispute;
    if (isAdmin || status !== 'open' || !title || filer === user?.username) return;
    // Ten seconds, as a new room's: it stops the host's payout, and a host on camera may look away.
    toast.warning(PAYOUT_NOTICE.filedToast(title), { id: `dispute-${p.dispute.id}`, duration: 10_000 });
  });
  useSocketEvent('own_dispute_changed', (p) => {
    const { status, tournament_title: title } = p.dispute;
    if (status === 'open' || !title) return;
    toast.info(PAYOUT_NOTICE.resolvedToast(title, status), { id: `dispute-${p.dispute.id}` });
  });

  return null;
}

/** True while a request of this tab is in flight or was answered moments ago. */
function useRecentOwnAction(client: QueryClient): () => boolean {
  const lastActivity = useRef(0);
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        // A request of this tab starting or changing state; not a component (re)rendering its
        // mutation hooks, which the observer events report.
        if (event.type === 'added' || event.type === 'updated') lastActivity.current = Date.now();
      }),
    [client],
  );
  return () => client.isMutating() > 0 || Date.now() - lastActivity.current < OWN_ACTION_WINDOW_MS;
}
