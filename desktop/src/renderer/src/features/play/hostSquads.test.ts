import { describe, expect, it } from 'vitest';
import type { Team, Tournament } from '@squadhub/shared';
import { checkInStatus, offeredSeats, squadHolds, timeLeft, waitlistMatters } from './hostSquads';

type SlotState = null | 'held' | { name: string; in?: boolean };

const team = (n: number, slots: SlotState[], hold?: { captain: string; until: string }): Team => ({
  team_id: `t${n}`,
  team_number: n,
  slots: slots.map((s, i) => ({
    slot_id: `${n}:${i}`,
    slot_index: i,
    player_id: s && s !== 'held' ? `id-${s.name}` : null,
    player_username: s && s !== 'held' ? s.name : null,
    player_tiktok: null,
    held: s === 'held',
    checked_in: !!(s && s !== 'held' && s.in),
  })),
  captain_username: hold?.captain ?? null,
  hold_expires_at: hold?.until ?? null,
});

const START = '2026-11-27T18:30:00.000Z';
const at = (iso: string) => new Date(iso).getTime();
const teams = [
  team(1, [{ name: 'ace', in: true }, 'held', 'held'], { captain: 'ace', until: '2026-11-27T18:20:00.000Z' }),
  team(2, [{ name: 'bo', in: true }, { name: 'cy' }, 'held']),
  team(3, [{ name: 'di' }, null, null]),
];
const scheduled = { check_in_minutes: 15, start_type: 'scheduled' as const, start_date: START, teams };

describe('host console: check-in', () => {
  it('is off without minutes or without a scheduled start', () => {
    expect(checkInStatus({ ...scheduled, check_in_minutes: 0 }, at(START))).toBeNull();
    expect(checkInStatus({ ...scheduled, start_type: 'when_full', start_date: null }, at(START))).toBeNull();
  });

  it('follows the window: before, open from N minutes before the start, closed at the start', () => {
    expect(checkInStatus(scheduled, at('2026-11-27T18:14:59.000Z'))?.phase).toBe('before');
    expect(checkInStatus(scheduled, at('2026-11-27T18:15:00.000Z'))?.phase).toBe('open');
    expect(checkInStatus(scheduled, at(START))?.phase).toBe('closed');
  });

  it('counts the seated players checked in and lists the others in seat order', () => {
    const s = checkInStatus(scheduled, at('2026-11-27T18:20:00.000Z'))!;
    expect([s.checkedIn, s.seated]).toEqual([2, 4]);
    expect(s.missing).toEqual([
      { name: 'cy', team: 2, slot: 1 },
      { name: 'di', team: 3, slot: 0 },
    ]);
    expect(s.closesAt.toISOString()).toBe(START);
    expect(s.opensAt.toISOString()).toBe('2026-11-27T18:15:00.000Z');
  });
});

describe('host console: squads and the waitlist', () => {
  it('lists the held teams with their captain, seats and end', () => {
    expect(squadHolds({ teams, status: 'upcoming' })).toEqual([
      { team: 1, captain: 'ace', expiresAt: '2026-11-27T18:20:00.000Z', seated: 1, size: 3 },
    ]);
  });

  it("leaves out a full squad's hold, and every hold once the tournament is live", () => {
    const hold = { captain: 'fay', until: '2026-11-27T18:25:00.000Z' };
    const full = team(4, [{ name: 'fay' }, { name: 'gus' }, { name: 'hal' }], hold);
    expect(squadHolds({ teams: [...teams, full], status: 'upcoming' }).map((h) => h.team)).toEqual([1]);
    expect(squadHolds({ teams: [...teams, full], status: 'live' })).toEqual([]);
  });

  it("counts held seats outside a squad's team as offers to the waitlist", () => {
    expect(offeredSeats({ teams })).toBe(1);
  });

  it('shows the waitlist once someone waits, or while entries are open and no seat is free', () => {
    // Only `viewer.entries_open` is read of the server's decisions.
    const viewer = (entries_open: boolean) => ({ entries_open }) as Tournament['viewer'];
    const open = { viewer: viewer(true), waitlist_count: 0 };
    expect(waitlistMatters({ ...open, teams })).toBe(false);
    const full = [teams[0]!, teams[1]!, team(3, [{ name: 'di' }, { name: 'ed' }, 'held'])];
    expect(waitlistMatters({ ...open, teams: full })).toBe(true);
    expect(waitlistMatters({ ...open, teams: full, viewer: viewer(false) })).toBe(false);
    expect(waitlistMatters({ ...open, teams, waitlist_count: 2 })).toBe(true);
  });

  it('shows the time left as m:ss, with hours when long, never below zero', () => {
    const now = at('2026-11-27T18:00:00.000Z');
    expect(timeLeft('2026-11-27T18:12:04.000Z', now)).toBe('12:04');
    expect(timeLeft('2026-11-27T19:02:03.000Z', now)).toBe('1:02:03');
    expect(timeLeft('2026-11-27T17:59:00.000Z', now)).toBe('0:00');
  });
});
