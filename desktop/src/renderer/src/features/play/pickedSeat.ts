/**
 * The empty slot a player picked but could not pay for yet. It survives the trip to the checkout
 * and back (this tab's session storage), so the tournament page can offer that seat again.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Tournament } from '@squadhub/shared';
import type { SlotPos } from './useSlotActions';

const keyOf = (tournamentId: string) => `squadhub.pickedSeat.${tournamentId}`;

function read(tournamentId: string): SlotPos | null {
  try {
    const raw = sessionStorage.getItem(keyOf(tournamentId));
    const pos = raw ? (JSON.parse(raw) as Partial<SlotPos>) : null;
    return pos && Number.isInteger(pos.team) && Number.isInteger(pos.slot) ? (pos as SlotPos) : null;
  } catch {
    return null;
  }
}

function write(tournamentId: string, pos: SlotPos | null): void {
  try {
    if (pos) sessionStorage.setItem(keyOf(tournamentId), JSON.stringify(pos));
    else sessionStorage.removeItem(keyOf(tournamentId));
  } catch {
    // Storage off: the pick lasts as long as the page.
  }
}

/** The slot at `pos` exists and nobody sits in it. */
export const isFree = (t: Tournament, pos: SlotPos) =>
  !!t.teams.find((team) => team.team_number === pos.team)?.slots.some((s) => s.slot_index === pos.slot && !s.player_id);

/**
 * The viewer's picked seat, shown only while it can still be taken: they have no seat yet and the
 * slot is free.
 */
export function usePickedSeat(t: Tournament) {
  const [picked, setPicked] = useState<SlotPos | null>(() => read(t.id));
  const pick = useCallback(
    (pos: SlotPos | null) => {
      write(t.id, pos);
      setPicked(pos);
    },
    [t.id],
  );
  const seated = t.user_team_number != null;
  // Seated now (the pick was joined, or another seat): a later leave must not bring it back.
  useEffect(() => {
    if (seated && picked) pick(null);
  }, [seated, picked, pick]);
  const current = picked && !seated && isFree(t, picked) ? picked : null;
  return { picked: current, pick };
}
