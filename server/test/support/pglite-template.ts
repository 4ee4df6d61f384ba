/**
 * The migrated empty database that test/support/global-setup.ts builds once, for test files to start
 * their PGlite databases from instead of running initdb and the migrations each time.
 * Outside `npm test` (no template provided) both helpers do nothing and databases start empty.
 */
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

let dump: Blob | undefined;

/** The template as a dump to load into an in-memory PGlite, read once per test file. */
export function migratedTemplateDump(): Blob | undefined {
  const folder = inject('pgliteTemplate');
  if (!folder) return undefined;
  dump ??= new Blob([readFileSync(path.join(folder, 'data.tar'))]);
  return dump;
}

/**
 * Makes `dataDir` (the PGlite data dir that a server or CLI process is about to open) a copy of
 * the template, so that process skips initdb.
 */
export function useMigratedDataDir(dataDir: string): void {
  const folder = inject('pgliteTemplate');
  if (folder) cpSync(path.join(folder, 'data'), dataDir, { recursive: true });
}
