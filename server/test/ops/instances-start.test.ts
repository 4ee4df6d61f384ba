/**
 * Several instances on one PostgreSQL database (skipped on PGlite, which lives inside one
 * process): two real processes started at the same moment on an empty database both come up,
 * with the migrations applied once and the demo data and super admin created once. How the
 * processes' start-ups overlap depends on the machine, so the locks are also proven one by one:
 * migrations wait for the session holding their lock, two seedings at the same moment create the
 * data once (without the lock the second fails on a duplicate), and the sweep skips its round
 * while another instance sweeps.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from '../../src/db/advisory-locks.js';
import { MIGRATIONS_FOLDER, openDatabase } from '../../src/db/client.js';
import { tournaments, users } from '../../src/db/schema.js';
import { seedOnStart } from '../../src/seed/index.js';
import { DEMO_ADMIN_EMAIL } from '../../src/seed/users.js';
import { sweepFinalizedTournaments } from '../../src/services/play/sweep.js';
import { createUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createTestTournament } from '../support/tournament-factories.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A fresh, empty database for one test, dropped afterwards. */
async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `squadhub_ops_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A session of its own holding `lock`, as another instance would. */
async function holdLock(url: string, lock: number): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('SELECT pg_advisory_lock($1)', [lock]);
  return { release: () => client.end() };
}

describe.skipIf(!adminUrl)('two instances started together on an empty database', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** One instance of `npm start` on `databaseUrl`, with demo data and a super admin to ensure. */
  function startInstance(databaseUrl: string): ServerProcess {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadhub-instance-'));
    const server = startServerProcess({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 's'.repeat(40),
      SEED_DEMO: 'true',
      SUPER_ADMIN_EMAIL: 'boss@example.test',
      SUPER_ADMIN_PASSWORD: 'boss-password-1',
      PASSWORD_HASH_MEMORY_KIB: '1024',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
    });
    cleanups.push(
      () => rmSync(dataDir, { recursive: true, force: true }),
      () => server.stop(),
    );
    return server;
  }

  /** Starts two instances at the same moment; both must answer, and the start-up data exist once. */
  async function startTwoAndCheck(databaseUrl: string) {
    const pair = [startInstance(databaseUrl), startInstance(databaseUrl)];
    const addresses = await Promise.all(pair.map((p) => p.running()));
    for (const address of addresses) {
      const health = await fetch(`${address}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok', database_kind: 'postgres' });
    }
    expect(pair.filter((p) => p.output().stdout.includes('Demo super admin:'))).toHaveLength(1);

    const check = await openDatabase({ url: databaseUrl, poolSize: 1 });
    try {
      const perEmail = await check.db
        .select({ email: users.email, n: sql<number>`count(*)::int` })
        .from(users)
        .groupBy(users.email);
      expect(perEmail.find((r) => r.email === DEMO_ADMIN_EMAIL)?.n).toBe(1);
      expect(perEmail.find((r) => r.email === 'boss@example.test')?.n).toBe(1);
      expect(perEmail.filter((r) => r.n !== 1)).toEqual([]);
      // Tournaments have no unique key: a second seeding would show as every title twice.
      const perTitle = await check.db
        .select({ title: tournaments.title, n: sql<number>`count(*)::int` })
        .from(tournaments)
        .groupBy(tournaments.title);
      expect(perTitle.length).toBeGreaterThan(0);
      expect(perTitle.filter((r) => r.n !== 1)).toEqual([]);
      const migrations = await check.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      expect((migrations as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await check.close();
    }
  }

  it('on a fresh database: both come up; migrations, demo data and the super admin happen once', async () => {
    const database = await scratchDatabase();
    cleanups.push(() => database.drop());
    await startTwoAndCheck(database.url);
  });
});

describe.skipIf(!adminUrl)('advisory locks', () => {
  it('migrations wait for the instance holding their lock', async () => {
    const database = await scratchDatabase();
    try {
      const other = await holdLock(database.url, ADVISORY_LOCKS.migrations);
      const opening = openDatabase({ url: database.url, poolSize: 2 });
      // The opening instance is queued behind the lock (PostgreSQL lists its request as not granted).
      const observer = new pg.Client({ connectionString: database.url });
      await observer.connect();
      await expect
        .poll(
          async () =>
            (
              await observer.query(
                `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND NOT granted`,
                [ADVISORY_LOCKS.migrations],
              )
            ).rows[0].n,
          { timeout: 30_000, interval: 100 },
        )
        .toBe(1);
      const tables = await observer.query(`SELECT to_regclass('public.users') AS users`);
      expect(tables.rows[0].users).toBeNull(); // nothing migrated while the other instance holds the lock
      await other.release();
      const opened = await opening;
      const after = await observer.query(`SELECT to_regclass('public.users') AS users`);
      expect(after.rows[0].users).toBe('users');
      await observer.end();
      await opened.close();
    } finally {
      await database.drop();
    }
  });

  describe('start-up data', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer({
        SEED_DEMO: 'true',
        SUPER_ADMIN_EMAIL: 'boss@example.test',
        SUPER_ADMIN_PASSWORD: 'boss-password-1',
      });
    });
    afterAll(() => server?.dispose());

    it('is seeded once when two instances seed at the same moment', async () => {
      const [first, second] = await Promise.all([seedOnStart(server.ctx), seedOnStart(server.ctx)]);
      const demoLines = [first, second].filter((lines) => lines.some((l) => l.startsWith('Demo super admin:')));
      expect(demoLines).toHaveLength(1);
      expect([...first, ...second].filter((l) => l.startsWith('Super admin created'))).toHaveLength(1);
      const admins = await server.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
      expect(admins).toHaveLength(1);
    });
  });

  describe('the sweep', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer();
    });
    afterAll(() => server?.dispose());

    it('skips its round while another instance sweeps, and sweeps once the lock is free', async () => {
      const ctx = server.ctx;
      const creator = await createUser(ctx);
      const due = await createTestTournament(ctx, creator.id);
      await ctx.db
        .update(tournaments)
        .set({ isFinalized: true, status: 'completed', deletionScheduledAt: new Date(Date.now() - 1000) })
        .where(eq(tournaments.id, due.id));

      const other = await holdLock(ctx.config.DATABASE_URL!, ADVISORY_LOCKS.tournamentSweep);
      try {
        expect(await sweepFinalizedTournaments(ctx)).toEqual([]);
        const [still] = await ctx.db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, due.id));
        expect(still).toBeDefined();
      } finally {
        await other.release();
      }
      expect(await sweepFinalizedTournaments(ctx)).toEqual([due.id]);
    });
  });
});
