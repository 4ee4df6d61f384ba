/**
 * `npm run lint:api`: Spectral's OWASP ruleset (.spectral.yaml) on the OpenAPI document. The
 * document is built here from the shared contract, as GET /api/openapi.json builds it, with no
 * server and no database; any error fails (docs/design/api-conventions.md#owasp-api-review).
 * Arguments go to `spectral lint`, e.g. `npm run lint:api -- -D` for the errors alone.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../server/src/openapi/document.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(tmpdir(), 'squadhub-openapi-'));
try {
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(buildOpenApiDocument(), null, 2));
  const spectral = spawnSync(
    path.join(root, 'node_modules', '.bin', 'spectral'),
    ['lint', file, '--ruleset', path.join(root, '.spectral.yaml'), '--fail-severity=error', ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exitCode = spectral.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
