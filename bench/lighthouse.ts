/**
 * `npm run bench:lighthouse`: Lighthouse 12 with its mobile defaults (a mid-range phone on a slow
 * 4G link, simulated) on the home page and on a tournament page, in Debian's Chromium, against the
 * real server as `npm start` runs it: the embedded database with the demo data (a fresh one in a
 * temporary folder), the built web client.
 * Prints performance, accessibility, best practices and LCP for each page, whether Chrome counts
 * the app as installable, and the machine's load. Targets (docs/testing.md#phone-quality):
 * performance >= 90, accessibility 100, best practices >= 95, installable; exits 1 when one is
 * missed.
 *
 *   npm run bench:lighthouse                     # builds nothing: run `npm run build:web` first
 *   BENCH_RUNS=3 npm run bench:lighthouse        # each page measured 3 times (default 1)
 *   BENCH_SAVE=/tmp/lh npm run bench:lighthouse  # also keeps each full report and its trace there
 *   BENCH_CPU_SLOWDOWN=auto npm run bench:lighthouse  # CPU slowdown fitted to this host (or a number)
 *   BENCH_WEB_DIST=/tmp/web BENCH_PORT=4810 npm run bench:lighthouse  # another build, a fixed port
 *   BENCH_PAGES=home npm run bench:lighthouse    # one page only (home or tournament)
 *   BENCH_LANG=hi npm run bench:lighthouse       # a browser whose language is Hindi (the first
 *                                                # visit follows it: docs/product/languages.md)
 *
 * BENCH_WEB_DIST serves a web build other than desktop/dist/web (one built with `vite build
 * --outDir`), so measuring a change needs no rebuild of the shared one; BENCH_PORT fixes the
 * server's port (default: any free one).
 *
 * Lighthouse slows the CPU 4x, which stands for a phone on a desktop of benchmark index ~1500; on
 * a slower or busy host (index under 1000, which Lighthouse itself warns about) the same 4x
 * simulates a much slower phone, and blocking time and LCP balloon. `auto` measures the host's
 * index right before each page (Lighthouse's own benchmark) and slows it by index / 375, between
 * 1 and 4, so the simulated phone stays the same; each line prints the index and the multiplier.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { REPO_ROOT, demoTournament, startSquadhubServer } from './lib/index.js';

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
  // The browser's language, which a first visit follows (BENCH_LANG, English by default).
  `--lang=${process.env.BENCH_LANG ?? 'en'}`,
  `--accept-lang=${process.env.BENCH_LANG ?? 'en'}`,
];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95 } as const;
type Category = keyof typeof TARGETS;

interface Measure {
  page: string;
  scores: Record<Category, number>;
  lcpMs: number;
  failing: string[];
  /** Lighthouse's benchmark of the host during the run, and the CPU slowdown it simulated. */
  benchmarkIndex: number;
  cpuSlowdown: number;
}

/** The index at which Lighthouse's default 4x stands for its mobile device. */
const REFERENCE_INDEX = 1500;
const DEFAULT_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Lighthouse's own benchmark of the host (its `environment.benchmarkIndex`), run in a blank tab. */
async function hostBenchmarkIndex(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
    const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    await page.close();
    return Number(index);
  } finally {
    await browser.close().catch(() => {});
  }
}

/** The CPU slowdown to simulate: Lighthouse's default, a number, or fitted to the host (`auto`). */
async function cpuSlowdown(port: number): Promise<number> {
  const wanted = process.env.BENCH_CPU_SLOWDOWN;
  if (!wanted) return DEFAULT_SLOWDOWN;
  if (wanted !== 'auto') return Number(wanted);
  const index = await hostBenchmarkIndex(port);
  return Math.min(DEFAULT_SLOWDOWN, Math.max(1, (index / REFERENCE_INDEX) * DEFAULT_SLOWDOWN));
}

/** One Lighthouse run, tried once more when Lighthouse asks for it (a trace lost on a busy host). */
async function measure(port: number, url: string, name: string): Promise<Measure> {
  try {
    return await measureOnce(port, url, name);
  } catch (err) {
    console.log(`    again: ${(err as Error).message}`);
    return measureOnce(port, url, name);
  }
}

async function measureOnce(port: number, url: string, name: string): Promise<Measure> {
  const slowdown = await cpuSlowdown(port);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(TARGETS),
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (process.env.BENCH_SAVE) {
    mkdirSync(process.env.BENCH_SAVE, { recursive: true });
    const stamp = Date.now();
    writeFileSync(path.join(process.env.BENCH_SAVE, `${name}-${stamp}.json`), result.report as string);
    // The run's trace too, to see what each long task did (Chromium's trace event format).
    writeFileSync(
      path.join(process.env.BENCH_SAVE, `${name}-${stamp}.trace.json`),
      JSON.stringify(result.artifacts.Trace),
    );
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
  return {
    page: name,
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: slowdown,
  };
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
  const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(REPO_ROOT, 'desktop/dist/web'));
  if (!existsSync(path.join(webDist, 'sw.js'))) {
    console.error(`No web build with a service worker in ${webDist}: run \`npm run build:web\` first.`);
    return false;
  }
  const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/lighthouse/package.json'), 'utf8'));
  console.log(`Lighthouse ${version}, ${CHROMIUM}, browser language ${process.env.BENCH_LANG ?? 'en'}`);
  console.log(`load before start: ${load()} (1, 5, 15 min) on ${os.cpus().length} cores`);
  // As `npm start` runs it: development mode (production never seeds demo data), the embedded
  // database in a temporary folder, seeded with the demo data.
  const server = await startSquadhubServer({
    databaseUrl: '',
    jwtSecret: randomBytes(32).toString('hex'),
    env: {
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      WEB_DIST: webDist,
      ...(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {}),
    },
  });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    // localhost rather than 127.0.0.1: a secure context, as https is in production, so the service
    // worker registers.
    const origin = server.url.replace('127.0.0.1', 'localhost');
    const only = process.env.BENCH_PAGES?.split(',');
    const pages = [
      { name: 'home', url: `${origin}/` },
      { name: 'tournament', url: `${origin}/tournaments/${await demoTournament(server)}` },
    ].filter((p) => !only || only.includes(p.name));
    const results: Measure[] = [];
    for (let run = 1; run <= RUNS; run++) {
      for (const p of pages) {
        const before = load();
        const m = await measure(chrome.port, p.url, p.name);
        results.push(m);
        console.log(
          `run ${run} ${p.name.padEnd(10)} performance ${m.scores.performance}, accessibility ${m.scores.accessibility}, ` +
            `best practices ${m.scores['best-practices']}, LCP ${(m.lcpMs / 1000).toFixed(2)} s ` +
            `(load ${before}; host index ${Math.round(m.benchmarkIndex)}, CPU ${m.cpuSlowdown.toFixed(1)}x)`,
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
