/**
 * The teams and their slots. Players click an empty slot to join (or to change slot when
 * seated). Managers (creator, admins) click a player to select them, then an empty slot to move
 * them there or another player to swap the two; the selection bar offers Kick.
 *
 * Squads get a card per team. Solo and duo tournaments (up to 100 teams) get a dense grid of
 * small slot buttons instead, so a phone shows dozens of slots per screen. Columns follow the
 * width the grid is given (a container query, so the same grid fits the page, the modal and the
 * host console): narrow on a phone, wide enough for whole names where there is room.
 *
 * On a phone a long grid starts with "First open slot", and full squad teams fold to one line.
 *
 * Squads (docs/product/squads.md): a reserved team's card names its captain's squad, and its
 * free slots are held, which no tap of another player takes. An empty team card offers "Reserve
 * team" to a player who may reserve one. The seat the waitlist offers the viewer is theirs to tap.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { PLAY_SCREEN, SERIES_NOTICE, SQUAD_NOTICE, type Slot, type Team, type Tournament } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { playSlotClick } from '../../lib/sounds';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/useMediaQuery';
import { ReserveTeamButton } from '../squads/SquadBar';
import { isReservable } from '../squads/squadRules';
import { FirstOpenSlot, jumpToSlot } from './FirstOpenSlot';
import { firstOpenSlot, JUMP_MIN_SLOTS, openSlotCount } from './slotLayout';
import { SlotButton } from './SlotButton';
import { TeamCard } from './TeamCard';
import { useFoldedTeams } from './useFoldedTeams';
import type { SelectedPlayer, SlotPos } from './useSlotActions';

interface SlotGridProps {
  tournament: Tournament;
  userId: string | undefined;
  canManage: boolean;
  /** Entries open: empty slots can be taken. */
  canTake: boolean;
  busy: boolean;
  selected: SelectedPlayer | null;
  /** The seat the viewer picked but could not pay for yet: ringed until it is taken or forgotten. */
  picked?: SlotPos | null;
  onTake: (to: SlotPos) => void;
  /** The seat the waitlist offers the viewer, and taking it. */
  offer?: SlotPos | null;
  onAcceptOffer?: () => void;
  /** Reserving an empty team for the viewer's squad, when they may. */
  onReserve?: (team: number) => void;
  onSelect: (p: SelectedPlayer | null) => void;
  onMove: (from: SlotPos, to: SlotPos) => void;
  onSwap: (a: SlotPos, b: SlotPos) => void;
}

/** How long the slot reached by "First open slot" stays ringed. */
const FLASH_MS = 2500;

/** Teams of one or two players are listed densely, without a card per team. */
export const isCompactLayout = (t: Pick<Tournament, 'slots_per_team'>) => t.slots_per_team <= 2;

const slotKey = (p: SlotPos) => `${p.team}-${p.slot}`;

export function SlotGrid(props: SlotGridProps) {
  const { tournament: t, canManage, canTake, selected, onTake, onSelect, onMove, onSwap, busy } = props;
  const say = useSay();
  const phone = !useMediaQuery(WIDE_SCREEN);
  const gridRef = useRef<HTMLDivElement>(null);
  const [flash, setFlash] = useState<string | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  const folding = useFoldedTeams(t.teams, phone && !isCompactLayout(t));

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
      if (canManage) onSelect({ ...pos, name: slot.player_username ?? say(SERIES_NOTICE.player) });
      return;
    }
    if (slot.held) {
      const offered = props.offer?.team === pos.team && props.offer.slot === pos.slot;
      if (offered) props.onAcceptOffer?.();
      return;
    }
    if (canTake) onTake(pos);
  };
  const slotButton = (team: Team, slot: Slot, dense: boolean) => (
    <SlotButton
      key={slot.slot_id}
      {...props}
      team={team}
      slot={slot}
      dense={dense}
      flash={[flash, props.picked && slotKey(props.picked)].includes(
        slotKey({ team: team.team_number, slot: slot.slot_index }),
      )}
      onClick={() => click(team, slot)}
    />
  );
  const mine = (team: Team) => team.slots.some((s) => s.player_id === props.userId);

  // A seated player changes slot from their seat bar's team, not by racing: no jump for them.
  const first = firstOpenSlot(t.teams);
  const total = t.teams.length * t.slots_per_team;
  const offerJump = phone && canTake && !!first && total >= JUMP_MIN_SLOTS && t.viewer.seat == null;
  const jump = () => {
    if (!first) return;
    const button = gridRef.current?.querySelector<HTMLElement>(`[data-testid="slot-${slotKey(first)}"]`);
    if (!button) return;
    jumpToSlot(button);
    setFlash(slotKey(first));
  };

  return (
    <div ref={gridRef} className="@container flex min-w-0 flex-col gap-2" aria-busy={busy || undefined}>
      {offerJump && <FirstOpenSlot open={openSlotCount(t.teams)} total={total} onJump={jump} />}
      {isCompactLayout(t) ? (
        <DenseGrid tournament={t} mine={mine} slotButton={slotButton} />
      ) : (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(min(16rem,100%),1fr))] gap-2 @lg:gap-3">
          {t.teams.map((team) => {
            const pinned = mine(team) || selected?.team === team.team_number;
            const folded = folding.isFolded(team, pinned);
            return (
              <TeamCard
                key={team.team_id}
                team={team}
                mine={mine(team)}
                foldable={phone && team.slots.every((s) => s.player_id)}
                folded={folded}
                onToggle={() => folding.toggle(team, folded)}
                action={
                  props.onReserve && isReservable(team) ? (
                    <ReserveTeamButton
                      team={team.team_number}
                      fee={t.entry_fee}
                      disabled={busy}
                      onReserve={props.onReserve}
                    />
                  ) : null
                }
              >
                {team.slots.map((slot) => (
                  <li key={slot.slot_id}>{slotButton(team, slot, false)}</li>
                ))}
              </TeamCard>
            );
          })}
        </div>
      )}
    </div>
  );
}

/**
 * Solo: one small button per player, three across a phone. Duo: a row per team, its number then
 * its two slots, one team across a phone (two would leave each slot room for five letters and
 * no fee). Wider grids give names more room.
 */
function DenseGrid({
  tournament: t,
  mine,
  slotButton,
}: {
  tournament: Tournament;
  mine: (team: Team) => boolean;
  slotButton: (team: Team, slot: Slot, dense: boolean) => ReactNode;
}) {
  const say = useSay();
  const solo = t.slots_per_team === 1;
  return (
    <ol
      aria-label={say(PLAY_SCREEN.tabs.slots)}
      className={clsx(
        'grid gap-1.5',
        solo
          ? 'grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] @lg:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]'
          : 'grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] @3xl:grid-cols-[repeat(auto-fill,minmax(17rem,1fr))]',
      )}
    >
      {t.teams.map((team) =>
        solo ? (
          <li key={team.team_id}>{slotButton(team, team.slots[0]!, true)}</li>
        ) : (
          <li
            key={team.team_id}
            aria-label={say(SERIES_NOTICE.team(team.team_number))}
            title={team.captain_username ? say(SQUAD_NOTICE.squadName(team.captain_username)) : undefined}
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
