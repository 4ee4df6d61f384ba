/**
 * Balance or winnings adjustment (spec 2 §5): sets the value; integers only, non-numeric input
 * counts as 0, a negative value gets the spec's message.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FALLBACK, SUCCESS, adjustCoinsSchema, adjustWinningsSchema } from '@squadhub/shared';
import { Button } from '../../../components/ui/Button';
import { Field, Input } from '../../../components/ui/Field';
import { ApiError, put } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryClient';

type Bucket = 'coins' | 'winnings';

/** 'Failed to adjust coins: {detail}' when the server says why, else the bare fallback. */
const failure = (bucket: Bucket, err: unknown) => {
  const base = bucket === 'coins' ? FALLBACK.adjustCoins : FALLBACK.adjustWinnings;
  return err instanceof ApiError && err.detail ? `${base}: ${err.detail}` : base;
};

export function AdjustBalanceForm({
  playerId,
  bucket,
  current,
}: {
  playerId: string;
  bucket: Bucket;
  current: number;
}) {
  const client = useQueryClient();
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: async (n: number) =>
      bucket === 'coins'
        ? await put('/admin/players/{id}/adjust-coins', { params: { id: playerId }, body: { coin_balance: n } })
        : await put('/admin/players/{id}/adjust-winnings', { params: { id: playerId }, body: { winnings_coins: n } }),
    onSuccess: (res) => {
      toast.success(
        'old_balance' in res
          ? SUCCESS.coinsUpdated(res.username, res.old_balance, res.new_balance)
          : SUCCESS.winningsUpdated(res.username, res.old_winnings, res.new_winnings),
      );
      void client.invalidateQueries({ queryKey: queryKeys.adminPlayer(playerId) });
      void client.invalidateQueries({ queryKey: ['admin-players'] });
    },
    onError: (err) => toast.error(failure(bucket, err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = Number.parseInt(value, 10);
    const n = Number.isNaN(parsed) ? 0 : parsed;
    const result =
      bucket === 'coins'
        ? adjustCoinsSchema.safeParse({ coin_balance: n })
        : adjustWinningsSchema.safeParse({ winnings_coins: n });
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(n);
  };
  const label = bucket === 'coins' ? 'Set purchased coins' : 'Set winnings';
  return (
    <form onSubmit={submit} className="flex items-end gap-2" noValidate>
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
        Update
      </Button>
    </form>
  );
}
