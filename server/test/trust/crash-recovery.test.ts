/**
 * kill -9 in the middle of the deadline job (issue 36, docs/product/trust.md): a server process
 * killed while its void or held payout is half done commits none of it; the next process on the
 * same database makes it exactly once, and the books stay clean.
 *
 * The kill lands inside the job's transaction deterministically: the test holds the tournament's
 * hosted_events row (FOR UPDATE, in a transaction of its own). That row is written by the
 * triggers of migration 0019 from the job's last statements (the void's UPDATE of the tournament,
 * the payout's insert of its winners), so the job's transaction waits there with every ledger
 * movement already written and not committed. The test sees it wait, kills the process, then lets
 * go of the row: the orphaned transaction runs its statement, finds its client gone and rolls back.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../src/cli/ledger-check.js';
import { rowsOf } from '../../src/db/rows.js';
import { hostedEvents, tournamentWinners } from '../../src/db/schema.js';
import { startInstance, type Instance } from '../scale/instances.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { balancesOf } from '../support/money-helpers.js';
import { as } from '../squads/helpers.js';
import { MIN, balancesOfAll, fundedTournament, refundsOf, tournamentOf } from './helpers.js';
import { actionKinds, endHold, liveTournament, winnersBody } from './payout-helpers.js';

/** The deadline job's period in the server processes: the restarted one acts within a fraction of a second. */
const DEADLINES_EVERY_MS = 200;
/** How long a server process may take to reach the job's transaction, or the restarted one to finish it. */
const WAIT_MS = 45_000;

/** The harness: a fresh PostgreSQL database, the factories' context and an in-process API (it runs no jobs). */
let harness: TestServer;
const processes: Instance[] = [];

/** `npm start` as a real process on the harness's database, named in pg_stat_activity by `name`. */
async function startServerProcess(name: string): Promise<Instance> {
  const databaseUrl = new URL(harness.ctx.config.DATABASE_URL!);
  databaseUrl.searchParams.set('application_name', name);
  const instance = await startInstance({
    name,
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl.toString(),
      DATABASE_POOL_SIZE: '3',
      JWT_SECRET: harness.ctx.config.JWT_SECRET,
      SEED_DEMO: 'false',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_MEMORY_KIB: '1024',
      DEADLINES_EVERY_MS: String(DEADLINES_EVERY_MS),
    },
  });
  processes.push(instance);
  await instance.ready;
  return instance;
}

interface HeldRow {
  /** The backend of the test's transaction, which the job's will wait behind. */
  pid: number;
  /** Rolls the test's transaction back: the row is free again. */
  release(): Promise<void>;
}

