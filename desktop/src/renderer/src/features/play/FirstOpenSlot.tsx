/**
 * "First open slot" above a long grid on a phone: how many slots are open, and a button that
 * scrolls to the first one and focuses it. It does not join: joining stays the one tap on the
 * slot itself, which the player now has under their thumb, fee shown.
 */
import { ArrowDownToLine } from 'lucide-react';
import { PLAY_SCREEN } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useSay } from '../../lib/language';
import { withValues } from '../../lib/parts';

export function FirstOpenSlot({ open, total, onJump }: { open: number; total: number; onJump: () => void }) {
  const say = useSay();
  return (
    <div className="flex items-center justify-between gap-2 rounded-xl border border-accent/40 bg-accent/10 py-1.5 ps-3 pe-1.5">
      <span className="text-sm">
        {withValues(say(PLAY_SCREEN.slotGrid.slotsOpen(open, total)), [
          open,
          <strong className="tabular-nums">{open}</strong>,
        ])}
      </span>
      <Button size="sm" onClick={onJump} data-testid="first-open-slot">
        <ArrowDownToLine className="size-4" aria-hidden /> {say(PLAY_SCREEN.slotGrid.firstOpenSlot)}
      </Button>
    </div>
  );
}

/** Brings the slot button into the middle of the screen and gives it the focus. */
export function jumpToSlot(button: HTMLElement) {
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  button.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  button.focus({ preventScroll: true });
}
