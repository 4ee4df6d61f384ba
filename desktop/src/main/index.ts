/**
 * Electron main process: the hardened main window, the host console, the tray, native alerts,
 * the typed IPC handlers and updates. The decisions live in small modules beside this file
 * (tested with vitest, since the Electron binary cannot run in CI); this file only wires
 * Electron to them.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  net,
  Notification,
  protocol,
  session,
  shell,
  Tray,
} from 'electron';
import electronUpdater from 'electron-updater';
import { DESKTOP_APP_TEXT } from '@squadhub/shared';
import { APP_INDEX_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, appProtocolHandler } from './app-protocol.js';
import { cspForServer } from './csp.js';
import { createIpcHandlers, MUTED_CHANNEL, registerIpcHandlers } from './ipc.js';
import { AppLifecycle } from './lifecycle.js';
import { loadAppLanguage, sayApp } from './language.js';
import { guardNavigation, handleWindowOpen, isAppUrl, type NavigationPolicy } from './navigation.js';
import { bringToFront, createAlertNotifier } from './notifications.js';
import { checkPermission, handlePermissionRequest } from './permissions.js';
import { resolveServerUrl } from './server-url.js';
import { trayMenuTemplate, type TrayState } from './tray.js';
import { UnreadBadge } from './unread.js';
import { startUpdater } from './updater.js';
import { hostConsoleRoute, hostConsoleWindowOptions, mainWindowOptions, type WindowInputs } from './window-options.js';

const APP_ID = 'com.squadhub.desktop';
const serverUrl = resolveServerUrl(process.argv, process.env);
const rendererDir = path.join(import.meta.dirname, '../renderer');
// The sandboxed preload must be CommonJS: electron.vite.config.ts builds it to out/preload/index.cjs.
const preloadPath = path.join(import.meta.dirname, '../preload/index.cjs');
// Packaged: copied by build/electron-builder.yml (extraResources); from source: the repo's build/.
const iconPath = app.isPackaged
  ? path.join(process.resourcesPath, 'icon.png')
  : path.join(import.meta.dirname, '../../../build/icon.png');
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const windowInputs: WindowInputs = { preloadPath, serverUrl, iconPath };

const policy: NavigationPolicy = {
  appUrl: devServerUrl ?? APP_INDEX_URL,
  openExternal: (url) => void shell.openExternal(url),
};
const lifecycle = new AppLifecycle();
let mainWindow: BrowserWindow | null = null;
let hostConsole: BrowserWindow | null = null;
let tray: Tray | null = null;
let muted = false;

/** Loads a renderer route (hash routing under app://, as the renderer's router expects). */
function loadRoute(win: BrowserWindow, route: string) {
  void win.loadURL(`${devServerUrl ?? APP_INDEX_URL}#${route}`);
}

function createMainWindow(): BrowserWindow {
  const win = new BrowserWindow(mainWindowOptions(windowInputs));
  win.once('ready-to-show', () => win.show());
  win.on('close', (event) => lifecycle.onMainWindowClose(event, win));
  win.on('focus', () => unread.clear());
  win.on('closed', () => (mainWindow = null));
  loadRoute(win, '/');
  return win;
}

function showMainWindow() {
  mainWindow ??= createMainWindow();
  bringToFront(mainWindow, () => app.focus({ steal: true }));
}

/** One host console at a time: opening it for another tournament moves the same window there. */
function openHostConsole(tournamentId: string | null) {
  if (!hostConsole || hostConsole.isDestroyed()) {
    hostConsole = new BrowserWindow(hostConsoleWindowOptions(windowInputs, sayApp));
    hostConsole.setAlwaysOnTop(true, 'floating');
    hostConsole.once('ready-to-show', () => hostConsole?.show());
    hostConsole.on('closed', () => (hostConsole = null));
  }
  loadRoute(hostConsole, hostConsoleRoute(tournamentId));
  hostConsole.show();
  hostConsole.focus();
}

function setMuted(value: boolean) {
  muted = value;
  for (const win of BrowserWindow.getAllWindows()) win.webContents.send(MUTED_CHANNEL, muted);
  refreshTray();
}

