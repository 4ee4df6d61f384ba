/**
 * What "Distribute prizes" is about to pay, before it pays: each winner's whole name and coins,
 * what is left of the pool for the creator, and the pool itself. Paying is final, so the coins move
 * only on the explicit "Confirm and pay"; "Back" returns to the rows as they were.
 */
import { ArrowLeft, Crown, Trophy } from 'lucide-react';
import { PLAY_SCREEN, SERIES_NOTICE, type SelectWinnersInput } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useSay } from '../../lib/language';
import { withValues } from '../../lib/parts';
import type { PickerParticipant } from './WinnerPicker';

export function PrizeRecap({
  winners,
  participants,
  pool,
  creator,
  paying,
  onBack,
  onConfirm,
}: {
  winners: SelectWinnersInput['winners'];
  participants: PickerParticipant[];
  pool: number;
  creator: string;
  paying: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const say = useSay();
  const coins = (n: number) => say(PLAY_SCREEN.prizeRecap.coins(n));
  const awarded = winners.reduce((sum, w) => sum + w.coins_awarded, 0);
  const remainder = pool - awarded;
  const byId = new Map(participants.map((p) => [p.user_id, p]));
  return (
    <section aria-labelledby="prize-recap-title" className="flex flex-col gap-3" data-testid="prize-recap">
      <h3 id="prize-recap-title" className="text-base font-bold">
        {say(PLAY_SCREEN.prizeRecap.title)}
      </h3>
      <ol className="flex flex-col gap-1.5" aria-label={say(PLAY_SCREEN.prizeRecap.winnersToPay)}>
        {winners.map((w) => {
          const p = byId.get(w.user_id);
          return (
            <li
              key={w.user_id}
              className="flex items-start gap-3 rounded-lg bg-surface-2 px-3 py-2"
              data-testid="prize-recap-winner"
            >
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-surface-3 text-sm font-black tabular-nums">
                {w.position}
              </span>
              <span className="min-w-0 flex-1 text-sm leading-snug [overflow-wrap:anywhere]">
                <span className="font-semibold">{p?.username ?? say(PLAY_SCREEN.prizeRecap.unknownPlayer)}</span>
                {p && <span className="block text-xs text-muted">{say(SERIES_NOTICE.team(p.team_number))}</span>}
              </span>
              <span className="mt-0.5 shrink-0 font-bold tabular-nums text-gold">+{w.coins_awarded}</span>
            </li>
          );
        })}
      </ol>
      <dl
        className="flex flex-col gap-1 rounded-lg border border-border px-3 py-2 text-sm"
        data-testid="prize-recap-totals"
      >
        <div className="flex items-start justify-between gap-3">
          <dt className="min-w-0 [overflow-wrap:anywhere]">
            <Crown className="me-1 inline size-4 align-[-3px] text-muted" aria-hidden />
            {withValues(say(PLAY_SCREEN.prizeRecap.remainder(creator)), [
              creator,
              <span className="font-semibold">{creator}</span>,
            ])}
          </dt>
          <dd className="shrink-0 font-bold tabular-nums" data-testid="prize-recap-remainder">
            {coins(remainder)}
          </dd>
        </div>
        <div className="flex items-start justify-between gap-3 text-muted">
          <dt>{say(PLAY_SCREEN.prizeRecap.toWinners)}</dt>
          <dd className="shrink-0 tabular-nums">{coins(awarded)}</dd>
        </div>
        <div className="flex items-start justify-between gap-3 border-t border-border pt-1 font-semibold">
          <dt>{say(PLAY_SCREEN.prizeRecap.prizePool)}</dt>
          <dd className="shrink-0 tabular-nums">{coins(pool)}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted">{say(PLAY_SCREEN.prizeRecap.final)}</p>
      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-3">
        <Button variant="ghost" onClick={onBack} disabled={paying}>
          <ArrowLeft className="rtl:-scale-x-100 size-4" aria-hidden /> {say(PLAY_SCREEN.prizeRecap.back)}
        </Button>
        <Button onClick={onConfirm} loading={paying}>
          <Trophy className="size-4" aria-hidden /> {say(PLAY_SCREEN.prizeRecap.confirm)}
        </Button>
      </div>
    </section>
  );
}
