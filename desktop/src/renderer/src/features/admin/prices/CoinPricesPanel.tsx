/** Coin Prices (docs/product/screens.md#admin-coin-prices): four £ inputs (step 0.01), all above 0; defaults shown before loading. */
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import {
  ADMIN_SCREEN,
  COIN_PACKAGES,
  FALLBACK,
  SUCCESS,
  coinPricesSchema,
  type CoinPrices,
  type PriceKey,
} from '@squadhub/shared';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Field, Input } from '../../../components/ui/Field';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage, put } from '../../../lib/api';
import { useSay } from '../../../lib/language';
import { useErrorFocus } from '../../../lib/submitErrors';
import { queryKeys } from '../../../lib/queryClient';
import { DEFAULT_PRICES, useCoinPrices } from '../../money/queries';

type Draft = Record<PriceKey, string>;
const toDraft = (p: CoinPrices): Draft => ({
  coins_5: p.coins_5.toFixed(2),
  coins_10: p.coins_10.toFixed(2),
  coins_15: p.coins_15.toFixed(2),
  coins_20: p.coins_20.toFixed(2),
});

export function CoinPricesPanel({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const say = useSay();
  const client = useQueryClient();
  const prices = useCoinPrices();
  const [draft, setDraft] = useState<Draft>(() => toDraft(DEFAULT_PRICES));
  const [error, setError] = useState<string>();
  const errors = useErrorFocus();
  const [edited, setEdited] = useState(false);
  // The server's prices replace the defaults when they arrive, unless the admin already typed.
  useEffect(() => {
    if (prices.data && !edited) setDraft(toDraft(prices.data));
  }, [prices.data, edited]);

  const save = useMutation({
    mutationFn: (body: CoinPrices) => put('/admin/coin-pricing', { body }),
    onSuccess: () => {
      toast.success(SUCCESS.coinPricesUpdated);
      void client.invalidateQueries({ queryKey: queryKeys.coinPrices });
      void client.invalidateQueries({ queryKey: queryKeys.purchaseLinks });
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.updateCoinPricing)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = coinPricesSchema.safeParse(
      Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim() === '' ? NaN : Number(v)])),
    );
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      errors.showErrors();
      return;
    }
    setError(undefined);
    save.mutate(parsed.data);
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={say(ADMIN_SCREEN.menu.coinPrices)}
      description={say(ADMIN_SCREEN.prices.description)}
    >
      <form ref={errors.ref} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {prices.isError && (
          <LoadError
            message={say(ADMIN_SCREEN.prices.loadFailed(say(errorMessage(prices.error, FALLBACK.loadCoinPricing))))}
            onRetry={() => void prices.refetch()}
          />
        )}
        <div className="grid grid-cols-2 gap-3">
          {COIN_PACKAGES.map((p) => (
            <Field key={p.id} label={say(ADMIN_SCREEN.prices.packageLabel(p.coins))}>
              {(id) => (
                <Input
                  id={id}
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  step={0.01}
                  value={draft[p.priceKey]}
                  onChange={(e) => {
                    setEdited(true);
                    setDraft((d) => ({ ...d, [p.priceKey]: e.target.value }));
                  }}
                  aria-invalid={!!error}
                />
              )}
            </Field>
          ))}
        </div>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {say(error)}
          </p>
        )}
        <Button type="submit" loading={save.isPending}>
          {say(ADMIN_SCREEN.save)}
        </Button>
      </form>
    </Dialog>
  );
}
