import { describe, expect, it } from 'vitest';
import type { Tournament } from '@squadhub/shared';
import { canTakeSlot, seatReleasable } from './permissions';

const state = (over: Partial<Tournament> = {}) =>
  ({
    approval_status: 'approved',
    entries_stopped: false,
    is_finalized: false,
    has_room_details: false,
    user_team_number: null,
    ...over,
  }) as Tournament;

describe('seat rules', () => {
  it('a seat can be left or switched until the room code is sent or entries close', () => {
    expect(seatReleasable(state())).toBe(true);
    expect(seatReleasable(state({ has_room_details: true }))).toBe(false);
    expect(seatReleasable(state({ entries_stopped: true }))).toBe(false);
    expect(seatReleasable(state({ is_finalized: true }))).toBe(false);
  });

  it('after the code, a newcomer may still join but a seated player may not switch', () => {
    expect(canTakeSlot(state({ has_room_details: true }))).toBe(true);
    expect(canTakeSlot(state({ has_room_details: true, user_team_number: 2 }))).toBe(false);
    expect(canTakeSlot(state({ user_team_number: 2 }))).toBe(true);
    expect(canTakeSlot(state({ entries_stopped: true }))).toBe(false);
  });
});
