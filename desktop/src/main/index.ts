/** Electron main process: one hardened window showing the renderer; room-ready notifications. */
import { app, BrowserWindow, ipcMain, Notification, shell } from 'electron';
import path from 'node:path';
import type { RoomReadyNotice } from '@squadhub/shared';

const SERVER_URL = process.env.SQUADHUB_SERVER_URL ?? 'http://localhost:8080';
let mainWindow: BrowserWindow | null = null;

function createWindow() {
  mainWindow = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 360,
    backgroundColor: '#0b0d12',
    show: false,
    webPreferences: {
      preload: path.join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      additionalArguments: [`--squadhub-server=${SERVER_URL}`],
    },
  });
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.webContents.setWindowOpenHandler(({ url }) => {
    if (/^https?:\/\//.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  mainWindow.webContents.on('will-navigate', (event, url) => {
    if (!url.startsWith('file://') && !url.startsWith(process.env.ELECTRON_RENDERER_URL ?? '\0'))
      event.preventDefault();
  });
  mainWindow.webContents.session.setPermissionRequestHandler((_wc, permission, cb) =>
    cb(permission === 'notifications'),
  );
  if (process.env.ELECTRON_RENDERER_URL) void mainWindow.loadURL(process.env.ELECTRON_RENDERER_URL);
  else void mainWindow.loadFile(path.join(import.meta.dirname, '../renderer/index.html'));
}

ipcMain.handle('room-ready', (_e, notice: RoomReadyNotice) => {
  const n = new Notification({ title: notice.title, body: notice.body });
  n.on('click', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.show();
    mainWindow.focus();
    mainWindow.webContents.send('open-tournament', notice.tournamentId);
  });
  n.show();
});

void app.whenReady().then(createWindow);
app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
app.on('activate', () => {
  if (BrowserWindow.getAllWindows().length === 0) createWindow();
});
