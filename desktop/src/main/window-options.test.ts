import { describe, expect, it } from 'vitest';
import { mainWindowOptions, SERVER_ARG } from './window-options';

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
