/**
 * `npm run bench:volume`: a year of data. Fills a fresh PostgreSQL database (bench/lib/volume-fill.ts:
 * 100,000 players, 20,000 tournaments, 600,000 seats, 3,000,000 ledger rows, 200,000 chat
 * messages, 50,000 cash-out requests), checks the ledger against the balances, then measures the
 * read paths that grow with the data on the real server, each next to GET /api/health of the same
 * server as the ceiling, interleaved so background load weighs on all alike (autocannon, 10
 * connections). Targets: at least 0.3 of the ceiling's requests/s and a p99 of at most 50 ms.
 *
 *   BENCH_DURATION=<s>             seconds per endpoint over all rounds (default 6, in 2 rounds)
 *   BENCH_KEEP_DATABASE=1          keep the filled database at the end (for EXPLAIN); its URL is printed
 *   BENCH_VOLUME_DATABASE=<url>    measure an already filled (kept) database instead of filling one
 *   BENCH_EXPLAIN=1                print the query plan of every statement of the measured paths
 *
 * Before measuring, every statement of those paths runs once under EXPLAIN ANALYZE
 * (bench/lib/volume-plans.ts); the run fails if any reads a large table whole.
 */
import os from 'node:os';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { issueAccessToken } from '../server/src/auth/tokens.js';
import type { AppContext } from '../server/src/context.js';
import { ledgerCheck } from '../server/src/cli/ledger-check.js';
import {
  createUser,
  openBenchContext,
  runBench,
  runInterleaved,
  startSquadhubServer,
  type BenchEnv,
  type LoadOptions,
  type LoadResult,
} from './lib/index.js';
import { VOLUME, fillYearOfData, seatPlayerNumber, volumeId } from './lib/volume-fill.js';
import { explainPaths, printPlans, type ReadPath } from './lib/volume-plans.js';
import { getTournament, tournamentList } from '../server/src/services/tournaments/list.js';
import { globalLeaderboard } from '../server/src/services/play/leaderboards.js';
import { listPlayers, playerDetails } from '../server/src/services/admin/list.js';
import { listCashouts } from '../server/src/services/money/cashout.js';
import { getHostRecord } from '../server/src/services/hosts/record.js';
import { TOURNAMENT_LIST_DEFAULT_LIMIT, ADMIN_PAGE_SIZES } from '../shared/src/index.js';

const TARGET_RATIO = 0.3;
const TARGET_P99_MS = 50;
const CONNECTIONS = 10;

const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

type Auth = { Authorization: string };

/** Tokens for players by number, signed as the server signs them. */
function tokensFor(ctx: AppContext, numbers: number[]): Auth[] {
  return numbers.map((n) => ({
    Authorization: `Bearer ${issueAccessToken(ctx.config, { id: volumeId(1, n), sessionVersion: 0 })}`,
  }));
}

/** What the admin searches for: a username's first letters, a whole e-mail, a whole phone number. */
async function searchTerms(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const picks = [101, 2_345, 17_017, 33_333, 48_120, 60_606, 77_777, 91_919];
    const { rows } = await client.query<{ username: string; email: string; phone_number: string }>(
      'SELECT username, email, phone_number FROM users WHERE id = ANY($1::uuid[])',
      [picks.map((n) => volumeId(1, n))],
    );
    // Tournament creators are players 1-2,000 (bench/lib/volume-fill.ts), ten events each.
    const hosts = await client.query<{ username: string }>('SELECT username FROM users WHERE id = ANY($1::uuid[])', [
      Array.from({ length: 20 }, (_, i) => volumeId(1, 1 + i * 97)),
    ]);
    return {
      hostNames: hosts.rows.map((r) => r.username),
      // "ShadowHunter1" for "ShadowHunter12345": a prefix that matches a handful of players.
      usernamePrefixes: rows.map((r) => r.username.slice(0, r.username.length - 2)),
      emails: rows.map((r) => r.email),
      phones: rows.map((r) => r.phone_number),
    };
  } finally {
    await client.end();
  }
}

interface Measured {
  result: LoadResult;
  ceiling: boolean;
}

