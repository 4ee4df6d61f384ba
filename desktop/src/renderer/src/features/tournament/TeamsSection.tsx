/** The teams and slots of one tournament, with the manager's selection bar and kick confirmation. */
import { useState } from 'react';
import { TOURNAMENT_SCREEN, VALIDATION, type Tournament } from '@squadhub/shared';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { useAuth } from '../../lib/auth';
import { useSay } from '../../lib/language';
import { seatName, SelectionBar } from './SeatBars';
import { SlotGrid } from '../play/SlotGrid';
import { useSlotActions, type SelectedPlayer, type SlotPos } from '../play/useSlotActions';
import { SlotsSkeleton } from './TournamentSkeleton';
import { PART, withMarks } from '../../lib/parts';

export type SlotActions = ReturnType<typeof useSlotActions>;

/** What squads add to the slot grid: the viewer's waitlist offer and reserving a team. */
export interface SquadGrid {
  offer?: SlotPos | null;
  onAcceptOffer?: () => void;
  onReserve?: (team: number) => void;
}

/** The slots, with the manager's selection bar and kick confirmation. */
export function TeamsSection({
  tournament: t,
  actions,
  picked = null,
  offer = null,
  onAcceptOffer,
  onReserve,
}: {
  tournament: Tournament;
  actions: SlotActions;
  picked?: SlotPos | null;
} & SquadGrid) {
  const say = useSay();
  const text = TOURNAMENT_SCREEN.teams;
  const { user } = useAuth();
  const [selected, setSelected] = useState<SelectedPlayer | null>(null);
  const [kickTarget, setKickTarget] = useState<SelectedPlayer | null>(null);
  // A seated player's tap on another empty slot moves their seat: asked first, so a stray tap
  // while scrolling the grid cannot. A join stays one tap (players race for seats).
  const [switchTo, setSwitchTo] = useState<SlotPos | null>(null);
  const manager = t.viewer.can_manage;
  const own = t.viewer.seat && { team: t.viewer.seat.team_number, slot: t.viewer.seat.slot_index };
  // A visitor's tap on an empty slot asks them to log in (useSlotActions), while entries are open.
  const canTake = t.viewer.can_take_seat || (!user && t.viewer.entries_open);
  // The card's summary has no teams: the slots follow once the full view arrives.
  if (!t.teams.length) return <SlotsSkeleton />;
  return (
    <section aria-label={say(text.heading)} className="flex min-w-0 flex-col gap-3">
      {/* Under the page's h1 (or the dialog's h2 title): the teams' own headings are h3. */}
      <h2 className="sr-only">{say(text.heading)}</h2>
      {manager && selected && (
        <SelectionBar selected={selected} onKick={() => setKickTarget(selected)} onCancel={() => setSelected(null)} />
      )}
      {manager && !selected && <p className="text-xs text-muted">{say(text.tip)}</p>}
      <SlotGrid
        tournament={t}
        userId={user?.id}
        canManage={manager}
        canTake={canTake}
        busy={actions.pending}
        selected={selected}
        picked={picked}
        offer={offer}
        onAcceptOffer={onAcceptOffer}
        onReserve={onReserve}
        onTake={(to) => (own ? setSwitchTo(to) : actions.takeSlot(to))}
        onSelect={setSelected}
        onMove={actions.move}
        onSwap={actions.swap}
      />
      {own && switchTo && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setSwitchTo(null)}
          title={say(text.switchTitle)}
          message={withMarks(say(text.switchMessage(PART[0], PART[1])), [
            <strong className="whitespace-nowrap">{say(seatName(own))}</strong>,
            <strong className="whitespace-nowrap">{say(seatName(switchTo))}</strong>,
          ])}
          confirmLabel={say(text.switch)}
          onConfirm={() => {
            actions.takeSlot(switchTo);
            setSwitchTo(null);
          }}
        />
      )}
      {kickTarget && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setKickTarget(null)}
          title={say(text.kickTitle)}
          message={say(VALIDATION.kickConfirm(kickTarget.name))}
          confirmLabel={say(text.kick)}
          danger
          loading={actions.pending}
          onConfirm={() => {
            void actions
              .kick(kickTarget, kickTarget.name)
              .catch(() => {})
              .finally(() => {
                setKickTarget(null);
                setSelected(null);
              });
          }}
        />
      )}
    </section>
  );
}
