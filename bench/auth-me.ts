/**
 * `npm run bench`: GET /api/auth/me with a valid token against the real server on PostgreSQL,
 * and a bare Express JSON route in the same kind of process as the ceiling. Prints requests/s,
 * p50, p99 and the ratio (target >= 0.55, issue 35). BENCH_DURATION=<seconds> sets each side's total time
 * (default 10), split into interleaved rounds so background load on a shared machine hits both.
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server (`node --cpu-prof`) there when it
 * stops: open it in Chrome's DevTools, or sum it by function (docs/scale/request-pipeline.md).
 * BENCH_REF=<git ref> also runs the server of that commit (a temporary worktree) in the same
 * interleaved rounds, and prints this tree's requests/s over that commit's (B/A): on a busy
 * machine that figure moves less than the ratio to the ceiling.
 */
import os from 'node:os';
import {
  createUser,
  printRatio,
  printResults,
  runBench,
  runInterleaved,
  startBareExpress,
  startSquadhubServer,
  worktreeOf,
} from './lib/index.js';

const TARGET_RATIO = 0.55;

await runBench('auth/me', async ({ databaseUrl, jwtSecret, ctx, track }) => {
  const profileDir = process.env.BENCH_CPU_PROF;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = track(await startSquadhubServer({ databaseUrl, jwtSecret, nodeArgs }));
  const bare = track(await startBareExpress());
  const ref = process.env.BENCH_REF;
  const other = ref ? worktreeOf(ref) : undefined;
  if (other) track({ stop: async () => other.remove() });
  const before = other ? track(await startSquadhubServer({ databaseUrl, jwtSecret, repoRoot: other.root })) : undefined;
  const user = await createUser(ctx);
  // Only one of the processes is under load at a time; the others sit idle.
  const [me, ceiling, then] = await runInterleaved([
    { name: 'GET /api/auth/me', url: `${server.url}/api/auth/me`, headers: user.auth, pid: server.child.pid },
    { name: 'bare Express', url: `${bare.url}/bare`, pid: bare.child.pid },
    ...(before
      ? [
          {
            name: `GET /api/auth/me at ${ref}`,
            url: `${before.url}/api/auth/me`,
            headers: user.auth,
            pid: before.child.pid,
          },
        ]
      : []),
  ]);
  printResults('GET /api/auth/me vs a bare Express route', then ? [me, ceiling, then] : [me, ceiling]);
  const cpu = (r: typeof me) =>
    r.cpuMsPerRequest === undefined ? 'n/a' : `${(r.cpuMsPerRequest * 1000).toFixed(0)} µs`;
  console.log(
    `\nserver CPU per request: ${[me, ceiling, ...(then ? [then] : [])].map((r) => `${r.name} ${cpu(r)}`).join('; ')}`,
  );
  if (then?.cpuMsPerRequest && me.cpuMsPerRequest) {
    console.log(`CPU per request, this tree over ${ref}: ${(me.cpuMsPerRequest / then.cpuMsPerRequest).toFixed(2)}`);
  }
  if (then) {
    console.log(`\nB/A (this tree over ${ref}): ${(me.requestsPerSec / then.requestsPerSec).toFixed(2)}`);
    console.log(`${then.name}: ratio ${(then.requestsPerSec / ceiling.requestsPerSec).toFixed(2)}`);
  }
  console.log(`load (1-minute average) at the end: ${os.loadavg()[0]!.toFixed(2)}`);
  return printRatio(me, ceiling, TARGET_RATIO);
});
