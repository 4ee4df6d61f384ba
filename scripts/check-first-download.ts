/**
 * `npm run check:first-download`: what a phone really downloads on a first visit
 * (docs/design/phones.md#the-first-download), counted in Chromium, not read from the build
 * manifest: the bytes on the wire (headers and compressed bodies) of every script the page loads
 * before it settles, against the server as `npm start` runs it (embedded database, demo data).
 *
 * A visitor opens `/` on a 360 x 740 phone, once per language (the browser's language, which a
 * first visit follows); the page has settled when its live connection is online and no request
 * has been in flight for a second. The service worker is left out: it installs after the page
 * has loaded, and its precache is the worker's download, not the page's. The tournament page is
 * measured too, and printed, but not held to the budget.
 *
 * Exits 1 when `/` in English downloads more than BUDGET_KB, or a translated language more than
 * BUDGET_KB plus LANGUAGE_KB (its translation, the text index and the formatting machinery).
 * Run `npm run build:web` first.
 *
 *   npm run check:first-download
 *   CHECK_LIST=1 npm run check:first-download     # also every script, largest first
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { REPO_ROOT, demoTournament, startSquadhubServer } from '../bench/lib/index.js';

/** kB (1000 bytes) of scripts on the wire for `/` in English: issue 38's target. */
const BUDGET_KB = 120;
/** What showing a translated language adds: its messages, the text index, intl-messageformat. */
const LANGUAGE_KB = 60;
const LANGUAGES = ['en', 'hi', 'ar'] as const;
const PHONE = { width: 360, height: 740 };
const QUIET_MS = 1000;
const SETTLE_TIMEOUT_MS = 30_000;

interface Download {
  scripts: { file: string; bytes: number }[];
  total: number;
}

/** The scripts a first visit of `url` downloads in `language`, until the page settles. */
async function firstDownload(browser: Browser, url: string, language: string): Promise<Download> {
  const context = await browser.newContext({ viewport: PHONE, locale: language, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts: { file: string; bytes: number }[] = [];
    const sizes: Promise<void>[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', () => (inFlight++, (lastActivity = Date.now())));
    const done = () => (inFlight--, (lastActivity = Date.now()));
    page.on('requestfailed', done);
    page.on('requestfinished', (request) => {
      done();
      if (request.resourceType() !== 'script') return;
      sizes.push(
        request.sizes().then((s) => {
          scripts.push({ file: new URL(request.url()).pathname, bytes: s.responseHeadersSize + s.responseBodySize });
        }),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page
      .getByTestId('connection-tag')
      .and(page.locator('[data-state="online"]'))
      .waitFor({ state: 'attached', timeout: SETTLE_TIMEOUT_MS });
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${url} (${language}) did not settle`);
      await page.waitForTimeout(100);
    }
    await Promise.all(sizes);
    scripts.sort((a, b) => b.bytes - a.bytes);
    return { scripts, total: scripts.reduce((sum, s) => sum + s.bytes, 0) };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

const server = await startSquadhubServer({
  databaseUrl: '',
  jwtSecret: randomBytes(32).toString('hex'),
  env: { NODE_ENV: 'development', SEED_DEMO: 'true', WEB_DIST: path.join(REPO_ROOT, 'desktop/dist/web') },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
let failed = false;
try {
  const tournament = `/tournaments/${await demoTournament(server)}`;
  for (const language of LANGUAGES) {
    const budget = BUDGET_KB + (language === 'en' ? 0 : LANGUAGE_KB);
    for (const [name, pathname] of [
      ['/', '/'],
      ['tournament', tournament],
    ] as const) {
      const { scripts, total } = await firstDownload(browser, server.url + pathname, language);
      const judged = name === '/';
      const over = judged && total > budget * 1000;
      failed ||= over;
      console.log(
        `${language.padEnd(2)} ${name.padEnd(10)} ${kb(total).padStart(6)} kB in ${String(scripts.length).padStart(2)} scripts` +
          (judged ? ` (budget ${budget} kB${over ? ': OVER' : ''})` : ' (printed, not judged)'),
      );
      if (process.env.CHECK_LIST) for (const s of scripts) console.log(`     ${kb(s.bytes).padStart(6)} kB  ${s.file}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failed) {
  console.error(
    '\nOver budget: load the new code on demand (lazyComponent / lazyDialog in desktop/src/renderer/src/lib/lazy.tsx) ' +
      'or after the first content (lib/first-content.ts) instead of importing it into the first screen.',
  );
  process.exit(1);
}
console.log('Within budget.');
