import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { trayMenuTemplate, type TrayActions } from './tray';

function actions() {
  const calls: unknown[][] = [];
  const record: TrayActions = {
    open: () => calls.push(['open']),
    openHostConsole: () => calls.push(['host']),
    setMuted: (m) => calls.push(['muted', m]),
    setOpenAtLogin: (v) => calls.push(['login', v]),
    quit: () => calls.push(['quit']),
  };
  return { record, calls };
}

const click = (item: MenuItemConstructorOptions | undefined) => (item?.click as unknown as () => void | undefined)?.();
const byLabel = (items: MenuItemConstructorOptions[], label: RegExp) => items.find((i) => label.test(i.label ?? ''));

describe('tray menu', () => {
  it('offers Open, Host console, Mute sounds, Start at login and Quit', () => {
    const items = trayMenuTemplate({ muted: false, openAtLogin: false, unread: 0 }, actions().record);
    expect(items.filter((i) => i.label).map((i) => i.label)).toEqual([
      'Open Squadhub',
      'Host console',
      'Mute sounds',
      'Start at login',
      'Quit Squadhub',
    ]);
  });

  it('shows the unread count on Open', () => {
    const items = trayMenuTemplate({ muted: false, openAtLogin: false, unread: 3 }, actions().record);
    expect(items[0]?.label).toBe('Open Squadhub (3 unread)');
  });

  it('toggles mute and start-at-login from their current state', () => {
    const { record, calls } = actions();
    const items = trayMenuTemplate({ muted: true, openAtLogin: false, unread: 0 }, record);
    expect(byLabel(items, /Mute/)?.checked).toBe(true);
    expect(byLabel(items, /login/)?.checked).toBe(false);
    click(byLabel(items, /Mute/));
    click(byLabel(items, /login/));
    expect(calls).toEqual([
      ['muted', false],
      ['login', true],
    ]);
  });

  it('wires Open, Host console and Quit', () => {
    const { record, calls } = actions();
    const items = trayMenuTemplate({ muted: false, openAtLogin: true, unread: 0 }, record);
    click(byLabel(items, /^Open/));
    click(byLabel(items, /Host console/));
    click(byLabel(items, /Quit/));
    expect(calls).toEqual([['open'], ['host'], ['quit']]);
  });
});
