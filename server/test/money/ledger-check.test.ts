/**
 * `npm run ledger:check` end to end: clean books exit 0 and print the conservation identity; a
 * balance changed behind the ledger's back exits 1 (the other gaps: money/conservation.test.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.js';
import { users } from '../../src/db/schema.js';
import { inTransaction } from '../../src/db/transaction.js';
import { credit } from '../../src/ledger/ledger.js';
import type { AppContext } from '../../src/context.js';
import { RealtimeHub } from '../../src/realtime/hub.js';
import { useMigratedDataDir } from '../support/pglite-template.js';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadhub-ledger-check-'));
useMigratedDataDir(path.join(dataDir, 'pglite'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function ledgerCheckCli(): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/ledger-check.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    });
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string };
    return { code: e.code, out: e.stdout };
  }
}

describe('ledger:check', () => {
  it('prints clean and exits 0, then names the difference and exits 1', async () => {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const ctx = {
      db: database.db,
      realtime: new RealtimeHub(null),
    } as unknown as AppContext;
    const [u] = await ctx.db
      .insert(users)
      .values({
        username: 'ledger_cli',
        codmUsername: 'ledger_cli',
        fullName: 'Ledger CLI',
        email: 'ledger@cli.test',
        passwordHash: 'x',
        tiktokLink: 'https://www.tiktok.com/@ledger',
      })
      .returning();
    await inTransaction(ctx, (tx, ev) =>
      credit(tx, ev, u.id, { purchased: 12, winnings: 3 }, { reason: 'admin_adjust', refType: 'test' }),
    );
    await database.close();

    const clean = await ledgerCheckCli();
    expect(clean.code).toBe(0);
    expect(clean.out).toMatch(/clean/);
    expect(clean.out).toContain('Coins conserved: held 15 (closed accounts 0) + open pools 0 = bought 0 + adjusted 15');

    const again = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await again.db.execute(sql`UPDATE users SET winnings_coins = 50 WHERE id = ${u.id}`);
    await again.close();

    const broken = await ledgerCheckCli();
    expect(broken.code).toBe(1);
    expect(broken.out).toContain('ledger_cli');
    expect(broken.out).toMatch(/winnings: balance 50, ledger 3, difference 47/);
    // The coins made behind the ledger's back are outside the identity too.
    expect(broken.out).toMatch(/Coins not conserved: held 62 .*, off by \+47/);
    // Two runs of the CLI, each a fresh process: slow on a busy machine.
  }, 180_000);
});
