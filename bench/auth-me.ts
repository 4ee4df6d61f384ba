/**
 * `npm run bench`: GET /api/auth/me with a valid token against the real server on PostgreSQL,
 * and a bare Express JSON route in the same kind of process as the ceiling. Prints requests/s,
 * p50, p99 and the ratio (target >= 0.5). BENCH_DURATION=<seconds> changes the run length.
 */
import {
  createUser,
  printRatio,
  printResults,
  runBench,
  runLoad,
  startBareExpress,
  startSquadhubServer,
} from './lib/index.js';

const TARGET_RATIO = 0.5;

await runBench('auth/me', async ({ databaseUrl, jwtSecret, ctx, track }) => {
  const server = track(await startSquadhubServer({ databaseUrl, jwtSecret }));
  const user = await createUser(ctx);
  const me = await runLoad({ name: 'GET /api/auth/me', url: `${server.url}/api/auth/me`, headers: user.auth });
  await server.stop();

  // The ceiling runs alone afterwards, so the two processes never compete for the 2 cores.
  const bare = track(await startBareExpress());
  const ceiling = await runLoad({ name: 'bare Express', url: `${bare.url}/bare` });
  await bare.stop();

  printResults('GET /api/auth/me vs a bare Express route', [me, ceiling]);
  return printRatio(me, ceiling, TARGET_RATIO);
});
