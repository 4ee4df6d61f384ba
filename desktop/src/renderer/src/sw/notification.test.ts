/**
 * What the service worker shows for a push message: the payload's title and body, one
 * notification per tournament and kind, a room code that buzzes again, and a tap that can only
 * open a page of this site.
 */
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_BADGE, NOTIFICATION_ICON, notificationFor, parsePayload, safeUrl } from './notification';

const ORIGIN = 'https://squadhub.example';
const TOURNAMENT = '5b0c7e0e-4a4e-4c35-9d0a-2f1f4f0a9b11';
const roomCode = {
  type: 'room_code',
  tournament_id: TOURNAMENT,
  title: 'Room code is ready: Friday Squads',
  body: 'Open the tournament to see it.',
  url: `/tournaments/${TOURNAMENT}`,
};

describe('push notifications', () => {
  it('show the title and body, with the icon, the badge and the page to open', () => {
    const shown = notificationFor(parsePayload(JSON.stringify(roomCode)), ORIGIN);
    expect(shown.title).toBe(roomCode.title);
    expect(shown.options).toMatchObject({
      body: roomCode.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      tag: `room_code:${TOURNAMENT}`,
      renotify: true,
      data: { url: `/tournaments/${TOURNAMENT}`, type: 'room_code', tournament_id: TOURNAMENT },
    });
  });

  it('replace each other per tournament and kind; only a room code buzzes again', () => {
    const reminder = notificationFor(parsePayload(JSON.stringify({ ...roomCode, type: 'reminder' })), ORIGIN);
    expect(reminder.options.tag).toBe(`reminder:${TOURNAMENT}`);
    expect(reminder.options.renotify).toBe(false);
    expect(reminder.options.vibrate).toBeUndefined();
    const cashout = parsePayload(
      JSON.stringify({ type: 'cashout_status', title: 'Cash-out paid', body: '£10', url: '/account' }),
    );
    expect(notificationFor(cashout, ORIGIN).options.tag).toBe('cashout_status:account');
  });

  it('show something even for a message that cannot be read', () => {
    for (const data of [null, '', 'not json', '{"type":"room_code"}', '[]']) {
      const shown = notificationFor(parsePayload(data), ORIGIN);
      expect(shown.title).toBe('Squadhub');
      expect(shown.options.data).toEqual({ url: '/' });
    }
  });

  it('open only pages of this site', () => {
    expect(safeUrl('/tournaments/1?tab=chat#room', ORIGIN)).toBe('/tournaments/1?tab=chat#room');
    expect(safeUrl(`${ORIGIN}/account`, ORIGIN)).toBe('/account');
    for (const bad of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 42, undefined]) {
      expect(safeUrl(bad, ORIGIN)).toBe('/');
    }
  });
});
