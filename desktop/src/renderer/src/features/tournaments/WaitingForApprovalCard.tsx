/**
 * The creator's tournaments waiting for approval (docs/product/tournaments.md#approval): each locked, with an instant
 * approve at the current price, a cancel, and the support contact. Refreshed every 30 s.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Hourglass, Lock, MessageCircle, Zap } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  FALLBACK,
  SUPPORT_WHATSAPP_LINK,
  TIMINGS,
  TOURNAMENT_TEXT,
  TOURNAMENTS_SCREEN,
  formatLabel,
  type Tournament,
} from '@squadhub/shared';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { del, errorMessage, hasCode, post } from '../../lib/api';
import { useSay } from '../../lib/language';
import { lazyDialog } from '../../lib/lazy';
import { useAutoApprovalPrice } from './autoApproval';
import { Emphasised } from '../../lib/parts';
import { invalidateTournamentLists, removeTournament, useMyTournaments } from './queries';
import { TournamentImage } from './TournamentImage';
import { formatLocalDateTime, isPendingApproval } from './tournamentView';

const ConfirmDialog = lazyDialog(() => import('../../components/ui/Dialog').then((m) => m.ConfirmDialog));

export function WaitingForApprovalCard() {
  const say = useSay();
  const mine = useMyTournaments(TIMINGS.pendingListRefreshMs);
  const price = useAutoApprovalPrice();
  const pending = (mine.data ?? []).filter((t) => isPendingApproval(t) && t.viewer.is_creator);
  if (pending.length === 0) return null;

  return (
    <section
      aria-labelledby="waiting-heading"
      data-testid="waiting-card"
      className="rounded-2xl border border-pending/40 bg-gradient-to-br from-pending/10 via-surface to-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="waiting-heading" className="flex items-center gap-2 text-lg font-black">
            <Hourglass className="size-5 text-pending" aria-hidden /> {say(TOURNAMENTS_SCREEN.waiting.heading)}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{say(TOURNAMENTS_SCREEN.waiting.intro)}</p>
        </div>
        <a
          href={SUPPORT_WHATSAPP_LINK}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-[#25d366] hover:bg-[#25d366]/10"
        >
          <MessageCircle className="size-4" aria-hidden /> {say(TOURNAMENTS_SCREEN.waiting.contactSupport)}
        </a>
      </div>
      <ul className="mt-4 flex flex-col gap-3">
        {pending.map((t) => (
          <PendingRow key={t.id} tournament={t} price={price.data?.auto_approval_price} />
        ))}
      </ul>
    </section>
  );
}

function PendingRow({ tournament: t, price }: { tournament: Tournament; price: number | undefined }) {
  const say = useSay();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [confirmCancel, setConfirmCancel] = useState(false);

  const approve = useMutation({
    mutationFn: () => post('/tournaments/{id}/auto-approve', { params: { id: t.id } }),
    onSuccess: (res) => {
      toast.success(res?.message || TOURNAMENTS_SCREEN.waiting.approved);
      invalidateTournamentLists(client);
    },
    onError: (err) => {
      const message = errorMessage(err, FALLBACK.autoApprove);
      toast.error(message);
      // Short of coins: send the creator to buy some (docs/product/texts.md#special-cases).
      if (hasCode(err, 'not_enough_coins'))
        setTimeout(() => navigate('/account#buy-coins'), TIMINGS.insufficientCoinsRedirectMs);
    },
  });

  const cancel = useMutation({
    mutationFn: () => del('/tournaments/{id}', { params: { id: t.id } }),
    onSuccess: (res) => {
      toast.success(res?.message || TOURNAMENT_TEXT.cancelled);
      setConfirmCancel(false);
      removeTournament(client, t.id);
      invalidateTournamentLists(client);
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.cancelTournament)),
  });

  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2/80 p-3 sm:flex-row sm:items-center"
      data-testid="pending-tournament"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <div className="relative h-14 w-24 shrink-0 overflow-hidden rounded-lg">
          <TournamentImage tournament={t} sizes="96px" className="size-full" />
          <span className="absolute inset-0 flex items-center justify-center bg-black/55">
            <Lock className="size-5 text-pending" aria-label={say(TOURNAMENTS_SCREEN.waiting.locked)} />
          </span>
        </div>
        <div className="min-w-0">
          <p className="truncate font-bold">{t.title}</p>
          <p className="truncate text-xs text-muted">
            {t.map_name} · {say(formatLabel(t.slots_per_team))} ·{' '}
            {t.entry_fee === 0
              ? say(TOURNAMENTS_SCREEN.common.freeEntry)
              : say(TOURNAMENTS_SCREEN.waiting.coinsEntry(t.entry_fee))}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <Badge tone="pending">{say(TOURNAMENTS_SCREEN.waiting.pending)}</Badge>
            {t.start_date && <span className="text-xs text-muted">{formatLocalDateTime(t.start_date)}</span>}
          </div>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="warning"
          size="sm"
          className="flex-1 sm:flex-none"
          loading={approve.isPending}
          onClick={() => approve.mutate()}
        >
          <Zap className="size-4" aria-hidden />
          {price != null
            ? say(TOURNAMENTS_SCREEN.waiting.approveNowFor(price))
            : say(TOURNAMENTS_SCREEN.waiting.approveNow)}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger hover:bg-danger/10"
          onClick={() => setConfirmCancel(true)}
        >
          {say(TOURNAMENTS_SCREEN.common.cancel)}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={say(TOURNAMENTS_SCREEN.waiting.cancelTitle)}
        message={
          <Emphasised
            text={
              t.creator_prize_contribution > 0
                ? say(TOURNAMENTS_SCREEN.waiting.willBeDeletedRefunded(t.title, t.creator_prize_contribution))
                : say(TOURNAMENTS_SCREEN.waiting.willBeDeleted(t.title))
            }
            part={t.title}
            className="font-semibold"
          />
        }
        confirmLabel={say(TOURNAMENTS_SCREEN.waiting.cancelTournament)}
        danger
        loading={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </li>
  );
}
