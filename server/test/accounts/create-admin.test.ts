/**
 * `npm run create-admin` as a real process on its own embedded database: creates the super
 * admin, run again updates it, and bad arguments exit with the usage line and change nothing.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../src/auth/passwords.js';
import { openDatabase } from '../../src/db/client.js';
import { users } from '../../src/db/schema.js';
import { useMigratedDataDir } from '../support/pglite-template.js';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadhub-cli-'));
useMigratedDataDir(path.join(dataDir, 'pglite'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function createAdmin(...args: string[]): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PASSWORD_HASH_MEMORY_KIB: '1024',
  };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts', ...args], {
      cwd: serverDir,
      env,
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('create-admin CLI', () => {
  it('refuses bad arguments with the usage line', async () => {
    const bad = await createAdmin('--email', 'not-an-email', '--password', 'long-enough-1');
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('Please enter a valid email address');
    expect(bad.out).toContain('Usage: npm run create-admin');
    const short = await createAdmin('--email', 'a@b.test', '--password', 'short');
    expect(short.code).toBe(2);
    expect(short.out).toContain('Password must be at least 8 characters');
  });

  it('creates a super admin, and a second run updates the same account', { timeout: 180_000 }, async () => {
    const first = await createAdmin(
      '--email',
      'Chief@Example.test',
      '--password',
      'chief-pass-1',
      '--username',
      'Chief',
    );
    expect(first.out).toContain('Created super admin Chief <chief@example.test>');
    expect(first.code).toBe(0);
    const second = await createAdmin('--email', 'chief@example.test', '--password', 'chief-pass-2');
    expect(second.out).toContain('Updated super admin Chief <chief@example.test>');

    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await database.db.select().from(users).where(eq(users.email, 'chief@example.test'));
      expect(rows).toHaveLength(1);
      expect(rows[0].role).toBe('super_admin');
      expect(await verifyPassword(rows[0].passwordHash, 'chief-pass-2')).toBe(true);
    } finally {
      await database.close();
    }
  });
});
