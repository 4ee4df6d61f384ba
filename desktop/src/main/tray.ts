/**
 * The tray icon's menu: the host's remote control while the window is hidden. Built from plain
 * state so it can be tested without Electron; index.ts turns it into a Menu and rebuilds it
 * whenever the state changes (mute toggled, start-at-login toggled, unread count changed). Its
 * labels are the catalogue's, translated by `say` (index.ts passes the app's language).
 */
import type { MenuItemConstructorOptions } from 'electron';
import { DESKTOP_APP_TEXT } from '@squadhub/shared';

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

export function trayMenuTemplate(
  state: TrayState,
  actions: TrayActions,
  say: (text: string) => string = (text) => text,
): MenuItemConstructorOptions[] {
  const text = DESKTOP_APP_TEXT.tray;
  return [
    { label: say(state.unread ? text.openUnread(state.unread) : text.open), click: () => actions.open() },
    { label: say(text.hostConsole), click: () => actions.openHostConsole() },
    { type: 'separator' },
    {
      label: say(text.mute),
      type: 'checkbox',
      checked: state.muted,
      click: () => actions.setMuted(!state.muted),
    },
    {
      label: say(text.startAtLogin),
      type: 'checkbox',
      checked: state.openAtLogin,
      click: () => actions.setOpenAtLogin(!state.openAtLogin),
    },
    { type: 'separator' },
    { label: say(text.quit), click: () => actions.quit() },
  ];
}
