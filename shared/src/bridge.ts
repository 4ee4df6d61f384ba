/**
 * The small API the desktop preload exposes to the renderer as `window.squadhub`.
 * In the browser build it is absent and the UI falls back to Web Notifications and Web Audio.
 */
/**
 * The origin of the desktop app's pages: its main process serves the renderer under this
 * privileged scheme (desktop/src/main/app-protocol.ts), so its requests carry this Origin, which
 * no web page can send. The API's CORS allows it in production; `file://` and `null`, which any
 * local file or sandboxed frame can send, only in development (docs/desktop.md#the-shell).
 */
export const DESKTOP_APP_ORIGIN = 'app://squadhub';

export interface RoomReadyNotice {
  tournamentId: string;
  title: string;
  body: string;
}

/** What a native alert is about: room-ready alerts stay until dismissed, the others fade. */
export type DesktopAlertKind = 'room' | 'chat' | 'payment' | 'reminder';

export interface DesktopAlert {
  kind: DesktopAlertKind;
  /** Clicking the alert opens this tournament. */
  tournamentId?: string;
  title: string;
  body: string;
}

export interface DesktopBridge {
  readonly platform: string;
  /** The API server the desktop app talks to (the browser build uses its own origin). */
  readonly serverUrl: string;
  /** Raises a native notification even when the window is hidden; a click focuses the window. */
  notifyRoomReady(notice: RoomReadyNotice): Promise<void>;
  /** Raises a native alert (chat, payment, reminder…), shown and counted even while the window is hidden. */
  notify(alert: DesktopAlert): Promise<void>;
  /** Called with the tournament id when the user clicks a notification. */
  onOpenTournament(listener: (tournamentId: string) => void): () => void;
  /** Opens (or focuses) the always-on-top host console for a tournament the user manages. */
  openHostConsole(tournamentId: string | null): Promise<void>;
  /** The tray's "Mute sounds" toggle; called at once with the current value. */
  onMutedChange(listener: (muted: boolean) => void): () => void;
}

declare global {
  interface Window {
    squadhub?: DesktopBridge;
  }
}
