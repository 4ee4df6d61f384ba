/**
 * Money history of My Account (docs/product/screens.md#my-account, docs/product/money.md#money-history):
 * the winnings chart, then every movement of the player's own coins by day, newest first, a page
 * at a time ("Load more"). Live: a balance event of the player refetches both.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { format } from 'date-fns';
import clsx from 'clsx';
import {
  ArrowDownLeft,
  ArrowLeftRight,
  ArrowUpRight,
  Banknote,
  History,
  RotateCcw,
  ShieldCheck,
  ShoppingCart,
  Ticket,
  Trophy,
  Undo2,
} from 'lucide-react';
import { LEDGER_HISTORY_TEXT, MONEY_SCREEN, type HistoryReason, type LedgerHistoryEntry } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { LoadError } from '../../components/ui/LoadError';
import { Skeleton } from '../../components/ui/Spinner';
import { useSay } from '../../lib/language';
import { lazyComponent } from '../../lib/lazy';
import { withValues } from '../../lib/parts';
import { useMoneyHistory, useMoneyHistoryLive, useWinningsChart } from './historyQueries';
import { groupByDay, signedAmount } from './moneyHistory';

const WinningsChart = lazyComponent(
  () => import('./WinningsChart').then((m) => m.WinningsChart),
  <Skeleton className="h-[200px]" />,
);

/** Each reason's icon and tint: money in and out read at a glance. */
const REASON_LOOK: Record<HistoryReason, { icon: typeof Ticket; tint: string }> = {
  purchase: { icon: ShoppingCart, tint: 'bg-accent/15 text-accent' },
  entry_fee: { icon: Ticket, tint: 'bg-indigo-500/15 text-indigo-300' },
  refund: { icon: Undo2, tint: 'bg-accent/15 text-accent' },
  prize: { icon: Trophy, tint: 'bg-gold/15 text-gold' },
  transfer_in: { icon: ArrowDownLeft, tint: 'bg-accent/15 text-accent' },
  transfer_out: { icon: ArrowUpRight, tint: 'bg-pending/15 text-pending' },
  conversion: { icon: ArrowLeftRight, tint: 'bg-indigo-500/15 text-indigo-300' },
  cashout: { icon: Banknote, tint: 'bg-pending/15 text-pending' },
  cashout_refund: { icon: RotateCcw, tint: 'bg-accent/15 text-accent' },
  admin_adjust: { icon: ShieldCheck, tint: 'bg-surface-3 text-muted' },
};

