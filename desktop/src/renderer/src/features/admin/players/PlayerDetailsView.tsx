/** The expanded details of one player (docs/product/screens.md#admin-players): personal info, coins, statistics, history, actions. */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_SCREEN, FALLBACK, type AccountEventDetail } from '@squadhub/shared';
import { LoadError } from '../../../components/ui/LoadError';
import { Skeleton } from '../../../components/ui/Spinner';
import { errorMessage, get } from '../../../lib/api';
import { useSay } from '../../../lib/language';
import { queryKeys } from '../../../lib/queryClient';
import { DetailList } from '../../money/CashoutDetails';
import { formatDateTime, formatPounds, statusLabel } from '../../money/format';
import { AdjustBalanceForm } from './AdjustBalanceForm';
import { AdjustmentHistory } from './AdjustmentHistory';
import { DeletePlayerButton } from './DeletePlayerButton';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-lg bg-surface p-3">
      <h4 className="mb-2 text-xs font-bold uppercase tracking-wide text-muted">{title}</h4>
      {children}
    </section>
  );
}

/** Cash-out history colours (docs/product/money.md#cash-out-states): approved green, rejected red, anything else yellow. */
const historyTone = (status: string) =>
  status === 'paid' || status === 'money_on_the_way'
    ? 'text-accent'
    : status === 'rejected'
      ? 'text-danger'
      : 'text-pending';

/** Stand for the old and the new in-game name in the sentence of a change, where their `<bdi>` goes. */
const NAME_FROM = '\uE0F0';
const NAME_TO = '\uE0F1';

/** "Game identity: UID 1 → 2, name <bdi>A</bdi> → <bdi>B</bdi>", one sentence in the screens' language. */
function IdentityChange({ change: c }: { change: AccountEventDetail }) {
  const say = useSay();
  const none = say(ADMIN_SCREEN.player.none);
  return say(ADMIN_SCREEN.player.identityChange(c.game_uid.from ?? none, c.game_uid.to, NAME_FROM, NAME_TO))
    .split(/([\uE0F0\uE0F1])/)
    .map((piece, i) =>
      piece === NAME_FROM ? (
        <bdi key={i}>{c.game_name.from ?? none}</bdi>
      ) : piece === NAME_TO ? (
        <bdi key={i}>{c.game_name.to}</bdi>
      ) : (
        piece
      ),
    );
}

