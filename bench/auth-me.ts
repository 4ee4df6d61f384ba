/**
 * `npm run bench`: GET /api/auth/me with a valid token against the real server on PostgreSQL,
 * and a bare Express JSON route in the same kind of process as the ceiling. Prints requests/s,
 * p50, p99 and the ratio (target >= 0.5). BENCH_DURATION=<seconds> sets each side's total time
 * (default 10), split into interleaved rounds so background load on a shared machine hits both.
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server (`node --cpu-prof`) there when it
 * stops: open it in Chrome's DevTools, or sum it by function (docs/scale/request-pipeline.md).
 */
import {
  createUser,
  printRatio,
  printResults,
  runBench,
  runInterleaved,
  startBareExpress,
  startSquadhubServer,
} from './lib/index.js';

const TARGET_RATIO = 0.5;

await runBench('auth/me', async ({ databaseUrl, jwtSecret, ctx, track }) => {
  const profileDir = process.env.BENCH_CPU_PROF;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = track(await startSquadhubServer({ databaseUrl, jwtSecret, nodeArgs }));
  const bare = track(await startBareExpress());
  const user = await createUser(ctx);
  // Only one of the two processes is under load at a time; the other sits idle.
  const [me, ceiling] = await runInterleaved([
    { name: 'GET /api/auth/me', url: `${server.url}/api/auth/me`, headers: user.auth },
    { name: 'bare Express', url: `${bare.url}/bare` },
  ]);
  printResults('GET /api/auth/me vs a bare Express route', [me, ceiling]);
  return printRatio(me, ceiling, TARGET_RATIO);
});
