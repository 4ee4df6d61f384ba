/**
 * `npm run bench:ab -- <git ref> [load]`: one read load, alternately against the server of another
 * commit (A, checked out into a temporary git worktree) and the server of this tree (B), on a kept
 * year-of-data database. Rounds alternate A and B, so the drift of a shared machine weighs on both
 * sides; it prints each round and B/A of the requests a second. A change to a hot path is judged
 * by this ratio rather than against figures from another hour (docs/scale/query-plans.md cites it).
 *
 *   BENCH_KEEP_DATABASE=1 npm run bench:volume      # once: prints the kept database's URL
 *   BENCH_VOLUME_DATABASE=<url> npm run bench:ab -- HEAD~1 details
 *
 * Loads (10 connections, as in bench:volume): `details` (a 100-seat tournament, as a visitor),
 * `seated` (the grid of players seated in a few tournaments each), `visitor` (the visitor's grid),
 * `all-time` (the all-time leaderboard).
 *   BENCH_ROUNDS=<n>     rounds of A then B (default 4)
 *   BENCH_DURATION=<s>   seconds of each side's turn (default 4)
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { issueAccessToken } from '../server/src/auth/tokens.js';
import { openBenchContext, runLoad, startSquadhubServer, worktreeOf, type LoadOptions } from './lib/index.js';
import { VOLUME, seatPlayerNumber, volumeId } from './lib/volume-fill.js';

const [ref, loadName = 'details'] = process.argv.slice(2);
const databaseUrl = process.env.BENCH_VOLUME_DATABASE;
if (!ref || !databaseUrl) {
  console.error('usage: BENCH_VOLUME_DATABASE=<url> npm run bench:ab -- <git ref> [details|seated|visitor|all-time]');
  process.exit(2);
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const seconds = Number(process.env.BENCH_DURATION ?? 4);

const jwtSecret = randomBytes(32).toString('hex');
const bench = await openBenchContext({ databaseUrl, jwtSecret });
const seatedAuth = (i: number) => ({
  Authorization: `Bearer ${issueAccessToken(bench.ctx.config, { id: volumeId(1, seatPlayerNumber(11 + i, 0)), sessionVersion: 0 })}`,
});
const requests: Record<string, LoadOptions['requests']> = {
  details: Array.from({ length: VOLUME.fullTournaments }, (_, i) => ({
    path: `/api/tournaments/${volumeId(2, i + 1)}`,
  })),
  seated: Array.from({ length: 20 }, (_, i) => ({ path: '/api/tournaments', headers: seatedAuth(i) })),
  visitor: [{ path: '/api/tournaments' }],
  'all-time': [{ path: '/api/leaderboard/all-time' }],
};
if (!requests[loadName]) throw new Error(`unknown load ${loadName}: details, seated, visitor or all-time`);

const other = worktreeOf(ref);
type Server = Awaited<ReturnType<typeof startSquadhubServer>>;
const servers: { A?: Server; B?: Server } = {};
try {
  servers.A = await startSquadhubServer({ databaseUrl, jwtSecret, repoRoot: other.root });
  servers.B = await startSquadhubServer({ databaseUrl, jwtSecret });
  console.log(
    `A = ${ref}, B = this tree; ${loadName}, ${rounds} rounds of ${seconds} s a side; load ${os.loadavg()[0]!.toFixed(2)}`,
  );
  const totals = { A: 0, B: 0 };
  for (let round = 1; round <= rounds; round++) {
    for (const side of ['A', 'B'] as const) {
      const r = await runLoad({
        name: `${side} ${loadName}`,
        url: servers[side]!.url,
        requests: requests[loadName],
        connections: 10,
        durationSec: seconds,
        warmupSec: round === 1 ? 2 : 0,
      });
      totals[side] += r.requestsPerSec;
      console.log(`round ${round} ${side}: ${Math.round(r.requestsPerSec)} req/s, p99 ${r.p99Ms} ms`);
    }
  }
  console.log(`${loadName}: B/A = ${(totals.B / totals.A).toFixed(3)} (load ${os.loadavg()[0]!.toFixed(2)})`);
} finally {
  await servers.A?.stop();
  await servers.B?.stop();
  other.remove();
  await bench.close();
}
