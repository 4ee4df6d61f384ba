/**
 * The preload bridge: exposes exactly `DesktopBridge` to the renderer (contextIsolation on).
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { DesktopBridge, RoomReadyNotice } from '@squadhub/shared';

const bridge = {
  platform: process.platform,
  serverUrl: (process.argv.find((a) => a.startsWith('--squadhub-server=')) ?? '').slice('--squadhub-server='.length),
  notifyRoomReady: (notice: RoomReadyNotice) => ipcRenderer.invoke('room-ready', notice) as Promise<void>,
  onOpenTournament: (listener: (tournamentId: string) => void) => {
    const handler = (_e: unknown, id: string) => listener(id);
    ipcRenderer.on('open-tournament', handler);
    return () => void ipcRenderer.removeListener('open-tournament', handler);
  },
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld('squadhub', bridge);
