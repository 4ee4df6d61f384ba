/**
 * The desktop app's renderer as Chromium can run it here (the Electron binary cannot): the
 * electron-vite build loaded from file://, with `--allow-file-access-from-files` giving it the
 * module-script access Electron gives it, and the preload's bridge stubbed with the server's
 * address, which is all the renderer reads from it besides notifications and windows.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const RENDERER = pathToFileURL(path.join(ROOT, 'desktop/out/renderer/index.html')).href;
export const SERVER = `http://localhost:${E2E_PORT}`;

/** For `test.use(...)` in a spec that loads the file:// renderer. */
export const FILE_RENDERER_LAUNCH = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--allow-file-access-from-files', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  },
};

/** The builds the e2e run loads: `npm run test:e2e` (or .ci/run) makes both before Playwright starts. */
const BUILDS = {
  'npm run build:web': path.join(ROOT, 'desktop/dist/web/index.html'),
  'npm run build:desktop': path.join(ROOT, 'desktop/out/renderer/index.html'),
};

/** Fails the run at once, naming the command, when a build is missing (rather than timing out in a test). */
export function expectBuilds(): void {
  const missing = Object.entries(BUILDS).filter(([, file]) => !existsSync(file));
  if (missing.length) throw new Error(`run ${missing.map(([command]) => command).join(' and ')} before the e2e tests`);
}

/** What the preload would expose as `window.squadhub`, before the page's scripts run. */
export async function stubDesktopBridge(page: Page): Promise<void> {
  await page.addInitScript((serverUrl) => {
    window.squadhub = {
      platform: 'linux',
      serverUrl,
      notifyRoomReady: async () => {},
      notify: async () => {},
      onOpenTournament: () => () => {},
      openHostConsole: async () => {},
      onMutedChange: () => () => {},
    };
  }, SERVER);
}
