import { describe, expect, it } from 'vitest';
import { medalFor, mergeRecentJoins, overlayOptions, overlayPhase, overlayTournamentId } from './overlayState';

const seated = (...names: string[]) => ({
  participants: names.map((username, i) => ({
    user_id: `u${i}`,
    username,
    team_number: i + 1,
    slot_index: 0,
    tiktok_link: null,
  })),
});

describe('overlay options', () => {
  it('reads the theme and compact flag, with safe defaults', () => {
    expect(overlayOptions('')).toEqual({ theme: 'dark', compact: false });
    expect(overlayOptions('?theme=light&compact=1')).toEqual({ theme: 'light', compact: true });
    expect(overlayOptions('?theme=<script>&compact=yes')).toEqual({ theme: 'dark', compact: false });
  });

  it('takes the tournament id from the path only when it is an id', () => {
    expect(overlayTournamentId('/overlay/tournaments/0B5F2A3C-1D2E-4F50-8A6B-7C8D9E0F1A2B')).toBe(
      '0b5f2a3c-1d2e-4f50-8a6b-7c8d9e0f1a2b',
    );
    expect(overlayTournamentId('/overlay/tournaments/../../etc')).toBeNull();
  });
});

describe('overlay phase', () => {
  it('follows the status: upcoming, live once a room exists, finalized', () => {
    expect(overlayPhase({ is_finalized: false, status: 'upcoming', has_room_details: false })).toBe('upcoming');
    expect(overlayPhase({ is_finalized: false, status: 'live', has_room_details: true })).toBe('live');
    expect(overlayPhase({ is_finalized: true, status: 'completed', has_room_details: true })).toBe('finalized');
  });

  it('gives medals to the podium and numbers to the rest', () => {
    expect([1, 2, 3, 4].map(medalFor)).toEqual(['🥇', '🥈', '🥉', '#4']);
  });
});

describe('recent joins', () => {
  it('lists nobody on the first view (joins before the overlay opened are not news)', () => {
    expect(mergeRecentJoins(null, seated('ghost', 'nova'), [])).toEqual([]);
  });

  it('puts new players first and drops those who left', () => {
    const first = seated('ghost', 'nova');
    const second = seated('ghost', 'nova', 'blaze', 'viper');
    const joins = mergeRecentJoins(first, second, []);
    expect(joins).toEqual(['viper', 'blaze']);
    const third = seated('ghost', 'viper', 'echo');
    expect(mergeRecentJoins(second, third, joins)).toEqual(['echo', 'viper']);
  });

  it('keeps the five latest', () => {
    let previous = seated();
    let joins: string[] = [];
    const names: string[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) {
      names.push(name);
      const next = seated(...names);
      joins = mergeRecentJoins(previous, next, joins);
      previous = next;
    }
    expect(joins).toEqual(['g', 'f', 'e', 'd', 'c']);
  });
});
