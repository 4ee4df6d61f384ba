/**
 * What the slot grid works out from the teams before drawing them: which slot a player racing
 * for a seat should jump to, how many are open, and which teams are full. A held slot (kept for a
 * squad, or offered to the waitlist) is empty but not open: nobody else may take it.
 */
import type { Team } from '@squadhub/shared';
import type { SlotPos } from './useSlotActions';

export const isFull = (team: Team) => team.slots.every((s) => s.player_id);

const isOpen = (s: Team['slots'][number]) => !s.player_id && !s.held;

/** The first open slot in team order, where "First open slot" lands. */
export function firstOpenSlot(teams: readonly Team[]): SlotPos | null {
  for (const team of teams) {
    const slot = team.slots.find(isOpen);
    if (slot) return { team: team.team_number, slot: slot.slot_index };
  }
  return null;
}

export const openSlotCount = (teams: readonly Team[]) =>
  teams.reduce((n, team) => n + team.slots.filter(isOpen).length, 0);

/**
 * Past this many slots a phone gets the jump to the first open slot: about what one screen of
 * the dense grid shows, so below it the open slots are in sight already.
 */
export const JUMP_MIN_SLOTS = 24;

/** The teams to fold by default: full ones, unless seen with a free slot on this visit or pinned. */
export function foldedByDefault(team: Team, seenOpen: ReadonlySet<number>, pinned: boolean): boolean {
  return isFull(team) && !seenOpen.has(team.team_number) && !pinned;
}
