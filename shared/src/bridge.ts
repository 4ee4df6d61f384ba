/**
 * The small API the desktop preload exposes to the renderer as `window.squadhub`.
 * In the browser build it is absent and the UI falls back to Web Notifications and Web Audio.
 */
export interface RoomReadyNotice {
  tournamentId: string;
  title: string;
  body: string;
}

export interface DesktopBridge {
  readonly platform: string;
  /** The API server the desktop app talks to (the browser build uses its own origin). */
  readonly serverUrl: string;
  /** Raises a native notification even when the window is hidden; a click focuses the window. */
  notifyRoomReady(notice: RoomReadyNotice): Promise<void>;
  /** Called with the tournament id when the user clicks a room-ready notification. */
  onOpenTournament(listener: (tournamentId: string) => void): () => void;
}

declare global {
  interface Window {
    squadhub?: DesktopBridge;
  }
}
