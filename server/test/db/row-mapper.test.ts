/**
 * The compiled row mapping (server/src/db/row-mapper.ts) builds the very rows Drizzle's own
 * mapping builds: nested objects, decoded columns (timestamps, numbers), SQL fields with their
 * decoders, and a left-joined table's object that is null when its row is missing.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompiledRowMapping } from '../../src/db/row-mapper.js';
import { tournamentSlots, tournaments, users } from '../../src/db/schema.js';
import { createUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createTestTournament, seatPlayer } from '../support/tournament-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

describe('withCompiledRowMapping', () => {
  it('maps every row exactly as Drizzle does', async () => {
    const { db } = server.ctx;
    const creator = await createUser(server.ctx);
    const player = await createUser(server.ctx);
    const seated = await createTestTournament(server.ctx, creator.id, { template: 'alcatraz_duo', entryFee: 0 });
    await createTestTournament(server.ctx, creator.id, { template: 'alcatraz_duo', entryFee: 0 });
    await seatPlayer(server.ctx, seated, player.id, 1, 0);

    // Every kind of field: a table's object, a left-joined one (null in the empty tournament's
    // row), columns and SQL expressions at the top, a nested object of SQL fields, a mapped count.
    const select = (name: string) =>
      db
        .select({
          t: tournaments,
          slot: tournamentSlots,
          id: tournaments.id,
          seatedAt: tournamentSlots.joinedAt,
          creator: { name: sql<string>`${users.username}`, since: users.createdAt },
          doubled: sql<number>`${tournaments.maxPlayers} * 2`.mapWith(Number),
        })
        .from(tournaments)
        .innerJoin(users, eq(users.id, tournaments.creatorId))
        .leftJoin(tournamentSlots, eq(tournamentSlots.tournamentId, tournaments.id))
        .where(eq(tournaments.creatorId, sql.placeholder('creator')))
        .orderBy(tournaments.createdAt)
        .prepare(name);

    const drizzles = await select('row_mapper_drizzle').execute({ creator: creator.id });
    const compiled = await withCompiledRowMapping(select('row_mapper_compiled')).execute({ creator: creator.id });

    expect(compiled).toEqual(drizzles);
    expect(compiled).toHaveLength(2);
    const [withSeat, empty] = [compiled.find((r) => r.slot), compiled.find((r) => !r.slot)];
    expect(withSeat?.slot?.playerId).toBe(player.id);
    expect(empty?.slot).toBeNull();
    expect(withSeat?.t.createdAt).toBeInstanceOf(Date);
    expect(typeof withSeat?.doubled).toBe('number');
  });
});
