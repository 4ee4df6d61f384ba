/**
 * Always on duty: closing the main window hides it to the tray instead of quitting, so the
 * socket stays connected and room, chat and payment alerts keep arriving. Only an explicit Quit
 * (tray menu, app menu, Cmd+Q, an update restart, the OS logging out) really quits.
 */
export interface HideableWindow {
  hide(): void;
}

export class AppLifecycle {
  private quitting = false;

  /** Called by every real quit path before windows close ('before-quit', the tray's Quit). */
  markQuitting(): void {
    this.quitting = true;
  }

  get isQuitting(): boolean {
    return this.quitting;
  }

  /** The main window's 'close' handler: hide to the tray unless the app is quitting. */
  onMainWindowClose(event: { preventDefault(): void }, win: HideableWindow): 'hidden' | 'closed' {
    if (this.quitting) return 'closed';
    event.preventDefault();
    win.hide();
    return 'hidden';
  }
}
