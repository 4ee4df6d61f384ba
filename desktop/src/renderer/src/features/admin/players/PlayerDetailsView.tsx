/** The expanded details of one player (docs/product/screens.md#admin-players): personal info, coins, statistics, history, actions. */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FALLBACK } from '@squadhub/shared';
import { LoadError } from '../../../components/ui/LoadError';
import { Skeleton } from '../../../components/ui/Spinner';
import { errorMessage, get } from '../../../lib/api';
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

export function PlayerDetailsView({ playerId, onDeleted }: { playerId: string; onDeleted: () => void }) {
  const details = useQuery({
    queryKey: queryKeys.adminPlayer(playerId),
    queryFn: () => get('/admin/players/{id}/details', { params: { id: playerId } }),
  });

  if (details.isPending) return <Skeleton className="m-3 h-40" />;
  if (details.isError)
    return (
      <div className="p-3">
        <LoadError
          message={errorMessage(details.error, FALLBACK.fetchPlayerDetails)}
          onRetry={() => void details.refetch()}
        />
      </div>
    );
  const d = details.data;
  return (
    <div className="grid gap-3 border-t border-border p-3 md:grid-cols-2" data-testid="player-details">
      <Section title="Personal info">
        <DetailList
          rows={[
            ['Full name', d.full_name],
            ['CODM username', d.codm_username],
            ['Email', `${d.email}${d.email_verified ? ' (verified)' : ' (not verified)'}`],
            ['Phone', d.phone_number ? `${d.country_code} ${d.phone_number}` : null],
            ['User id', d.user_id],
            ['Joined', formatDateTime(d.created_at)],
            ['TikTok', d.tiktok_link],
            ['Game UID', d.game_uid],
            ['In-game name', d.game_name],
          ].filter((r): r is [string, string] => !!r[1])}
        />
      </Section>
      <Section title="Coins and balance">
        <DetailList
          rows={[
            ['Purchased coins', String(d.purchased_coins)],
            ['Winnings', String(d.winnings_coins)],
            ['Coin balance', String(d.coin_balance)],
            ['Won all time', `${d.total_coins_won_all_time} coins`],
            ['Total purchased', formatPounds(d.total_purchased)],
            ['Total transactions', String(d.total_transactions)],
          ]}
        />
      </Section>
      <Section title="Tournament statistics">
        <DetailList
          rows={[
            ['Participated', String(d.tournaments_participated)],
            ['Won', String(d.total_tournaments_won)],
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
      <Section title="Purchase history">
        {d.purchase_history.length === 0 ? (
          <p className="text-sm text-muted">No purchases.</p>
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
      <Section title="Cashout history">
        {d.cashout_history.length === 0 ? (
          <p className="text-sm text-muted">No cash-outs.</p>
        ) : (
          <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto text-sm">
            {d.cashout_history.map((c, i) => (
              <li key={i} className="flex justify-between gap-2">
                <span>
                  {formatPounds(c.currency_amount)}{' '}
                  <span className="text-xs text-muted">{formatDateTime(c.created_at)}</span>
                </span>
                <span className={`shrink-0 font-semibold capitalize ${historyTone(c.status)}`}>
                  {statusLabel(c.status)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Account history">
        {d.account_history.length === 0 ? (
          <p className="text-sm text-muted">No changes of the game identity.</p>
        ) : (
          <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto text-sm" data-testid="account-history">
            {d.account_history.map((e, i) => (
              <li key={i} className="flex flex-col">
                <span className="text-xs text-muted">{formatDateTime(e.created_at)}</span>
                <span className="min-w-0 break-words">
                  Game identity: UID {e.detail.game_uid.from ?? 'none'} → {e.detail.game_uid.to}, name{' '}
                  <bdi>{e.detail.game_name.from ?? 'none'}</bdi> → <bdi>{e.detail.game_name.to}</bdi>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Adjustments">
        <AdjustmentHistory entries={d.adjustment_history} />
      </Section>
      <Section title="Adjust">
        <div className="flex flex-col gap-3">
          <AdjustBalanceForm playerId={d.user_id} username={d.username} bucket="coins" current={d.purchased_coins} />
          <AdjustBalanceForm playerId={d.user_id} username={d.username} bucket="winnings" current={d.winnings_coins} />
          <DeletePlayerButton playerId={d.user_id} username={d.username} onDeleted={onDeleted} />
        </div>
      </Section>
    </div>
  );
}
