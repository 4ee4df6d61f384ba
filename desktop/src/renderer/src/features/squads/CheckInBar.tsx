/**
 * Check-in for a seated player (docs/product/squads.md#check-in): before the window, when it
 * opens; during it, a bar that cannot be missed with one Check in button and the deadline (a
 * seat not checked in by the start is freed and refunded); after it, "Checked in ✓".
 */
import { AlarmClock, Check, ClipboardCheck } from 'lucide-react';
import { SQUAD_NOTICE, type Tournament } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useNow } from '../../components/ui/useNow';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { checkInWindow, formatClock, formatSeconds, ownSlot, secondsLeft } from './squadRules';

export function CheckInBar({
  tournament: t,
  busy,
  onCheckIn,
}: {
  tournament: Tournament;
  busy: boolean;
  onCheckIn: () => void;
}) {
  const say = useSay();
  const { user } = useAuth();
  const now = useNow(1_000);
  const slot = ownSlot(t, user?.id);
  const win = checkInWindow(t, now);
  if (!slot || t.is_finalized || win.phase === 'off') return null;

  if (slot.checked_in)
    return (
      <p
        role="status"
        data-testid="checked-in"
        className="w-fit rounded-lg border border-accent/40 bg-accent/10 px-3 py-1.5 text-sm font-semibold text-accent"
      >
        {say(SQUAD_NOTICE.checkedIn)} ✓
      </p>
    );

  if (win.phase === 'before')
    return (
      <p className="flex items-start gap-1.5 rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-muted">
        <AlarmClock className="mt-0.5 size-4 shrink-0" aria-hidden />
        {say(SQUAD_NOTICE.checkInOpensAt(formatClock(win.opensAt!, now)))}
      </p>
    );

  if (win.phase !== 'open') return null;
  const left = secondsLeft(win.closesAt!, now);
  return (
    <div
      role="alert"
      data-testid="check-in-bar"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border-2 border-pending bg-surface px-3 py-2.5 text-sm"
    >
      <div className="flex min-w-0 flex-1 basis-52 flex-col gap-0.5">
        <span className="flex items-center gap-1.5 font-bold text-pending">
          <ClipboardCheck className="size-4 shrink-0" aria-hidden />{' '}
          <span className="min-w-0 break-words">{say(SQUAD_NOTICE.checkInOpen(t.title))}</span>
        </span>
        <span className="text-muted">
          {say(SQUAD_NOTICE.checkInBy(formatClock(win.closesAt!, now)))}{' '}
          <span className="font-semibold tabular-nums text-text">({formatSeconds(left)})</span>
        </span>
      </div>
      <Button size="lg" variant="warning" onClick={onCheckIn} loading={busy} className="max-sm:w-full">
        <Check className="size-5" strokeWidth={3} aria-hidden /> {say(SQUAD_NOTICE.checkIn)}
      </Button>
    </div>
  );
}
