import { describe, expect, it } from 'vitest';
import { createIpcHandlers, registerIpcHandlers } from './ipc';
import {
  createRoomReadyNotifier,
  OPEN_TOURNAMENT_CHANNEL,
  parseRoomReadyNotice,
  type NotificationLike,
  type WindowLike,
} from './notifications';

/** A stand-in for Electron's Notification that records what happened to it. */
class FakeNotification implements NotificationLike {
  shown = false;
  private listeners = new Map<string, () => void>();
  constructor(readonly options: { title: string; body: string; urgency: string; timeoutType: string }) {}
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

function setup(win: WindowLike | null, supported = true) {
  const created: FakeNotification[] = [];
  let appFocused = 0;
  const notify = createRoomReadyNotifier({
    isSupported: () => supported,
    createNotification: (options) => {
      const n = new FakeNotification(options);
      created.push(n);
      return n;
    },
    getWindow: () => win,
    focusApp: () => appFocused++,
  });
  return { notify, created, appFocused: () => appFocused };
}

const notice = { tournamentId: 't-42', title: 'Room ready: Friday Squads', body: 'Room code 1234' };

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

  it('does nothing where the system has no notifications', () => {
    const { notify, created } = setup(fakeWindow().win, false);
    notify(notice);
    expect(created).toEqual([]);
  });

  it('accepts only a well-formed notice from the renderer', () => {
    expect(parseRoomReadyNotice(notice)).toEqual(notice);
    expect(parseRoomReadyNotice({ ...notice, extra: 'dropped' })).toEqual(notice);
    for (const bad of [
      null,
      'text',
      { ...notice, title: '' },
      { ...notice, body: 7 },
      { ...notice, title: 'x'.repeat(201) },
    ]) {
      expect(() => parseRoomReadyNotice(bad)).toThrow(/room-ready/);
    }
  });
});

describe('IPC handler map', () => {
  function registered(trusted: (url: string) => boolean) {
    const shown: unknown[] = [];
    const channels = new Map<string, (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown>();
    registerIpcHandlers(
      { handle: (channel, listener) => void channels.set(channel, listener) },
      createIpcHandlers({ notifyRoomReady: (n) => shown.push(n) }),
      trusted,
    );
    return { channels, shown };
  }

  it('registers every channel of the map and runs it for the app’s own frames', async () => {
    const { channels, shown } = registered((url) => url.startsWith('file:///app/'));
    expect([...channels.keys()]).toEqual(['room-ready']);
    await channels.get('room-ready')!({ senderFrame: { url: 'file:///app/index.html' } }, notice);
    expect(shown).toEqual([notice]);
  });

  it('refuses calls from other frames and malformed payloads', async () => {
    const { channels, shown } = registered((url) => url.startsWith('file:///app/'));
    const handler = channels.get('room-ready')!;
    expect(() => handler({ senderFrame: { url: 'https://evil.example/' } }, notice)).toThrow(/refused/);
    expect(() => handler({ senderFrame: null }, notice)).toThrow(/refused/);
    await expect(handler({ senderFrame: { url: 'file:///app/index.html' } }, { title: 1 })).rejects.toThrow(
      /room-ready/,
    );
    expect(shown).toEqual([]);
  });
});
