/**
 * Electron main process: one hardened window showing the renderer, the typed IPC handlers and
 * native room-ready notifications. The decisions live in small modules beside this file (tested
 * with vitest, since the Electron binary cannot run in CI); this file only wires Electron to them.
 */
import { app, BrowserWindow, ipcMain, Notification, session, shell } from 'electron';
import path from 'node:path';
import { cspForServer } from './csp.js';
import { createIpcHandlers, registerIpcHandlers } from './ipc.js';
import { guardNavigation, handleWindowOpen, isAppUrl, type NavigationPolicy } from './navigation.js';
import { bringToFront, createRoomReadyNotifier } from './notifications.js';
import { checkPermission, handlePermissionRequest } from './permissions.js';
import { resolveServerUrl } from './server-url.js';
import { mainWindowOptions } from './window-options.js';

const APP_ID = 'com.squadhub.desktop';
const serverUrl = resolveServerUrl(process.argv, process.env);
const rendererDir = path.join(import.meta.dirname, '../renderer');
const rendererIndex = path.join(rendererDir, 'index.html');
// The sandboxed preload must be CommonJS: electron.vite.config.ts builds it to out/preload/index.cjs.
const preloadPath = path.join(import.meta.dirname, '../preload/index.cjs');
// Packaged: copied by build/electron-builder.yml (extraResources); from source: the repo's build/.
const iconPath = app.isPackaged
  ? path.join(process.resourcesPath, 'icon.png')
  : path.join(import.meta.dirname, '../../../build/icon.png');
const devServerUrl = process.env.ELECTRON_RENDERER_URL;

const policy: NavigationPolicy = {
  appUrl: devServerUrl ?? `file://${rendererIndex}`,
  openExternal: (url) => void shell.openExternal(url),
};
let mainWindow: BrowserWindow | null = null;

function createWindow(): BrowserWindow {
  const win = new BrowserWindow(mainWindowOptions({ preloadPath, serverUrl, iconPath }));
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => (mainWindow = null));
  if (devServerUrl) void win.loadURL(devServerUrl);
  else void win.loadFile(rendererIndex);
  return win;
}

/** Applies to every web contents the app ever creates, not only the main window. */
function hardenWebContents(contents: Electron.WebContents) {
  contents.setWindowOpenHandler(({ url }) => handleWindowOpen(policy, url));
  contents.on('will-navigate', (event, url) => guardNavigation(policy, event, url));
  contents.on('will-redirect', (event, url) => guardNavigation(policy, event, url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

function hardenSession() {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler(handlePermissionRequest);
  ses.setPermissionCheckHandler(checkPermission);
  // The exact-server policy as a header (the build-time <meta> policy still applies too).
  const csp = cspForServer(serverUrl);
  ses.webRequest.onHeadersReceived((details, callback) => {
    if (details.resourceType !== 'mainFrame' || !isAppUrl(details.url, policy.appUrl)) return callback({});
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
}

const notifyRoomReady = createRoomReadyNotifier({
  isSupported: () => Notification.isSupported(),
  createNotification: (options) => new Notification(options),
  getWindow: () => mainWindow,
  focusApp: () => app.focus({ steal: true }),
  iconPath,
});

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // Windows shows notifications only for an app with a user model id.
  app.setAppUserModelId(APP_ID);
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));
  app.on('second-instance', () => mainWindow && bringToFront(mainWindow, () => app.focus({ steal: true })));
  registerIpcHandlers(ipcMain, createIpcHandlers({ notifyRoomReady }), (url) => isAppUrl(url, policy.appUrl));
  void app.whenReady().then(() => {
    hardenSession();
    mainWindow = createWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
  });
}