/** Locks a tournament's hosted_events row in a transaction of the test's own connection. */
async function holdHostRecord(tournamentId: string): Promise<HeldRow> {
  const client = new pg.Client({ connectionString: harness.ctx.config.DATABASE_URL });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT 1 FROM hosted_events WHERE tournament_id = $1 FOR UPDATE', [tournamentId]);
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  return {
    pid: rows[0]!.pid,
    release: async () => {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

async function poll<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The statement another backend runs while it waits for the held row (the job's, mid-transaction). */
function statementWaitingFor(held: HeldRow): Promise<string> {
  return poll('a transaction waiting for the held row', async () => {
    const [row] = rowsOf<{ query: string }>(
      await harness.ctx.db.execute(
        sql`SELECT query FROM pg_stat_activity WHERE ${held.pid}::int = ANY(pg_blocking_pids(pid))`,
      ),
    );
    return row?.query;
  });
}

/** Resolves once no connection of the process `name` is left: its transaction has ended. */
function connectionsGone(name: string): Promise<true> {
  return poll(`the connections of ${name} to end`, async () => {
    const [row] = rowsOf<{ n: number }>(
      await harness.ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = ${name}`,
      ),
    );
    return row!.n === 0 || undefined;
  });
}

/** Starts a process, waits until its deadline job waits on the held row, and kills it there. */
async function killMidTransaction(name: string, held: HeldRow): Promise<string> {
  let statement: string;
  try {
    const server = await startServerProcess(name);
    statement = await statementWaitingFor(held);
    await server.kill();
  } finally {
    await held.release();
  }
  await connectionsGone(name);
  return statement;
}

/** `npm run ledger:check` on the test's database: its exit code and report. */
async function checkLedger(): Promise<{ code: number; report: string[] }> {
  const report: string[] = [];
  const code = await ledgerCheck(harness.ctx.db, (line) => report.push(line));
  return { code, report };
}

/** The tournament's ledger lines of each of `reasons`: how many movements of each were made. */
async function ledgerLines(tournamentId: string, reasons: string[]): Promise<Record<string, number>> {
  const rows = rowsOf<{ reason: string; n: number }>(
    await harness.ctx.db.execute(sql`SELECT reason, count(*)::int AS n FROM ledger_entries
      WHERE ref_id = ${tournamentId} GROUP BY reason`),
  );
  return Object.fromEntries(reasons.map((r) => [r, rows.find((row) => row.reason === r)?.n ?? 0]));
}

/** Two server starts and a kill: a loaded machine takes well over the default minute. */
const CRASH_TEST_MS = 240_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('kill -9 in the middle of the deadline job', () => {
  beforeAll(async () => {
    harness = await createTestServer();
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await harness?.dispose();
  });

  it(
    'a void cut short commits nothing; after the restart every fee is refunded once',
    async () => {
      const ctx = harness.ctx;
      // Started 11 minutes ago with an hour's grace: not due until the test holds the row.
      const { creator, players, t } = await fundedTournament(ctx, -11 * MIN, 60);
      const everyone = [...players, creator];
      const before = await balancesOfAll(ctx, everyone);
      const held = await holdHostRecord(t.id);
      await ctx.db.execute(sql`UPDATE tournaments SET code_grace_minutes = 10 WHERE id = ${t.id}`);

      const statement = await killMidTransaction(`crash_void_${randomBytes(3).toString('hex')}`, held);
      // The refunds came before this statement in the same transaction.
      expect(statement).toMatch(/^update "tournaments" set .*"void_reason"/);
      expect(await tournamentOf(ctx, t.id)).toMatchObject({ voidReason: null, isFinalized: false, prizePool: 140 });
      expect(await balancesOfAll(ctx, everyone)).toEqual(before);
      expect(await refundsOf(ctx, t.id)).toEqual({ entry: 0, contribution: 0 });
      expect(await checkLedger()).toMatchObject({ code: 0 });

      const restarted = await startServerProcess('restart_void');
      await poll('the void after the restart', async () => (await tournamentOf(ctx, t.id)).voidedAt ?? undefined);
      // A few more ticks of the job: nothing is refunded again.
      await new Promise((resolve) => setTimeout(resolve, 5 * DEADLINES_EVERY_MS));
      await restarted.stop();
      expect(await tournamentOf(ctx, t.id)).toMatchObject({ voidReason: 'no_room_code', prizePool: 0 });
      expect(await refundsOf(ctx, t.id)).toEqual({ entry: 4, contribution: 1 });
      // One line per bucket paid: three single-bucket fees, one split fee, a split contribution.
      expect(await ledgerLines(t.id, ['entry_refund', 'contribution_refund'])).toEqual({
        entry_refund: 5,
        contribution_refund: 2,
      });
      expect(await balancesOfAll(ctx, everyone)).toEqual([
        { purchased: 10, winnings: 0 },
        { purchased: 10, winnings: 0 },
        { purchased: 0, winnings: 10 },
        { purchased: 4, winnings: 6 },
        { purchased: 60, winnings: 40 },
      ]);
      expect(await actionKinds(harness, t.id)).toEqual(['voided']);
      expect(await checkLedger()).toMatchObject({ code: 0 });
    },
    CRASH_TEST_MS,
  );

  it(
    'a held payout cut short commits nothing; after the restart each prize is paid once',
    async () => {
      const ctx = harness.ctx;
      const { creator, p1, p2, t } = await liveTournament(harness, 30);
      await as(harness, creator).post(`/tournaments/${t.id}/select-winners`, winnersBody(p1)).expect(200);
      const held = await holdHostRecord(t.id);
      await endHold(harness, t.id);

      const statement = await killMidTransaction(`crash_payout_${randomBytes(3).toString('hex')}`, held);
      // The prize and the remainder came before this statement in the same transaction.
      expect(statement).toMatch(/^insert into "tournament_winners"/);
      expect(await tournamentOf(ctx, t.id)).toMatchObject({ paidAt: null, isFinalized: false, prizePool: 20 });
      for (const user of [p1, p2, creator])
        expect(await balancesOf(ctx, user.id)).toEqual({ purchased: 0, winnings: 0 });
      expect(await ledgerLines(t.id, ['prize', 'prize_remainder'])).toEqual({ prize: 0, prize_remainder: 0 });
      expect(await checkLedger()).toMatchObject({ code: 0 });

      const restarted = await startServerProcess('restart_payout');
      await poll('the payout after the restart', async () => (await tournamentOf(ctx, t.id)).paidAt ?? undefined);
      await new Promise((resolve) => setTimeout(resolve, 5 * DEADLINES_EVERY_MS));
      await restarted.stop();
      expect(await tournamentOf(ctx, t.id)).toMatchObject({ isFinalized: true, status: 'completed' });
      expect(await ledgerLines(t.id, ['prize', 'prize_remainder'])).toEqual({ prize: 1, prize_remainder: 1 });
      expect(await balancesOf(ctx, p1.id)).toEqual({ purchased: 0, winnings: 15 });
      expect(await balancesOf(ctx, p2.id)).toEqual({ purchased: 0, winnings: 0 });
      expect(await balancesOf(ctx, creator.id)).toEqual({ purchased: 0, winnings: 5 });
      const winners = await ctx.db.select().from(tournamentWinners).where(eq(tournamentWinners.tournamentId, t.id));
      expect(winners).toMatchObject([{ userId: p1.id, position: 1, coinsAwarded: 15 }]);
      const [record] = await ctx.db.select().from(hostedEvents).where(eq(hostedEvents.tournamentId, t.id));
      expect(record!.prizeCoins).toBe(15);
      expect(await actionKinds(harness, t.id)).toEqual(['results_held', 'winners_paid', 'remainder_paid']);
      expect(await checkLedger()).toMatchObject({ code: 0 });
    },
    CRASH_TEST_MS,
  );
});
