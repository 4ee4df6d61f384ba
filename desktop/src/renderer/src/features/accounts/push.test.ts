import { describe, expect, it } from 'vitest';
import { PUSH_KINDS } from '@squadhub/shared';
import { groupIsOn, keyBytes, kindsWith, pushSupport } from './push';

describe('the switches of phone notifications', () => {
  it('are on when every kind of their group is', () => {
    expect(groupIsOn(['kicked', 'moved', 'voided', 'room_code'], 'seat_changes')).toBe(true);
    expect(groupIsOn(['kicked', 'room_code'], 'seat_changes')).toBe(false);
    expect(groupIsOn([...PUSH_KINDS], 'squads')).toBe(true);
  });

  it('turn their whole group on or off, keeping the catalogue order', () => {
    expect(kindsWith(['reminder', 'room_code'], 'seat_changes', true)).toEqual([
      'room_code',
      'kicked',
      'moved',
      'reminder',
      'voided',
    ]);
    expect(kindsWith([...PUSH_KINDS], 'reminders', false)).not.toContain('check_in_open');
    expect(kindsWith(['room_code'], 'room_codes', false)).toEqual([]);
  });
});

describe('the server key', () => {
  it('decodes from base64url to the 65 bytes of a P-256 point', () => {
    const key = 'BB4YUy_UdUwC8wQdnHXOszuD_9gax85P6ILMscmLxYlupGwxHE4v9A3ZajZT5uRURdMt_khuztdcepDGoYiBwKM';
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    const back = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(back).toBe(key);
  });
});

describe('support', () => {
  it('is the desktop app’s own notifications there, and none without the Push API', () => {
    expect(pushSupport(true)).toBe('desktop');
    // Node has no service workers: as a browser without the Push API.
    expect(pushSupport(false)).toBe('unsupported');
  });
});
