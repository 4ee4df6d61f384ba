/**
 * Native alerts (docs/architecture.md#who-uses-which-build: streamers host with the window hidden): room-ready, chat,
 * payment and reminder alerts are raised by the main process, so they show whether the window
 * is visible, minimised or hidden in the tray. Room-ready alerts stay until dismissed; a click on
 * any alert brings the window forward and tells the renderer which tournament to open. Electron
 * objects come in as parameters so this runs under vitest.
 */
import type { DesktopAlert, DesktopAlertKind } from '@squadhub/shared';

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
    urgency: 'critical' | 'normal';
    timeoutType: 'never' | 'default';
    silent: boolean;
    icon?: string;
  }): NotificationLike;
  getWindow(): WindowLike | null;
  /** app.focus({ steal: true }): on macOS a window alone cannot take focus from another app. */
  focusApp?(): void;
  /** Told after each alert is shown (the unread badge counts them). */
  onShown?(alert: DesktopAlert): void;
  /** The tray's "Mute sounds": alerts stay, their system sound goes. */
  isMuted?(): boolean;
  iconPath?: string;
}

export const OPEN_TOURNAMENT_CHANNEL = 'open-tournament';

const KINDS: ReadonlySet<DesktopAlertKind> = new Set(['room', 'chat', 'payment', 'reminder']);
const LIMITS = { tournamentId: 100, title: 200, body: 500 };

/** IPC input is untrusted: only a known kind and bounded strings pass. */
export function parseDesktopAlert(input: unknown): DesktopAlert {
  const value = input as Partial<Record<keyof DesktopAlert, unknown>> | null;
  const text = (name: keyof typeof LIMITS, optional = false) => {
    const v = value?.[name];
    if (optional && v === undefined) return undefined;
    if (typeof v !== 'string' || v.length === 0 || v.length > LIMITS[name]) {
      throw new Error(`notify: ${name} must be a string of 1 to ${LIMITS[name]} characters`);
    }
    return v;
  };
  const kind = value?.kind;
  if (typeof kind !== 'string' || !KINDS.has(kind as DesktopAlertKind)) {
    throw new Error(`notify: kind must be one of ${[...KINDS].join(', ')}`);
  }
  const tournamentId = text('tournamentId', true);
  return {
    kind: kind as DesktopAlertKind,
    ...(tournamentId ? { tournamentId } : {}),
    title: text('title')!,
    body: text('body')!,
  };
}

/** Restores, shows and focuses the window (also from the tray or another app's foreground). */
export function bringToFront(win: WindowLike, focusApp?: () => void): void {
  if (win.isMinimized()) win.restore();
  win.show();
  focusApp?.();
  win.focus();
}

export function createAlertNotifier(deps: NotifierDeps): (alert: DesktopAlert) => void {
  // Electron drops the click handler of a notification that was garbage collected: keep each
  // one referenced until it is clicked or closed.
  const showing = new Set<NotificationLike>();
  return (alert) => {
    if (!deps.isSupported()) return;
    const room = alert.kind === 'room';
    const notification = deps.createNotification({
      title: alert.title,
      body: alert.body,
      urgency: room ? 'critical' : 'normal',
      timeoutType: room ? 'never' : 'default',
      silent: deps.isMuted?.() ?? false,
      ...(deps.iconPath ? { icon: deps.iconPath } : {}),
    });
    showing.add(notification);
    const forget = () => showing.delete(notification);
    notification.on('click', () => {
      forget();
      const win = deps.getWindow();
      if (!win || win.isDestroyed()) return;
      bringToFront(win, deps.focusApp);
      if (alert.tournamentId) win.webContents.send(OPEN_TOURNAMENT_CHANNEL, alert.tournamentId);
    });
    notification.on('close', forget);
    notification.on('failed', forget);
    notification.show();
    deps.onShown?.(alert);
  };
}
