/**
 * What the app asks of the shell it runs in, through one type (`DesktopBridge`, shared/src/bridge.ts)
 * with two implementations: the desktop app's preload (native notifications that show while the
 * window is hidden, the host console window, the tray's mute) and the browser one below (Web
 * Notifications, the host console as a page of the app). Components call `shell`, never
 * `window.squadhub` directly.
 */
import type { DesktopAlert, DesktopBridge, RoomReadyNotice } from '@squadhub/shared';

type OpenListener = (tournamentId: string) => void;
const openListeners = new Set<OpenListener>();

/** A Web Notification, when the user allowed them; a click focuses the tab on the tournament. */
function webNotification(title: string, body: string, tag: string, tournamentId?: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const n = new Notification(title, { body, tag });
    n.onclick = () => {
      window.focus();
      if (tournamentId) for (const listener of openListeners) listener(tournamentId);
      n.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker; the toast still shows.
  }
}

const browserShell: DesktopBridge = {
  platform: 'web',
  serverUrl: '',
  async notifyRoomReady(notice: RoomReadyNotice) {
    webNotification(notice.title, notice.body, `room-${notice.tournamentId}`, notice.tournamentId);
  },
  async notify(alert: DesktopAlert) {
    webNotification(alert.title, alert.body, `${alert.kind}-${alert.tournamentId ?? ''}`, alert.tournamentId);
  },
  onOpenTournament(listener) {
    openListeners.add(listener);
    return () => openListeners.delete(listener);
  },
  // No pop-up window in a browser: the host console is a page of the app, opened in this tab.
  async openHostConsole(tournamentId) {
    window.location.assign(tournamentId ? `/host/${encodeURIComponent(tournamentId)}` : '/host');
  },
  // Sounds are muted from the tray of the desktop app; a browser tab has no tray.
  onMutedChange(listener) {
    listener(false);
    return () => {};
  },
};

const desktop = typeof window !== 'undefined' ? window.squadhub : undefined;

export const shell: DesktopBridge = desktop ?? browserShell;
/** True in the desktop app: alerts show while the window is hidden, the socket stays up. */
export const isDesktopApp = !!desktop;

/** Asks for Web Notification permission once, from a user gesture (the desktop app needs none). */
export function requestNotificationPermission(): void {
  if (isDesktopApp || typeof Notification === 'undefined') return;
  if (Notification.permission === 'default') void Notification.requestPermission().catch(() => {});
}
