/**
 * The tray icon's menu: the host's remote control while the window is hidden. Built from plain
 * state so it can be tested without Electron; index.ts turns it into a Menu and rebuilds it
 * whenever the state changes (mute toggled, start-at-login toggled, unread count changed).
 */
import type { MenuItemConstructorOptions } from 'electron';

export interface TrayState {
  muted: boolean;
  openAtLogin: boolean;
  unread: number;
}

export interface TrayActions {
  open(): void;
  openHostConsole(): void;
  setMuted(muted: boolean): void;
  setOpenAtLogin(enabled: boolean): void;
  quit(): void;
}

export function trayMenuTemplate(state: TrayState, actions: TrayActions): MenuItemConstructorOptions[] {
  return [
    { label: state.unread ? `Open Squadhub (${state.unread} unread)` : 'Open Squadhub', click: () => actions.open() },
    { label: 'Host console', click: () => actions.openHostConsole() },
    { type: 'separator' },
    {
      label: 'Mute sounds',
      type: 'checkbox',
      checked: state.muted,
      click: () => actions.setMuted(!state.muted),
    },
    {
      label: 'Start at login',
      type: 'checkbox',
      checked: state.openAtLogin,
      click: () => actions.setOpenAtLogin(!state.openAtLogin),
    },
    { type: 'separator' },
    { label: 'Quit Squadhub', click: () => actions.quit() },
  ];
}
