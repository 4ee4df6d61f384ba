/**
 * Native room-ready notifications (DESIGN.md §1: streamers host with the window hidden). The
 * notification is raised by the main process, so it shows whether the window is visible,
 * minimised or hidden; a click brings the window forward and tells the renderer which
 * tournament to open. Electron objects come in as parameters so this runs under vitest.
 */
import type { RoomReadyNotice } from '@squadhub/shared';

export interface NotificationLike {
  on(event: 'click' | 'close' | 'failed', listener: () => void): unknown;
  show(): void;
}

export interface WindowLike {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
  webContents: { send(channel: string, ...args: unknown[]): void };
}

export interface NotifierDeps {
  isSupported(): boolean;
  createNotification(options: {
    title: string;
    body: string;
    urgency: 'critical';
    timeoutType: 'never';
    icon?: string;
  }): NotificationLike;
  getWindow(): WindowLike | null;
  /** app.focus({ steal: true }): on macOS a window alone cannot take focus from another app. */
  focusApp?(): void;
  iconPath?: string;
}

export const OPEN_TOURNAMENT_CHANNEL = 'open-tournament';

const LIMITS = { tournamentId: 100, title: 200, body: 500 };

/** IPC input is untrusted: only three bounded strings pass. */
export function parseRoomReadyNotice(input: unknown): RoomReadyNotice {
  const value = input as Partial<Record<keyof RoomReadyNotice, unknown>> | null;
  const field = (name: keyof RoomReadyNotice) => {
    const v = value?.[name];
    if (typeof v !== 'string' || v.length === 0 || v.length > LIMITS[name]) {
      throw new Error(`room-ready: ${name} must be a string of 1 to ${LIMITS[name]} characters`);
    }
    return v;
  };
  return { tournamentId: field('tournamentId'), title: field('title'), body: field('body') };
}

/** Restores, shows and focuses the window (also from the tray or another app's foreground). */
export function bringToFront(win: WindowLike, focusApp?: () => void): void {
  if (win.isMinimized()) win.restore();
  win.show();
  focusApp?.();
  win.focus();
}

export function createRoomReadyNotifier(deps: NotifierDeps): (notice: RoomReadyNotice) => void {
  // Electron drops the click handler of a notification that was garbage collected: keep each
  // one referenced until it is clicked or closed.
  const showing = new Set<NotificationLike>();
  return (notice) => {
    if (!deps.isSupported()) return;
    const notification = deps.createNotification({
      title: notice.title,
      body: notice.body,
      urgency: 'critical',
      timeoutType: 'never',
      ...(deps.iconPath ? { icon: deps.iconPath } : {}),
    });
    showing.add(notification);
    const forget = () => showing.delete(notification);
    notification.on('click', () => {
      forget();
      const win = deps.getWindow();
      if (!win || win.isDestroyed()) return;
      bringToFront(win, deps.focusApp);
      win.webContents.send(OPEN_TOURNAMENT_CHANNEL, notice.tournamentId);
    });
    notification.on('close', forget);
    notification.on('failed', forget);
    notification.show();
  };
}
