import { describe, expect, it } from 'vitest';
import { viewerDecisions } from '@squadhub/shared';
import {
  groupJoinsByTeam,
  joinLineShown,
  joinTickerShown,
  mergeRecentJoins,
  overlayOptions,
  overlayPhase,
  overlayTournamentId,
  RECENT_JOINS_SHOWN,
} from './overlayState';

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
  it('reads the theme, the compact flag and the language, with safe defaults', () => {
    expect(overlayOptions('')).toEqual({ theme: 'dark', compact: false, language: 'en' });
    expect(overlayOptions('?theme=light&compact=1&lang=ar')).toEqual({ theme: 'light', compact: true, language: 'ar' });
    expect(overlayOptions('?theme=<script>&compact=yes&lang=xx')).toEqual({
      theme: 'dark',
      compact: false,
      language: 'en',
    });
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
});

describe('the call to join and the ticker', () => {
  type State = Parameters<typeof viewerDecisions>[0];
  const state: State = {
    creator_id: 'c',
    co_host_id: null,
    approval_status: 'approved',
    entries_stopped: false,
    is_finalized: false,
    has_room_details: false,
    current_players: 3,
    max_players: 12,
    status: 'upcoming',
    series: null,
    check_in_minutes: 0,
  };
  // The overlay's public view: the `viewer` block the server gives a visitor.
  const view = (over: Partial<State> = {}) => ({
    viewer: viewerDecisions({ ...state, ...over }, { person: null, seat: null, insider: false }),
  });
  const open = view();

  it('invites viewers only while a seat can be taken', () => {
    expect(joinLineShown(open)).toBe(true);
    expect(joinLineShown(view({ entries_stopped: true }))).toBe(false);
    expect(joinLineShown(view({ is_finalized: true }))).toBe(false);
    expect(joinLineShown(view({ current_players: 12 }))).toBe(false);
  });

  it('runs the ticker while entries are open, full or not', () => {
    expect(joinTickerShown(open)).toBe(true);
    expect(joinTickerShown(view({ current_players: 12 }))).toBe(true);
    expect(joinTickerShown(view({ entries_stopped: true }))).toBe(false);
    expect(joinTickerShown(view({ is_finalized: true }))).toBe(false);
  });
});

describe('recent joins', () => {
  it('starts with the players already seated, last seats first (a reloaded source is not empty)', () => {
    expect(mergeRecentJoins(null, seated('ghost', 'nova'), [])).toEqual(['nova', 'ghost']);
    expect(mergeRecentJoins(null, seated(), [])).toEqual([]);
  });

  it('puts new players first and drops those who left', () => {
    const first = seated('ghost', 'nova');
    const second = seated('ghost', 'nova', 'blaze', 'viper');
    const joins = mergeRecentJoins(first, second, ['nova', 'ghost']);
    expect(joins).toEqual(['viper', 'blaze', 'nova', 'ghost']);
    const third = seated('ghost', 'viper', 'echo');
    expect(mergeRecentJoins(second, third, joins)).toEqual(['echo', 'viper', 'ghost']);
  });

  it(`keeps the ${RECENT_JOINS_SHOWN} latest`, () => {
    let previous = seated();
    let joins: string[] = [];
    const names: string[] = [];
    for (const name of 'abcdefghijk') {
      names.push(name);
      const next = seated(...names);
      joins = mergeRecentJoins(previous, next, joins);
      previous = next;
    }
    expect(joins).toEqual([...'kjihgfed']);
    expect(joins).toHaveLength(RECENT_JOINS_SHOWN);
  });
});

describe('joins by team', () => {
  const squadView = {
    slots_per_team: 4,
    participants: [
      { user_id: 'a', username: 'Ace', team_number: 4, slot_index: 0, tiktok_link: null },
      { user_id: 'b', username: 'Bob', team_number: 4, slot_index: 1, tiktok_link: null },
      { user_id: 'c', username: 'Cy', team_number: 2, slot_index: 0, tiktok_link: null },
    ],
    teams: [
      { team_id: 't2', team_number: 2, slots: [], captain_username: null, hold_expires_at: null },
      { team_id: 't4', team_number: 4, slots: [], captain_username: 'Ace', hold_expires_at: null },
    ],
  };

  it("puts a team's players in one item, with the squad of a reserved team", () => {
    expect(groupJoinsByTeam(['Bob', 'Cy', 'Ace'], squadView)).toEqual([
      { key: 'team-4', names: ['Bob', 'Ace'], squad: "Ace's squad" },
      { key: 'team-2', names: ['Cy'], squad: null },
    ]);
  });

  it('keeps one name per item in solo tournaments', () => {
    expect(groupJoinsByTeam(['Bob', 'Ace'], { ...squadView, slots_per_team: 1 }).map((g) => g.names)).toEqual([
      ['Bob'],
      ['Ace'],
    ]);
  });
});
