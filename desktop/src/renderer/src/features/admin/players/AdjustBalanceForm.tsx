/**
 * Balance or winnings adjustment (docs/product/money.md#admin-adjustments): sets the value;
 * integers only, non-numeric input counts as 0, a negative value gets the spec's message. Nothing
 * moves until the admin has seen the change as old → new and confirmed it; they may say why, and
 * the ledger row keeps it.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import {
  ADJUST_REASON_MAX,
  ADMIN_SCREEN,
  FALLBACK,
  SUCCESS,
  adjustCoinsSchema,
  adjustWinningsSchema,
} from '@squadhub/shared';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { Field, Input } from '../../../components/ui/Field';
import { ApiError, put } from '../../../lib/api';
import { useSay } from '../../../lib/language';
import { queryKeys } from '../../../lib/queryClient';
import { useErrorFocus } from '../../../lib/submitErrors';
import { PART, withMarks } from '../../../lib/parts';

type Bucket = 'coins' | 'winnings';

/** 'Failed to adjust coins: {detail}' when the server says why, else the bare fallback. */
const failure = (bucket: Bucket, err: unknown) => {
  const base = bucket === 'coins' ? FALLBACK.adjustCoins : FALLBACK.adjustWinnings;
  if (!(err instanceof ApiError && err.detail)) return base;
  return bucket === 'coins'
    ? ADMIN_SCREEN.adjust.coinsFailed(err.detail)
    : ADMIN_SCREEN.adjust.winningsFailed(err.detail);
};

/** The confirmation's title and recap for each bucket (said where the dialog draws them). */
const TITLE = { coins: ADMIN_SCREEN.adjust.coinsTitle, winnings: ADMIN_SCREEN.adjust.winningsTitle } as const;
const RECAP = { coins: ADMIN_SCREEN.adjust.coinsRecap, winnings: ADMIN_SCREEN.adjust.winningsRecap } as const;

/** The value typed, as the spec reads it: non-numeric input counts as 0. */
const typedValue = (text: string) => {
  const parsed = Number.parseInt(text, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** One schema for both buckets: the value under its own field name, the optional reason. */
const check = (bucket: Bucket, value: number, reason: string) =>
  bucket === 'coins'
    ? adjustCoinsSchema.safeParse({ coin_balance: value, reason })
    : adjustWinningsSchema.safeParse({ winnings_coins: value, reason });

export function AdjustBalanceForm({
  playerId,
  username,
  bucket,
  current,
}: {
  playerId: string;
  username: string;
  bucket: Bucket;
  current: number;
}) {
  const say = useSay();
  const client = useQueryClient();
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string>();
  /** The value waiting for the admin's confirmation, or null when no confirmation is open. */
  const [pending, setPending] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const valueErrors = useErrorFocus();
  const reasonErrors = useErrorFocus<HTMLDivElement>();
  const save = useMutation({
    mutationFn: async ({ n, why }: { n: number; why: string | null }) =>
      bucket === 'coins'
        ? await put('/admin/players/{id}/adjust-coins', {
            params: { id: playerId },
            body: { coin_balance: n, reason: why },
          })
        : await put('/admin/players/{id}/adjust-winnings', {
            params: { id: playerId },
            body: { winnings_coins: n, reason: why },
          }),
    onSuccess: (res) => {
      toast.success(
        'old_balance' in res
          ? SUCCESS.coinsUpdated(res.username, res.old_balance, res.new_balance)
          : SUCCESS.winningsUpdated(res.username, res.old_winnings, res.new_winnings),
      );
      setPending(null);
      void client.invalidateQueries({ queryKey: queryKeys.adminPlayer(playerId) });
      void client.invalidateQueries({ queryKey: ['admin-players'] });
    },
    onError: (err) => toast.error(failure(bucket, err)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = typedValue(value);
    const result = check(bucket, n, '');
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      valueErrors.showErrors();
      return;
    }
    setError(undefined);
    setReason('');
    setReasonError(undefined);
    setPending(n);
  };

  const confirm = () => {
    if (pending === null || save.isPending) return;
    const result = check(bucket, pending, reason);
    if (!result.success) {
      setReasonError(result.error.issues[0]?.message);
      reasonErrors.showErrors();
      return;
    }
    save.mutate({ n: pending, why: result.data.reason });
  };

  const label = say(bucket === 'coins' ? ADMIN_SCREEN.adjust.setCoins : ADMIN_SCREEN.adjust.setWinnings);
  const delta = pending === null ? 0 : pending - current;
  return (
    <>
      <form ref={valueErrors.ref} onSubmit={submit} className="flex items-end gap-2" noValidate>
        <Field label={label} error={error} className="flex-1">
          {(id, describedBy) => (
            <Input
              id={id}
              type="number"
              inputMode="numeric"
              step={1}
              min={0}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={!!error}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={save.isPending} className={error ? 'mb-5' : ''}>
          {say(ADMIN_SCREEN.adjust.update)}
        </Button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && !save.isPending && setPending(null)}
        title={say(TITLE[bucket])}
        confirmLabel={say(ADMIN_SCREEN.adjust.setTo(pending ?? ''))}
        loading={save.isPending}
        onConfirm={confirm}
        message={
          <div className="flex flex-col gap-2" data-testid="adjust-recap">
            <p>
              {withMarks(say(RECAP[bucket](PART[0])), [<span className="font-semibold break-words">{username}</span>])}
            </p>
            <p className="flex flex-wrap items-baseline gap-x-2 text-2xl font-black tabular-nums">
              <span className="text-muted">{current}</span>
              <span aria-label={say(ADMIN_SCREEN.adjust.becomes)}>→</span>
              <span>{pending}</span>
              <span
                className={
                  delta > 0 ? 'text-base text-accent' : delta < 0 ? 'text-base text-danger' : 'text-base text-muted'
                }
              >
                {delta === 0 ? say(ADMIN_SCREEN.adjust.noChange) : `${delta > 0 ? '+' : '−'}${Math.abs(delta)}`}
              </span>
            </p>
            <p className="text-xs text-muted">{say(ADMIN_SCREEN.adjust.ledgerNote)}</p>
          </div>
        }
      >
        <div ref={reasonErrors.ref}>
          <Field
            label={say(ADMIN_SCREEN.adjust.reasonLabel)}
            error={reasonError}
            hint={say(ADMIN_SCREEN.adjust.reasonHint(ADJUST_REASON_MAX))}
          >
            {(id, describedBy) => (
              <Input
                id={id}
                value={reason}
                maxLength={ADJUST_REASON_MAX + 50}
                placeholder={say(ADMIN_SCREEN.adjust.reasonPlaceholder)}
                onChange={(e) => {
                  setReason(e.target.value);
                  setReasonError(undefined);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    confirm();
                  }
                }}
                aria-describedby={describedBy}
                aria-invalid={!!reasonError}
              />
            )}
          </Field>
        </div>
      </ConfirmDialog>
    </>
  );
}
