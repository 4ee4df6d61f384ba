/**
 * The payout of a tournament's recorded results (docs/product/trust.md#payout-hold): held with a
 * countdown, stopped by a dispute, or paid, with who gets what. A seated player may report a wrong
 * result while it is not paid; the creator sees the open disputes with a hint to correct the results; an admin may
 * pay at once when no dispute is open.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Flag, ShieldAlert, Timer } from 'lucide-react';
import { toast } from '../../lib/toast';
import { PAYOUT_NOTICE, PLAY_SCREEN, isAdmin, type Tournament } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useNow } from '../../components/ui/useNow';
import { errorMessage, post } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { DisputeDialog } from './DisputeDialog';
import { payoutLine, useDisputeEvents, useTournamentDisputes } from './disputes';

export function PayoutPanel({ tournament: t }: { tournament: Tournament }) {
  const { user } = useAuth();
  const say = useSay();
  const now = useNow(1_000);
  const [reporting, setReporting] = useState(false);
  const payout = t.payout;
  const unpaid = !!payout && payout.state !== 'paid';
  const seated = t.viewer.seat != null;
  const creator = t.viewer.is_creator;
  const admin = isAdmin(user);
  const disputes = useTournamentDisputes(t.id, unpaid && (seated || creator || admin));
  useDisputeEvents();
  const payNow = useMutation({
    mutationFn: () => post('/tournaments/{id}/pay-now', { params: { id: t.id } }),
    onSuccess: () => toast.success(PAYOUT_NOTICE.paidNow),
    onError: (err) => toast.error(errorMessage(err, PAYOUT_NOTICE.payNowFailed)),
  });
  if (!payout || payout.state === 'paid') return null;
  const open = (disputes.data?.disputes ?? []).filter((d) => d.status === 'open');
  const ownOpen = seated && open.some((d) => d.filer_username === user?.username);
  return (
    <section
      aria-label={say(PAYOUT_NOTICE.holdLabel)}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm"
      data-testid="payout-panel"
    >
      <div className="flex items-start gap-2">
        {payout.state === 'disputed' ? (
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
        ) : (
          <Timer className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
        )}
        <span className="min-w-0 flex-1 font-semibold tabular-nums" role="timer">
          {say(payoutLine(payout, now))}
        </span>
        {admin && payout.state === 'held' && payout.at && (
          <Button size="sm" variant="secondary" loading={payNow.isPending} onClick={() => payNow.mutate()}>
            {say(PAYOUT_NOTICE.payNow)}
          </Button>
        )}
      </div>
      {/* The results being held: a player can only tell they are wrong by reading them. */}
      {payout.plan.length > 0 && (
        <ol className="flex flex-col gap-0.5" aria-label={say(PAYOUT_NOTICE.planLabel)} data-testid="payout-plan">
          {payout.plan.map((w) => (
            <li key={`${w.position}-${w.user_id}`} className="flex items-baseline gap-2">
              <span className="w-5 shrink-0 text-muted tabular-nums">{w.position}.</span>
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{w.username}</span>
              <span className="shrink-0 font-bold tabular-nums text-gold">+{w.coins}</span>
            </li>
          ))}
        </ol>
      )}
      {seated && !ownOpen && (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 border-t border-border pt-2">
          <span className="text-muted">{say(PAYOUT_NOTICE.reportHint)}</span>
          <Button size="sm" variant="secondary" onClick={() => setReporting(true)}>
            <Flag className="size-4" aria-hidden /> {say(PAYOUT_NOTICE.report)}
          </Button>
        </div>
      )}
      {(creator || admin) && open.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <p className="text-muted">{say(PAYOUT_NOTICE.creatorHint)}</p>
          <ul className="flex flex-col gap-1">
            {open.map((d) => (
              <li key={d.id} className="rounded-md border border-border px-2 py-1">
                <span className="font-medium">{d.filer_username}</span>
                {d.match != null && (
                  <span className="text-muted"> · {say(PLAY_SCREEN.payout.disputeMatch(d.match))}</span>
                )}
                {d.team_number != null && (
                  <span className="text-muted"> · {say(PLAY_SCREEN.payout.disputeTeam(d.team_number))}</span>
                )}
                <p className="whitespace-pre-wrap break-words">{d.reason}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {reporting && <DisputeDialog tournament={t} onOpenChange={setReporting} />}
    </section>
  );
}
