import { describe, expect, it } from 'vitest';
import type { Tournament } from '@squadhub/shared';
import {
  countdownTo,
  displayMaxPlayers,
  displayPrizePool,
  displayTeams,
  formatCountdown,
  fromDateTimeLocal,
  isLockedFor,
  isPendingApproval,
  statusBadges,
  toDateTimeLocal,
} from './tournamentView';

const base = {
  approval_status: 'approved',
  status: 'upcoming',
  is_finalized: false,
  entries_stopped: false,
  creator_id: 'c1',
  current_players: 0,
} as Pick<
  Tournament,
  'approval_status' | 'status' | 'is_finalized' | 'entries_stopped' | 'creator_id' | 'current_players'
>;
const creator = { id: 'c1', role: 'player' as const };
const other = { id: 'p2', role: 'player' as const };
const superAdmin = { id: 'sa', role: 'super_admin' as const };

describe('pending rule, as the client counts it', () => {
  it('counts approval pending, or status pending without approval, as pending', () => {
    expect(isPendingApproval({ approval_status: 'pending', status: 'upcoming' })).toBe(true);
    expect(isPendingApproval({ approval_status: 'declined', status: 'pending' })).toBe(true);
    expect(isPendingApproval({ approval_status: 'approved', status: 'pending' })).toBe(false);
    expect(isPendingApproval({ approval_status: 'approved', status: 'live' })).toBe(false);
  });
  it('locks a pending tournament for its creator but not for the super admin or others', () => {
    const pending = { ...base, approval_status: 'pending' as const, status: 'pending' as const };
    expect(isLockedFor(pending, creator)).toBe(true);
    expect(isLockedFor({ ...pending, creator_id: 'sa' }, superAdmin)).toBe(false);
    expect(isLockedFor(pending, other)).toBe(false);
    expect(isLockedFor(base, creator)).toBe(false);
  });
});

describe('card numbers', () => {
  it('falls back to players x fee when the prize pool is missing', () => {
    expect(displayPrizePool({ prize_pool: 0, current_players: 7, entry_fee: 10 })).toBe(70);
    expect(displayPrizePool({ prize_pool: 120, current_players: 7, entry_fee: 10 })).toBe(120);
  });
  it('shows 25 teams when none are set, and derives max players', () => {
    expect(displayTeams({ max_teams: 0 })).toBe(25);
    expect(displayMaxPlayers({ max_players: 0, max_teams: 10, slots_per_team: 4 })).toBe(40);
    expect(displayMaxPlayers({ max_players: 100, max_teams: 25, slots_per_team: 4 })).toBe(100);
  });
});

describe('status badges', () => {
  it('shows no approval badge when approved, amber when pending, red when declined', () => {
    expect(statusBadges(base).map((b) => b.label)).toEqual(['Upcoming']);
    expect(statusBadges({ ...base, approval_status: 'pending', status: 'pending' })[0]).toEqual({
      label: 'Pending approval',
      tone: 'pending',
    });
    expect(statusBadges({ ...base, approval_status: 'declined' })[0]?.tone).toBe('danger');
    expect(statusBadges({ ...base, status: 'live' }).map((b) => b.label)).toEqual(['Live']);
    expect(statusBadges({ ...base, status: 'completed', is_finalized: true }).map((b) => b.label)).toEqual([
      'Finalized',
    ]);
    expect(statusBadges({ ...base, status: 'completed', is_finalized: true, void_reason: 'no_room_code' })).toEqual([
      { label: 'Voided', tone: 'danger' },
    ]);
  });
});

describe('countdown', () => {
  const now = Date.parse('2026-01-01T10:00:00Z');
  it('splits the time left into days, hours and minutes', () => {
    const parts = countdownTo('2026-01-03T13:05:00Z', now);
    expect(parts).toEqual({ days: 2, hours: 3, minutes: 5 });
    expect(formatCountdown(parts!)).toBe('2d 3h 5m');
    expect(formatCountdown(countdownTo('2026-01-01T10:30:00Z', now)!)).toBe('30m');
  });
  it('is hidden once the start has passed or without a date', () => {
    expect(countdownTo('2026-01-01T09:59:00Z', now)).toBeNull();
    expect(countdownTo(null, now)).toBeNull();
    expect(countdownTo('not a date', now)).toBeNull();
  });
});

describe('datetime-local round trip', () => {
  it('keeps the instant', () => {
    const iso = '2026-05-04T18:30:00.000Z';
    expect(fromDateTimeLocal(toDateTimeLocal(iso))).toBe(iso);
    expect(fromDateTimeLocal('')).toBeNull();
  });
});
