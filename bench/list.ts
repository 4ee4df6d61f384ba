/**
 * `npm run bench:list`: GET /api/tournaments (the dashboard grid, first page) with 500 approved
 * tournaments, a third of them with seated players, at 50 concurrent clients on PostgreSQL —
 * for visitors and for logged-in players (whose own tournaments are merged in first) — next to
 * GET /api/health of the same server as the ceiling, interleaved so background load weighs on
 * both alike. Prints requests/s, p50, p99 and the ratios (target >= 0.3).
 * BENCH_DURATION=<seconds> changes the run length.
 */
import {
  createUser,
  printRatio,
  printResults,
  runBench,
  runInterleaved,
  startSquadhubServer,
  type TestUser,
} from './lib/index.js';
import { TEMPLATE_IDS } from '../shared/src/index.js';
import { createTestTournament, seatPlayer } from '../server/test/support/tournament-factories.js';
import type { AppContext } from '../server/src/context.js';
import { sql } from 'drizzle-orm';

const TARGET_RATIO = 0.3;
const TOURNAMENTS = 500;
const PLAYERS = 60;

/** 500 approved tournaments; every third gets 1 to 8 seated players (fees through the ledger). */
async function seedTournaments(ctx: AppContext, players: TestUser[]): Promise<void> {
  const creators = players.slice(0, 20);
  for (let i = 0; i < TOURNAMENTS; i++) {
    const t = await createTestTournament(ctx, creators[i % creators.length]!.id, {
      template: TEMPLATE_IDS[i % TEMPLATE_IDS.length],
      entryFee: i % 4,
      roomCode: i % 10 === 0 ? `ROOM${i}` : null,
      title: `Bench Cup ${i}`,
    });
    if (i % 3 !== 0) continue;
    const seated = 1 + (i % 8);
    for (let s = 0; s < seated; s++) {
      const player = players[(i + s * 7) % players.length]!;
      if (player.id === creators[i % creators.length]!.id) continue;
      await seatPlayer(ctx, t, player.id, Math.floor(s / t.slotsPerTeam) + 1, s % t.slotsPerTeam).catch(() => {
        // The same player twice in one tournament (the modulo walk can repeat): skip the seat.
      });
    }
  }
}

await runBench('list', async ({ databaseUrl, jwtSecret, ctx, track }) => {
  const players: TestUser[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await createUser(ctx, { purchased: 500 }));
  const started = Date.now();
  await seedTournaments(ctx, players);
  // Statistics, as autovacuum keeps them on a live database: plans made on an unanalysed table
  // of 500 rows measure the planner's guesses, not the queries.
  await ctx.db.execute(sql`VACUUM ANALYZE`);
  console.log(`seeded ${TOURNAMENTS} tournaments in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const server = track(await startSquadhubServer({ databaseUrl, jwtSecret }));
  const [anonymous, loggedIn, health] = await runInterleaved([
    { name: 'GET /api/tournaments (visitor)', url: `${server.url}/api/tournaments` },
    {
      name: 'GET /api/tournaments (player)',
      url: `${server.url}/api/tournaments`,
      // Each connection cycles through different players, so per-user work is really done.
      requests: players.slice(20, 40).map((p) => ({ path: '/api/tournaments', headers: p.auth })),
    },
    { name: 'GET /api/health (ceiling)', url: `${server.url}/api/health` },
  ]);
  await server.stop();

  printResults(`GET /api/tournaments with ${TOURNAMENTS} tournaments vs GET /api/health`, [
    anonymous!,
    loggedIn!,
    health!,
  ]);
  const visitorOk = printRatio(anonymous!, health!, TARGET_RATIO);
  const playerOk = printRatio(loggedIn!, health!, TARGET_RATIO);
  return visitorOk && playerOk;
});
