/**
 * Start-up accounts: SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD make sure a super admin exists
 * (created once, then promoted/kept), and an empty database gets demo users whose coins went
 * through the ledger; the printed logins work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../src/db/schema.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { seedOnStart } from '../../src/seed/index.js';
import { DEMO_ADMIN_EMAIL } from '../../src/seed/users.js';
import { ensureSuperAdmin } from '../../src/services/accounts/super-admin.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { registerBody } from '../accounts/helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    SEED_DEMO: 'true',
    SUPER_ADMIN_EMAIL: 'Boss@Example.test',
    SUPER_ADMIN_PASSWORD: 'boss-password-1',
    RATE_LIMITS: 'false',
  });
});
afterAll(() => server?.dispose());

const api = () => request(server.httpServer);
const userCount = async () => Number((await server.ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n);

describe('seedOnStart', () => {
  let lines: string[];
  it('on an empty database ensures the super admin and seeds demo users with ledger-backed coins', async () => {
    lines = await seedOnStart(server.ctx);
    expect(lines[0]).toContain('Super admin created: boss@example.test');
    const adminLine = lines.find((l) => l.startsWith('Demo super admin:'));
    expect(adminLine).toBeDefined();
    const [, adminPassword] = /: \S+ \/ (\S+)$/.exec(adminLine!)!;

    const boss = await api().post('/api/auth/login').send({ email: 'boss@example.test', password: 'boss-password-1' });
    expect(boss.status).toBe(200);
    expect(boss.body.user.role).toBe('super_admin');

    const demoAdmin = await api().post('/api/auth/login').send({ email: DEMO_ADMIN_EMAIL, password: adminPassword });
    expect(demoAdmin.status).toBe(200);
    expect(demoAdmin.body.user.role).toBe('super_admin');

    const playersLine = lines.find((l) => l.startsWith('Demo players:'))!;
    const [, firstEmail, playerPassword] = /^Demo players: ([^,\s]+).* \/ (\S+)$/.exec(playersLine)!;
    const player = await api().post('/api/auth/login').send({ email: firstEmail, password: playerPassword });
    expect(player.status).toBe(200);
    expect(player.body.user.coin_balance).toBeGreaterThan(0);

    const demo = await server.ctx.db.select().from(users).where(eq(users.isTestUser, true));
    expect(demo.length).toBeGreaterThanOrEqual(5);
    expect(demo.filter((u) => u.role === 'player').every((u) => u.purchasedCoins > 0)).toBe(true);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('on the next start seeds nothing more and keeps the super admin', async () => {
    const count = await userCount();
    const again = await seedOnStart(server.ctx);
    expect(again).toEqual([expect.stringContaining('Super admin ready: boss@example.test')]);
    expect(await userCount()).toBe(count);
  });
});

describe('ensureSuperAdmin', () => {
  it('promotes an existing player with that e-mail and sets the given password', async () => {
    const body = registerBody();
    await api().post('/api/auth/register').send(body).expect(201);
    const { user, created } = await ensureSuperAdmin(server.ctx, {
      email: body.email.toUpperCase(),
      password: 'promoted-pass-1',
    });
    expect(created).toBe(false);
    expect(user.role).toBe('super_admin');
    expect(user.username).toBe(body.codm_username);
    await api().post('/api/auth/login').send({ email: body.email, password: body.password }).expect(401);
    await api().post('/api/auth/login').send({ email: body.email, password: 'promoted-pass-1' }).expect(200);
  });

  it('refuses a username that is taken and picks a free one from the e-mail otherwise', async () => {
    const body = registerBody({ codm_username: 'admin' });
    await api().post('/api/auth/register').send(body).expect(201);
    await expect(
      ensureSuperAdmin(server.ctx, { email: 'new-admin@example.test', password: 'pass-pass-1', username: 'ADMIN' }),
    ).rejects.toMatchObject({ kind: 'conflict' });
    const { user, created } = await ensureSuperAdmin(server.ctx, {
      email: 'admin@other.test',
      password: 'pass-pass-1',
    });
    expect(created).toBe(true);
    expect(user.username).toBe('admin2');
    expect(user.isTestUser).toBe(false);
  });
});