function printTable(measured: Measured[], ceiling: LoadResult): boolean {
  const rows = measured.map(({ result: r, ceiling: isCeiling }) => {
    const ratio = r.requestsPerSec / ceiling.requestsPerSec;
    const pass = ratio >= TARGET_RATIO && r.p99Ms <= TARGET_P99_MS;
    return {
      pass: isCeiling || pass,
      cells: [
        r.name,
        Math.round(r.requestsPerSec).toLocaleString('en-GB'),
        isCeiling ? '1.00' : ratio.toFixed(2),
        `${r.p50Ms.toFixed(1)} ms`,
        `${r.p99Ms.toFixed(1)} ms`,
        isCeiling ? 'ceiling' : pass ? 'PASS' : 'FAIL',
      ],
    };
  });
  const header = ['endpoint', 'req/s', 'ratio', 'p50', 'p99', 'verdict'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r.cells[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line(r.cells));
  console.log(`targets: ratio >= ${TARGET_RATIO} of the ceiling's req/s, p99 <= ${TARGET_P99_MS} ms`);
  return rows.every((r) => r.pass);
}

/** The service calls behind the measured endpoints, for their query plans. */
async function readPaths(ctx: AppContext, terms: Awaited<ReturnType<typeof searchTerms>>): Promise<ReadPath[]> {
  const admin = { id: volumeId(1, 1) };
  const seated = volumeId(1, seatPlayerNumber(11, 0));
  const viewer = { id: seated, role: 'player' as const, username: 'viewer', tiktokLink: null };
  const page = { limit: TOURNAMENT_LIST_DEFAULT_LIMIT, offset: 0 };
  const search = (s: string) => () =>
    listPlayers(ctx, admin, { search: s, includeDemo: false, limit: ADMIN_PAGE_SIZES.players.default });
  const paths: ReadPath[] = [
    { name: 'tournament list, visitor', run: () => tournamentList(ctx, null, page) },
    { name: 'tournament list, seated player', run: () => tournamentList(ctx, viewer, page) },
    { name: '100-seat tournament details', run: () => getTournament(ctx, null, volumeId(2, 1)) },
    { name: 'leaderboard daily', run: () => globalLeaderboard(ctx, null, 'daily') },
    { name: 'leaderboard weekly', run: () => globalLeaderboard(ctx, null, 'weekly') },
    { name: 'leaderboard all-time', run: () => globalLeaderboard(ctx, null, 'all-time') },
    { name: 'admin search: username prefix', run: search(terms.usernamePrefixes[0]!) },
    { name: 'admin search: e-mail', run: search(terms.emails[0]!) },
    { name: 'admin search: phone', run: search(terms.phones[0]!) },
    { name: 'admin player details', run: () => playerDetails(ctx, admin, volumeId(1, 4_999)) },
    {
      name: 'admin payment requests',
      run: () => listCashouts(ctx, admin, { limit: ADMIN_PAGE_SIZES.cashouts.default }),
    },
    { name: 'host record', run: () => getHostRecord(ctx, null, terms.hostNames[0]!) },
  ];
  // The player's own money history, where this version of the server has it (a path in a
  // variable: the module need not exist for this file to compile).
  const historyModule = '../server/src/services/money/history.js';
  const history = (await import(historyModule).catch(() => null)) as {
    listMyLedger: (ctx: AppContext, user: { id: string }, page: { limit: number }) => Promise<unknown>;
  } | null;
  if (history) {
    paths.push({
      name: 'own ledger history',
      run: () => history.listMyLedger(ctx, { id: volumeId(1, 4_999) }, { limit: 50 }),
    });
  }
  return paths;
}

async function measure({ databaseUrl, jwtSecret, ctx, track }: BenchEnv): Promise<boolean> {
  const admin = await createUser(ctx, { role: 'admin' });
  // Seated in open tournaments 11-30 (and, like every player, in about six finalized ones).
  const seated = tokensFor(
    ctx,
    Array.from({ length: 20 }, (_, i) => seatPlayerNumber(11 + i, i % 20)),
  );
  const withHistory = Array.from({ length: 20 }, (_, i) => 1 + i * 4_999);
  const owners = tokensFor(ctx, withHistory);
  const terms = await searchTerms(databaseUrl);
  const plans = await explainPaths(databaseUrl, await readPaths(ctx, terms));
  const plansOk = process.env.BENCH_EXPLAIN === '1' ? printPlans(plans) : printPlans.summary(plans);

  const server = track(await startSquadhubServer({ databaseUrl, jwtSecret }));
  const url = server.url;
  const asAdmin = (paths: string[]) => paths.map((path) => ({ path, headers: admin.auth }));
  const q = encodeURIComponent;
  const loads: LoadOptions[] = [
    { name: 'GET /api/health (ceiling)', url: `${url}/api/health` },
    { name: 'tournament list, visitor', url: `${url}/api/tournaments` },
    {
      name: 'tournament list, seated player',
      url,
      requests: seated.map((headers) => ({ path: '/api/tournaments', headers })),
    },
    {
      name: '100-seat tournament details',
      url,
      requests: Array.from({ length: VOLUME.fullTournaments }, (_, i) => ({
        path: `/api/tournaments/${volumeId(2, i + 1)}`,
      })),
    },
    { name: 'leaderboard daily', url: `${url}/api/leaderboard/daily` },
    { name: 'leaderboard weekly', url: `${url}/api/leaderboard/weekly` },
    { name: 'leaderboard all-time', url: `${url}/api/leaderboard/all-time` },
    {
      name: 'admin search: username prefix',
      url,
      requests: asAdmin(terms.usernamePrefixes.map((t) => `/api/admin/players?search=${q(t)}`)),
    },
    {
      name: 'admin search: e-mail',
      url,
      requests: asAdmin(terms.emails.map((t) => `/api/admin/players?search=${q(t)}`)),
    },
    {
      name: 'admin search: phone',
      url,
      requests: asAdmin(terms.phones.map((t) => `/api/admin/players?search=${q(t)}`)),
    },
    {
      name: 'admin player details',
      url,
      requests: asAdmin(withHistory.map((n) => `/api/admin/players/${volumeId(1, n)}/details`)),
    },
    {
      name: 'admin payment requests',
      url,
      requests: asAdmin(['/api/admin/coin-conversion/requests']),
    },
    {
      name: 'host record',
      url,
      requests: terms.hostNames.map((name) => ({ path: `/api/hosts/${q(name)}` })),
    },
  ];
  // The player's own money history, where this version of the server has it.
  const probe = await fetch(`${url}/api/users/me/ledger`, { headers: owners[0] });
  if (probe.ok) {
    loads.push({
      name: 'own ledger history',
      url,
      requests: owners.map((headers) => ({ path: '/api/users/me/ledger', headers })),
    });
  } else {
    console.log(`GET /api/users/me/ledger answers ${probe.status}: not measured`);
  }

  console.log(`\nload average before measuring: ${loadavg()} (${os.cpus().length} cores)`);
  const results = await runInterleaved(
    loads.map((l) => ({ ...l, connections: CONNECTIONS, durationSec: Number(process.env.BENCH_DURATION ?? 6) })),
    { rounds: 2 },
  );
  console.log(`load average after measuring: ${loadavg()}`);
  const ceiling = results[0]!;
  const targetsMet = printTable(
    results.map((result, i) => ({ result, ceiling: i === 0 })),
    ceiling,
  );
  return targetsMet && plansOk;
}

async function fill(databaseUrl: string, ctx: AppContext): Promise<void> {
  console.log(`load average before filling: ${loadavg()}`);
  const started = performance.now();
  const timings = await fillYearOfData(databaseUrl);
  const total = (performance.now() - started) / 1000;
  console.log('\nfill');
  for (const t of timings) {
    const rows = t.rows ? t.rows.toLocaleString('en-GB') : '';
    console.log(`  ${t.table.padEnd(48)} ${rows.padStart(10)}  ${(t.ms / 1000).toFixed(1).padStart(6)} s`);
  }
  console.log(`  ${'total'.padEnd(48)} ${''.padStart(10)}  ${total.toFixed(1).padStart(6)} s (target < 300 s)`);
  // The whole of `npm run ledger:check`: every balance, every pool and the conservation of coins.
  const checkStarted = performance.now();
  const report: string[] = [];
  const code = await ledgerCheck(ctx.db, (line) => report.push(line));
  const took = ((performance.now() - checkStarted) / 1000).toFixed(1);
  if (code !== 0) throw new Error(`ledger check:\n${report.join('\n')}`);
  console.log(`ledger check: clean, every balance, pool and coin accounted for (${took} s)`);
  if (total >= 300) console.log('fill took 5 minutes or more: above target');
}

const reuse = process.env.BENCH_VOLUME_DATABASE;
if (reuse) {
  // A kept database: measure only. Tokens are signed with a fresh secret the server gets too.
  const jwtSecret = randomBytes(32).toString('hex');
  const bench = await openBenchContext({ databaseUrl: reuse, jwtSecret });
  const stops: (() => Promise<void>)[] = [];
  let ok = false;
  try {
    ok = await measure({
      databaseUrl: reuse,
      jwtSecret,
      ctx: bench.ctx,
      track: (r) => (stops.push(() => r.stop()), r),
    });
  } finally {
    for (const stop of stops.reverse()) await stop();
    await bench.close();
  }
  process.exit(ok ? 0 : 1);
} else {
  await runBench(
    'volume',
    async (env) => {
      await fill(env.databaseUrl, env.ctx);
      return measure(env);
    },
    { keepDatabase: process.env.BENCH_KEEP_DATABASE === '1' },
  );
}
