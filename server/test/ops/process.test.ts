/**
 * The server as a process: configuration checked at start (a bad value stops it with a clear
 * message and exit code 1) and a graceful stop on SIGTERM (exit code 0, promptly).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.js';
import { useMigratedDataDir } from '../support/pglite-template.js';
import { startServerProcess } from './server-process.js';

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'squadhub-process-'));
  tempDirs.push(dir);
  return dir;
}

describe('configuration', () => {
  it('fills defaults for an empty environment', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ PORT: 8080, PUBLIC_URL: 'http://localhost:8080', RATE_LIMITS: true });
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    // The development secret is kept, so tokens survive a restart.
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(config.JWT_SECRET);
  });

  it('names every bad variable and its value, but never a secret', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', JWT_SECRET: 'short-secret', DATA_DIR: tempDir() });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/PORT: .*\(got "abc"\)/);
    expect(message).toMatch(/LOG_LEVEL: .*\(got "loud"\)/);
    expect(message).toContain('JWT_SECRET: JWT_SECRET must be at least 32 characters');
    expect(message).not.toContain('short-secret');
  });

  it('treats an empty value as unset and resolves folders from where npm was run', () => {
    const dir = tempDir();
    const config = loadConfig({ INIT_CWD: dir, DATA_DIR: 'data', WEB_DIST: '', DATABASE_URL: '', PORT: '' });
    expect(config.DATA_DIR).toBe(path.join(dir, 'data'));
    expect(config.WEB_DIST).toMatch(/desktop\/dist\/web$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(8080);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(/JWT_SECRET: required/);
  });

  it('stops `npm start` with the message and exit code 1 on a bad value', async () => {
    const main = startServerProcess({ PORT: 'abc', DATA_DIR: tempDir() });
    expect(await main.exited).toBe(1);
    expect(main.output().stderr).toContain('Invalid configuration:');
    expect(main.output().stderr).toMatch(/PORT: .*\(got "abc"\)/);
  });
});

describe('graceful shutdown', () => {
  it('serves, then exits 0 promptly on SIGTERM', async () => {
    const dataDir = tempDir();
    useMigratedDataDir(path.join(dataDir, 'pglite'));
    const main = startServerProcess({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Set (to nothing) so a developer's .env cannot point this test at their database.
      DATABASE_URL: '',
    });
    const address = await main.running(60_000);
    expect(address).toMatch(/^http:\/\/localhost:[1-9]\d*$/);
    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    const sentAt = Date.now();
    main.child.kill('SIGTERM');
    expect(await main.exited).toBe(0);
    expect(Date.now() - sentAt).toBeLessThan(5_000);
  });
});
