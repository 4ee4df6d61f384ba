/**
 * The IPC surface between renderer and main, declared once. The handler map below IS the
 * contract: the preload derives channel names, argument and result types from it
 * (`IpcChannel`, `IpcArgs`, `IpcResult`), so a channel cannot be typed differently on each side.
 * Main-to-renderer messages are typed by `RendererEvents`.
 */
import type { DesktopAlert } from '@squadhub/shared';
import { OPEN_TOURNAMENT_CHANNEL, parseDesktopAlert } from './notifications.js';

export const MUTED_CHANNEL = 'muted-changed';

/** A tournament id from the renderer: a uuid, or null for "pick one". */
export function parseTournamentId(input: unknown): string | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'string' && /^[0-9a-f-]{36}$/i.test(input)) return input;
  throw new Error('open-host-console: tournamentId must be a tournament id or null');
}

export function createIpcHandlers(deps: {
  notify(alert: DesktopAlert): void;
  openHostConsole(tournamentId: string | null): void;
  isMuted(): boolean;
}) {
  return {
    // Typed for the preload; still parsed, since a compromised renderer could send anything.
    notify: async (alert: DesktopAlert): Promise<void> => {
      deps.notify(parseDesktopAlert(alert));
    },
    'open-host-console': async (tournamentId: string | null): Promise<void> => {
      deps.openHostConsole(parseTournamentId(tournamentId));
    },
    'get-muted': async (): Promise<boolean> => deps.isMuted(),
  };
}

export type IpcHandlers = ReturnType<typeof createIpcHandlers>;
export type IpcChannel = keyof IpcHandlers;
export type IpcArgs<C extends IpcChannel> = Parameters<IpcHandlers[C]>;
export type IpcResult<C extends IpcChannel> = Awaited<ReturnType<IpcHandlers[C]>>;

export interface RendererEvents {
  [OPEN_TOURNAMENT_CHANNEL]: [tournamentId: string];
  [MUTED_CHANNEL]: [muted: boolean];
}
export type RendererEventChannel = keyof RendererEvents;

interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown,
  ): void;
}

/** Registers every handler; calls from frames other than the app's own pages are refused. */
export function registerIpcHandlers(
  ipcMain: IpcMainLike,
  handlers: IpcHandlers,
  isTrustedFrameUrl: (url: string) => boolean,
): void {
  for (const [channel, handler] of Object.entries(handlers)) {
    ipcMain.handle(channel, (event, ...args) => {
      const url = event.senderFrame?.url ?? '';
      if (!isTrustedFrameUrl(url)) throw new Error(`IPC ${channel} refused from ${url || 'an unknown frame'}`);
      return (handler as (...a: unknown[]) => unknown)(...args);
    });
  }
}
