/**
 * Buy Coins (docs/product/money.md#buying-coins): the four packages with their current price and a Pay button each.
 * Opened from a tournament, it names the page to come back to after checkout (`returnTo`).
 */
import { useMutation } from '@tanstack/react-query';
import { Coins, MessageCircle } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  COIN_PACKAGES,
  FALLBACK,
  MONEY_SCREEN,
  SUCCESS,
  SUPPORT_WHATSAPP_LINK,
  SUPPORT_WHATSAPP_NUMBER,
  type PackageId,
} from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { errorMessage, post } from '../../lib/api';
import { useSay } from '../../lib/language';
import { rememberCheckoutReturn } from './checkoutReturn';
import { withValues } from '../../lib/parts';
import { formatPounds } from './format';
import { DEFAULT_PRICES, usePurchaseLinks } from './queries';

export function BuyCoinsDialog({
  open,
  onOpenChange,
  returnTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A same-site path ("/tournaments/…") to land on after checkout, paid or cancelled. */
  returnTo?: string;
}) {
  const say = useSay();
  const links = usePurchaseLinks(open);
  const checkout = useMutation({
    mutationFn: (package_id: PackageId) => post('/stripe/create-checkout', { body: { package_id } }),
    onSuccess: ({ url }) => {
      // Always written: a purchase from My Account must not inherit an older tournament's return.
      rememberCheckoutReturn(returnTo ?? null);
      toast.success(SUCCESS.redirectingToStripe);
      window.location.assign(url);
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.createCheckout)),
  });
  const priceOf = (id: PackageId) =>
    links.data?.packages.find((p) => p.package_id === id)?.price ??
    DEFAULT_PRICES[COIN_PACKAGES.find((p) => p.id === id)!.priceKey];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={say(MONEY_SCREEN.buyCoins)}
      description={say(MONEY_SCREEN.buyCoinsDialog.description)}
    >
      {links.data?.test_mode && (
        <p className="mb-3 rounded-lg border border-pending/40 bg-pending/10 px-3 py-2 text-xs text-pending">
          {say(MONEY_SCREEN.buyCoinsDialog.testMode)}
        </p>
      )}
      <ul className="grid grid-cols-2 gap-2 sm:gap-3">
        {COIN_PACKAGES.map((pkg) => (
          <li
            key={pkg.id}
            className="flex flex-col items-center gap-1.5 rounded-xl border border-border bg-surface-2 p-3 text-center sm:gap-2 sm:p-4"
          >
            <Coins className="size-7 text-gold sm:size-8" aria-hidden />
            <span className="text-xl font-black sm:text-2xl">{say(MONEY_SCREEN.coins(pkg.coins))}</span>
            <span
              className="text-lg font-semibold text-muted"
              aria-label={say(MONEY_SCREEN.buyCoinsDialog.price(formatPounds(priceOf(pkg.id))))}
            >
              {formatPounds(priceOf(pkg.id))}
            </span>
            <Button
              className="w-full"
              loading={checkout.isPending && checkout.variables === pkg.id}
              disabled={checkout.isPending}
              onClick={() => checkout.mutate(pkg.id)}
              aria-label={say(MONEY_SCREEN.buyCoinsDialog.payFor(formatPounds(priceOf(pkg.id)), pkg.coins))}
            >
              {say(MONEY_SCREEN.buyCoinsDialog.pay)}
            </Button>
          </li>
        ))}
      </ul>
      <a
        href={SUPPORT_WHATSAPP_LINK}
        target="_blank"
        rel="noreferrer"
        className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-[#25d366]/10 px-3 py-2 text-sm text-[#25d366] hover:bg-[#25d366]/20"
      >
        <MessageCircle className="size-4" aria-hidden />
        <span>
          {withValues(say(MONEY_SCREEN.buyCoinsDialog.help(SUPPORT_WHATSAPP_NUMBER)), [
            SUPPORT_WHATSAPP_NUMBER,
            <strong className="whitespace-nowrap">{SUPPORT_WHATSAPP_NUMBER}</strong>,
          ])}
        </span>
      </a>
    </Dialog>
  );
}
