import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Inbox, ListOrdered, X } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { ADMIN_SCREEN, FALLBACK, SERIES_NOTICE, TOURNAMENT_TEXT, formatLabel, type Tournament } from '@squadhub/shared';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { Skeleton } from '../../../components/ui/Spinner';
import { errorMessage, post } from '../../../lib/api';
import { useSay } from '../../../lib/language';
import { queryKeys } from '../../../lib/queryClient';
import { PointsTable } from '../../series/SeriesRules';
import { ordinal } from '../../series/seriesView';
import { invalidateTournamentLists } from '../../tournaments/queries';
import { TournamentImage } from '../../tournaments/TournamentImage';
import { formatLocalDateTime } from '../../tournaments/tournamentView';
import { LoadMore } from '../LoadMore';
import { usePendingTournaments } from './pendingQueries';
import { PART, withMarks } from '../../../lib/parts';

/** The Super Admin Dashboard's list of pending tournaments with approve and decline; a series says so. */
export function PendingTournamentsPanel() {
  const say = useSay();
  const pending = usePendingTournaments();
  if (pending.isPending)
    return (
      <div className="flex flex-col gap-2" role="status" aria-busy aria-label={say(ADMIN_SCREEN.pending.loading)}>
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  if (pending.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {say(errorMessage(pending.error, FALLBACK.fetchPending))}
      </p>
    );
  const tournaments = pending.data.pages.flatMap((p) => p.tournaments);
  if (tournaments.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border py-8 text-center">
        <Inbox className="size-7 text-muted" aria-hidden />
        <p className="text-sm text-muted">{say(ADMIN_SCREEN.pending.empty)}</p>
      </div>
    );
  return (
    <>
      <ul className="flex flex-col gap-2">
        {tournaments.map((t) => (
          <PendingItem key={t.id} tournament={t} />
        ))}
      </ul>
      <LoadMore
        hasMore={pending.hasNextPage}
        loading={pending.isFetchingNextPage}
        onLoad={() => void pending.fetchNextPage()}
      />
    </>
  );
}

/**
 * A series says so before the approval: its matches and what each rank is paid, with the points
 * table folded beside them (the same table players read).
 */
function PendingSeries({ series }: { series: NonNullable<Tournament['series']> }) {
  const say = useSay();
  return (
    <div className="mt-1.5 flex flex-col gap-1.5" data-testid="pending-series">
      <p className="flex flex-wrap items-center gap-x-2 text-xs">
        <span className="inline-flex items-center gap-1 font-semibold text-accent">
          <ListOrdered className="size-3.5" aria-hidden /> {say(ADMIN_SCREEN.pending.series(series.matches))}
        </span>
        {series.payout.length > 0 && (
          <span className="text-muted">
            {say(SERIES_NOTICE.payout)}: {series.payout.map((pct, i) => `${ordinal(i + 1)} ${pct}%`).join(' · ')}
          </span>
        )}
      </p>
      <PointsTable series={series} />
    </div>
  );
}

/** One pending tournament: Approve at once; Decline (which deletes it) only after a confirmation. */
function PendingItem({ tournament: t }: { tournament: Tournament }) {
  const say = useSay();
  const client = useQueryClient();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const after = () => {
    void client.invalidateQueries({ queryKey: queryKeys.pendingTournaments });
    invalidateTournamentLists(client);
  };
  const approve = useMutation({
    mutationFn: () => post('/admin/approve-tournament/{id}', { params: { id: t.id } }),
    onSuccess: (res) => {
      toast.success(res?.message || TOURNAMENT_TEXT.approved);
      after();
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.approveTournament)),
  });
  const decline = useMutation({
    mutationFn: () => post('/admin/decline-tournament/{id}', { params: { id: t.id } }),
    onSuccess: (res) => {
      toast.success(res?.message || TOURNAMENT_TEXT.declined);
      setConfirmDecline(false);
      after();
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.declineTournament)),
  });
  const busy = approve.isPending || decline.isPending;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2 p-3 sm:flex-row sm:items-center"
      data-testid="admin-pending-tournament"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <TournamentImage tournament={t} sizes="96px" className="h-14 w-24 shrink-0 rounded-lg" />
        <div className="min-w-0">
          <p className="truncate font-bold">{t.title}</p>
          <p className="break-words text-xs text-muted">
            {withMarks(say(ADMIN_SCREEN.by(PART[0])), [<span className="text-text">{t.creator_username}</span>])} ·{' '}
            {t.map_name} · {formatLabel(t.slots_per_team)} · {say(ADMIN_SCREEN.pending.teams(t.max_teams))} ·{' '}
            {say(ADMIN_SCREEN.pending.entry(t.entry_fee))}
          </p>
          <p className="break-words text-xs text-muted">
            {t.start_date ? formatLocalDateTime(t.start_date) : say(ADMIN_SCREEN.pending.startsWhenFull)}
            {t.creator_prize_contribution > 0 &&
              ` · ${say(ADMIN_SCREEN.pending.contributes(t.creator_prize_contribution))}`}
          </p>
          {t.series && <PendingSeries series={t.series} />}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          className="flex-1 sm:flex-none"
          loading={approve.isPending}
          disabled={busy}
          onClick={() => approve.mutate()}
        >
          <Check className="size-4" aria-hidden /> {say(ADMIN_SCREEN.approve)}
        </Button>
        <Button
          variant="danger"
          size="sm"
          className="flex-1 sm:flex-none"
          disabled={busy}
          onClick={() => setConfirmDecline(true)}
        >
          <X className="size-4" aria-hidden /> {say(ADMIN_SCREEN.pending.decline)}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDecline}
        onOpenChange={setConfirmDecline}
        title={say(ADMIN_SCREEN.pending.declineTitle)}
        message={
          <>
            <p>
              {withMarks(say(ADMIN_SCREEN.pending.declineMessage(PART[0], t.creator_username)), [
                <strong className="font-semibold">{t.title}</strong>,
              ])}
            </p>
            {t.creator_prize_contribution > 0 && (
              <p className="mt-2 text-muted">
                {say(ADMIN_SCREEN.pending.contributionBack(t.creator_prize_contribution))}
              </p>
            )}
          </>
        }
        confirmLabel={say(ADMIN_SCREEN.pending.declineConfirm)}
        danger
        loading={decline.isPending}
        onConfirm={() => decline.mutate()}
      />
    </li>
  );
}
