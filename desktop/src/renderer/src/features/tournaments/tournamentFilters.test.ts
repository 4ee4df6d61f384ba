import { describe, expect, it } from 'vitest';
import { viewerDecisions } from '@squadhub/shared';
import { activeFilterCount, isJoinable, matchesFilters, NO_FILTERS, parseFilters } from './tournamentFilters';

const fields = {
  creator_id: 'c',
  co_host_id: null,
  approval_status: 'approved' as 'approved' | 'pending',
  entries_stopped: false,
  is_finalized: false,
  has_room_details: false,
  status: 'upcoming' as 'upcoming' | 'live',
  current_players: 3,
  max_players: 12,
  series: null,
  check_in_minutes: 0,
  slots_per_team: 1,
  entry_fee: 5,
  map_name: 'BR Blackout',
};

/** A card with the `viewer` block the server gives a player without a seat. */
const card = (over: Partial<typeof fields> = {}) => {
  const t = { ...fields, ...over };
  return { ...t, viewer: viewerDecisions(t, { person: { id: 'p', role: 'player' }, seat: null, insider: false }) };
};

describe('dashboard filters', () => {
  it('lets everything through when none is on', () => {
    expect(matchesFilters(card({ is_finalized: true }), NO_FILTERS)).toBe(true);
  });

  it('joinable: entries open, a free seat, not finalized', () => {
    expect(isJoinable(card())).toBe(true);
    expect(isJoinable(card({ current_players: 12 }))).toBe(false);
    expect(isJoinable(card({ entries_stopped: true }))).toBe(false);
    expect(isJoinable(card({ is_finalized: true }))).toBe(false);
    // A live room still takes players while entries are open.
    expect(isJoinable(card({ status: 'live' }))).toBe(true);
  });

  it('combines live, free entry, map and mode', () => {
    const f = { ...NO_FILTERS, live: true, free: true, map: 'BR Isolated' as const, mode: 'Squad' as const };
    const match = card({ status: 'live', entry_fee: 0, map_name: 'BR Isolated', slots_per_team: 4 });
    expect(matchesFilters(match, f)).toBe(true);
    expect(matchesFilters({ ...match, status: 'upcoming' }, f)).toBe(false);
    expect(matchesFilters({ ...match, is_finalized: true }, f)).toBe(false);
    expect(matchesFilters({ ...match, entry_fee: 1 }, f)).toBe(false);
    expect(matchesFilters({ ...match, map_name: 'BR Blackout' }, f)).toBe(false);
    expect(matchesFilters({ ...match, slots_per_team: 2 }, f)).toBe(false);
    expect(activeFilterCount(f)).toBe(4);
  });

  it('reads back what it stored, and nothing from a broken or foreign value', () => {
    const f = { ...NO_FILTERS, joinable: true, mode: 'Duo' as const };
    expect(parseFilters(JSON.stringify(f))).toEqual(f);
    expect(parseFilters(null)).toEqual(NO_FILTERS);
    expect(parseFilters('{not json')).toEqual(NO_FILTERS);
    expect(parseFilters('"live"')).toEqual(NO_FILTERS);
    expect(parseFilters(JSON.stringify({ live: 'yes', map: 'Verdansk', mode: 'Quad' }))).toEqual(NO_FILTERS);
  });
});
