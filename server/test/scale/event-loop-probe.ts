/**
 * Loaded into a server process by a scale test (`node --import tsx --import <this file>
 * server/src/main.ts`, see instances.ts `nodeArgs`): measures that process's event-loop delay
 * with perf_hooks' monitorEventLoopDelay and appends, every INTERVAL_MS, one JSON line
 * `{ at, maxMs, p99Ms }` for that interval to EVENT_LOOP_PROBE_FILE. The product knows nothing
 * of it. A value is the time between two ticks of a RESOLUTION_MS timer, so an idle loop shows
 * about RESOLUTION_MS and a loop blocked for 100 ms about 100 + RESOLUTION_MS.
 */
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 10;
const INTERVAL_MS = 250;

export interface EventLoopSample {
  /** When the interval ended (ms since the epoch, as Date.now()). */
  at: number;
  maxMs: number;
  p99Ms: number;
}

const file = process.env.EVENT_LOOP_PROBE_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    // This timer is late too when the loop stalls, and it may fire before the histogram's own
    // timer has recorded the stall: its lateness counts as one more sample.
    const late = now - last - INTERVAL_MS;
    last = now;
    const maxMs = Math.max(delay.count ? delay.max / 1e6 : 0, late);
    const sample: EventLoopSample = { at: Date.now(), maxMs, p99Ms: delay.count ? delay.percentile(99) / 1e6 : late };
    delay.reset();
    appendFileSync(file, `${JSON.stringify(sample)}\n`);
  }, INTERVAL_MS).unref();
}
