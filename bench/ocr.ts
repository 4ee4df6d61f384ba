/**
 * `npm run bench:ocr`: reads a labelled set of generated end-of-match screens (bench/ocr/generate.ts,
 * drawn once and kept in the temp directory) through the server's reading function, one at a
 * time, and prints:
 *   - the share of screens with placement and total kills both right (target >= 95%);
 *   - the share of the screens' players whose name was matched to the right player, and to a wrong one;
 *   - the time per image, p50, p99 and max (target <= 8 s);
 *   - the event loop's delay meanwhile (p99 target <= 50 ms), and the machine's load.
 * BENCH_OCR_COUNT (60), BENCH_OCR_SEED (37), BENCH_OCR_DIR and RESULT_READ_WORKERS (1) change the run.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { labelledScreens, type ScreenLabel } from './ocr/generate.js';
import { matchPlayers } from '../server/src/services/results/match-players.js';
import { readResultScreen } from '../server/src/services/results/read.js';
import { ScreenReader } from '../server/src/services/results/screen-reader.js';
import type { ScreenRead } from '../shared/src/index.js';

const TARGET_RIGHT = 0.95;
const TARGET_SECONDS = 8;
const TARGET_LOOP_P99_MS = 50;

const count = Number(process.env.BENCH_OCR_COUNT ?? 60);
const seed = Number(process.env.BENCH_OCR_SEED ?? 37);
const workers = Number(process.env.RESULT_READ_WORKERS ?? 1);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

const loadBefore = os.loadavg();
console.log(`load before: ${loadBefore.map((l) => l.toFixed(2)).join(' ')} (${os.availableParallelism()} cores)`);
const set = await labelledScreens({ seed, count, dir: process.env.BENCH_OCR_DIR });
console.log(`${set.screens.length} screens in ${set.dir}`);

const screens = { screens: new ScreenReader({ workers, queue: set.screens.length, timeoutMs: 15_000 }) };
const loop = monitorEventLoopDelay({ resolution: 10 });
const seconds: number[] = [];
let bothRight = 0;
let placementRight = 0;
let totalRight = 0;
let players = 0;
let matchedRight = 0;
let matchedWrong = 0;
const misses: string[] = [];

function scoreNames(label: ScreenLabel, read: ScreenRead) {
  // Rows are read in the screen's order (top to bottom, left to right), as the labels list them.
  const matched = matchPlayers(
    read.players.map((p) => p.name),
    label.players.map((p) => p.name),
  );
  players += label.players.length;
  matched.forEach((player, row) => {
    if (player === null) return;
    if (player === row) matchedRight++;
    else matchedWrong++;
  });
}

loop.enable();
for (const label of set.screens) {
  const bytes = readFileSync(path.join(set.dir, label.file));
  const started = performance.now();
  let read: ScreenRead;
  try {
    read = await readResultScreen(screens, { contentType: 'image/jpeg', data: bytes }, 'bench');
  } catch (err) {
    read = { placement: null, kills_total: null, players: [] };
    misses.push(`${label.file}: failed (${err instanceof Error ? err.message : String(err)})`);
  }
  seconds.push((performance.now() - started) / 1000);
  const placementOk = read.placement === label.placement;
  const totalOk = read.kills_total === label.kills_total;
  placementRight += placementOk ? 1 : 0;
  totalRight += totalOk ? 1 : 0;
  if (placementOk && totalOk) bothRight++;
  else {
    misses.push(
      `${label.file}: placement ${read.placement} (is ${label.placement}), kills ${read.kills_total} (is ${label.kills_total}); ` +
        `read ${JSON.stringify(read.players.map((p) => [p.name, p.kills]))}, is ${JSON.stringify(label.players.map((p) => [p.name, p.kills]))}`,
    );
  }
  scoreNames(label, read);
}
loop.disable();
await screens.screens.close();

const n = set.screens.length;
const sorted = [...seconds].sort((a, b) => a - b);
const ms = (ns: number) => (ns / 1e6).toFixed(1);
console.log('\nmisread screens:');
for (const miss of misses) console.log(`  ${miss}`);
console.log(`
screens:                      ${n} (${workers} worker${workers === 1 ? '' : 's'})
placement and kills right:    ${bothRight}/${n} = ${pct(bothRight, n)} (target >= ${TARGET_RIGHT * 100}%): ${bothRight / n >= TARGET_RIGHT ? 'OK' : 'BELOW TARGET'}
  placement right:            ${pct(placementRight, n)}
  total kills right:          ${pct(totalRight, n)}
names matched right:          ${matchedRight}/${players} = ${pct(matchedRight, players)}; matched to a wrong player: ${matchedWrong}
time per image:               p50 ${percentile(sorted, 0.5).toFixed(2)} s, p99 ${percentile(sorted, 0.99).toFixed(2)} s, max ${sorted[n - 1]!.toFixed(2)} s (target <= ${TARGET_SECONDS} s): ${sorted[n - 1]! <= TARGET_SECONDS ? 'OK' : 'OVER'}
event-loop delay:             p50 ${ms(loop.percentile(50))} ms, p99 ${ms(loop.percentile(99))} ms, max ${ms(loop.max)} ms (p99 target <= ${TARGET_LOOP_P99_MS} ms): ${loop.percentile(99) / 1e6 <= TARGET_LOOP_P99_MS ? 'OK' : 'OVER'}
load after:                   ${os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ')}`);
