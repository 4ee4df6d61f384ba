/**
 * Backup and restore as docs/operations.md#backup-and-restore tells an operator to do them: money
 * moved through the API (purchases, entry fees, a prize, an admin adjustment), `pg_dump -Fc` of
 * the live database, `pg_restore` into a new one, then `npm run ledger:check` on the restored
 * database: clean, with the same balances, ledger rows, seats and purchases as the original.
 *
 * PostgreSQL only (`npm run test:pg`): PGlite is backed up by copying its folder while the server
 * is stopped, which is a plain file copy with nothing of Squadhub's to test.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Queryable } from '../../src/db/client.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createTestTournament } from '../support/tournament-factories.js';

const run = promisify(execFile);
const adminUrl = process.env.TEST_DATABASE_URL;

/** A PostgreSQL client program: the newest installed version's, else the one on PATH. */
function pgProgram(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => path.join(root, v, 'bin', name)).find((p) => existsSync(p)) ?? name;
}

/** What must survive a restore, read the same way from both databases. */
async function books(db: Queryable) {
  const rows = async (query: ReturnType<typeof sql>) =>
    (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return {
    balances: (
      await rows(sql`SELECT id, purchased_coins, winnings_coins, balance_version FROM users ORDER BY id`)
    ).rows.map((r) => ({
      id: String(r.id),
      purchased_coins: Number(r.purchased_coins),
      winnings_coins: Number(r.winnings_coins),
      balance_version: Number(r.balance_version),
    })),
    ledger: (
      await rows(
        sql`SELECT reason, count(*)::int AS n, sum(delta)::int AS total FROM ledger_entries GROUP BY reason ORDER BY reason`,
      )
    ).rows,
    seats: (
      await rows(sql`SELECT tournament_id, team_number, slot_index, player_id FROM tournament_slots ORDER BY player_id`)
    ).rows,
    purchases: (await rows(sql`SELECT id, status, coins FROM purchases ORDER BY id`)).rows,
    tournaments: (await rows(sql`SELECT id, status, prize_pool, current_players FROM tournaments ORDER BY id`)).rows,
  };
}

describe.skipIf(!adminUrl)('pg_dump and pg_restore (PostgreSQL only: PGlite is backed up as a stopped folder)', () => {
  let server: TestServer;
  let restoredUrl: string;
  const restoredName = `squadhub_restored_${Date.now()}_${process.pid}`;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'squadhub-backup-'));

  beforeAll(async () => {
    server = await createTestServer({ RATE_LIMITS: 'false' });
    const u = new URL(server.ctx.config.DATABASE_URL!);
    u.pathname = `/${restoredName}`;
    restoredUrl = u.toString();
  });
  afterAll(async () => {
    await server?.dispose();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    await admin.end();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('restores a dump into a new database whose ledger checks clean, with the same balances', async () => {
    const api = () => request(server.url);
    const admin = await createUser(server.ctx, { role: 'super_admin' });
    const creator = await createUser(server.ctx);
    const players: TestUser[] = await Promise.all(Array.from({ length: 4 }, () => createUser(server.ctx)));

    // Purchases through the built-in test checkout: 20 coins each.
    for (const p of players) {
      const res = await api().post('/api/stripe/create-checkout').set(p.auth).send({ package_id: 'package_20' });
      const id = String(res.body.url).split('/').pop();
      await api().post(`/api/stripe/test-checkout/${id}/pay`).expect(303);
    }
    // Seats: every player pays a 10-coin entry fee; the room code goes out; the winners are paid.
    const t = await createTestTournament(server.ctx, creator.id, { template: 'alcatraz_solo', entryFee: 10 });
    for (const [i, p] of players.entries()) {
      await api()
        .post(`/api/tournaments/${t.id}/join-slot`)
        .set(p.auth)
        .send({ team_number: i + 1, slot_index: 0 })
        .expect(200);
    }
    await api()
      .post(`/api/tournaments/${t.id}/send-room-code`)
      .set(creator.auth)
      .send({ room_code: 'BACKUP' })
      .expect(200);
    await api()
      .post(`/api/tournaments/${t.id}/select-winners`)
      .set(creator.auth)
      .send({
        tournament_id: t.id,
        winners: [
          { user_id: players[0]!.id, coins_awarded: 25, position: 1 },
          { user_id: players[1]!.id, coins_awarded: 10, position: 2 },
        ],
      })
      .expect(200);
    await api()
      .put(`/api/admin/players/${players[2]!.id}/adjust-winnings`)
      .set(admin.auth)
      .send({ winnings_coins: 7 })
      .expect(200);

    const original = await books(server.ctx.db);
    expect(original.purchases).toHaveLength(4);
    expect(original.seats).toHaveLength(4);
    expect(original.balances.find((b) => b.id === players[0]!.id)).toMatchObject({
      purchased_coins: 10,
      winnings_coins: 25,
    });

    // The backup, taken from the live database while the server runs.
    const dump = path.join(workDir, 'squadhub.dump');
    await run(pgProgram('pg_dump'), ['--format=custom', `--file=${dump}`, server.ctx.config.DATABASE_URL!]);
    const maintenance = new pg.Client({ connectionString: adminUrl });
    await maintenance.connect();
    await maintenance.query(`CREATE DATABASE ${restoredName}`);
    await maintenance.end();
    await run(pgProgram('pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);

    // `npm run ledger:check` on the restored database.
    const cli = await run(process.execPath, ['--import', 'tsx', 'src/cli/ledger-check.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATABASE_URL: restoredUrl, DATA_DIR: workDir, NODE_ENV: 'test' },
    });
    expect(cli.stdout).toMatch(/Ledger check: clean/);

    const restored = await openDatabase({ url: restoredUrl, poolSize: 2 });
    try {
      expect(await books(restored.db)).toEqual(original);
    } finally {
      await restored.close();
    }
  });
});
