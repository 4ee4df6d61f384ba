import { defineConfig } from '@playwright/test';
import path from 'node:path';
import os from 'node:os';

/**
 * End-to-end tests in Debian's Chromium against the real server (embedded PGlite, fresh data
 * folder per run). A local SMTP receiver (support/mail-server.ts) catches e-mails so tests can
 * follow reset links. Screenshots land in e2e/artifacts/.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4325);
export const MAIL_DIR = path.join(os.tmpdir(), `squadhub-e2e-mail-${E2E_PORT}`);
const DATA_DIR = path.join(os.tmpdir(), `squadhub-e2e-data-${E2E_PORT}-${Date.now()}`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 1366, height: 850 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  webServer: {
    command: 'npx tsx server/src/main.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      // Embedded PGlite, whatever a developer's .env says (an empty value is not overridden by it).
      DATABASE_URL: '',
      DATA_DIR,
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      SUPER_ADMIN_EMAIL: 'admin@e2e.test',
      SUPER_ADMIN_PASSWORD: 'admin-e2e-password',
      RATE_LIMITS: 'false',
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
    },
  },
});
