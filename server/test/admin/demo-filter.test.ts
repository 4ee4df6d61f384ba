/**
 * The admin Players panel's demo filter: demo (seeded, is_test_user) accounts are left out of the
 * list unless the panel asks for them with include_demo=true, and each row says whether it is one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { users } from '../../src/db/schema.js';

let server: TestServer;
let admin: TestUser;
let real: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(server.ctx, { role: 'super_admin' });
  // The factory makes demo accounts; registration makes real ones.
  await createUser(server.ctx, { username: 'demo_ghost' });
  real = await createUser(server.ctx, { username: 'real_ghost' });
  await server.ctx.db.update(users).set({ isTestUser: false }).where(eq(users.id, real.id));
});
afterAll(() => server?.dispose());

const list = (query: Record<string, string>) =>
  request(server.url).get('/api/admin/players').query(query).set(admin.auth);

describe('admin players demo filter', () => {
  it('hides demo accounts by default and with include_demo=false', async () => {
    for (const query of [{ search: 'ghost' }, { search: 'ghost', include_demo: 'false' }] as Record<string, string>[]) {
      const res = await list(query).expect(200);
      expect(res.body.players.map((p: { username: string }) => p.username)).toEqual(['real_ghost']);
      expect(res.body.players[0].is_demo).toBe(false);
    }
  });

  it('lists them, marked, with include_demo=true', async () => {
    const res = await list({ search: 'ghost', include_demo: 'true' }).expect(200);
    const rows = res.body.players.map((p: { username: string; is_demo: boolean }) => [p.username, p.is_demo]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['real_ghost', false],
        ['demo_ghost', true],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('answers 400 with a detail for a value that is not true or false', async () => {
    const res = await list({ include_demo: 'yes' }).expect(400);
    expect(res.body).toEqual({ detail: expect.stringContaining('include_demo'), code: 'validation_failed' });
  });
});
