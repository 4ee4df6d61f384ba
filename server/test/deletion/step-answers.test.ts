/**
 * A step's answer is built inside its transaction, from what it did (services/tournaments/view.ts
 * `viewInTransaction`): racing a super admin's deletion of the tournament, every join that
 * answers 200 shows the seat it paid for, and every join that answers 404 or 409 took nothing.
 * (The exact window this guards, a deletion committing between a join's commit and its answer,
 * is a few milliseconds wide: the race reaches it only now and then.)
 */
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../src/cli/ledger-check.js';
import { ledgerEntries } from '../../src/db/schema.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { as } from '../play/helpers.js';
import { createTestTournament } from '../support/tournament-factories.js';

let server: TestServer;
let superAdmin: TestUser;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  superAdmin = await createUser(server.ctx, { role: 'super_admin' });
});
afterAll(() => server?.dispose());

/** Starts spread over a short window, so the deletion lands among the joins. */
const SPREAD_MS = 150;
const startWithin = (ms: number) => new Promise((r) => setTimeout(r, Math.random() * ms));

describe('answers of steps racing a tournament deletion', () => {
  it('a join answers what it did: 200 with its seat when it paid, 404 or 409 when it took nothing', async () => {
    const ctx = server.ctx;
    for (let round = 0; round < 3; round++) {
      const host = await createUser(ctx);
      const t = await createTestTournament(ctx, host.id, { template: 'alcatraz_solo', entryFee: 5 });
      const players = await Promise.all(Array.from({ length: 16 }, () => createUser(ctx, { purchased: 5 })));
      const [joins, deleted] = await Promise.all([
        Promise.all(
          players.map((p, i) =>
            startWithin(SPREAD_MS).then(() =>
              as(server, p).post(`/tournaments/${t.id}/join-slot`, { team_number: i + 1, slot_index: 0 }),
            ),
          ),
        ),
        new Promise((r) => setTimeout(r, SPREAD_MS / 2)).then(() =>
          request(server.httpServer).delete(`/api/admin/tournaments/${t.id}`).set(superAdmin.auth),
        ),
      ]);
      expect(deleted.status).toBe(200);

      for (const [i, res] of joins.entries()) {
        const paid = await ctx.db
          .select()
          .from(ledgerEntries)
          .where(
            and(
              eq(ledgerEntries.userId, players[i].id),
              eq(ledgerEntries.reason, 'entry_fee'),
              eq(ledgerEntries.refId, t.id),
            ),
          );
        if (res.status === 200) {
          expect(res.body).toMatchObject({ id: t.id, user_team_number: i + 1, user_slot_index: 0 });
          expect(paid).toHaveLength(1);
        } else {
          expect({ status: res.status, paid }).toEqual({ status: res.status === 409 ? 409 : 404, paid: [] });
        }
      }
      expect(await ledgerCheck(ctx.db, () => {})).toBe(0);
    }
  });
});
