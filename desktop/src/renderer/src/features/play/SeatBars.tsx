/** The bars above the slot grid: a manager's selected player, and the seated player's own seat. */
import { ArrowLeftRight, LogOut, MoveRight, UserMinus, X } from 'lucide-react';
import type { Tournament } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import type { SelectedPlayer } from './SlotGrid';

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
  return (
    <div
      role="status"
      className="sticky top-[var(--sticky-top,0px)] z-10 flex flex-wrap items-center gap-2 rounded-xl border border-pending/50 bg-surface/95 px-3 py-2 text-sm backdrop-blur"
    >
      <span className="min-w-0 flex-1">
        <strong className="text-pending">{selected.name}</strong> selected (Team {selected.team}, slot{' '}
        {selected.slot + 1}). Click an empty slot to <MoveRight className="inline size-3.5" aria-label="move" /> move,
        or another player to <ArrowLeftRight className="inline size-3.5" aria-label="swap" /> swap.
      </span>
      <Button size="sm" variant="danger" onClick={onKick}>
        <UserMinus className="size-4" aria-hidden /> Kick
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel} aria-label="Cancel selection">
        <X className="size-4" aria-hidden /> Cancel
      </Button>
    </div>
  );
}

/** The seated player's own bar: where they sit and the Leave button. */
export function OwnSeatBar({
  tournament: t,
  canLeave,
  busy,
  onLeave,
}: {
  tournament: Tournament;
  canLeave: boolean;
  busy: boolean;
  onLeave: () => void;
}) {
  if (t.user_team_number == null || t.user_slot_index == null) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-accent/50 bg-accent/10 px-3 py-2 text-sm">
      <span className="flex-1 font-semibold text-accent" data-testid="own-seat">
        Your seat: Team {t.user_team_number} · Slot {t.user_slot_index + 1}
      </span>
      {canLeave && (
        <Button size="sm" variant="secondary" onClick={onLeave} loading={busy}>
          <LogOut className="size-4" aria-hidden /> Leave (refund {t.entry_fee})
        </Button>
      )}
    </div>
  );
}
