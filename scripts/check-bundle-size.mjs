#!/usr/bin/env node
/**
 * Budget for the first visit of the web client on a phone: the JavaScript of the dashboard's
 * first load (the entry chunk and every chunk it imports statically, i.e. what index.html loads
 * or modulepreloads) must stay within BUDGET_KB after gzip. Everything else (admin panels, the
 * creation dialog, the cash-out center, the tournament page…) loads on demand and is not
 * counted here, and neither is the service worker (sw.js, built apart by vite-plugin-pwa, not in
 * the manifest): the browser fetches it after the page has loaded.
 *
 * A page's first-screen preloads (the `<!--first-screen:NAME-->` sections of index.html,
 * desktop/pwa/app-shell.ts) are chunks that page loads lazily at once anyway; they are printed
 * per page, apart from the budget.
 *
 * Reads the manifest of the web build (`build.manifest` in desktop/vite.web.config.ts), so run
 * `npm run build:web` first. Prints each chunk and exits 1 over budget.
 *   node scripts/check-bundle-size.mjs [distFolder]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** kB of gzipped JavaScript (1 kB = 1000 bytes, as Vite reports them). */
const BUDGET_KB = 150;
const ENTRY = 'index.html';

const dist = path.resolve(process.argv[2] ?? 'desktop/dist/web');
const manifestFile = path.join(dist, '.vite', 'manifest.json');

let manifest;
try {
  manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
} catch {
  console.error(`No build manifest at ${manifestFile}: run \`npm run build:web\` first.`);
  process.exit(1);
}
if (!manifest[ENTRY]?.isEntry) {
  console.error(`The manifest has no entry for ${ENTRY}.`);
  process.exit(1);
}

/** The entry and its static imports, transitively (dynamic imports load later, on demand). */
function initialChunks(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) initialChunks(imported, seen);
  return seen;
}

const files = [...initialChunks(ENTRY)].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));

// The manifest must describe what index.html really fetches: a script it names but the
// manifest walk missed would escape the budget.
const page = readFileSync(path.join(dist, ENTRY), 'utf8');
const SECTION = /<!--first-screen:([\w-]+)-->([\s\S]*?)<!--\/first-screen:\1-->/g;
const scriptsOf = (html) => [...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
const firstScreens = new Map();
for (const [, name, body] of page.matchAll(SECTION))
  firstScreens.set(name, [...new Set([...(firstScreens.get(name) ?? []), ...scriptsOf(body)])]);
const html = page.replace(SECTION, '');
const referenced = scriptsOf(html);
const missed = referenced.filter((file) => !files.includes(file));
if (missed.length) {
  console.error(`index.html loads scripts the manifest walk did not count: ${missed.join(', ')}`);
  process.exit(1);
}

const kb = (bytes) => (bytes / 1000).toFixed(2).padStart(8);
const sizeOf = (file) => {
  const code = readFileSync(path.join(dist, file));
  return { file, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
};
const rows = files.map(sizeOf).sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
const totalRaw = rows.reduce((sum, r) => sum + r.raw, 0);

console.log(`Initial JavaScript of ${ENTRY} (${rows.length} chunks):`);
for (const r of rows) console.log(`  ${kb(r.gzip)} kB gzip ${kb(r.raw)} kB  ${r.file}`);
console.log(`  ${kb(total)} kB gzip ${kb(totalRaw)} kB  total (budget ${BUDGET_KB} kB gzip)`);
for (const [name, preloaded] of firstScreens) {
  const extra = preloaded.filter((file) => !files.includes(file)).map(sizeOf);
  if (!extra.length) continue;
  const sum = extra.reduce((acc, r) => acc + r.gzip, 0);
  console.log(`  first screen "${name}" also preloads ${extra.length} lazy chunks: ${kb(sum).trim()} kB gzip`);
}

if (total > BUDGET_KB * 1000) {
  console.error(
    `\nOver budget by ${((total - BUDGET_KB * 1000) / 1000).toFixed(2)} kB: load the new code on demand ` +
      '(lazyComponent / lazyDialog in desktop/src/renderer/src/lib/lazy.tsx) instead of importing it into the dashboard.',
  );
  process.exit(1);
}
console.log('Within budget.');
