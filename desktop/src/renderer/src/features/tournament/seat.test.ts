import { describe, expect, it } from 'vitest';
import type { Tournament } from '@squadhub/shared';
import { roomAwaitsCheckIn, withViewerSeat } from './seat';
import { formatRemoval } from '../play/RemovalCountdown';

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

describe('formatRemoval', () => {
  it('counts hours, minutes and seconds, then Expired', () => {
    expect(formatRemoval((23 * 3600 + 59 * 60 + 58) * 1000 + 400)).toBe('23h 59m 58s');
    expect(formatRemoval(61_000)).toBe('0h 1m 1s');
    expect(formatRemoval(0)).toBe('Expired');
    expect(formatRemoval(-5)).toBe('Expired');
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
