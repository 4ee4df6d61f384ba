/**
 * Compiles the server for production: one ES-module bundle per entry point in server/dist, run
 * by plain `node` with the production dependencies alone (no tsx, no devDependencies; see
 * docs/operations.md#production-build).
 *
 * `@squadhub/shared` is TypeScript source, so it is bundled in; every other package the server
 * depends on stays an import resolved from node_modules at run time (native modules such as
 * argon2 and sharp, PGlite's WebAssembly, swagger-ui-dist's files cannot be bundled anyway).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@squadhub/shared');
const sharedManifest = JSON.parse(readFileSync(path.join(serverDir, '../shared/package.json'), 'utf8'));
external.push(...Object.keys(sharedManifest.dependencies ?? {}));

await build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: 'src/main.ts',
    'cli/create-admin': 'src/cli/create-admin.ts',
    'cli/ledger-check': 'src/cli/ledger-check.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Subpath imports (`drizzle-orm/pg-core`, `@electric-sql/pglite/contrib/…`) stay external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server/dist: built (${external.length} packages left as imports from node_modules)`);
