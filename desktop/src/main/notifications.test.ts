import { describe, expect, it } from 'vitest';
import { createIpcHandlers, registerIpcHandlers } from './ipc';
import {
  createAlertNotifier,
  OPEN_TOURNAMENT_CHANNEL,
  parseDesktopAlert,
  type NotificationLike,
  type WindowLike,
} from './notifications';

/** A stand-in for Electron's Notification that records what happened to it. */
class FakeNotification implements NotificationLike {
  shown = false;
  private listeners = new Map<string, () => void>();
  constructor(
    readonly options: { title: string; body: string; urgency: string; timeoutType: string; silent: boolean },
  ) {}
  on(event: string, listener: () => void) {
    this.listeners.set(event, listener);
    return this;
  }
  show() {
    this.shown = true;
  }
  emit(event: string) {
    this.listeners.get(event)?.();
  }
}

/** A window in a given state that records the calls that bring it forward. */
function fakeWindow(state: { minimized?: boolean; destroyed?: boolean } = {}) {
  const calls: string[] = [];
  const sent: unknown[][] = [];
  const win: WindowLike = {
    isDestroyed: () => state.destroyed ?? false,
    isMinimized: () => state.minimized ?? false,
    restore: () => calls.push('restore'),
    show: () => calls.push('show'),
    focus: () => calls.push('focus'),
    webContents: { send: (...args: unknown[]) => sent.push(args) },
  };
  return { win, calls, sent };
}

function setup(win: WindowLike | null, supported = true, muted = false) {
  const created: FakeNotification[] = [];
  const shownAlerts: unknown[] = [];
  let appFocused = 0;
  const notify = createAlertNotifier({
    onShown: (alert) => shownAlerts.push(alert),
    isMuted: () => muted,
    isSupported: () => supported,
    createNotification: (options) => {
      const n = new FakeNotification(options);
      created.push(n);
      return n;
    },
    getWindow: () => win,
    focusApp: () => appFocused++,
  });
  return { notify, created, shownAlerts, appFocused: () => appFocused };
}

const notice = {
  kind: 'room',
  tournamentId: 't-42',
  title: 'Room ready: Friday Squads',
  body: 'Room code 1234',
} as const;
const chat = { kind: 'chat', tournamentId: 't-42', title: 'Friday Squads', body: 'ghost: ready?' } as const;

describe('room-ready notifications', () => {
  it('shows a native notification that stays until dismissed', () => {
    const { win } = fakeWindow();
    const { notify, created } = setup(win);
    notify(notice);
    expect(created).toHaveLength(1);
    expect(created[0].shown).toBe(true);
    expect(created[0].options).toMatchObject({
      title: notice.title,
      body: notice.body,
      urgency: 'critical',
      timeoutType: 'never',
    });
  });

  it('on click restores a minimised window, brings it forward and opens the tournament', () => {
    const { win, calls, sent } = fakeWindow({ minimized: true });
    const { notify, created, appFocused } = setup(win);
    notify(notice);
    expect(sent).toEqual([]);
    created[0].emit('click');
    expect(calls).toEqual(['restore', 'show', 'focus']);
    expect(appFocused()).toBe(1);
    expect(sent).toEqual([[OPEN_TOURNAMENT_CHANNEL, 't-42']]);
  });

  it('on click shows a hidden (not minimised) window without restoring it', () => {
    const { win, calls } = fakeWindow();
    const { notify, created } = setup(win);
    notify(notice);
    created[0].emit('click');
    expect(calls).toEqual(['show', 'focus']);
  });

  it('ignores a click once the window is gone', () => {
    const { win, calls, sent } = fakeWindow({ destroyed: true });
    const { notify, created } = setup(win);
    notify(notice);
    created[0].emit('click');
    expect(calls).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('shows chat, payment and reminder alerts that fade, and tells the unread badge', () => {
    const { notify, created, shownAlerts } = setup(fakeWindow().win);
    notify(chat);
    expect(created[0].options).toMatchObject({ urgency: 'normal', timeoutType: 'default', silent: false });
    expect(shownAlerts).toEqual([chat]);
  });

  it('keeps alerts but drops their sound while muted from the tray', () => {
    const { notify, created } = setup(fakeWindow().win, true, true);
    notify(notice);
    expect(created[0].shown).toBe(true);
    expect(created[0].options.silent).toBe(true);
  });

  it('opens nothing on click for an alert that names no tournament', () => {
    const { win, calls, sent } = fakeWindow();
    const { notify, created } = setup(win);
    notify({ kind: 'payment', title: 'Cash-out paid', body: '£12.00 is on its way' });
    created[0].emit('click');
    expect(calls).toEqual(['show', 'focus']);
    expect(sent).toEqual([]);
  });

  it('does nothing where the system has no notifications', () => {
    const { notify, created } = setup(fakeWindow().win, false);
    notify(notice);
    expect(created).toEqual([]);
  });

  it('accepts only a well-formed notice from the renderer', () => {
    expect(parseDesktopAlert(notice)).toEqual(notice);
    expect(parseDesktopAlert({ ...notice, extra: 'dropped' })).toEqual(notice);
    const { tournamentId: _id, ...withoutTournament } = chat;
    expect(parseDesktopAlert(withoutTournament)).toEqual(withoutTournament);
    for (const bad of [
      null,
      'text',
      { ...notice, kind: 'shell' },
      { ...notice, tournamentId: 7 },
      { ...notice, title: '' },
      { ...notice, body: 7 },
      { ...notice, title: 'x'.repeat(201) },
    ]) {
      expect(() => parseDesktopAlert(bad)).toThrow(/notify/);
    }
  });
});

describe('IPC handler map', () => {
  function registered(trusted: (url: string) => boolean) {
    const shown: unknown[] = [];
    const consoles: unknown[] = [];
    const channels = new Map<string, (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown>();
    registerIpcHandlers(
      { handle: (channel, listener) => void channels.set(channel, listener) },
      createIpcHandlers({
        notify: (n) => shown.push(n),
        openHostConsole: (id) => consoles.push(id),
        isMuted: () => true,
      }),
      trusted,
    );
    return { channels, shown, consoles };
  }

  it('registers every channel of the map and runs it for the app’s own frames', async () => {
    const { channels, shown, consoles } = registered((url) => url.startsWith('file:///app/'));
    expect([...channels.keys()]).toEqual(['notify', 'open-host-console', 'get-muted']);
    const frame = { senderFrame: { url: 'file:///app/index.html' } };
    await channels.get('notify')!(frame, notice);
    expect(shown).toEqual([notice]);
    const id = '0b5f2a3c-1d2e-4f50-8a6b-7c8d9e0f1a2b';
    await channels.get('open-host-console')!(frame, id);
    await channels.get('open-host-console')!(frame, null);
    expect(consoles).toEqual([id, null]);
    expect(await channels.get('get-muted')!(frame)).toBe(true);
  });

  it('refuses calls from other frames and malformed payloads', async () => {
    const { channels, shown } = registered((url) => url.startsWith('file:///app/'));
    const handler = channels.get('notify')!;
    expect(() => handler({ senderFrame: { url: 'https://evil.example/' } }, notice)).toThrow(/refused/);
    expect(() => handler({ senderFrame: null }, notice)).toThrow(/refused/);
    await expect(handler({ senderFrame: { url: 'file:///app/index.html' } }, { title: 1 })).rejects.toThrow(/notify/);
    await expect(
      channels.get('open-host-console')!({ senderFrame: { url: 'file:///app/index.html' } }, '../../etc'),
    ).rejects.toThrow(/tournamentId/);
    expect(shown).toEqual([]);
  });
});
