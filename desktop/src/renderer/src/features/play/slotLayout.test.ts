import { describe, expect, it } from 'vitest';
import type { Team } from '@squadhub/shared';
import { firstOpenSlot, foldedByDefault, isFull, openSlotCount } from './slotLayout';

/** A team whose slots hold these players (null: empty). */
const team = (n: number, players: (string | null)[]): Team => ({
  team_id: `t${n}`,
  team_number: n,
  slots: players.map((p, i) => ({
    slot_id: `${n}:${i}`,
    slot_index: i,
    player_id: p,
    player_username: p,
    player_tiktok: null,
    held: false,
    checked_in: false,
  })),
  captain_username: null,
  hold_expires_at: null,
});

describe('slot layout', () => {
  const teams = [team(1, ['a', 'b', 'c', 'd']), team(2, ['e', 'f', null, 'g']), team(3, [null, null, null, null])];

  it('finds the first empty slot in team order, inside a team as well', () => {
    expect(firstOpenSlot(teams)).toEqual({ team: 2, slot: 2 });
    expect(firstOpenSlot([teams[0]!])).toBeNull();
  });

  it('counts the open slots', () => {
    expect(openSlotCount(teams)).toBe(5);
    expect(openSlotCount([])).toBe(0);
  });

  it('skips held slots: they are empty but nobody else may take them', () => {
    const held = team(2, ['e', 'f', null, 'g']);
    held.slots[2]!.held = true;
    held.captain_username = 'e';
    expect(firstOpenSlot([teams[0]!, held, teams[2]!])).toEqual({ team: 3, slot: 0 });
    expect(openSlotCount([held])).toBe(0);
    expect(isFull(held)).toBe(false);
  });

  it('folds full teams only, unless seen open on this visit or pinned', () => {
    expect(isFull(teams[0]!)).toBe(true);
    expect(foldedByDefault(teams[0]!, new Set(), false)).toBe(true);
    expect(foldedByDefault(teams[1]!, new Set(), false)).toBe(false);
    // It filled while the viewer watched: it stays open under their finger.
    expect(foldedByDefault(teams[0]!, new Set([1]), false)).toBe(false);
    // The viewer's own team, or the team of a selected player.
    expect(foldedByDefault(teams[0]!, new Set(), true)).toBe(false);
  });
});
