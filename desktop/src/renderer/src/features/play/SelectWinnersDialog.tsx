/**
 * Select Winners (docs/product/tournaments.md#winners): pick participants and their coins (1 to
 * the prize pool), total not above the pool, nobody twice; positions follow the row order and are
 * renumbered after a removal. "Distribute prizes" only shows a recap (who gets what, what is left
 * for the creator); the coins move when the creator confirms it. Paid once by the server;
 * 'Winners selected and coins distributed successfully!'.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Plus, Trash2, Trophy } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  FALLBACK,
  PLAY_SCREEN,
  SERIES_NOTICE,
  SUCCESS,
  selectWinnersFormSchema,
  type SelectWinnersInput,
} from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Input } from '../../components/ui/Field';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage, get, post } from '../../lib/api';
import { useSay } from '../../lib/language';
import { useErrorFocus } from '../../lib/submitErrors';
import { playCoinWin } from '../../lib/sounds';
import { PrizeRecap } from './PrizeRecap';
import { useSetTournament } from '../tournaments/queries';
import { WinnerPicker } from './WinnerPicker';
import type { TournamentDialogProps } from './dialog-props';
import { heldNotice } from './disputes';
import { withValues } from '../../lib/parts';

interface Row {
  key: number;
  user_id: string;
  coins: string;
}

let nextKey = 1;
const emptyRow = (): Row => ({ key: nextKey++, user_id: '', coins: '' });

export function SelectWinnersDialog({ tournament: t, open, onOpenChange }: TournamentDialogProps) {
  const say = useSay();
  const setTournament = useSetTournament(t.id);
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [error, setError] = useState<string | null>(null);
  const errors = useErrorFocus();
  /** The winners checked and waiting for the creator's confirmation; null while editing. */
  const [recap, setRecap] = useState<SelectWinnersInput['winners'] | null>(null);
  const participants = useQuery({
    queryKey: ['participants', t.id],
    queryFn: () => get('/tournaments/{id}/participants', { params: { id: t.id } }),
    enabled: open,
  });
  const pool = t.prize_pool;
  const total = rows.reduce((s, r) => s + (Number(r.coins) || 0), 0);

  const submit = useMutation({
    mutationFn: (body: SelectWinnersInput) => post('/tournaments/{id}/select-winners', { params: { id: t.id }, body }),
    onSuccess: (next) => {
      setTournament(next);
      playCoinWin();
      toast.success(heldNotice(next) ?? SUCCESS.winnersSelected);
      setRecap(null);
      onOpenChange(false);
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.selectWinners)),
  });

  const update = (key: number, patch: Partial<Row>) => {
    setError(null);
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submit.isPending) return;
    const winners = rows.map((r, i) => ({
      user_id: r.user_id,
      coins_awarded: r.coins.trim() === '' ? NaN : Number(r.coins),
      position: i + 1,
    }));
    const check = selectWinnersFormSchema(pool).safeParse({ winners });
    if (!check.success) {
      const message = check.error.issues[0]?.message ?? FALLBACK.selectWinners;
      setError(message);
      toast.error(message);
      errors.showErrors();
      return;
    }
    // Nothing is paid yet: the creator sees who gets what first.
    setRecap(winners);
  };

  const list = participants.data ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (submit.isPending) return;
        if (!o) setRecap(null);
        onOpenChange(o);
      }}
      title={say(PLAY_SCREEN.selectWinners.title)}
      description={say(PLAY_SCREEN.selectWinners.description(pool))}
      size="lg"
    >
      {recap ? (
        <PrizeRecap
          winners={recap}
          participants={list}
          pool={pool}
          creator={t.creator_username}
          paying={submit.isPending}
          onBack={() => setRecap(null)}
          onConfirm={() => submit.mutate({ tournament_id: t.id, winners: recap })}
        />
      ) : (
        <form
          ref={errors.ref}
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-3"
          data-testid="select-winners-form"
        >
          {participants.isPending ? (
            <Spinner className="mx-auto size-6" />
          ) : participants.isError ? (
            <p role="alert" className="text-sm text-danger">
              {say(errorMessage(participants.error, FALLBACK.fetchTournamentDetails))}
            </p>
          ) : list.length === 0 ? (
            <p className="text-sm text-muted">{say(PLAY_SCREEN.selectWinners.nobodyJoined)}</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {rows.map((row, i) => (
                <li
                  key={row.key}
                  // A phone gives the name the whole width on its own line, coins and remove below it.
                  className="grid grid-cols-[2rem_1fr_2.5rem] items-start gap-2 border-b border-border/60 pb-2 last:border-0 sm:grid-cols-[2rem_1fr_6.5rem_2.5rem] sm:border-0 sm:pb-0"
                  data-testid="winner-row"
                >
                  <span
                    className="mt-1 flex size-8 items-center justify-center rounded-lg bg-surface-3 text-sm font-black tabular-nums"
                    aria-label={say(PLAY_SCREEN.position(i + 1))}
                  >
                    {i + 1}
                  </span>
                  <div className="col-span-2 min-w-0 sm:col-span-1">
                    <WinnerPicker
                      label={say(PLAY_SCREEN.selectWinners.winnerParticipant(i + 1))}
                      value={row.user_id}
                      participants={list}
                      onChange={(user_id) => update(row.key, { user_id })}
                    />
                  </div>
                  <Input
                    className="col-start-2 sm:col-start-auto"
                    aria-label={say(PLAY_SCREEN.selectWinners.winnerCoins(i + 1))}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={pool}
                    step={1}
                    placeholder={say(SERIES_NOTICE.prize)}
                    value={row.coins}
                    onChange={(e) => update(row.key, { coins: e.target.value })}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-1"
                    aria-label={say(PLAY_SCREEN.selectWinners.removeWinner(i + 1))}
                    disabled={rows.length === 1}
                    onClick={() => {
                      setError(null);
                      // Positions follow the row order, so removing a row renumbers the rest.
                      setRows((rs) => rs.filter((r) => r.key !== row.key));
                    }}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </li>
              ))}
            </ol>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={rows.length >= list.length}
              onClick={() => setRows((rs) => [...rs, emptyRow()])}
            >
              <Plus className="size-4" aria-hidden /> {say(PLAY_SCREEN.selectWinners.addWinner)}
            </Button>
            <p className={total > pool ? 'text-sm font-bold text-danger' : 'text-sm text-muted'} aria-live="polite">
              {withValues(say(PLAY_SCREEN.selectWinners.total(total, pool)), [
                total,
                <span className="tabular-nums">{total}</span>,
              ])}
            </p>
          </div>
          {error && (
            <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
              {say(error)}
            </p>
          )}
          <div className="flex justify-end gap-2 border-t border-border pt-3">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {say(PLAY_SCREEN.cancel)}
            </Button>
            <Button type="submit" loading={submit.isPending} disabled={list.length === 0}>
              <Trophy className="size-4" aria-hidden /> {say(PLAY_SCREEN.selectWinners.distribute)}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
