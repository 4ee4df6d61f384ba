/**
 * The one window of the app, hardened (CONVENTIONS.md, element-desktop): renderer isolated from
 * Node (contextIsolation, sandbox, no nodeIntegration), no <webview>, and not throttled in the
 * background, so live events and room-ready alerts still arrive while the window is hidden.
 */
import type { BrowserWindowConstructorOptions } from 'electron';

export const SERVER_ARG = '--squadhub-server=';

export function mainWindowOptions(opts: {
  preloadPath: string;
  serverUrl: string;
  iconPath?: string;
}): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 360,
    minHeight: 560,
    title: 'Squadhub',
    backgroundColor: '#0b0d12',
    show: false,
    autoHideMenuBar: true,
    ...(opts.iconPath ? { icon: opts.iconPath } : {}),
    webPreferences: {
      preload: opts.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      backgroundThrottling: false,
      // The preload reads the server address from here (it cannot read the environment).
      additionalArguments: [`${SERVER_ARG}${opts.serverUrl}`],
    },
  };
}
