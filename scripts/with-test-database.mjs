#!/usr/bin/env node
/**
 * Runs a command against a real PostgreSQL server: TEST_DATABASE_URL (default: the local server)
 * is the admin connection; each test file creates and drops its own database from it.
 */
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const [cmd, ...args] = process.argv.slice(2);
const result = spawnSync(cmd, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