export function MoneyHistory() {
  const say = useSay();
  useMoneyHistoryLive();
  const history = useMoneyHistory();
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];
  const chart = useWinningsChart(entries.length > 0);

  let body: ReactNode;
  if (history.isPending) body = <HistorySkeleton />;
  else if (history.isError && !history.data)
    body = <LoadError message={say(LEDGER_HISTORY_TEXT.loadFailed)} onRetry={() => void history.refetch()} />;
  else if (entries.length === 0)
    body = (
      <p
        className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted"
        data-testid="money-history-empty"
      >
        {say(LEDGER_HISTORY_TEXT.empty)}
      </p>
    );
  else
    body = (
      // Side by side on a wide screen: the chart stays in view while the list scrolls.
      <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <div className="rounded-2xl border border-border bg-surface p-4 lg:sticky lg:top-20">
          {chart.isPending ? (
            <Skeleton className="h-[200px]" />
          ) : chart.data?.points.length ? (
            <WinningsChart points={chart.data.points} />
          ) : (
            <p className="py-6 text-center text-sm text-muted">{say(LEDGER_HISTORY_TEXT.chartEmpty)}</p>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <EntryList entries={entries} />
          {history.hasNextPage ? (
            <Button
              variant="secondary"
              className="w-full sm:w-auto sm:self-center"
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {say(MONEY_SCREEN.moneyHistory.loadMore)}
            </Button>
          ) : (
            history.data.pages.length > 1 && (
              <p className="text-center text-xs text-muted">{say(LEDGER_HISTORY_TEXT.end)}</p>
            )
          )}
        </div>
      </div>
    );

  return (
    <section aria-labelledby="money-history-heading" className="flex flex-col gap-3" data-testid="money-history">
      <h2 id="money-history-heading" className="flex items-center gap-2 text-xl font-black tracking-tight">
        <History className="size-5 text-accent" aria-hidden /> {say(MONEY_SCREEN.moneyHistory.title)}
      </h2>
      {body}
    </section>
  );
}

function EntryList({ entries }: { entries: LedgerHistoryEntry[] }) {
  const say = useSay();
  return (
    <div className="flex flex-col gap-4">
      {groupByDay(entries).map((day) => (
        <div key={day.key}>
          <h3 className="mb-1.5 px-1 text-xs font-semibold uppercase tracking-wide text-muted">{say(day.label)}</h3>
          <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
            {day.entries.map((e) => (
              <EntryRow key={e.id} entry={e} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function EntryRow({ entry: e }: { entry: LedgerHistoryEntry }) {
  const say = useSay();
  const { icon: Icon, tint } = REASON_LOOK[e.reason];
  const winnings = e.bucket === 'winnings';
  return (
    <li className="flex items-center gap-3 px-3 py-3 sm:px-4" data-testid="money-history-entry">
      <span className={clsx('flex size-9 shrink-0 items-center justify-center rounded-full', tint)} aria-hidden>
        <Icon className="size-[18px]" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{say(LEDGER_HISTORY_TEXT.reason[e.reason])}</p>
        <p className="truncate text-xs text-muted">
          <time dateTime={e.created_at}>{format(new Date(e.created_at), 'HH:mm')}</time>
          <EntryDetail entry={e} />
        </p>
        {/* The reason an admin gave for adjusting this balance: up to 200 characters, so it wraps. */}
        {e.note && (
          <p className="mt-0.5 break-words text-xs text-text" data-testid="money-history-note">
            <span className="text-muted">{say(MONEY_SCREEN.moneyHistory.reason)} </span>
            {e.note}
          </p>
        )}
      </div>
      <div className="shrink-0 text-end">
        <p className={clsx('text-base font-bold tabular-nums', e.delta > 0 ? 'text-accent' : 'text-danger')}>
          {signedAmount(e.delta)}
        </p>
        <p className={clsx('text-xs font-medium', winnings ? 'text-gold' : 'text-muted')}>
          {say(winnings ? MONEY_SCREEN.moneyHistory.inWinnings : MONEY_SCREEN.moneyHistory.inCoins)}
        </p>
      </div>
    </li>
  );
}

/** What the movement concerns: its tournament, or the other player of a transfer. */
function EntryDetail({ entry: e }: { entry: LedgerHistoryEntry }) {
  const say = useSay();
  if (e.tournament)
    return (
      <>
        {' · '}
        <Link
          to={`/tournaments/${e.tournament.id}`}
          className="font-medium text-text hover:text-accent hover:underline"
        >
          {e.tournament.title}
        </Link>
      </>
    );
  if (e.counterparty) {
    const other = e.counterparty;
    const said = say(
      e.reason === 'transfer_in' ? MONEY_SCREEN.moneyHistory.from(other) : MONEY_SCREEN.moneyHistory.to(other),
    );
    return (
      <>
        {' · '}
        {withValues(said, [other, <span className="font-medium text-text">{other}</span>])}
      </>
    );
  }
  return null;
}

function HistorySkeleton() {
  const say = useSay();
  return (
    <div className="flex flex-col gap-2" role="status" aria-busy aria-label={say(MONEY_SCREEN.moneyHistory.loading)}>
      <Skeleton className="h-[200px]" />
      <Skeleton className="h-14" />
      <Skeleton className="h-14" />
      <Skeleton className="h-14" />
    </div>
  );
}
