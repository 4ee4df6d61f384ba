import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:scale`: several real server processes on one PostgreSQL database and Redis. Kept
 * out of `npm test` and `npm run test:pg` (its files end in .scale.ts) because it needs both
 * services running and spawns its own processes.
 */
export default defineConfig({
  test: {
    name: 'scale',
    root: path.resolve(import.meta.dirname, '../../..'),
    include: ['server/test/scale/**/*.scale.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
