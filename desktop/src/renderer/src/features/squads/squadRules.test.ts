import { describe, expect, it } from 'vitest';
import type { Team, Tournament } from '@squadhub/shared';
import {
  captainsTeam,
  checkInWindow,
  firstReservableTeam,
  formatInviteCode,
  formatSeconds,
  hasFreeSeat,
  inviteCodeOf,
  inviteLinkWithTeam,
  invitedTeam,
  membersOf,
  ownSlot,
  reservesTeams,
  typedInviteCode,
} from './squadRules';

/** A team whose slots hold these players (null: empty, 'held': empty and held). */
const team = (n: number, players: (string | null)[], captain: string | null = null): Team => ({
  team_id: `t${n}`,
  team_number: n,
  slots: players.map((p, i) => ({
    slot_id: `${n}:${i}`,
    slot_index: i,
    player_id: p === 'held' ? null : p,
    player_username: p === 'held' ? null : p,
    player_tiktok: null,
    held: p === 'held',
    checked_in: p === 'ace',
  })),
  captain_username: captain,
  hold_expires_at: captain ? '2030-01-01T00:00:00.000Z' : null,
});

const open = { approval_status: 'approved', entries_stopped: false, is_finalized: false } as const;

describe('seats free to take', () => {
  it('counts no held slot as free', () => {
    expect(hasFreeSeat({ teams: [team(1, ['a', 'held']), team(2, ['b', 'c'])] })).toBe(false);
    expect(hasFreeSeat({ teams: [team(1, ['a', 'held']), team(2, ['b', null])] })).toBe(true);
  });

  it('reserves only an empty team nobody holds, in duo and bigger teams with entries open', () => {
    const teams = [
      team(1, ['ace', 'held'], 'ace'),
      team(2, [null, 'b']),
      team(3, ['held', 'held']),
      team(4, [null, null]),
    ];
    expect(firstReservableTeam({ teams })?.team_number).toBe(4);
    expect(reservesTeams({ ...open, slots_per_team: 2 })).toBe(true);
    expect(reservesTeams({ ...open, slots_per_team: 1 })).toBe(false);
    expect(reservesTeams({ ...open, slots_per_team: 4, entries_stopped: true })).toBe(false);
  });
});

describe('squads', () => {
  const teams = [team(3, ['ace', 'bob', 'held', 'held'], 'ace'), team(5, ['cy', 'held'], 'cy'), team(6, [null, null])];

  it("finds the captain's team and its members in slot order", () => {
    expect(captainsTeam({ teams }, 'ace')?.team_number).toBe(3);
    expect(captainsTeam({ teams }, 'bob')).toBeNull();
    expect(captainsTeam({ teams }, undefined)).toBeNull();
    expect(membersOf(teams[0]!)).toEqual(['ace', 'bob']);
  });

  it('finds the invited team from the link, or the only reserved team', () => {
    expect(invitedTeam({ teams }, '5')?.captain_username).toBe('cy');
    expect(invitedTeam({ teams }, null)).toBeNull();
    expect(invitedTeam({ teams: [teams[0]!, teams[2]!] }, null)?.team_number).toBe(3);
    // A team no longer reserved: the only reserved one, if that is all there is.
    expect(invitedTeam({ teams: [teams[0]!, teams[2]!] }, '6')?.team_number).toBe(3);
  });

  it('names the team beside the code in the shared link, and reads the code back', () => {
    const link = inviteLinkWithTeam('https://squadhub.example/tournaments/abc?invite=ABCDE23456', 4);
    expect(link).toBe('https://squadhub.example/tournaments/abc?invite=ABCDE23456&team=4');
    expect(inviteCodeOf(new URL(link).search)).toBe('ABCDE23456');
    expect(inviteCodeOf('?invite=')).toBeNull();
    expect(inviteCodeOf('')).toBeNull();
  });

  it("finds the viewer's own slot", () => {
    expect(ownSlot({ teams }, 'bob')?.slot_index).toBe(1);
    expect(ownSlot({ teams }, 'nobody')).toBeNull();
  });
});

describe('the invite code read out and typed in', () => {
  it('groups the code in fives for reading it out', () => {
    expect(formatInviteCode('K7QMZ29XDA')).toBe('K7QMZ-29XDA');
    expect(formatInviteCode('k7qmz 29xda')).toBe('K7QMZ-29XDA');
  });

  it('takes a typed code with or without dashes, spaces or capitals', () => {
    expect(typedInviteCode('K7QMZ-29XDA')).toBe('K7QMZ29XDA');
    expect(typedInviteCode(' k7qmz 29xda ')).toBe('K7QMZ29XDA');
  });

  it('refuses what cannot be a code: the wrong length or letters the alphabet leaves out', () => {
    expect(typedInviteCode('K7QMZ-29XD')).toBeNull();
    expect(typedInviteCode('K7QMZ-29XD0')).toBeNull();
    expect(typedInviteCode('')).toBeNull();
  });
});

describe('the check-in window', () => {
  const start = Date.parse('2030-01-01T18:00:00.000Z');
  const t = (over: Partial<Tournament> = {}) =>
    ({
      check_in_minutes: 15,
      start_type: 'scheduled',
      start_date: new Date(start).toISOString(),
      ...over,
    }) as Tournament;

  it('opens check_in_minutes before a scheduled start and closes at the start', () => {
    expect(checkInWindow(t(), start - 16 * 60_000).phase).toBe('before');
    expect(checkInWindow(t(), start - 15 * 60_000).phase).toBe('open');
    expect(checkInWindow(t(), start - 1).phase).toBe('open');
    expect(checkInWindow(t(), start).phase).toBe('closed');
    expect(checkInWindow(t(), start).opensAt).toBe('2030-01-01T17:45:00.000Z');
  });

  it('is off without check-in or without a scheduled start', () => {
    expect(checkInWindow(t({ check_in_minutes: 0 }), start).phase).toBe('off');
    expect(checkInWindow(t({ start_type: 'when_full', start_date: null }), start).phase).toBe('off');
  });

  it('counts down in minutes and seconds', () => {
    expect(formatSeconds(125)).toBe('2:05');
    expect(formatSeconds(0)).toBe('0:00');
  });
});
