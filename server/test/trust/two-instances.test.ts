/**
 * The void on two instances of one PostgreSQL database (docs/product/trust.md): both run the
 * deadline job at once, and a late room code arrives through either: each tournament is voided at
 * most once, each fee refunded once, and the ledger stays clean.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDeadlines } from '../../src/jobs/deadlines.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { startTwoInstances, type Instance, type InstancePair } from '../instances/two-instances.js';
import { MIN, fundedTournament, refundsOf, tournamentOf } from './helpers.js';

let pair: InstancePair;
let a: Instance;
let b: Instance;

describe.skipIf(!process.env.TEST_DATABASE_URL)('the void on two instances', () => {
  beforeAll(async () => {
    pair = await startTwoInstances();
    ({ a, b } = pair);
  });
  afterAll(() => pair?.dispose());

  it('two deadline jobs at once void and refund each tournament once', async () => {
    const funded = await Promise.all([0, 1, 2].map(() => fundedTournament(a.ctx, -11 * MIN)));
    const [ra, rb] = await Promise.all([runDeadlines(a.ctx), runDeadlines(b.ctx)]);
    await Promise.all([runDeadlines(a.ctx), runDeadlines(b.ctx)]);
    expect(ra.voided + rb.voided).toBeLessThanOrEqual(3);
    for (const { t } of funded) {
      expect((await tournamentOf(a.ctx, t.id)).voidReason).toBe('no_room_code');
      expect(await refundsOf(a.ctx, t.id)).toEqual({ entry: 4, contribution: 1 });
    }
    expect(await findLedgerMismatches(a.ctx.db)).toEqual([]);
  });

  it('a late room code through one instance racing both jobs: exactly one wins', async () => {
    for (let round = 0; round < 10; round++) {
      const { creator, t } = await fundedTournament(a.ctx, -11 * MIN);
      const via = round % 2 ? a : b;
      const [code] = await Promise.all([
        request(via.url).post(`/api/tournaments/${t.id}/send-room-code`).set(creator.auth).send({ room_code: 'LATE' }),
        runDeadlines(a.ctx),
        runDeadlines(b.ctx),
      ]);
      const row = await tournamentOf(a.ctx, t.id);
      const refunds = await refundsOf(a.ctx, t.id);
      if (code.status === 200) {
        expect(row).toMatchObject({ voidReason: null, roomCode: 'LATE' });
        expect(refunds).toEqual({ entry: 0, contribution: 0 });
      } else {
        expect(code.body.code).toBe('tournament_voided');
        expect(row).toMatchObject({ voidReason: 'no_room_code', roomCode: null });
        expect(refunds).toEqual({ entry: 4, contribution: 1 });
      }
    }
    expect(await findLedgerMismatches(a.ctx.db)).toEqual([]);
  });
});
