import { defineConfig } from '@playwright/test';
import path from 'node:path';
import os from 'node:os';
import { execFileSync } from 'node:child_process';

/**
 * End-to-end tests in Debian's Chromium against the real server (embedded PGlite, fresh data
 * folder per run). A local SMTP receiver (support/mail-server.ts) catches e-mails so tests can
 * follow reset links. Screenshots land in e2e/artifacts/.
 *
 * Lanes: each Playwright worker has a server and a mail receiver of its own (ports 10 apart), so
 * two spec files run side by side without seeing each other's data, and the suite takes about half
 * the time on two cores. A spec file arranges all its data in its own `beforeAll`.
 */
export const LANES = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const BASE_PORT = Number(process.env.E2E_PORT ?? 4310);
const BASE_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4325);
/** Playwright numbers its workers' slots 0..workers-1; the main process is lane 0. */
const LANE = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

const laneOf = (lane: number) => ({
  port: BASE_PORT + 10 * lane,
  smtpPort: BASE_SMTP_PORT + 10 * lane,
  mailDir: path.join(os.tmpdir(), `squadhub-e2e-mail-${BASE_PORT + 10 * lane}`),
});
export const ALL_LANES = Array.from({ length: LANES }, (_, lane) => laneOf(lane));

/** This worker's lane: the server its tests talk to and where that server's mail lands. */
export const E2E_PORT = laneOf(LANE).port;
export const MAIL_DIR = laneOf(LANE).mailDir;
const RUN_ID = Date.now();

// The lanes' servers run the compiled bundle (server/scripts/build.mjs, what production runs): it
// answers its first request about 8 s sooner than `npx tsx server/src/main.ts` on a busy 2-core
// machine, as nothing is transpiled at start. Built once, by Playwright's main process (workers
// load this file too), from the sources as they are now.
if (process.env.TEST_WORKER_INDEX === undefined) {
  execFileSync(process.execPath, ['server/scripts/build.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: LANES,
  timeout: 60_000,
  // CI runs on a shared 2-core machine whose speed has varied twofold between days: a live update
  // that takes 2 s on a quiet day took over 10 s with both lanes busy on a slow one.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 1366, height: 850 },
    // The app stops its pulses and entrances for reduced motion: screens settle at once, and Chromium
    // does not repaint an endless animation while a test waits.
    reducedMotion: 'reduce',
    // No service worker except where a spec asks for one (pwa.spec.ts, push.spec.ts): in every new
    // context the worker would install and fetch its whole precache (about 120 files, 1.2 MB)
    // beside the screen under test.
    serviceWorkers: 'block',
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
  webServer: ALL_LANES.map(({ port, smtpPort }) => ({
    command: 'node --enable-source-maps server/dist/main.js',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(port),
      // Embedded PGlite, whatever a developer's .env says (an empty value is not overridden by it).
      DATABASE_URL: '',
      DATA_DIR: path.join(os.tmpdir(), `squadhub-e2e-data-${port}-${RUN_ID}`),
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SUPER_ADMIN_EMAIL: 'admin@e2e.test',
      SUPER_ADMIN_PASSWORD: 'admin-e2e-password',
      RATE_LIMITS: 'false',
      // The lowest argon2 memory cost: the suite registers a few hundred players (a hundred at
      // once for the full tournaments), each hash 19 MiB by default (server/src/config/config.ts).
      PASSWORD_HASH_MEMORY_KIB: '1024',
      PUBLIC_URL: `http://localhost:${port}`,
      // push.spec.ts's push service is a local stand-in on plain http (a test setting production refuses).
      PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
      // Trust deadlines in seconds (docs/product/trust.md#test-times), for trust.spec.ts: a room
      // code is due 10 s after the start (a when_full tournament that fills and gets no code in
      // that time is voided), and every non-zero payout hold lasts 45 s, time enough to file a
      // dispute through the dialog on a busy machine (API-created tournaments hold nothing unless
      // they ask; the create dialog proposes 30 minutes).
      ROOM_CODE_GRACE_SECONDS: '10',
      PAYOUT_HOLD_SECONDS: '45',
    },
  })),
});
