/**
 * Load generation with autocannon, reduced to the figures the benches print.
 *
 *   const r = await runLoad({ name: 'GET /api/auth/me', url: server.url + '/api/auth/me',
 *                             headers: { Authorization: `Bearer ${token}` } });
 *   r.requestsPerSec, r.p50Ms, r.p99Ms, r.non2xx, r.errors
 *
 * Defaults: 50 connections for BENCH_DURATION seconds (default 10) after a 2 s warm-up that is
 * not counted (JIT, connection pools). `requests` cycles through several requests per connection
 * (e.g. different users' tokens). `expectOk` (default true) throws when any answer was not 2xx, so a
 * bench never reports the speed of error pages.
 *
 *   const [me, bare] = await runInterleaved([meLoad, bareLoad], { rounds: 3 });
 *
 * runs the loads in turn, round after round (each round BENCH_DURATION / rounds seconds), and sums
 * them up: on a shared machine the background load then weighs on both sides of a ratio alike.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  /** Several request shapes, taken in turn by each connection. Paths are relative to `url`'s origin. */
  requests?: { method?: string; path: string; headers?: Record<string, string>; body?: unknown }[];
  connections?: number;
  durationSec?: number;
  warmupSec?: number;
  expectOk?: boolean;
  /**
   * The process that answers: its CPU time over the measured seconds is read from /proc (Linux),
   * and reported per request (`cpuMsPerRequest`). A busy machine slows every process, but it
   * changes the CPU a process spends on a request far less than its requests a second.
   */
  pid?: number;
}

export interface LoadResult {
  name: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  /** CPU milliseconds (user and system) the answering process spent per request, with `pid`. */
  cpuMsPerRequest?: number;
}

/** The CPU time a process has used so far, in milliseconds (Linux /proc; undefined elsewhere). */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses: fields 14 and 15 (utime, stime) in clock ticks.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
/** Linux's USER_HZ, 100 on every common build. */
const CLOCK_TICKS = 100;

const defaultDuration = () => Number(process.env.BENCH_DURATION ?? 10);

function toAutocannon(opts: LoadOptions, durationSec: number) {
  const jsonHeaders = (h?: Record<string, string>, body?: unknown) =>
    body === undefined ? h : { 'content-type': 'application/json', ...h };
  return {
    url: opts.url,
    connections: opts.connections ?? 50,
    duration: durationSec,
    method: opts.method ?? 'GET',
    headers: jsonHeaders(opts.headers, opts.body),
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    requests: opts.requests?.map((r) => ({
      method: r.method ?? 'GET',
      path: r.path,
      headers: jsonHeaders(r.headers, r.body),
      body: r.body === undefined ? undefined : JSON.stringify(r.body),
    })),
  };
}

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const warmup = opts.warmupSec ?? 2;
  if (warmup > 0) await autocannon(toAutocannon(opts, warmup));
  const cpuBefore = cpuMsOf(opts.pid);
  const r = await autocannon(toAutocannon(opts, opts.durationSec ?? defaultDuration()));
  const cpuAfter = cpuMsOf(opts.pid);
  const result: LoadResult = {
    name: opts.name,
    requestsPerSec: r.requests.total / r.duration,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && r.requests.total > 0
      ? { cpuMsPerRequest: (cpuAfter - cpuBefore) / r.requests.total }
      : {}),
  };
  if ((opts.expectOk ?? true) && (r.non2xx > 0 || r.errors > 0)) {
    throw new Error(`${opts.name}: ${r.non2xx} non-2xx answers and ${r.errors} errors out of ${r.requests.total}`);
  }
  return result;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function runInterleaved(loads: LoadOptions[], opts: { rounds?: number } = {}): Promise<LoadResult[]> {
  const rounds = opts.rounds ?? 3;
  const perRound = (load: LoadOptions) => (load.durationSec ?? defaultDuration()) / rounds;
  const results: LoadResult[][] = loads.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, load] of loads.entries()) {
      const warmupSec = round === 0 ? (load.warmupSec ?? 2) : 0;
      results[i].push(await runLoad({ ...load, durationSec: perRound(load), warmupSec }));
    }
  }
  return results.map((rs, i) => {
    const total = rs.reduce((n, r) => n + r.total, 0);
    const withCpu = rs.filter((r) => r.cpuMsPerRequest !== undefined);
    const cpuMs = withCpu.reduce((n, r) => n + r.cpuMsPerRequest! * r.total, 0);
    const cpuRequests = withCpu.reduce((n, r) => n + r.total, 0);
    return {
      name: loads[i].name,
      requestsPerSec: total / (perRound(loads[i]) * rounds),
      p50Ms: median(rs.map((r) => r.p50Ms)),
      p99Ms: median(rs.map((r) => r.p99Ms)),
      total,
      non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
      errors: rs.reduce((n, r) => n + r.errors, 0),
      ...(cpuRequests > 0 ? { cpuMsPerRequest: cpuMs / cpuRequests } : {}),
    };
  });
}
