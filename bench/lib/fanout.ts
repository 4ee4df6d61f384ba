/**
 * What both modes of the room fan-out bench share: seated tournaments, the floor's probe table,
 * percentiles and the machine's load.
 *
 *   const rooms = await seatTournaments(ctx, { tournaments: 50, perTournament: 40 });
 *   await createProbeTable(ctx, 50);        // rows 0..49 for the floor's durable writes
 *   percentile(latencies, 99)
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../server/src/context.js';
import { tournamentSlots, tournaments } from '../../server/src/db/schema.js';
import { createTestTournament } from '../../server/test/support/tournament-factories.js';
import { PROBE_TABLE } from './bare-socketio.js';
import { createUser, type TestUser } from './context.js';

export interface SeatedRoom {
  id: string;
  title: string;
  creator: TestUser;
  players: TestUser[];
}

/** Free-entry tournaments, each with its creator and `perTournament` seated players (no coins move). */
export async function seatTournaments(
  ctx: AppContext,
  opts: { tournaments: number; perTournament: number },
): Promise<SeatedRoom[]> {
  const rooms: SeatedRoom[] = [];
  for (let k = 0; k < opts.tournaments; k++) {
    const creator = await createUser(ctx);
    const t = await createTestTournament(ctx, creator.id, { template: 'isolated_squad', entryFee: 0 });
    const players: TestUser[] = [];
    for (let i = 0; i < opts.perTournament; i += 50)
      players.push(
        ...(await Promise.all(Array.from({ length: Math.min(50, opts.perTournament - i) }, () => createUser(ctx)))),
      );
    // Free entry: seats are inserted directly (no coins move, so the ledger is untouched).
    await ctx.db.insert(tournamentSlots).values(
      players.map((p, i) => ({
        tournamentId: t.id,
        teamNumber: Math.floor(i / 4) + 1,
        slotIndex: i % 4,
        playerId: p.id,
      })),
    );
    await ctx.db
      .update(tournaments)
      .set({ currentPlayers: opts.perTournament })
      .where(sql`${tournaments.id} = ${t.id}`);
    rooms.push({ id: t.id, title: t.title, creator, players });
  }
  return rooms;
}

/** The floor's table: one row per room (0..rows-1), so its parallel writes never wait on one another. */
export async function createProbeTable(ctx: AppContext, rows: number): Promise<void> {
  await ctx.db.execute(sql.raw(`CREATE TABLE ${PROBE_TABLE} (id int PRIMARY KEY, n bigint NOT NULL)`));
  await ctx.db.execute(sql.raw(`INSERT INTO ${PROBE_TABLE} SELECT g, 0 FROM generate_series(0, ${rows - 1}) g`));
}

export const percentile = (values: number[], p: number) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
};

/** The 1-, 5- and 15-minute load averages, as `uptime` prints them. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** The verdict line both modes print: the p99 against the floor's, with the target. */
export function judge(product: { p50: number; p99: number }, floor: { p50: number; p99: number }, target: number) {
  const ratio = product.p99 / floor.p99;
  const ok = ratio <= target;
  console.log(
    `\np99 ratio ${ratio.toFixed(2)} of the durable-write floor (target <= ${target}): ${ok ? 'PASS' : 'FAIL'}` +
      ` (p50 ratio ${(product.p50 / floor.p50).toFixed(2)})`,
  );
  return ok;
}
