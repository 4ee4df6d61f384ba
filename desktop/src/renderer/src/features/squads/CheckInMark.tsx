/**
 * The ✓ of a checked-in seat, for the slot grid and the host's lists: the icon for the eye, and
 * "(checked in)" for assistive technology, after the player's name.
 */
import { Check } from 'lucide-react';
import clsx from 'clsx';
import { SQUAD_NOTICE, SQUADS_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';

/** `small` in dense lists (the solo and duo grids), where a name has few letters of room. */
export function CheckInMark({ small, className }: { small?: boolean; className?: string }) {
  const say = useSay();
  return (
    <span
      className={clsx('inline-flex shrink-0 items-center text-accent', className)}
      title={say(SQUAD_NOTICE.checkedIn)}
      data-testid="check-in-mark"
    >
      <Check className={small ? 'size-3' : 'size-3.5'} strokeWidth={3} aria-hidden />
      <span className="sr-only"> {say(SQUADS_SCREEN.checkedInMark)}</span>
    </span>
  );
}
