/**
 * Races on one tournament: every lifecycle step locks the tournament row first, so two steps
 * never interleave and no coin is created or lost. Meaningful on PostgreSQL (TEST_DATABASE_URL,
 * `npm run test:pg`); on PGlite the same requests simply run one after another.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTO_APPROVAL_PRICE } from '@squadhub/shared';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { createUser } from '../support/factories.js';
import { tournamentRouteSuite } from '../support/tournament-route-suite.js';
import { balances, createBody, createTestTournament, seatPlayer } from '../support/tournament-factories.js';

const suite = tournamentRouteSuite();
const { api, rowOf } = suite;

describe('races', () => {
  it('decline against instant approval: exactly one wins, and the coins match the winner', async () => {
    for (let round = 0; round < 3; round++) {
      const creator = await createUser(suite.server.ctx, { purchased: 30 });
      const created = await api()
        .post('/api/tournaments')
        .set(creator.auth)
        .send(createBody({ creator_prize_contribution: 20 }));
      const id = created.body.id as string;
      const [decline, approve] = await Promise.all([
        api().post(`/api/admin/decline-tournament/${id}`).set(suite.admin.auth),
        api().post(`/api/tournaments/${id}/auto-approve`).set(creator.auth),
      ]);
      const statuses = [decline.status, approve.status].sort();
      expect(statuses[0]).toBe(200);
      expect([404, 409]).toContain(statuses[1]);
      const row = await rowOf(id);
      if (decline.status === 200) {
        expect(row).toBeUndefined();
        expect(await balances(suite.server.ctx, creator.id)).toEqual({ purchased: 30, winnings: 0 });
      } else {
        expect(row?.approvalStatus).toBe('approved');
        expect(await balances(suite.server.ctx, creator.id)).toEqual({
          purchased: 30 - 20 - DEFAULT_AUTO_APPROVAL_PRICE,
          winnings: 0,
        });
      }
    }
    expect(await findLedgerMismatches(suite.server.ctx.db)).toEqual([]);
  });

  it('two deletes at once refund once', async () => {
    const creator = await createUser(suite.server.ctx, { role: 'super_admin', purchased: 20 });
    const created = await api()
      .post('/api/tournaments')
      .set(creator.auth)
      .send(createBody({ creator_prize_contribution: 20 }));
    const id = created.body.id as string;
    const answers = await Promise.all([
      api().delete(`/api/admin/tournaments/${id}`).set(suite.superAdmin.auth),
      api().delete(`/api/admin/tournaments/${id}`).set(suite.superAdmin.auth),
      api().delete(`/api/tournaments/${id}`).set(creator.auth),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404]);
    expect(await balances(suite.server.ctx, creator.id)).toEqual({ purchased: 20, winnings: 0 });
    expect(await findLedgerMismatches(suite.server.ctx.db)).toEqual([]);
  });

  it('two deletions refunding the same players at once both finish (no deadlock)', async () => {
    const creator = await createUser(suite.server.ctx);
    const players = await Promise.all(Array.from({ length: 6 }, () => createUser(suite.server.ctx, { purchased: 20 })));
    const first = await createTestTournament(suite.server.ctx, creator.id, { template: 'alcatraz_solo' });
    const second = await createTestTournament(suite.server.ctx, creator.id, { template: 'alcatraz_solo' });
    // Seated in opposite orders, so each refund walks the players the other way round.
    for (const [i, p] of players.entries()) await seatPlayer(suite.server.ctx, first, p.id, i + 1, 0);
    for (const [i, p] of [...players].reverse().entries()) await seatPlayer(suite.server.ctx, second, p.id, i + 1, 0);
    const answers = await Promise.all([
      api().delete(`/api/admin/tournaments/${first.id}`).set(suite.superAdmin.auth),
      api().delete(`/api/admin/tournaments/${second.id}`).set(suite.superAdmin.auth),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    for (const p of players) expect(await balances(suite.server.ctx, p.id)).toEqual({ purchased: 20, winnings: 0 });
    expect(await findLedgerMismatches(suite.server.ctx.db)).toEqual([]);
  });

  it('a super admin delete racing with joins: every player either keeps a seat or gets the fee back', async () => {
    const creator = await createUser(suite.server.ctx);
    const t = await createTestTournament(suite.server.ctx, creator.id, { template: 'alcatraz_solo', entryFee: 7 });
    const players = await Promise.all(Array.from({ length: 8 }, () => createUser(suite.server.ctx, { purchased: 7 })));
    const joins = players.map((p, i) =>
      api()
        .post(`/api/tournaments/${t.id}/join-slot`)
        .set(p.auth)
        .send({ team_number: i + 1, slot_index: 0 }),
    );
    const del = api().delete(`/api/admin/tournaments/${t.id}`).set(suite.superAdmin.auth);
    const [deleted] = await Promise.all([del, ...joins]);
    expect(deleted.status).toBe(200);
    expect(await rowOf(t.id)).toBeUndefined();
    for (const p of players) expect(await balances(suite.server.ctx, p.id)).toEqual({ purchased: 7, winnings: 0 });
    expect(await findLedgerMismatches(suite.server.ctx.db)).toEqual([]);
  });

  it('a full edit racing with a join never leaves a player outside the grid', async () => {
    const creator = await createUser(suite.server.ctx);
    const t = await createTestTournament(suite.server.ctx, creator.id, { template: 'isolated_squad', entryFee: 1 });
    const player = await createUser(suite.server.ctx, { purchased: 1 });
    const [join, edit] = await Promise.all([
      api().post(`/api/tournaments/${t.id}/join-slot`).set(player.auth).send({ team_number: 25, slot_index: 3 }),
      api().put(`/api/admin/tournaments/${t.id}/full-edit`).set(suite.superAdmin.auth).send({ max_teams: 10 }),
    ]);
    const row = (await rowOf(t.id))!;
    if (edit.status === 200) {
      // The edit ran first: the join found team 25 outside the grid.
      expect(row.maxTeams).toBe(10);
      expect(join.status).toBeGreaterThanOrEqual(400);
      expect(row.currentPlayers).toBe(0);
    } else {
      expect(edit.status).toBe(409);
      expect(join.status).toBe(200);
      expect(row.maxTeams).toBe(25);
    }
    expect(await findLedgerMismatches(suite.server.ctx.db)).toEqual([]);
  });
});
