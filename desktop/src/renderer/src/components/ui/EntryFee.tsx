import { Coins } from 'lucide-react';
import { LAYOUT_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';

/**
 * What a seat costs, on the button that takes it (Join, Reserve team): a player reads the price
 * before the tap that pays it. "free" when there is no fee.
 */
export function EntryFee({ fee }: { fee: number }) {
  const say = useSay();
  if (fee <= 0) return <span className="font-semibold text-accent">{say(LAYOUT_SCREEN.entryFee.free)}</span>;
  return (
    <span className="flex shrink-0 items-center gap-0.5 font-bold tabular-nums text-gold">
      <Coins className="size-3 shrink-0" aria-hidden />
      {fee}
      <span className="sr-only">{say(LAYOUT_SCREEN.entryFee.coins)}</span>
    </span>
  );
}
