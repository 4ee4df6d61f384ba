import { describe, expect, it } from 'vitest';
import type { LiveTournament, Tournament } from '@squadhub/shared';
import { liveView, roomAwaitsCheckIn, viewerMayChange, withViewerSeat } from './seat';

const slot = (team: number, index: number, player: string | null) => ({
  slot_id: `${team}:${index}`,
  slot_index: index,
  player_id: player,
  player_username: player,
  player_tiktok: null,
  held: false,
  checked_in: false,
});
const squad = { captain_username: null, hold_expires_at: null };

const view = (teams: Tournament['teams'], seat: [number | null, number | null] = [null, null]) =>
  ({ teams, user_team_number: seat[0], user_slot_index: seat[1] }) as Tournament;

describe('withViewerSeat', () => {
  const teams = [
    { team_id: 'a', team_number: 1, slots: [slot(1, 0, 'u1'), slot(1, 1, null)], ...squad },
    { team_id: 'b', team_number: 2, slots: [slot(2, 0, null), slot(2, 1, 'me')], ...squad },
  ];
  it('reads the viewer seat from the teams of a broadcast view', () => {
    expect(withViewerSeat(view(teams), 'me')).toMatchObject({ user_team_number: 2, user_slot_index: 1 });
  });
  it('clears a seat the viewer no longer holds (kicked, left)', () => {
    expect(withViewerSeat(view(teams, [1, 1]), 'other')).toMatchObject({ user_team_number: null });
  });
  it('leaves a card view (no teams) as the server sent it', () => {
    expect(withViewerSeat(view([], [3, 0]), 'me')).toMatchObject({ user_team_number: 3, user_slot_index: 0 });
  });
});

describe('live copies and the viewer block', () => {
  const teams = (me: [number, number] | null, checkedIn = false) =>
    [1, 2].map((n) => ({
      team_id: `t${n}`,
      team_number: n,
      slots: [0, 1].map((i) => ({
        ...slot(n, i, me && me[0] === n && me[1] === i ? 'me' : null),
        checked_in: checkedIn && !!me && me[0] === n && me[1] === i,
      })),
      ...squad,
    }));
  const state = {
    approval_status: 'approved',
    entries_stopped: false,
    is_finalized: false,
    has_room_details: false,
    current_players: 1,
    max_players: 4,
    status: 'upcoming',
    series: null,
  };
  const viewer = { seat: { team_number: 1, slot_index: 0 }, can_take_seat: true } as Tournament['viewer'];
  const cached = { ...state, teams: teams([1, 0]), user_team_number: 1, user_slot_index: 0, viewer } as Tournament;
  const live = (over: object = {}) => ({ ...state, teams: teams([1, 0]), ...over }) as unknown as LiveTournament;

  it('keeps the cached viewer block and reads the seat from the live teams', () => {
    const view = liveView(cached, live({ teams: teams([2, 1]), current_players: 2 }), 'me');
    expect(view).toMatchObject({ viewer, current_players: 2, user_team_number: 2, user_slot_index: 1 });
  });
  it('asks again when the state the decisions read changed, or the own seat moved or checked in', () => {
    expect(viewerMayChange(cached, live({ current_players: 2 }), 'me')).toBe(false);
    expect(viewerMayChange(cached, live({ entries_stopped: true }), 'me')).toBe(true);
    expect(viewerMayChange(cached, live({ has_room_details: true }), 'me')).toBe(true);
    expect(viewerMayChange(cached, live({ current_players: 4 }), 'me')).toBe(true);
    expect(viewerMayChange(cached, live({ teams: teams([2, 1]) }), 'me')).toBe(true);
    expect(viewerMayChange(cached, live({ teams: teams(null) }), 'me')).toBe(true);
    expect(viewerMayChange(cached, live({ teams: teams([1, 0], true) }), 'me')).toBe(true);
  });
  it('never for an answer, which carries its own viewer block', () => {
    expect(viewerMayChange(cached, { ...cached, entries_stopped: true }, 'me')).toBe(false);
  });
});

describe('roomAwaitsCheckIn', () => {
  const start = '2030-01-01T18:30:00.000Z';
  const sent = {
    has_room_details: true,
    room_code: null,
    check_in_minutes: 10,
    start_date: start,
    is_finalized: false,
  };
  it('names the start for a seat that cannot see the code sent until it checks in', () => {
    expect(roomAwaitsCheckIn(sent)).toBe(start);
  });
  it('is null when the viewer sees the code, none was sent, check-in is off or it is over', () => {
    expect(roomAwaitsCheckIn({ ...sent, room_code: 'ABC' })).toBeNull();
    expect(roomAwaitsCheckIn({ ...sent, has_room_details: false })).toBeNull();
    expect(roomAwaitsCheckIn({ ...sent, check_in_minutes: 0 })).toBeNull();
    expect(roomAwaitsCheckIn({ ...sent, is_finalized: true })).toBeNull();
  });
});
