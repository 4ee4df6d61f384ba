/**
 * `npm run bench:money`: 1,000 concurrent coin transfers among 100 users on PostgreSQL (a fresh
 * database, dropped afterwards), next to the ceiling: the same number of bare single-row UPDATE
 * transactions through the same connection pool in the same run. Prints transfers/s, p50, p99,
 * the invariant violations (must be 0) and the ratio (target >= 0.5).
 *
 * Two kinds of transfer are measured, each against the ceiling:
 * - through the pool (judged): `transferCoins`, the whole service the route calls (recipient
 *   lookup, locks, ledger rows, live events, cache updates), on the server's own pool, compared
 *   like for like with bare transactions on that pool;
 * - over HTTP (context): POST /api/coins/transfer from a client fleet, which adds what every
 *   authenticated request costs (HTTP parsing, JWT, JSON), measured on its own by `npm run bench`.
 *
 * Every side launches all its operations at once and measures each from launch to completion, so
 * each includes the wait for a connection. After a warm-up of every side, the three sides run in
 * turn for BENCH_ROUNDS rounds (default 3) and the round with the median rate of each side is
 * reported, since one 1,000-operation burst lasts well under a second on this 2-core machine.
 * The HTTP clients run in a worker thread. BENCH_TRANSFERS / BENCH_USERS / BENCH_SOCKETS tune it.
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/src/config/config.js';
import { findLedgerMismatches } from '../server/src/ledger/ledger.js';
import { createLogger } from '../server/src/logger.js';
import { openDatabase } from '../server/src/db/client.js';
import { buildContext, startServer } from '../server/src/server.js';
import { transferCoins } from '../server/src/services/money/transfer.js';
import { createUser, runBench, type TestUser } from './lib/index.js';
import { PRODUCTION_STAND_INS } from './lib/production-stand-ins.js';

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 1000);
const USERS = Number(process.env.BENCH_USERS ?? 100);
/** HTTP keep-alive sockets to the server: a client fleet's worth of connections. */
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 64);
const POOL_SIZE = 20;
const START_COINS = 1_000;
const TARGET_RATIO = 0.5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Figures {
  name: string;
  perSec: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

function figures(name: string, latencies: number[], seconds: number, ok: number): Figures {
  latencies.sort((a, b) => a - b);
  return {
    name,
    perSec: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    ok,
    failed: latencies.length - ok,
  };
}

/** Launches every operation at once; each is timed from launch to completion. */
async function timed(name: string, ops: (() => Promise<boolean>)[]): Promise<Figures> {
  const latencies: number[] = [];
  let ok = 0;
  const start = performance.now();
  await Promise.all(
    ops.map(async (op) => {
      const t0 = performance.now();
      const success = await op().catch(() => false);
      latencies.push(performance.now() - t0);
      if (success) ok++;
    }),
  );
  return figures(name, latencies, (performance.now() - start) / 1000, ok);
}

interface HttpJob {
  headers: Record<string, string>;
  body: unknown;
}

/**
 * The HTTP clients run in a worker thread, so the server's event loop serves requests instead of
 * also generating them (the ceiling side has no client to carry either).
 */
const CLIENT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const agent = new http.Agent({ keepAlive: true, maxSockets: workerData.sockets });
const post = (job) => new Promise((resolve) => {
  const payload = JSON.stringify(job.body);
  const t0 = performance.now();
  const req = http.request(workerData.url, { method: 'POST', agent, headers: { ...job.headers,
    'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
    res.resume();
    res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - t0 }));
  });
  req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
  req.end(payload);
});
parentPort.on('message', async (jobs) => {
  const start = performance.now();
  const results = await Promise.all(jobs.map(post));
  parentPort.postMessage({ results, seconds: (performance.now() - start) / 1000 });
});`;

function startHttpClients(url: string, sockets: number) {
  const worker = new Worker(CLIENT_WORKER, { eval: true, workerData: { url, sockets } });
  return {
    run: (jobs: HttpJob[]) =>
      new Promise<{ results: { status: number; ms: number }[]; seconds: number }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage(jobs);
      }),
    stop: () => worker.terminate().then(() => undefined),
  };
}

const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];

/** The round with the median rate: one burst is short, so a single one is at the mercy of noise. */
function median(rounds: Figures[]): Figures {
  return [...rounds].sort((a, b) => a.perSec - b.perSec)[Math.floor(rounds.length / 2)];
}

await runBench('money transfers', async ({ databaseUrl, track }) => {
  const config = loadConfig({
    ...PRODUCTION_STAND_INS,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    JWT_SECRET: 'bench-money-secret-'.padEnd(48, 'x'),
    RATE_LIMITS: 'false',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: process.env.TMPDIR ?? '/tmp',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const database = await openDatabase({ url: databaseUrl, poolSize: POOL_SIZE });
  const { ctx } = await buildContext(config, { database, logger: createLogger('warn') });
  const server = await startServer(ctx, database);
  track({ stop: () => server.close() });

  const users: TestUser[] = [];
  for (let i = 0; i < USERS; i++) {
    // Tokens must be signed with the server's secret: create users through the server's own context.
    users.push(await createUser(ctx, { purchased: START_COINS, username: `bench_${i}` }));
  }
  const ids = users.map((u) => u.id);
  const coinsHeld = async () => {
    const r = await ctx.db.execute(
      sql`SELECT COALESCE(SUM(purchased_coins + winnings_coins), 0)::int AS total,
                 COUNT(*) FILTER (WHERE purchased_coins < 0 OR winnings_coins < 0)::int AS negative
          FROM users WHERE id IN (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
    const row = (r as unknown as { rows: { total: number; negative: number }[] }).rows[0];
    return { total: Number(row.total), negative: Number(row.negative) };
  };
  const before = await coinsHeld();

  /** Random distinct sender and recipient, 1 to 5 coins. */
  const randomTransfer = () => {
    const from = pick(users);
    let to = pick(users);
    while (to === from) to = pick(users);
    return { from, to, amount: 1 + Math.floor(Math.random() * 5) };
  };

  const statuses = new Map<string, number>();
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);

  const throughPool = (n: number) =>
    timed(
      'transfers through the pool',
      Array.from({ length: n }, () => {
        const { from, to, amount } = randomTransfer();
        return async () => {
          try {
            await transferCoins(ctx, from, { recipient_username: to.username, amount });
            count('pool ok');
            return true;
          } catch (err) {
            count(`pool ${(err as { status?: number }).status ?? 'error'}`);
            return false;
          }
        };
      }),
    );

  const clients = track(
    startHttpClients(`${server.url.replace('localhost', '127.0.0.1')}/api/coins/transfer`, SOCKETS),
  );
  const overHttp = async (n: number) => {
    const jobs = Array.from({ length: n }, (): HttpJob => {
      const { from, to, amount } = randomTransfer();
      return { headers: from.auth, body: { recipient_username: to.username, amount } };
    });
    const run = await clients.run(jobs);
    for (const r of run.results) count(`http ${r.status}`);
    return figures(
      'POST /api/coins/transfer',
      run.results.map((r) => r.ms),
      run.seconds,
      run.results.filter((r) => r.status === 200).length,
    );
  };

  const bareUpdates = (n: number) =>
    timed(
      'bare single-row UPDATE transaction',
      Array.from({ length: n }, () => {
        const id = pick(ids);
        return async () => {
          await ctx.db.transaction((tx) =>
            tx.execute(sql`UPDATE users SET purchased_coins = purchased_coins WHERE id = ${id}`),
          );
          return true;
        };
      }),
    );

  // Warm-up of every side: JIT, pool connections, prepared statements (not counted, but part of the invariant check).
  await throughPool(TRANSFERS / 2);
  await overHttp(TRANSFERS / 2);
  await bareUpdates(TRANSFERS / 2);

  const rounds = { pool: [] as Figures[], http: [] as Figures[], ceiling: [] as Figures[] };
  for (let round = 0; round < ROUNDS; round++) {
    rounds.pool.push(await throughPool(TRANSFERS));
    rounds.http.push(await overHttp(TRANSFERS));
    rounds.ceiling.push(await bareUpdates(TRANSFERS));
  }
  const [pool, http, ceiling] = [median(rounds.pool), median(rounds.http), median(rounds.ceiling)];

  const after = await coinsHeld();
  const mismatches = await findLedgerMismatches(ctx.db);
  const serverErrors = [...statuses].filter(([k]) => /^(http (5\d\d|0)|pool (5\d\d|error))$/.test(k));
  const violations = {
    'coins created or destroyed': Math.abs(after.total - before.total),
    'negative balances': after.negative,
    'ledger mismatches': mismatches.length,
    'server errors (5xx)': serverErrors.reduce((n, [, c]) => n + c, 0),
  };
  const violationCount = Object.values(violations).reduce((a, b) => a + b, 0);

  const fmt = (n: number, d = 1) => n.toLocaleString('en-GB', { maximumFractionDigits: d });
  console.log(
    `\n${TRANSFERS} concurrent operations per side among ${USERS} users, pool ${POOL_SIZE}, ${SOCKETS} HTTP sockets, median of ${ROUNDS} rounds`,
  );
  console.log('side                                   ops/s      p50       p99     ok  failed   rounds (ops/s)');
  for (const [f, all] of [
    [pool, rounds.pool],
    [http, rounds.http],
    [ceiling, rounds.ceiling],
  ] as const) {
    console.log(
      `${f.name.padEnd(36)} ${fmt(f.perSec, 0).padStart(7)} ${`${fmt(f.p50)} ms`.padStart(9)} ${`${fmt(f.p99)} ms`.padStart(9)} ${String(f.ok).padStart(6)} ${String(f.failed).padStart(7)}   ${all.map((r) => fmt(r.perSec, 0)).join(' / ')}`,
    );
  }
  console.log(`outcomes (all rounds and warm-up): ${[...statuses].map(([s, c]) => `${s}×${c}`).join(', ')}`);
  console.log('invariant violations:');
  for (const [k, v] of Object.entries(violations)) console.log(`  ${k}: ${v}`);
  const ratio = pool.perSec / ceiling.perSec;
  const httpRatio = http.perSec / ceiling.perSec;
  const ok = ratio >= TARGET_RATIO;
  console.log(
    `\ntransfers through the pool: ${fmt(ratio * 100)}% of the ceiling, ratio ${ratio.toFixed(2)}, target >= ${TARGET_RATIO}: ${ok ? 'OK' : 'BELOW TARGET'}`,
  );
  console.log(`transfers over HTTP (context): ratio ${httpRatio.toFixed(2)} of the same ceiling`);
  console.log(`invariant violations: ${violationCount} (must be 0)`);
  return violationCount === 0 && ok;
});
