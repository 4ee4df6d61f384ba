/**
 * The setup the tournament route tests share: one test server per file with a super admin and an
 * admin, a supertest client for it, and a tournament row read straight from the database.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { tournaments } from '../../src/db/schema.js';
import { createTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './factories.js';

export interface TournamentRouteSuite {
  /** Set in beforeAll: read these inside tests and hooks, not at module level. */
  server: TestServer;
  superAdmin: TestUser;
  admin: TestUser;
  api: () => ReturnType<typeof request>;
  rowOf: (id: string) => Promise<typeof tournaments.$inferSelect | undefined>;
}

/** Registers this file's beforeAll/afterAll and returns the suite they fill. */
export function tournamentRouteSuite(): TournamentRouteSuite {
  const suite = {
    api: () => request(suite.server.url),
    rowOf: async (id: string) =>
      (await suite.server.ctx.db.select().from(tournaments).where(eq(tournaments.id, id)))[0],
  } as TournamentRouteSuite;
  beforeAll(async () => {
    suite.server = await createTestServer();
    suite.superAdmin = await createUser(suite.server.ctx, { role: 'super_admin' });
    suite.admin = await createUser(suite.server.ctx, { role: 'admin' });
  });
  afterAll(() => suite.server?.dispose());
  return suite;
}
