/**
 * A seat freed by a kick or a closed account goes to the waitlist in the same transaction, as a
 * leave's does, not on the deadline job's next tick (docs/product/squads.md#the-waitlist); and the
 * super admin's kick writes its line in the action log like the creator's
 * (docs/product/tournaments.md#seats). No deadline job runs in these tests: an offer seen here was
 * made by the step itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, deliveredSoFar, type TestServer } from '../support/harness.js';
import {
  FEE,
  actions,
  as,
  expectLedgerClean,
  offers,
  record,
  seatNew,
  squadApi,
  squadTournament,
  users,
} from '../squads/helpers.js';

let server: TestServer;
let superAdmin: TestUser;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  superAdmin = await createUser(server.ctx, { role: 'super_admin' });
});
afterAll(() => server?.dispose());

/** A full duo tournament of one team, and two players waiting in line. */
async function fullWithQueue() {
  const creator = await createUser(server.ctx);
  const t = await squadTournament(server, creator.id, { maxTeams: 1 });
  const [p1, p2] = await seatNew(server, t, [
    [1, 0],
    [1, 1],
  ]);
  const waiting = await users(server, 2);
  for (const w of waiting) expect((await squadApi(server, w, t.id).joinWaitlist()).status).toBe(200);
  return { creator, t, p1, p2, waiting };
}

describe("the super admin's kick", () => {
  it('writes its line in the action log and offers the seat to the waitlist at once', async () => {
    const { t, p1, waiting } = await fullWithQueue();
    const socket = await server.socket(waiting[0].token);
    const heard = record(socket);
    const res = await as(server, superAdmin).del(`/admin/tournaments/${t.id}/kick-player`, {
      player_id: p1.id,
      team_number: 1,
      slot_index: 0,
    });
    expect(res.status).toBe(200);
    expect(await actions(server, t.id, 'kick')).toMatchObject([
      {
        actorId: superAdmin.id,
        playerId: p1.id,
        detail: { from: { team_number: 1, slot_index: 0 }, coins: FEE },
      },
    ]);
    expect(await offers(server, t.id)).toEqual(new Map([[waiting[0].id, '1:0']]));
    expect((await actions(server, t.id, 'waitlist_offered')).map((a) => a.playerId)).toEqual([waiting[0].id]);
    await deliveredSoFar(server, [socket]);
    expect(heard.of('waitlist_offer')).toMatchObject([{ tournament_id: t.id, team_number: 1, slot_index: 0 }]);
    await expectLedgerClean(server);
  });
});

describe('closing an account', () => {
  it('offers its freed seat to the waitlist at once, never to the closed account', async () => {
    const { t, p2, waiting } = await fullWithQueue();
    // The closed player was also waiting somewhere else: out of that queue too.
    const other = await squadTournament(server, t.creatorId, { maxTeams: 1 });
    await seatNew(server, other, [
      [1, 0],
      [1, 1],
    ]);
    expect((await squadApi(server, p2, other.id).joinWaitlist()).status).toBe(200);

    expect((await as(server, superAdmin).del(`/admin/players/${p2.id}`)).status).toBe(200);
    expect(await actions(server, t.id, 'account_closed')).toMatchObject([{ playerId: p2.id }]);
    expect(await offers(server, t.id)).toEqual(new Map([[waiting[0].id, '1:1']]));
    expect((await squadApi(server, waiting[0], t.id).accept()).status).toBe(200);
    expect((await squadApi(server, superAdmin, other.id).waitlist()).body).toMatchObject({ count: 0 });
    await expectLedgerClean(server);
  });
});
