/**
 * `npm run bench:lighthouse`: Lighthouse 12 with its mobile defaults (a mid-range phone on a slow
 * 4G link, simulated) on the home page and on a tournament page, in Debian's Chromium, against the
 * real server on the embedded database with the demo data (a fresh one in a temporary folder).
 * Prints performance, accessibility, best practices and LCP for each page, whether Chrome counts
 * the app as installable, and the machine's load. Targets (docs/testing.md#phone-quality):
 * performance >= 90, accessibility 100, best practices >= 95, installable; exits 1 when one is
 * missed.
 *
 *   npm run bench:lighthouse                     # builds nothing: run `npm run build:web` first
 *   BENCH_RUNS=3 npm run bench:lighthouse        # each page measured 3 times (default 1)
 *   BENCH_SAVE=/tmp/lh npm run bench:lighthouse  # also keeps each full report as JSON there
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import webpush from 'web-push';
import { REPO_ROOT, startSquadhubServer, type BenchProcess } from './lib/index.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags this machine needs (docs/testing.md): no sandbox as root, and no calls home. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95 } as const;
type Category = keyof typeof TARGETS;

interface Measure {
  page: string;
  scores: Record<Category, number>;
  lcpMs: number;
  failing: string[];
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** A live tournament of the demo data, or else the first one still to be played. */
async function demoTournament(server: BenchProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/tournaments?limit=50`);
  if (!res.ok) throw new Error(`GET /api/tournaments answered ${res.status}`);
  const list = (await res.json()) as { id: string; status: string }[];
  const pick = list.find((t) => t.status === 'live') ?? list.find((t) => t.status !== 'finalized');
  if (!pick) throw new Error('the demo data has no tournament');
  return pick.id;
}

async function measure(port: number, url: string, name: string): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(TARGETS),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (process.env.BENCH_SAVE) {
    mkdirSync(process.env.BENCH_SAVE, { recursive: true });
    writeFileSync(path.join(process.env.BENCH_SAVE, `${name}-${Date.now()}.json`), result.report as string);
  }
  const scores = Object.fromEntries(
    (Object.keys(TARGETS) as Category[]).map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  // The audits that cost points, so a missed target says why.
  const failing = (Object.keys(TARGETS) as Category[]).flatMap((c) =>
    lhr.categories[c].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
  );
  return { page: name, scores, lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN, failing };
}

/**
 * Lighthouse 12 no longer has a PWA category, so installability is asked of Chrome itself, in the
 * same browser: the manifest parses, the service worker controls the page, and
 * Page.getInstallabilityErrors finds nothing.
 */
async function installability(port: number, url: string): Promise<{ ok: boolean; detail: string }> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(url);
    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    await page.close();
    const problems = [
      ...(manifest.url ? [] : ['no manifest linked']),
      ...manifest.errors.map((e) => `manifest: ${e.message}`),
      ...(controlled ? [] : ['no service worker controls the page']),
      ...installabilityErrors.map((e) => e.errorId),
    ];
    return {
      ok: problems.length === 0,
      detail: problems.length
        ? problems.join('; ')
        : `manifest ${new URL(manifest.url).pathname} without errors, service worker in control, no installability errors`,
    };
  } finally {
    // Leaves Chrome running: chrome-launcher owns it.
    await browser.close().catch(() => {});
  }
}

async function main(): Promise<boolean> {
  if (!existsSync(path.join(REPO_ROOT, 'desktop/dist/web/sw.js'))) {
    console.error('No web build with a service worker: run `npm run build:web` first.');
    return false;
  }
  const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/lighthouse/package.json'), 'utf8'));
  console.log(`Lighthouse ${version}, ${CHROMIUM}`);
  console.log(`load before start: ${load()} (1, 5, 15 min) on ${os.cpus().length} cores`);
  const vapid = webpush.generateVAPIDKeys();
  const server = await startSquadhubServer({
    databaseUrl: '',
    jwtSecret: randomBytes(32).toString('hex'),
    env: {
      // The embedded database, seeded with the demo data.
      SEED_DEMO: 'true',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:bench@squadhub.local',
    },
  });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    // localhost rather than 127.0.0.1: a secure context, as https is in production, so the service
    // worker registers.
    const origin = server.url.replace('127.0.0.1', 'localhost');
    const pages = [
      { name: 'home', url: `${origin}/` },
      { name: 'tournament', url: `${origin}/tournaments/${await demoTournament(server)}` },
    ];
    const results: Measure[] = [];
    for (let run = 1; run <= RUNS; run++) {
      for (const p of pages) {
        const before = load();
        const m = await measure(chrome.port, p.url, p.name);
        results.push(m);
        console.log(
          `run ${run} ${p.name.padEnd(10)} performance ${m.scores.performance}, accessibility ${m.scores.accessibility}, ` +
            `best practices ${m.scores['best-practices']}, LCP ${(m.lcpMs / 1000).toFixed(2)} s (load ${before})`,
        );
        for (const f of m.failing) console.log(`    ${f}`);
      }
    }
    const installable = await installability(chrome.port, pages[0].url);
    console.log(`installable: ${installable.ok ? 'yes' : 'NO'}: ${installable.detail}`);
    console.log(`load after: ${load()}`);

    const missed = results.flatMap((m) =>
      (Object.keys(TARGETS) as Category[])
        .filter((c) => m.scores[c] < TARGETS[c])
        .map((c) => `${m.page} ${c} ${m.scores[c]} < ${TARGETS[c]}`),
    );
    if (!installable.ok) missed.push('not installable');
    console.log(missed.length ? `\nTargets missed: ${missed.join('; ')}` : '\nAll targets met.');
    return missed.length === 0;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err) => {
    console.error('bench:lighthouse failed:', err);
    process.exit(1);
  },
);
