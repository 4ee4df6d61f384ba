/**
 * Where the server's own files are on disk: the migrations, the static assets, the web client it
 * serves and the optional `.env`. Found from this module's folder by walking up to the server
 * package, so the same code works as TypeScript source (`server/src/…`, run by tsx in
 * development) and as the compiled bundle (`server/dist/…`, what production runs; see
 * docs/operations.md#production-build).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function findServerPackage(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@squadhub/server'
    ) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`No @squadhub/server package.json above ${start}`);
  }
}

/** The server package's folder (`server/` in the repository, `/app/server` in the image). */
export const SERVER_ROOT = findServerPackage(import.meta.dirname);
/** The repository (or image) root: the workspaces sit side by side in it. */
export const REPO_ROOT = path.dirname(SERVER_ROOT);

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const STATIC_DIR = path.join(SERVER_ROOT, 'static');
export const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'desktop', 'dist', 'web');
export const ENV_FILE_PATH = path.join(REPO_ROOT, '.env');
