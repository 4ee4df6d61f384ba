/**
 * Child processes for benches: the real Squadhub server and the bare Express ceiling, both started
 * the same way (`node --import tsx <entry>`, one Node process, same env knobs) so the ratio compares
 * like with like.
 *
 *   const server = await startSquadhubServer({ databaseUrl: db.url, jwtSecret });
 *   server.url                     // http://127.0.0.1:<free port>
 *   await server.stop();           // SIGTERM, waits for exit (SIGKILL after 10 s)
 *
 *   const bare = await startBareExpress();   // GET /bare answers a small JSON object
 *   const floor = await startBareSocketIo({ databaseUrl, redis: { url, key } });   // bare-socketio.ts
 *
 * The server runs with RATE_LIMITS=false, LOG_LEVEL=warn, SEED_DEMO=false, NODE_ENV=production;
 * pass `env` to override or add variables, `nodeArgs` for Node flags (profiling). Its stderr is forwarded so crashes are visible.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PRODUCTION_STAND_INS } from './production-stand-ins.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const BARE_ENTRY = path.join(import.meta.dirname, 'bare-express.ts');
const BARE_SOCKETIO_ENTRY = path.join(import.meta.dirname, 'bare-socketio.ts');

export interface BenchProcess {
  url: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** A port that was free a moment ago (the child binds it right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with code ${child.exitCode} before answering`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess, cleanup: () => void): () => Promise<void> {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(kill);
    }
    cleanup();
  };
}

async function startNodeProcess(
  entry: string,
  env: Record<string, string>,
  readyPath: string,
  nodeArgs: string[] = [],
  cwd = REPO_ROOT,
): Promise<BenchProcess> {
  // A PORT in `env` is kept (a bench that must use a given port); otherwise any free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child, () => {});
  try {
    await waitForHttp(url + readyPath, child, 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, port, child, stop };
}

/** The Squadhub server (server/src/main.ts) on `databaseUrl`, ready when /api/health answers 200. */
export async function startSquadhubServer(opts: {
  databaseUrl: string;
  jwtSecret: string;
  env?: Record<string, string>;
  /** Extra Node flags, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] to profile the server. */
  nodeArgs?: string[];
  /** Another checkout of the repository to run the server of (bench/ab.ts); this one by default. */
  repoRoot?: string;
}): Promise<BenchProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadhub-bench-'));
  const root = opts.repoRoot ?? REPO_ROOT;
  const proc = await startNodeProcess(
    path.join(root, 'server/src/main.ts'),
    {
      ...PRODUCTION_STAND_INS,
      NODE_ENV: 'production',
      DATABASE_URL: opts.databaseUrl,
      JWT_SECRET: opts.jwtSecret,
      DATA_DIR: dataDir,
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      PASSWORD_HASH_MEMORY_KIB: '1024',
      ...opts.env,
    },
    '/api/health',
    opts.nodeArgs,
    root,
  );
  const stop = proc.stop;
  return { ...proc, stop: async () => (await stop(), rmSync(dataDir, { recursive: true, force: true })) };
}

/** The ceiling: Express with only a JSON route, same Node flags, same kind of process. */
export function startBareExpress(): Promise<BenchProcess> {
  return startNodeProcess(BARE_ENTRY, {}, '/bare');
}

/**
 * The room fan-out floor (bare-socketio.ts): bare socket.io, one durable write per emit on
 * `databaseUrl`; with `redis`, through socket.io's Redis adapter like the API instances.
 */
export function startBareSocketIo(opts: {
  databaseUrl: string;
  redis?: { url: string; key: string };
  poolSize?: number;
  /** Extra Node flags, as for startSquadhubServer. */
  nodeArgs?: string[];
}): Promise<BenchProcess> {
  return startNodeProcess(
    BARE_SOCKETIO_ENTRY,
    {
      BARE_DATABASE_URL: opts.databaseUrl,
      BARE_POOL_SIZE: String(opts.poolSize ?? 10),
      ...(opts.redis ? { BARE_REDIS_URL: opts.redis.url, BARE_REDIS_KEY: opts.redis.key } : {}),
    },
    '/',
    opts.nodeArgs,
  );
}
