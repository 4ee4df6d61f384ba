/**
 * The bars above the slot grid: a manager's selected player, the seated player's own seat, and
 * the seat a player picked but could not pay for yet.
 */
import { ArrowLeftRight, Coins, Lock, LogOut, MapPin, MoveRight, UserMinus, UserPlus, X } from 'lucide-react';
import { PLAY_NOTICE, PLAY_TEXT, TOURNAMENT_SCREEN, type Tournament } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { useSay } from '../../lib/language';
import { formatClock } from '../squads/squadRules';
import { roomAwaitsCheckIn } from '../tournaments/seat';
import type { SelectedPlayer } from '../play/useSlotActions';
import type { SlotPos } from '../play/useSlotActions';
import { PART, withMarks } from '../../lib/parts';

/** "Team 3 · Slot 2", as the seat bars and dialogs name a seat (in English: `say` it to show it). */
export const seatName = (p: SlotPos) => TOURNAMENT_SCREEN.seatName(p.team, p.slot + 1);

/** The bar shown while a manager has a player selected. */
export function SelectionBar({
  selected,
  onKick,
  onCancel,
}: {
  selected: SelectedPlayer;
  onKick: () => void;
  onCancel: () => void;
}) {
  const say = useSay();
  const text = TOURNAMENT_SCREEN.selection;
  return (
    <div
      role="status"
      className="sticky top-[var(--sticky-top,0px)] z-10 flex flex-wrap items-center gap-2 rounded-xl border border-pending/50 bg-surface/95 px-3 py-2 text-sm backdrop-blur"
    >
      <span className="min-w-0 flex-1">
        {withMarks(say(text.selected(PART[0], selected.team, selected.slot + 1)), [
          <strong className="text-pending">{selected.name}</strong>,
        ])}{' '}
        {withMarks(say(text.moveOrSwap(PART[0], PART[1])), [
          <MoveRight className="rtl:-scale-x-100 inline size-3.5" aria-label={say(text.moveIcon)} />,
          <ArrowLeftRight className="inline size-3.5" aria-label={say(text.swapIcon)} />,
        ])}
      </span>
      <Button size="sm" variant="danger" onClick={onKick}>
        <UserMinus className="size-4" aria-hidden /> {say(TOURNAMENT_SCREEN.teams.kick)}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel} aria-label={say(text.cancelSelection)}>
        <X className="size-4" aria-hidden /> {say(text.cancel)}
      </Button>
    </div>
  );
}

/**
 * The seated player's own bar: where they sit, and Leave while the seat can still be given back.
 * Once it cannot (the room code is out, or entries closed), the bar says why instead: the
 * server's `viewer.seat_lock_reason`.
 */
export function OwnSeatBar({
  tournament: t,
  busy,
  onLeave,
}: {
  tournament: Tournament;
  busy: boolean;
  onLeave: () => void;
}) {
  const say = useSay();
  const { seat, seat_lock_reason: lock } = t.viewer;
  if (!seat) return null;
  const canLeave = lock == null;
  // A seat that has not checked in does not see the code yet: one sentence says how to, not
  // "locked in".
  const checkInBy = roomAwaitsCheckIn(t);
  const why =
    lock === 'room_code_sent'
      ? checkInBy
        ? PLAY_NOTICE.roomForCheckedIn(formatClock(checkInBy))
        : PLAY_TEXT.seatLocked
      : lock === 'entries_stopped'
        ? PLAY_NOTICE.seatKept
        : null;
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-accent/50 bg-accent/10 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex-1 font-semibold text-accent" data-testid="own-seat">
          {say(TOURNAMENT_SCREEN.yourSeat(seat.team_number, seat.slot_index + 1))}
        </span>
        {canLeave && (
          <Button size="sm" variant="secondary" onClick={onLeave} loading={busy}>
            <LogOut className="rtl:-scale-x-100 size-4" aria-hidden />{' '}
            {say(TOURNAMENT_SCREEN.ownSeat.leave(t.entry_fee))}
          </Button>
        )}
      </div>
      {!canLeave && why && (
        <p className="flex items-start gap-1.5 text-muted" data-testid="seat-kept">
          <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden /> {say(why)}
        </p>
      )}
    </div>
  );
}

/**
 * The empty slot a player tapped without the coins for it: Buy coins while they are short, then
 * Join in one tap once the coins are there (the same slot, if nobody took it meanwhile).
 */
export function PickedSeatBar({
  tournament: t,
  picked,
  balance,
  busy,
  onBuyCoins,
  onJoin,
  onDismiss,
}: {
  tournament: Tournament;
  picked: SlotPos;
  balance: number;
  busy: boolean;
  onBuyCoins: () => void;
  onJoin: () => void;
  onDismiss: () => void;
}) {
  const say = useSay();
  const text = TOURNAMENT_SCREEN.pickedSeat;
  const short = balance < t.entry_fee;
  return (
    <div
      data-testid="picked-seat"
      role={short ? 'alert' : 'status'}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border-2 border-accent bg-accent/10 px-3 py-2 text-sm shadow-[0_0_0_3px] shadow-accent/20"
    >
      <div className="flex min-w-0 flex-1 basis-52 flex-col">
        <span className="flex items-center gap-1.5 font-semibold text-accent">
          <MapPin className="size-4 shrink-0" aria-hidden /> {say(text.yourPick(picked.team, picked.slot + 1))}
        </span>
        <span className="text-muted">
          {say(short ? TOURNAMENT_SCREEN.costsYouHave(t.entry_fee, balance) : text.stillFree)}
        </span>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {short ? (
          <Button size="sm" onClick={onBuyCoins}>
            <Coins className="size-4" aria-hidden /> {say(TOURNAMENT_SCREEN.buyCoins)}
          </Button>
        ) : (
          <Button size="sm" onClick={onJoin} loading={busy}>
            <UserPlus className="size-4" aria-hidden /> {say(t.entry_fee > 0 ? text.joinFor(t.entry_fee) : text.join)}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDismiss} aria-label={say(text.forget)} className="px-2">
          <X className="size-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
