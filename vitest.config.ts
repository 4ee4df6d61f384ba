import { defineConfig } from 'vitest/config';

/** `npm test`: unit and integration tests of every workspace (server on PGlite unless TEST_DATABASE_URL). */
export default defineConfig({
  test: {
    // Vitest's default is one worker per CPU minus one: a single worker on a 2-core CI machine,
    // where test files mostly wait on their database and sockets. Two halve the wall time there.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      { test: { name: 'shared', root: './shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          // Each file still gets its own server and database (test/support/harness.ts), but the files of a
          // worker share one process and its loaded modules instead of importing the whole server
          // again per file. Server state lives in the per-server context, not in module globals.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'desktop',
          root: './desktop',
          // src/: the app; the top level: the build's own plugins.
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
