/**
 * Runs once before the server tests (vitest `globalSetup`): an empty, migrated PGlite database
 * that every test file's database starts from. PGlite otherwise runs PostgreSQL's initdb for each
 * database, the largest part of a test file's start-up; loading a copy takes a fraction of it.
 * The template is kept in node_modules/.cache, one per set of migrations and PGlite version, so a
 * second `npm test` builds nothing. With TEST_DATABASE_URL (PostgreSQL) there is nothing to build.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from '../../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of the migrated PGlite template (see test/support/pglite-template.ts), or null on PostgreSQL. */
    pgliteTemplate: string | null;
  }
}

const CACHE = path.resolve(import.meta.dirname, '../../node_modules/.cache/squadhub-test');

export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', process.env.TEST_DATABASE_URL ? null : await migratedTemplate());
}

/** The cached template's folder: `data/` (a data dir) and `data.tar` (its dump), built if missing. */
async function migratedTemplate(): Promise<string> {
  const folder = path.join(CACHE, `pglite-${templateKey()}`);
  if (existsSync(folder)) return folder;
  mkdirSync(CACHE, { recursive: true });
  const building = mkdtempSync(path.join(CACHE, 'building-'));
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite(path.join(building, 'data'), { extensions: await PGLITE_EXTENSIONS() });
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  writeFileSync(path.join(building, 'data.tar'), Buffer.from(await dump.arrayBuffer()));
  // Another run may have finished the same template meanwhile: keep the one already in place.
  if (existsSync(folder)) rmSync(building, { recursive: true, force: true });
  else renameSync(building, folder);
  for (const old of readdirSync(CACHE)) {
    if (old.startsWith('pglite-') && old !== path.basename(folder)) rmSync(path.join(CACHE, old), { recursive: true });
  }
  return folder;
}

/** Changes with any migration file or the PGlite version. */
function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = path.join(path.dirname(pgliteEntry), '..', 'package.json');
  hash.update(JSON.parse(readFileSync(pglitePackage, 'utf8')).version);
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}
