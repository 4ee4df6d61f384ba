/**
 * The unread badge: alerts that arrived while the user was not looking at the main window
 * (it was hidden, minimised or behind the game). Shown as the dock/taskbar badge count where the
 * platform has one and always in the tray tooltip; cleared when the main window gets focus.
 */
import { DESKTOP_APP_TEXT } from '@squadhub/shared';

export interface BadgeDeps {
  /** app.setBadgeCount (macOS dock, Linux Unity launchers); returns false where unsupported. */
  setBadgeCount(count: number): boolean;
  setTrayTooltip(text: string): void;
}

/** The catalogue's English: whoever shows it translates it (index.ts). */
export const trayTooltip = (unread: number) => (unread === 0 ? 'Squadhub' : DESKTOP_APP_TEXT.unreadTooltip(unread));

export class UnreadBadge {
  private count = 0;

  constructor(private readonly deps: BadgeDeps) {}

  get unread(): number {
    return this.count;
  }

  /** An alert was shown; it counts only when the user was not looking at the main window. */
  alertShown(windowFocused: boolean): void {
    if (windowFocused) return;
    this.set(this.count + 1);
  }

  /** The user looked: the main window got focus. */
  clear(): void {
    if (this.count !== 0) this.set(0);
  }

  private set(count: number): void {
    this.count = count;
    this.deps.setBadgeCount(count);
    this.deps.setTrayTooltip(trayTooltip(count));
  }
}