export function PlayerDetailsView({ playerId, onDeleted }: { playerId: string; onDeleted: () => void }) {
  const say = useSay();
  const details = useQuery({
    queryKey: queryKeys.adminPlayer(playerId),
    queryFn: () => get('/admin/players/{id}/details', { params: { id: playerId } }),
  });

  if (details.isPending) return <Skeleton className="m-3 h-40" />;
  if (details.isError)
    return (
      <div className="p-3">
        <LoadError
          message={say(errorMessage(details.error, FALLBACK.fetchPlayerDetails))}
          onRetry={() => void details.refetch()}
        />
      </div>
    );
  const d = details.data;
  return (
    <div className="grid gap-3 border-t border-border p-3 md:grid-cols-2" data-testid="player-details">
      <Section title={say(ADMIN_SCREEN.player.personalInfo)}>
        <DetailList
          rows={[
            [ADMIN_SCREEN.player.fullName, d.full_name],
            [ADMIN_SCREEN.player.codmUsername, d.codm_username],
            [
              ADMIN_SCREEN.player.email,
              say(
                d.email_verified
                  ? ADMIN_SCREEN.player.emailVerified(d.email)
                  : ADMIN_SCREEN.player.emailNotVerified(d.email),
              ),
            ],
            [ADMIN_SCREEN.player.phone, d.phone_number ? `${d.country_code} ${d.phone_number}` : null],
            [ADMIN_SCREEN.player.userId, d.user_id],
            [ADMIN_SCREEN.player.joined, formatDateTime(d.created_at)],
            ['TikTok', d.tiktok_link],
            [ADMIN_SCREEN.player.gameUid, d.game_uid],
            [ADMIN_SCREEN.player.gameName, d.game_name],
          ].filter((r): r is [string, string] => !!r[1])}
        />
      </Section>
      <Section title={say(ADMIN_SCREEN.player.coinsAndBalance)}>
        <DetailList
          rows={[
            [ADMIN_SCREEN.player.purchasedCoins, String(d.purchased_coins)],
            [ADMIN_SCREEN.player.winnings, String(d.winnings_coins)],
            [ADMIN_SCREEN.player.coinBalance, String(d.coin_balance)],
            [ADMIN_SCREEN.player.wonAllTime, say(ADMIN_SCREEN.coins(d.total_coins_won_all_time))],
            [ADMIN_SCREEN.player.totalPurchased, formatPounds(d.total_purchased)],
            [ADMIN_SCREEN.player.totalTransactions, String(d.total_transactions)],
          ]}
        />
      </Section>
      <Section title={say(ADMIN_SCREEN.player.statistics)}>
        <DetailList
          rows={[
            [ADMIN_SCREEN.player.participated, String(d.tournaments_participated)],
            [ADMIN_SCREEN.player.won, String(d.total_tournaments_won)],
          ]}
        />
        {d.tournaments_won.length > 0 && (
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {d.tournaments_won.map((w, i) => (
              <li key={i} className="flex justify-between gap-2">
                <span className="truncate">{w.tournament_name}</span>
                <span className="shrink-0 text-gold">+{w.coins_won}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={say(ADMIN_SCREEN.player.purchaseHistory)}>
        {d.purchase_history.length === 0 ? (
          <p className="text-sm text-muted">{say(ADMIN_SCREEN.player.noPurchases)}</p>
        ) : (
          <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto text-sm">
            {d.purchase_history.map((p, i) => (
              <li key={i} className="flex justify-between gap-2">
                <span>
                  {p.description} <span className="text-xs text-muted">{formatDateTime(p.date)}</span>
                </span>
                <span className="shrink-0">{formatPounds(p.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={say(ADMIN_SCREEN.player.cashoutHistory)}>
        {d.cashout_history.length === 0 ? (
          <p className="text-sm text-muted">{say(ADMIN_SCREEN.player.noCashouts)}</p>
        ) : (
          <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto text-sm">
            {d.cashout_history.map((c, i) => (
              <li key={i} className="flex justify-between gap-2">
                <span>
                  {formatPounds(c.currency_amount)}{' '}
                  <span className="text-xs text-muted">{formatDateTime(c.created_at)}</span>
                </span>
                <span className={`shrink-0 font-semibold capitalize ${historyTone(c.status)}`}>
                  {say(statusLabel(c.status))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={say(ADMIN_SCREEN.player.accountHistory)}>
        {d.account_history.length === 0 ? (
          <p className="text-sm text-muted">{say(ADMIN_SCREEN.player.noIdentityChanges)}</p>
        ) : (
          <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto text-sm" data-testid="account-history">
            {d.account_history.map((e, i) => (
              <li key={i} className="flex flex-col">
                <span className="text-xs text-muted">{formatDateTime(e.created_at)}</span>
                <span className="min-w-0 break-words">
                  <IdentityChange change={e.detail} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={say(ADMIN_SCREEN.player.adjustments)}>
        <AdjustmentHistory entries={d.adjustment_history} />
      </Section>
      <Section title={say(ADMIN_SCREEN.player.adjust)}>
        <div className="flex flex-col gap-3">
          <AdjustBalanceForm playerId={d.user_id} username={d.username} bucket="coins" current={d.purchased_coins} />
          <AdjustBalanceForm playerId={d.user_id} username={d.username} bucket="winnings" current={d.winnings_coins} />
          <DeletePlayerButton playerId={d.user_id} username={d.username} onDeleted={onDeleted} />
        </div>
      </Section>
    </div>
  );
}
