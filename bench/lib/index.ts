/**
 * The bench toolkit, one import: `import { runBench, startSquadhubServer, runLoad, ... } from './lib/index.js'`.
 * See each module's header for its API. A bench is `tsx bench/<name>.ts`, started by `npm run bench:<name>`.
 */
export * from './context.js';
export * from './database.js';
export * from './demo.js';
export * from './fanout.js';
export * from './load.js';
export * from './processes.js';
export * from './report.js';
export * from './run.js';
export * from './worktree.js';
