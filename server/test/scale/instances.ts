/**
 * API instances as real processes (`tsx server/src/main.ts`), each with its own data folder as
 * if on its own machine, and a small HTTP/socket client for one instance.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type ServerToClientEvents } from '@squadhub/shared';
import { freePort } from './services.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const MAIN = path.join(REPO_ROOT, 'server/src/main.ts');
/**
 * How long a start may take. A start costs a few seconds of CPU; four at once on a 2-core machine
 * that is busy with other work can take a minute.
 */
const START_MS = 90_000;
/** The last part of an instance's output kept for failure messages. */
const OUTPUT_KEPT = 4_000;

export type LiveSocket = Socket<ServerToClientEvents>;

export interface ApiAnswer {
  status: number;
  /** Parsed JSON, or the raw text when the answer is not JSON. */
  body: unknown;
}

export interface Instance {
  name: string;
  url: string;
  /** Resolves when the process answers /api/health (any status: degraded still counts as up). */
  ready: Promise<void>;
  call(method: string, apiPath: string, opts?: { token?: string; json?: unknown; form?: FormData }): Promise<ApiAnswer>;
  /** GET of a path outside /api (e.g. an image address), as bytes. */
  bytes(address: string): Promise<{ status: number; body: Buffer }>;
  socket(token?: string): Promise<LiveSocket>;
  /** SIGTERM, then SIGKILL if it has not exited within a few seconds; removes its data folder. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash: no shutdown code runs. Resolves once it has exited; removes its data folder. */
  kill(): Promise<void>;
}

export interface InstanceOptions {
  name: string;
  env: Record<string, string>;
  /** Node flags after tsx's, e.g. ['--import', <a probe module>] (event-loop-probe.ts). */
  nodeArgs?: string[];
}

/** Starts the process now; `ready` says when it serves. */
export async function startInstance(opts: InstanceOptions): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `squadhub-scale-${opts.name}-`));
  // From the repository root, where `--import tsx` finds tsx.
  const child = spawn(process.execPath, ['--import', 'tsx', ...(opts.nodeArgs ?? []), MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-client'),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_KEPT));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should the test process end without its cleanup (an interrupted run), the server goes too.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const url = `http://127.0.0.1:${port}`;
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  /** A failed request says whether the process is still alive, and what it last printed. */
  const explain = (what: string, err: unknown) => {
    const state = hasExited() ? `exited (${child.exitCode ?? child.signalCode})` : 'still running';
    const cause = err instanceof Error ? err.message : String(err);
    return new Error(`${opts.name}: ${what} failed (${cause}); the process is ${state}. Last output:\n${output}`);
  };

  const call: Instance['call'] = async (method, apiPath, { token, json, form } = {}) => {
    const headers: Record<string, string> = {};
    const init: RequestInit = { method, headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (json !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(json);
    } else if (form) {
      init.body = form;
    }
    let res: Response;
    try {
      res = await fetch(`${url}/api${apiPath}`, init);
    } catch (err) {
      throw explain(`${method} /api${apiPath}`, err);
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text, the assertion will show it.
    }
    return { status: res.status, body };
  };

  const ready = (async () => {
    const deadline = Date.now() + START_MS;
    for (;;) {
      if (hasExited()) throw explain('start', new Error('the process exited'));
      try {
        await fetch(`${url}/api/health`);
        return;
      } catch {
        if (Date.now() > deadline) throw explain('start', new Error(`no answer within ${START_MS / 1000} s`));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  })();

  const sockets: LiveSocket[] = [];
  return {
    name: opts.name,
    url,
    ready,
    call,
    bytes: async (address) => {
      try {
        const res = await fetch(new URL(address, url));
        return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
      } catch (err) {
        throw explain(`GET ${address}`, err);
      }
    },
    socket: async (token) => {
      // Websocket only, as the web and desktop clients connect (desktop/src/renderer/src/lib/socket.tsx).
      const s: LiveSocket = connectSocket(url, {
        path: SOCKET_PATH,
        auth: token ? { token } : {},
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(s);
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', (err) => reject(explain('socket connection', err)));
      });
      return s;
    },
    stop: async () => {
      for (const s of sockets) s.disconnect();
      if (!hasExited()) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    kill: async () => {
      if (!hasExited()) {
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
