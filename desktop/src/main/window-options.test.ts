import { describe, expect, it } from 'vitest';
import { hostConsoleRoute, hostConsoleWindowOptions, mainWindowOptions, SERVER_ARG } from './window-options';

describe('mainWindowOptions', () => {
  const options = mainWindowOptions({ preloadPath: '/app/out/preload/index.cjs', serverUrl: 'https://hub.example' });

  it('isolates the renderer from Node', () => {
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('keeps the renderer running at full speed while hidden, so room alerts arrive', () => {
    expect(options.webPreferences?.backgroundThrottling).toBe(false);
  });

  it('loads the preload and hands it the server address', () => {
    expect(options.webPreferences?.preload).toBe('/app/out/preload/index.cjs');
    expect(options.webPreferences?.additionalArguments).toEqual([`${SERVER_ARG}https://hub.example`]);
  });

  it('fits a 360 px wide window', () => {
    expect(options.minWidth).toBe(360);
  });
});

describe('hostConsoleWindowOptions', () => {
  const inputs = { preloadPath: '/app/out/preload/index.cjs', serverUrl: 'https://hub.example' };
  const options = hostConsoleWindowOptions(inputs);

  it('is hardened exactly like the main window', () => {
    expect(options.webPreferences).toEqual(mainWindowOptions(inputs).webPreferences);
  });

  it('is a compact window that stays above the game and OBS', () => {
    expect(options.alwaysOnTop).toBe(true);
    expect(options.width).toBeLessThanOrEqual(480);
    expect(options.minWidth).toBeLessThanOrEqual(360);
  });

  it('opens the renderer on the host route of one tournament', () => {
    expect(hostConsoleRoute('abc')).toBe('/host/abc');
    expect(hostConsoleRoute(null)).toBe('/host');
  });
});

describe('sound', () => {
  it('plays the room tone without a prior click', () => {
    const options = mainWindowOptions({ preloadPath: '/p', serverUrl: 'https://hub.example' });
    expect(options.webPreferences?.autoplayPolicy).toBe('no-user-gesture-required');
  });
});
