import { describe, expect, it } from 'vitest';
import { AppLifecycle } from './lifecycle';

function closeEvent() {
  const event = { prevented: false, preventDefault: () => (event.prevented = true) };
  return event;
}

describe('close to tray', () => {
  it('hides the main window instead of closing it, so alerts keep arriving', () => {
    const lifecycle = new AppLifecycle();
    let hidden = 0;
    const event = closeEvent();
    expect(lifecycle.onMainWindowClose(event, { hide: () => hidden++ })).toBe('hidden');
    expect(event.prevented).toBe(true);
    expect(hidden).toBe(1);
  });

  it('lets the window close once the user chose Quit', () => {
    const lifecycle = new AppLifecycle();
    lifecycle.markQuitting();
    let hidden = 0;
    const event = closeEvent();
    expect(lifecycle.onMainWindowClose(event, { hide: () => hidden++ })).toBe('closed');
    expect(event.prevented).toBe(false);
    expect(hidden).toBe(0);
    expect(lifecycle.isQuitting).toBe(true);
  });
});
