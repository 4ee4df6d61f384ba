/**
 * `npm run bench:join-storm`: join storms against the real server on PostgreSQL. In each round
 * twice as many players as there are slots fire POST /join-slot at the same moment (two players
 * per slot) into a fresh 100-slot tournament. Prints seats won, 409s, other answers, p50 and p99
 * join latency, and invariant violations, which must be 0:
 *   - a slot with two players, a player with two slots (the unique indexes make these impossible),
 *   - current_players or prize_pool out of step with the seats,
 *   - a loser charged or a winner not charged, a ledger sum differing from a balance.
 * BENCH_ROUNDS (default 5) storms are run; the exit code is 1 on any violation.
 */
import { eq, sql } from 'drizzle-orm';
import { tournamentSlots, tournaments, users } from '../server/src/db/schema.js';
import { findLedgerMismatches } from '../server/src/ledger/ledger.js';
import { createTestTournament } from '../server/test/support/tournament-factories.js';
import { createUser, runBench, startSquadhubServer, type TestUser } from './lib/index.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FEE = 10;
const SLOTS = 100; // isolated_squad: 25 teams x 4

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

await runBench('join-storm', async ({ databaseUrl, jwtSecret, ctx, track }) => {
  const server = track(await startSquadhubServer({ databaseUrl, jwtSecret }));
  const creator = await createUser(ctx);
  const latencies: number[] = [];
  let won = 0;
  let conflicts = 0;
  let others = 0;
  let violations = 0;
  const violation = (what: string) => {
    violations++;
    console.error(`  VIOLATION: ${what}`);
  };

  for (let round = 1; round <= ROUNDS; round++) {
    const t = await createTestTournament(ctx, creator.id, { template: 'isolated_squad', entryFee: FEE });
    const players: TestUser[] = [];
    for (let i = 0; i < SLOTS * 2; i += 50)
      players.push(...(await Promise.all(Array.from({ length: 50 }, () => createUser(ctx, { purchased: FEE })))));

    const results = await Promise.all(
      players.map(async (p, i) => {
        const n = i % SLOTS;
        const started = performance.now();
        const res = await fetch(`${server.url}/api/tournaments/${t.id}/join-slot`, {
          method: 'POST',
          headers: { ...p.auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ team_number: Math.floor(n / 4) + 1, slot_index: n % 4 }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        return { player: p, status: res.status };
      }),
    );
    const roundWon = results.filter((r) => r.status === 200);
    won += roundWon.length;
    conflicts += results.filter((r) => r.status === 409).length;
    others += results.filter((r) => r.status !== 200 && r.status !== 409).length;

    // Invariants, read straight from the database.
    const seats = await ctx.db.select().from(tournamentSlots).where(eq(tournamentSlots.tournamentId, t.id));
    if (new Set(seats.map((s) => `${s.teamNumber}:${s.slotIndex}`)).size !== seats.length)
      violation('a slot holds two players');
    if (new Set(seats.map((s) => s.playerId)).size !== seats.length) violation('a player holds two slots');
    if (seats.length !== SLOTS) violation(`${seats.length} seats filled, expected ${SLOTS}`);
    if (roundWon.length !== seats.length) violation(`${roundWon.length} joins answered 200 for ${seats.length} seats`);
    const [row] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, t.id));
    if (row.currentPlayers !== seats.length) violation(`current_players ${row.currentPlayers} != ${seats.length}`);
    if (row.prizePool !== seats.length * FEE) violation(`prize_pool ${row.prizePool} != ${seats.length * FEE}`);
    const seated = new Set(seats.map((s) => s.playerId));
    const balances = await ctx.db
      .select({ id: users.id, coins: sql<number>`${users.purchasedCoins} + ${users.winningsCoins}` })
      .from(users)
      .where(
        sql`${users.id} IN (${sql.join(
          players.map((p) => sql`${p.id}::uuid`),
          sql`, `,
        )})`,
      );
    for (const b of balances) {
      const expected = seated.has(b.id) ? 0 : FEE;
      if (Number(b.coins) !== expected) violation(`player ${b.id} holds ${b.coins}, expected ${expected}`);
    }
    console.log(`round ${round}: ${roundWon.length} seated, ${results.length - roundWon.length} refused`);
  }
  // For scale: the same join with no one racing (one player after another).
  const calm = await createTestTournament(ctx, creator.id, { template: 'isolated_squad', entryFee: FEE });
  const calmLatencies: number[] = [];
  for (let i = 0; i < 40; i++) {
    const p = await createUser(ctx, { purchased: FEE });
    const started = performance.now();
    const res = await fetch(`${server.url}/api/tournaments/${calm.id}/join-slot`, {
      method: 'POST',
      headers: { ...p.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ team_number: Math.floor(i / 4) + 1, slot_index: i % 4 }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) violation(`uncontended join answered ${res.status}`);
    calmLatencies.push(performance.now() - started);
  }
  calmLatencies.sort((a, b) => a - b);

  const mismatches = await findLedgerMismatches(ctx.db);
  for (const m of mismatches)
    violation(`ledger ${m.username}/${m.bucket}: balance ${m.balance}, ledger ${m.ledger_sum}`);

  latencies.sort((a, b) => a - b);
  console.log(`\njoin storm on PostgreSQL: ${ROUNDS} rounds of ${SLOTS * 2} players racing for ${SLOTS} slots`);
  console.log(`seats won            ${won}`);
  console.log(`409 (slot taken)     ${conflicts}`);
  console.log(`other answers        ${others}`);
  console.log(`join latency p50     ${percentile(latencies, 50).toFixed(1)} ms`);
  console.log(`join latency p99     ${percentile(latencies, 99).toFixed(1)} ms`);
  console.log(`uncontended join p50 ${percentile(calmLatencies, 50).toFixed(1)} ms (one player at a time, for scale)`);
  console.log(`invariant violations ${violations}`);
  return violations === 0 && others === 0;
});