function quit() {
  lifecycle.markQuitting();
  app.quit();
}

function trayState(): TrayState {
  return { muted, openAtLogin: app.getLoginItemSettings().openAtLogin, unread: unread.unread };
}

function refreshTray() {
  tray?.setContextMenu(
    Menu.buildFromTemplate(
      trayMenuTemplate(
        trayState(),
        {
          open: showMainWindow,
          openHostConsole: () => openHostConsole(null),
          setMuted,
          setOpenAtLogin: (openAtLogin) => {
            app.setLoginItemSettings({ openAtLogin });
            refreshTray();
          },
          quit,
        },
        sayApp,
      ),
    ),
  );
}

function createTray() {
  tray = new Tray(nativeImage.createFromPath(iconPath).resize({ width: 22, height: 22 }));
  tray.setToolTip('Squadhub');
  tray.on('click', showMainWindow);
  refreshTray();
}

const unread = new UnreadBadge({
  setBadgeCount: (count) => app.setBadgeCount(count),
  setTrayTooltip: (text) => {
    tray?.setToolTip(sayApp(text));
    refreshTray();
  },
});

const notify = createAlertNotifier({
  isSupported: () => Notification.isSupported(),
  createNotification: (options) => new Notification(options),
  getWindow: () => mainWindow,
  focusApp: () => app.focus({ steal: true }),
  onShown: () => unread.alertShown(Boolean(mainWindow?.isVisible() && mainWindow.isFocused())),
  isMuted: () => muted,
  iconPath,
});

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
  // The exact-server policy as a header (the build-time <meta> policy still applies too): the
  // app:// handler sends it with the renderer's files, and this with the dev server's page.
  const csp = cspForServer(serverUrl);
  protocol.handle(APP_SCHEME, appProtocolHandler({ rendererDir, csp, fetchFile: (url) => net.fetch(url) }));
  ses.webRequest.onHeadersReceived((details, callback) => {
    if (details.resourceType !== 'mainFrame' || !isAppUrl(details.url, policy.appUrl)) return callback({});
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
}

function checkForUpdates() {
  const decision = startUpdater({
    updater: electronUpdater.autoUpdater,
    isPackaged: app.isPackaged,
    feedUrl: process.env.SQUADHUB_UPDATE_URL,
    hasBuiltInFeed: app.isPackaged && existsSync(path.join(process.resourcesPath, 'app-update.yml')),
    askToRestart: async (version) => {
      const { response } = await dialog.showMessageBox({
        type: 'info',
        buttons: [sayApp(DESKTOP_APP_TEXT.update.restartNow), sayApp(DESKTOP_APP_TEXT.update.later)],
        defaultId: 0,
        cancelId: 1,
        message: sayApp(DESKTOP_APP_TEXT.update.ready(version)),
        detail: sayApp(DESKTOP_APP_TEXT.update.detail),
      });
      return response === 0;
    },
    markQuitting: () => lifecycle.markQuitting(),
    log: (message, err) => console.warn(message, err ?? ''),
  });
  console.info(`Updates: ${decision}`);
}

// The renderer's own scheme, whose origin the API allows (app-protocol.ts); before the app is ready.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

// The translations of the tray, the dialogs and the host console's title, read while Electron
// starts; without them the app speaks English.
const languageLoaded = loadAppLanguage().catch((err: unknown) => console.warn('Translations not loaded', err));

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // Windows shows notifications only for an app with a user model id.
  app.setAppUserModelId(APP_ID);
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));
  app.on('second-instance', showMainWindow);
  app.on('before-quit', () => lifecycle.markQuitting());
  registerIpcHandlers(ipcMain, createIpcHandlers({ notify, openHostConsole, isMuted: () => muted }), (url) =>
    isAppUrl(url, policy.appUrl),
  );
  void app.whenReady().then(async () => {
    hardenSession();
    await languageLoaded;
    createTray();
    mainWindow = createMainWindow();
    checkForUpdates();
  });
  // Hidden to the tray is still running: only Quit ends the app.
  app.on('window-all-closed', () => {
    if (lifecycle.isQuitting) app.quit();
  });
  app.on('activate', showMainWindow);
}
