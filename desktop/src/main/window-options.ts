/**
 * The app's windows, hardened alike (docs/design/code-conventions.md#desktop-shell): renderer isolated from
 * Node (contextIsolation, sandbox, no nodeIntegration), no <webview>, and not throttled in the
 * background, so live events and room-ready alerts still arrive while a window is hidden. Sounds
 * play without a prior click: a host's room tone must ring even if they never touched the window.
 */
import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';
import { DESKTOP_APP_TEXT } from '@squadhub/shared';

export const SERVER_ARG = '--squadhub-server=';

export interface WindowInputs {
  preloadPath: string;
  serverUrl: string;
  iconPath?: string;
}

/** The webPreferences every window of the app gets: one list, so no window is weaker. */
export function hardenedWebPreferences(opts: WindowInputs): WebPreferences {
  return {
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
    autoplayPolicy: 'no-user-gesture-required',
    // The preload reads the server address from here (it cannot read the environment).
    additionalArguments: [`${SERVER_ARG}${opts.serverUrl}`],
  };
}

const common = (opts: WindowInputs): BrowserWindowConstructorOptions => ({
  backgroundColor: '#0b0d12',
  show: false,
  autoHideMenuBar: true,
  ...(opts.iconPath ? { icon: opts.iconPath } : {}),
  webPreferences: hardenedWebPreferences(opts),
});

export function mainWindowOptions(opts: WindowInputs): BrowserWindowConstructorOptions {
  return { ...common(opts), width: 1280, height: 820, minWidth: 360, minHeight: 560, title: 'Squadhub' };
}

/**
 * The host console: a compact window a streamer keeps above the game and OBS while hosting one
 * tournament. Always on top (at the 'floating' level, below full-screen system UI), small
 * enough to sit in a corner, resizable down to a phone's width. `say` translates its title
 * (index.ts passes the app's language).
 */
export function hostConsoleWindowOptions(
  opts: WindowInputs,
  say: (text: string) => string = (text) => text,
): BrowserWindowConstructorOptions {
  return {
    ...common(opts),
    width: 420,
    height: 680,
    minWidth: 320,
    minHeight: 420,
    title: say(DESKTOP_APP_TEXT.hostConsoleTitle),
    alwaysOnTop: true,
    fullscreenable: false,
    maximizable: false,
  };
}

/** The renderer route of the host console (hash routing under file://, see the renderer's router). */
export const hostConsoleRoute = (tournamentId: string | null) =>
  tournamentId ? `/host/${encodeURIComponent(tournamentId)}` : '/host';
