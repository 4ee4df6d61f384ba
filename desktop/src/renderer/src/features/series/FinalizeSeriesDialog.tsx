/**
 * "Finalize series & pay" (docs/product/series.md#payout): before anything moves, the host sees
 * what each rank gets from the current standings (the same pure function the server pays with)
 * and what is left for them; with matches still missing they must say so explicitly.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Coins, TriangleAlert } from 'lucide-react';
import { toast } from '../../lib/toast';
import { LAYOUT_SCREEN, SERIES_HOST_NOTICE, SERIES_NOTICE, SERIES_SCREEN, type Tournament } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { errorMessage, post } from '../../lib/api';
import { useSay } from '../../lib/language';
import { playCoinWin } from '../../lib/sounds';
import { useSetTournament } from '../tournaments/queries';
import { payoutPreview } from './payout';
import { standingsKey } from './queries';
import type { Standings } from './seriesView';
import { ordinal } from '../tournaments/seriesSettings';
import { heldNotice } from '../play/disputes';

export function FinalizeSeriesDialog({
  tournament: t,
  standings,
  open,
  onOpenChange,
}: {
  tournament: Tournament;
  standings: Standings;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const say = useSay();
  const client = useQueryClient();
  const setTournament = useSetTournament(t.id);
  const [sure, setSure] = useState(false);
  const total = t.series?.matches ?? standings.matches_total;
  const played = standings.matches_played;
  const missing = played < total;
  const { paid, remainder } = payoutPreview(t, standings.rows);
  const finalize = useMutation({
    mutationFn: () => post('/tournaments/{id}/finalize-series', { params: { id: t.id } }),
    onSuccess: (answer) => {
      setTournament(answer);
      playCoinWin();
      toast.success(heldNotice(answer) ?? SERIES_HOST_NOTICE.paid(answer.remainder));
      void client.invalidateQueries({ queryKey: standingsKey(t.id) });
      onOpenChange(false);
    },
  });
  const error = finalize.isError ? errorMessage(finalize.error, SERIES_HOST_NOTICE.finalizeFailed) : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={say(SERIES_SCREEN.hostPanel.finalize)}
      description={say(SERIES_SCREEN.finalizeDialog.description(t.title, played, total))}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {say(LAYOUT_SCREEN.dialog.cancel)}
          </Button>
          <Button
            variant="warning"
            loading={finalize.isPending}
            disabled={missing && !sure}
            onClick={() => finalize.mutate()}
            data-testid="confirm-finalize"
          >
            <Coins className="size-4" aria-hidden /> {say(SERIES_SCREEN.finalizeDialog.pay(t.prize_pool - remainder))}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        <p>{say(SERIES_HOST_NOTICE.finalizeAsk)}</p>
        {missing && (
          <div className="flex flex-col gap-2 rounded-lg border border-pending/50 bg-pending/10 p-3">
            <p className="flex gap-2 font-semibold">
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-pending" aria-hidden />
              {say(SERIES_HOST_NOTICE.matchesMissing(played, total))}
            </p>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-5 accent-[var(--color-pending)]"
                checked={sure}
                onChange={(e) => setSure(e.target.checked)}
              />
              {say(SERIES_HOST_NOTICE.confirmMissing(played, total))}
            </label>
          </div>
        )}
        {/* Fixed columns: 30-letter names wrap inside Team, so Points, Coins and what is left for
            the host always show, and the host sees who gets what before paying. */}
        <table className="w-full table-fixed text-sm" data-testid="finalize-payout">
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="w-16 pb-1 text-start font-semibold">
                {say(SERIES_NOTICE.rank)}
              </th>
              <th scope="col" className="pb-1 text-start font-semibold">
                {say(SERIES_NOTICE.teamColumn)}
              </th>
              <th scope="col" className="w-14 pb-1 ps-2 text-end font-semibold">
                {say(SERIES_NOTICE.pointsLong)}
              </th>
              <th scope="col" className="w-14 pb-1 ps-2 text-end font-semibold">
                {say(SERIES_NOTICE.prize)}
              </th>
            </tr>
          </thead>
          <tbody>
            {paid.map((row) => (
              <tr key={row.team_number} className="border-t border-border/60">
                <td className="py-1.5 align-top font-bold tabular-nums">
                  {ordinal(row.rank)}
                  {t.series?.payout[row.rank - 1] !== undefined && (
                    <span className="ms-1 text-xs font-normal text-muted">{t.series.payout[row.rank - 1]}%</span>
                  )}
                </td>
                <td className="py-1.5 align-top">
                  <span className="font-semibold">{say(SERIES_NOTICE.team(row.team_number))}</span>
                  {row.players.map((name) => (
                    <span key={name} className="block text-xs leading-snug text-muted [overflow-wrap:anywhere]">
                      {name}
                    </span>
                  ))}
                </td>
                <td className="py-1.5 text-end align-top tabular-nums">{row.total_points}</td>
                <td className="py-1.5 text-end align-top font-black tabular-nums text-gold">{row.coins}</td>
              </tr>
            ))}
            <tr className="border-t border-border">
              <td colSpan={3} className="py-1.5 text-muted">
                {say(SERIES_SCREEN.finalizeDialog.leftForYou)}
              </td>
              <td className="py-1.5 text-end font-bold tabular-nums" data-testid="finalize-remainder">
                {remainder}
              </td>
            </tr>
          </tbody>
        </table>
        <p className="text-xs text-muted">
          {say(SERIES_SCREEN.finalizeDialog.prizePool(t.prize_pool))} {say(SERIES_HOST_NOTICE.payoutRules)}
        </p>
        {error && (
          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger">
            {say(error)}
          </p>
        )}
      </div>
    </Dialog>
  );
}
