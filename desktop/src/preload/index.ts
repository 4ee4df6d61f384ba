/**
 * The preload bridge: exposes exactly `DesktopBridge` (shared/src/bridge.ts) to the renderer as
 * `window.squadhub`. Channel names and payload types come from the main process's handler map
 * (src/main/ipc.ts), so both sides cannot drift apart. Sandboxed: only `electron`'s renderer
 * modules are available here, and the server address arrives as a process argument.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { DesktopBridge } from '@squadhub/shared';
import type { IpcArgs, IpcChannel, IpcResult, RendererEventChannel, RendererEvents } from '../main/ipc';
import { SERVER_ARG } from '../main/window-options';

function invoke<C extends IpcChannel>(channel: C, ...args: IpcArgs<C>): Promise<IpcResult<C>> {
  return ipcRenderer.invoke(channel, ...args) as Promise<IpcResult<C>>;
}

function subscribe<C extends RendererEventChannel>(
  channel: C,
  listener: (...args: RendererEvents[C]) => void,
): () => void {
  const handler = (_event: IpcRendererEvent, ...args: unknown[]) => listener(...(args as RendererEvents[C]));
  ipcRenderer.on(channel, handler);
  return () => void ipcRenderer.removeListener(channel, handler);
}

const bridge = {
  platform: process.platform,
  serverUrl: (process.argv.find((a) => a.startsWith(SERVER_ARG)) ?? '').slice(SERVER_ARG.length),
  notifyRoomReady: (notice) => invoke('notify', { kind: 'room', ...notice }),
  notify: (alert) => invoke('notify', alert),
  onOpenTournament: (listener) => subscribe('open-tournament', listener),
  openHostConsole: (tournamentId) => invoke('open-host-console', tournamentId),
  onMutedChange: (listener) => {
    void invoke('get-muted').then(listener);
    return subscribe('muted-changed', listener);
  },
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld('squadhub', bridge);
