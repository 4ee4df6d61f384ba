/**
 * The teams and their slots. Players click an empty slot to join (or to change slot when
 * seated). Managers (creator, admins) click a player to select them, then an empty slot to move
 * them there or another player to swap the two; the selection bar offers Kick.
 *
 * Squads get a card per team. Solo and duo tournaments (up to 100 teams) get a dense grid of
 * small slot buttons instead, so a phone shows dozens of slots per screen.
 */
import { Crown, MoveRight, UserPlus } from 'lucide-react';
import clsx from 'clsx';
import type { Slot, Team, Tournament } from '@squadhub/shared';
import { playSlotClick } from '../../lib/sounds';
import type { SlotPos } from './useSlotActions';

export interface SelectedPlayer extends SlotPos {
  name: string;
}

interface SlotGridProps {
  tournament: Tournament;
  userId: string | undefined;
  canManage: boolean;
  /** Entries open: empty slots can be taken. */
  canTake: boolean;
  busy: boolean;
  selected: SelectedPlayer | null;
  onTake: (to: SlotPos) => void;
  onSelect: (p: SelectedPlayer | null) => void;
  onMove: (from: SlotPos, to: SlotPos) => void;
  onSwap: (a: SlotPos, b: SlotPos) => void;
}

/** Teams of one or two players are listed densely, without a card per team. */
export const isCompactLayout = (t: Pick<Tournament, 'slots_per_team'>) => t.slots_per_team <= 2;

export function SlotGrid(props: SlotGridProps) {
  const { tournament: t, canManage, canTake, selected, onTake, onSelect, onMove, onSwap, busy } = props;
  const click = (team: Team, slot: Slot) => {
    const pos = { team: team.team_number, slot: slot.slot_index };
    const same = selected && selected.team === pos.team && selected.slot === pos.slot;
    playSlotClick();
    if (canManage && selected) {
      if (same) return onSelect(null);
      if (slot.player_id) onSwap(selected, pos);
      else onMove(selected, pos);
      return onSelect(null);
    }
    if (slot.player_id) {
      if (canManage) onSelect({ ...pos, name: slot.player_username ?? 'Player' });
      return;
    }
    if (canTake) onTake(pos);
  };
  const slotButton = (team: Team, slot: Slot, dense: boolean) => (
    <SlotButton key={slot.slot_id} {...props} team={team} slot={slot} dense={dense} onClick={() => click(team, slot)} />
  );
  const mine = (team: Team) => team.slots.some((s) => s.player_id === props.userId);

  if (isCompactLayout(t)) {
    const solo = t.slots_per_team === 1;
    return (
      <ol
        aria-label="Slots"
        aria-busy={busy || undefined}
        className={clsx(
          'grid gap-1.5',
          solo ? 'grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))]' : 'grid-cols-[repeat(auto-fill,minmax(10rem,1fr))]',
        )}
      >
        {t.teams.map((team) =>
          solo ? (
            <li key={team.team_id}>{slotButton(team, team.slots[0]!, true)}</li>
          ) : (
            <li
              key={team.team_id}
              aria-label={`Team ${team.team_number}`}
              className={clsx(
                'flex items-center gap-1 rounded-lg border p-1',
                mine(team) ? 'border-accent/60' : 'border-border bg-surface-2',
              )}
            >
              <span className="w-6 shrink-0 text-center text-[11px] font-bold tabular-nums text-muted">
                {team.team_number}
              </span>
              {team.slots.map((slot) => slotButton(team, slot, true))}
            </li>
          ),
        )}
      </ol>
    );
  }

  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))] gap-3" aria-busy={busy || undefined}>
      {t.teams.map((team) => {
        const full = team.slots.every((s) => s.player_id);
        return (
          <section
            key={team.team_id}
            aria-label={`Team ${team.team_number}`}
            className={clsx('rounded-xl border bg-surface-2 p-2.5', mine(team) ? 'border-accent/60' : 'border-border')}
          >
            <h4 className="mb-2 flex items-center justify-between text-xs font-bold uppercase tracking-wide text-muted">
              <span>Team {team.team_number}</span>
              <span className="tabular-nums">
                {team.slots.filter((s) => s.player_id).length}/{team.slots.length}
                {full && <span className="ml-1 text-accent">FULL</span>}
              </span>
            </h4>
            <ul className="flex flex-col gap-1.5">
              {team.slots.map((slot) => (
                <li key={slot.slot_id}>{slotButton(team, slot, false)}</li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/**
 * One slot: the player in it, or what a click does there (Join, Switch here, Move here). Solo
 * slots are numbered by team (the team is the player); others by their place in the team.
 */
function SlotButton({
  tournament: t,
  team,
  slot,
  userId,
  canManage,
  canTake,
  busy,
  selected,
  dense,
  onClick,
}: SlotGridProps & { team: Team; slot: Slot; dense: boolean; onClick: () => void }) {
  const mine = !!userId && slot.player_id === userId;
  const isSelected = selected?.team === team.team_number && selected.slot === slot.slot_index && !!slot.player_id;
  const target = canManage && !!selected && !isSelected;
  const clickable = !busy && (target || (slot.player_id ? canManage : canTake));
  const place = `Team ${team.team_number} slot ${slot.slot_index + 1}`;
  const label = slot.player_id ? `${place}: ${slot.player_username}${mine ? ' (you)' : ''}` : `${place}: empty`;
  const number = t.slots_per_team === 1 ? team.team_number : slot.slot_index + 1;
  return (
    <button
      type="button"
      data-testid={`slot-${team.team_number}-${slot.slot_index}`}
      aria-label={label}
      aria-pressed={isSelected || undefined}
      disabled={!clickable}
      onClick={onClick}
      className={clsx(
        'flex w-full min-w-0 items-center rounded-lg border text-left transition-colors disabled:cursor-default',
        dense ? 'h-9 gap-1.5 px-2 text-xs' : 'h-10 gap-2 px-2.5 text-sm',
        isSelected
          ? 'border-pending bg-pending/15 text-pending'
          : mine
            ? 'border-accent bg-accent/15 font-semibold text-accent'
            : slot.player_id
              ? 'border-border bg-surface-3 text-text'
              : 'border-dashed border-border/80 text-muted',
        clickable && !slot.player_id && 'hover:border-accent hover:bg-accent/10 hover:text-accent',
        clickable && slot.player_id && 'hover:border-pending/70',
      )}
    >
      {!(dense && t.slots_per_team === 2) && (
        <span className={clsx('shrink-0 tabular-nums text-muted', dense ? 'min-w-5 text-[11px]' : 'w-5 text-xs')}>
          {number}
        </span>
      )}
      {slot.player_id ? (
        <span className="flex min-w-0 flex-1 items-center gap-1">
          {slot.player_id === t.creator_id && <Crown className="size-3.5 shrink-0 text-gold" aria-hidden />}
          <span className="truncate">{slot.player_username}</span>
          {mine && !dense && <span className="ml-auto text-[10px] font-bold uppercase">You</span>}
        </span>
      ) : target ? (
        <span className="flex min-w-0 items-center gap-1 truncate text-xs">
          <MoveRight className="size-3.5 shrink-0" aria-hidden /> {dense ? 'Move' : 'Move here'}
        </span>
      ) : canTake ? (
        <span className="flex min-w-0 items-center gap-1 truncate text-xs">
          <UserPlus className="size-3.5 shrink-0" aria-hidden />
          {t.user_team_number != null ? (dense ? 'Switch' : 'Switch here') : 'Join'}
        </span>
      ) : (
        <span className="text-xs">Empty</span>
      )}
    </button>
  );
}
