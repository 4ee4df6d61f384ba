/**
 * Squads, check-in and the waitlist on two instances of one database (docs/product/squads.md):
 * seats freed at the same moment through both instances each get exactly one offer, each to its
 * own player in queue order; and the deadline job, run by both instances at once, frees each
 * no-show exactly once.
 */
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDeadlines } from '../../src/jobs/deadlines.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { startTwoInstances, type Instance, type InstancePair } from './two-instances.js';

let pair: InstancePair;
let a: Instance;
let b: Instance;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.skipIf(!process.env.TEST_DATABASE_URL)('squads on two instances', () => {
  beforeAll(async () => {
    pair = await startTwoInstances();
    ({ a, b } = pair);
  });
  afterAll(() => pair?.dispose());

  it('offers two seats freed at once through A and B to the first two in line, one offer each', async () => {
    const creator = await createUser(a.ctx);
    const seated = await Promise.all([0, 1, 2, 3].map(() => createUser(a.ctx, { purchased: 10 })));
    const waiting: TestUser[] = [];
    for (let i = 0; i < 3; i++) waiting.push(await createUser(a.ctx, { purchased: 10 }));
    const t = await createTestTournament(a.ctx, creator.id, { template: 'alcatraz_duo', entryFee: 5, maxTeams: 2 });
    for (const [i, p] of seated.entries()) await seatPlayer(a.ctx, t, p.id, 1 + Math.floor(i / 2), i % 2);
    // The queue fills through both instances, in this order.
    for (const [i, p] of waiting.entries()) {
      await request((i % 2 ? b : a).url)
        .post(`/api/tournaments/${t.id}/waitlist`)
        .set(p.auth)
        .expect(200);
    }
    const offers = waiting.map(async (p, i) => {
      const socket = await (i % 2 ? a : b).socket(p.token);
      const got: unknown[] = [];
      socket.on('waitlist_offer', (offer) => got.push(offer));
      return got;
    });
    const received = await Promise.all(offers);

    const [kickA, kickB] = await Promise.all([
      request(a.url).post(`/api/tournaments/${t.id}/kick-player?team_number=1&slot_index=0`).set(creator.auth),
      request(b.url).post(`/api/tournaments/${t.id}/kick-player?team_number=2&slot_index=1`).set(creator.auth),
    ]);
    expect([kickA.status, kickB.status]).toEqual([200, 200]);

    const open = rows<{ user_id: string; team: number; slot: number }>(
      await a.ctx.db.execute(sql`SELECT user_id, offer_team_number AS team, offer_slot_index AS slot
        FROM waitlist_entries WHERE tournament_id = ${t.id} AND offer_expires_at IS NOT NULL ORDER BY id`),
    );
    expect(open.map((o) => o.user_id)).toEqual([waiting[0]!.id, waiting[1]!.id]);
    expect(new Set(open.map((o) => `${o.team}:${o.slot}`))).toEqual(new Set(['1:0', '2:1']));
    // Each offered player hears of it once, on a socket of the other instance; the third, nothing.
    await expect.poll(() => received.map((r) => r.length)).toEqual([1, 1, 0]);
    expect(await findLedgerMismatches(a.ctx.db)).toEqual([]);
  });

  it('frees each no-show once when both instances run the deadlines at the start', async () => {
    const creator = await createUser(a.ctx);
    const players = await Promise.all([0, 1, 2].map(() => createUser(a.ctx, { purchased: 10 })));
    const t = await createTestTournament(a.ctx, creator.id, { template: 'blackout_solo', entryFee: 5 });
    for (const [i, p] of players.entries()) await seatPlayer(a.ctx, t, p.id, i + 1, 0);
    await a.ctx.db.execute(
      sql`UPDATE tournaments SET check_in_minutes = 10, start_type = 'scheduled', start_date = now() + interval '1 minute' WHERE id = ${t.id}`,
    );
    await request(b.url).post(`/api/tournaments/${t.id}/check-in`).set(players[0]!.auth).expect(200);
    await a.ctx.db.execute(sql`UPDATE tournaments SET start_date = now() - interval '1 second' WHERE id = ${t.id}`);

    await Promise.all([runDeadlines(a.ctx), runDeadlines(b.ctx), runDeadlines(a.ctx)]);

    const seats = rows<{ player_id: string }>(
      await a.ctx.db.execute(sql`SELECT player_id FROM tournament_slots WHERE tournament_id = ${t.id}`),
    );
    expect(seats.map((s) => s.player_id)).toEqual([players[0]!.id]);
    const noShows = rows<{ n: number }>(
      await a.ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM tournament_actions WHERE tournament_id = ${t.id} AND kind = 'no_show'`,
      ),
    );
    expect(noShows[0]!.n).toBe(2);
    const refunds = rows<{ n: number }>(
      await a.ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM ledger_entries WHERE ref_id = ${t.id} AND reason = 'entry_refund'`,
      ),
    );
    expect(refunds[0]!.n).toBe(2);
    expect(await findLedgerMismatches(a.ctx.db)).toEqual([]);
  });
});
