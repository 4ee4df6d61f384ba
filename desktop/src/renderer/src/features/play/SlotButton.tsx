/**
 * One slot: the player in it (with ✓ once checked in, in a tournament with check-in), what a tap
 * does there (Join with its fee, Switch here, Move here), or that it is held: kept for a squad or
 * offered to a waitlist player, which nobody else may take (the viewer's own offer is a tap to
 * take). Its name for assistive technology is its visible text with the place before it
 * ("Team 7 slot 2: Join 3 coins"), never a label that hides the words on screen: voice control
 * users say what they see.
 */
import { Crown, Lock, MoveRight, Ticket, UserPlus } from 'lucide-react';
import clsx from 'clsx';
import {
  PLAY_SCREEN,
  SERIES_NOTICE,
  SQUAD_NOTICE,
  SQUAD_TEXT,
  type Slot,
  type Team,
  type Tournament,
} from '@squadhub/shared';
import { EntryFee } from '../../components/ui/EntryFee';
import { useSay } from '../../lib/language';
import { CheckInMark } from '../squads/CheckInMark';
import type { SelectedPlayer, SlotPos } from './useSlotActions';

export interface SlotButtonProps {
  tournament: Tournament;
  team: Team;
  slot: Slot;
  userId: string | undefined;
  canManage: boolean;
  canTake: boolean;
  busy: boolean;
  selected: SelectedPlayer | null;
  /** The small buttons of the solo and duo grids. */
  dense: boolean;
  /** Just reached by "First open slot": ringed so the eye finds it. */
  flash: boolean;
  /** The seat the waitlist offers the viewer now: theirs to take with a tap. */
  offer?: SlotPos | null;
  onClick: () => void;
}

export function SlotButton({
  tournament: t,
  team,
  slot,
  userId,
  canManage,
  canTake,
  busy,
  selected,
  dense,
  flash,
  offer,
  onClick,
}: SlotButtonProps) {
  const say = useSay();
  const mine = !!userId && slot.player_id === userId;
  const isSelected = selected?.team === team.team_number && selected.slot === slot.slot_index && !!slot.player_id;
  const target = canManage && !!selected && !isSelected;
  const held = !slot.player_id && slot.held;
  const offered = held && offer?.team === team.team_number && offer.slot === slot.slot_index;
  const clickable = !busy && (target || (slot.player_id ? canManage : held ? offered : canTake));
  const heldWhy = team.captain_username ? SQUAD_TEXT.slotHeld : SQUAD_TEXT.slotOffered;
  // Solo slots are numbered by team (the team is the player); others by their place in the team.
  const number = t.slots_per_team === 1 ? team.team_number : slot.slot_index + 1;
  const showNumber = !(dense && t.slots_per_team === 2);
  return (
    <button
      type="button"
      data-testid={`slot-${team.team_number}-${slot.slot_index}`}
      aria-pressed={isSelected || undefined}
      disabled={!clickable}
      onClick={onClick}
      title={held && !offered && !target ? say(heldWhy) : undefined}
      className={clsx(
        'flex w-full min-w-0 items-center rounded-lg border text-start transition-colors disabled:cursor-default',
        dense ? 'h-9 gap-1.5 px-2 text-xs' : 'h-10 gap-2 px-2.5 text-sm',
        isSelected
          ? 'border-pending bg-pending/15 text-pending'
          : mine
            ? 'border-accent bg-accent/15 font-semibold text-accent'
            : slot.player_id
              ? 'border-border bg-surface-3 text-text'
              : offered
                ? 'border-accent bg-accent/15 font-semibold text-accent ring-2 ring-accent ring-offset-2 ring-offset-bg'
                : held
                  ? 'border-pending/35 bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(245_165_36/0.09)_6px_12px)] text-pending/90'
                  : 'border-dashed border-border/80 text-muted',
        clickable && !slot.player_id && 'hover:border-accent hover:bg-accent/10 hover:text-accent',
        clickable && slot.player_id && 'hover:border-pending/70',
        flash &&
          !slot.player_id &&
          'border-solid border-accent bg-accent/10 text-accent ring-2 ring-accent ring-offset-2 ring-offset-bg',
      )}
    >
      <span className="sr-only">{say(PLAY_SCREEN.slotGrid.slotPlace(team.team_number, slot.slot_index + 1))} </span>
      {showNumber && (
        <span
          aria-hidden
          className={clsx('shrink-0 tabular-nums text-muted', dense ? 'min-w-5 text-[11px]' : 'w-5 text-xs')}
        >
          {number}
        </span>
      )}
      {slot.player_id ? (
        <span className="flex min-w-0 flex-1 items-center gap-1">
          {slot.player_id === t.creator_id && <Crown className="size-3.5 shrink-0 text-gold" aria-hidden />}
          <span className="truncate" title={slot.player_username ?? undefined}>
            {slot.player_username}
          </span>
          {t.check_in_minutes > 0 && slot.checked_in && <CheckInMark small={dense} />}
          {mine && <span className="sr-only">{say(PLAY_SCREEN.slotGrid.yours)}</span>}
          {mine && !dense && (
            <span aria-hidden className="ms-auto text-[10px] font-bold uppercase">
              {say(SERIES_NOTICE.you)}
            </span>
          )}
        </span>
      ) : offered && !target ? (
        <span className="flex min-w-0 items-center gap-1 truncate text-xs">
          <Ticket className="size-3.5 shrink-0" aria-hidden /> {say(SQUAD_NOTICE.offerSlot)}
        </span>
      ) : held && !target ? (
        <span className="flex min-w-0 items-center gap-1 text-xs font-semibold">
          <Lock className="size-3 shrink-0" aria-hidden /> {say(SQUAD_NOTICE.held)}
          <span className="sr-only">: {say(heldWhy)}</span>
        </span>
      ) : target ? (
        <span className="flex min-w-0 items-center gap-1 truncate text-xs">
          <MoveRight className="rtl:-scale-x-100 size-3.5 shrink-0" aria-hidden />{' '}
          {say(dense ? PLAY_SCREEN.slotGrid.move : PLAY_SCREEN.slotGrid.moveHere)}
        </span>
      ) : canTake ? (
        <span className="flex min-w-0 items-center gap-1 text-xs">
          {!dense && <UserPlus className="size-3.5 shrink-0" aria-hidden />}
          {t.user_team_number != null ? (
            <span className="truncate">
              {say(dense ? PLAY_SCREEN.slotGrid.switch : PLAY_SCREEN.slotGrid.switchHere)}
            </span>
          ) : (
            <>
              <span>{say(PLAY_SCREEN.slotGrid.join)}</span>
              <EntryFee fee={t.entry_fee} />
            </>
          )}
        </span>
      ) : (
        <span className="text-xs">{say(PLAY_SCREEN.slotGrid.empty)}</span>
      )}
    </button>
  );
}
