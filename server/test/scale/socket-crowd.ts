/**
 * Thousands of socket.io clients in a child process of their own, so that a scale test's process
 * (and vitest's timers) stay responsive while they connect, drop and come back together.
 *
 *   const crowd = startSocketCrowd();
 *   await crowd.connect([a.url, b.url], clients);    // client i goes to urls[i % urls.length]
 *   crowd.balance([b.url]);                          // later attempts pick one of these at random
 *   const status = await crowd.status();             // connected, dropped, back, longest gap…
 *   await crowd.stop();
 *
 * The clients reconnect as the web and desktop clients do (websocket only; a first retry after
 * TIMINGS.socketReconnectMs on average, randomized by ±50%, then doubling up to
 * TIMINGS.socketReconnectMaxMs: desktop/src/renderer/src/lib/socket-reconnect.ts), here through
 * socket.io-client's own manager options. Each attempt picks an instance from the balanced list,
 * as a load balancer in front of the instances would: a dropped client comes back on whichever
 * instance is up.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { SOCKET_PATH, TIMINGS } from '@squadhub/shared';

export interface CrowdClient {
  /** An access token, or none for a visitor. */
  token?: string;
}

export interface CrowdStatus {
  total: number;
  connected: number;
  /** Clients disconnected at least once since `connect`. */
  dropped: number;
  /** Of those, the ones connected again. */
  back: number;
  /** The longest time a dropped client took to connect again, so far (ms). */
  longestGapMs: number;
  /** When the last dropped client connected again (Date.now()), 0 if none has. */
  lastBackAt: number;
  /** Failed connection attempts, by error message. */
  failedAttempts: Record<string, number>;
  /** Connected clients, by instance URL. */
  byUrl: Record<string, number>;
  /** Live events received, by name. */
  events: Record<string, number>;
}

type Request =
  | { id: number; type: 'connect'; urls: string[]; clients: CrowdClient[] }
  | { id: number; type: 'balance'; urls: string[] }
  | { id: number; type: 'status' }
  | { id: number; type: 'stop' };
/** A request as the test's side writes it, before it gets its id. */
type Unnumbered<R> = R extends unknown ? Omit<R, 'id'> : never;
type Reply = { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: string };

export interface SocketCrowd {
  connect(urls: string[], clients: CrowdClient[]): Promise<void>;
  balance(urls: string[]): Promise<void>;
  status(): Promise<CrowdStatus>;
  /** Disconnects every client and ends the child process. */
  stop(): Promise<void>;
}

// ---- The test's side ----------------------------------------------------------------------------

export function startSocketCrowd(): SocketCrowd {
  const child: ChildProcess = fork(import.meta.filename, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, SOCKET_CROWD_CHILD: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  child.on('message', (reply: Reply) => {
    const p = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) p?.resolve(reply.value);
    else p?.reject(new Error(reply.error));
  });
  child.once('exit', (code, signal) => {
    process.off('exit', killOnExit);
    for (const p of pending.values()) p.reject(new Error(`the socket crowd exited (${code ?? signal})`));
    pending.clear();
  });
  let nextId = 0;
  const ask = <T>(request: Unnumbered<Request>): Promise<T> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ ...request, id });
    });
  return {
    connect: (urls, clients) => ask({ type: 'connect', urls, clients }),
    balance: (urls) => ask({ type: 'balance', urls }),
    status: () => ask<CrowdStatus>({ type: 'status' }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await ask({ type: 'stop' }).catch(() => undefined);
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

// ---- The child ----------------------------------------------------------------------------------

/** The wait before a retry that socket.io's manager does not make itself (refused by the server's middleware). */
const retryDelay = () => TIMINGS.socketReconnectMs * (0.5 + Math.random());

/**
 * Points the socket's next attempt at `url`. socket.io-client's manager keeps its address in a
 * private field that it reads at every attempt (Manager.open), so setting it there is enough.
 */
function aim(s: Socket, url: string) {
  (s.io as unknown as { uri: string }).uri = url;
}

function runCrowd() {
  const sockets: Socket[] = [];
  /** Where each socket is connected now, and where its last attempt went. */
  const at: (string | null)[] = [];
  const aimedAt: string[] = [];
  const droppedAt: (number | null)[] = [];
  const everDropped = new Set<number>();
  let balanced: string[] = [];
  const status = {
    longestGapMs: 0,
    lastBackAt: 0,
    back: 0,
    failedAttempts: {} as Record<string, number>,
    events: {} as Record<string, number>,
  };
  const pick = () => balanced[Math.floor(Math.random() * balanced.length)];

  function open(url: string, client: CrowdClient): Promise<void> {
    const i = sockets.length;
    const s = connectSocket(url, {
      path: SOCKET_PATH,
      auth: client.token ? { token: client.token } : {},
      transports: ['websocket'],
      forceNew: true,
      reconnection: true,
      reconnectionDelay: TIMINGS.socketReconnectMs,
      reconnectionDelayMax: TIMINGS.socketReconnectMaxMs,
      randomizationFactor: 0.5,
    });
    sockets.push(s);
    at.push(null);
    aimedAt.push(url);
    droppedAt.push(null);
    // The load balancer's choice, made again for every attempt.
    const retarget = () => aim(s, (aimedAt[i] = pick()));
    s.io.on('reconnect_attempt', retarget);
    s.onAny((event: string) => void (status.events[event] = (status.events[event] ?? 0) + 1));
    s.on('connect', () => {
      at[i] = aimedAt[i];
      const since = droppedAt[i];
      if (since === null) return;
      droppedAt[i] = null;
      const now = Date.now();
      status.back++;
      status.lastBackAt = now;
      status.longestGapMs = Math.max(status.longestGapMs, now - since);
    });
    s.on('disconnect', () => {
      at[i] = null;
      droppedAt[i] = Date.now();
      if (everDropped.has(i)) status.back--;
      everDropped.add(i);
    });
    s.on('connect_error', (err) => {
      status.failedAttempts[err.message] = (status.failedAttempts[err.message] ?? 0) + 1;
      // Refused by the server's middleware (not a transport failure): the manager does not retry; the product's client does.
      if (!s.active && everDropped.has(i))
        setTimeout(() => {
          retarget();
          s.connect();
        }, retryDelay());
    });
    return new Promise((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
  }

  async function handle(request: Request): Promise<unknown> {
    switch (request.type) {
      case 'connect': {
        balanced = request.urls;
        const { urls, clients } = request;
        // In slices, so the handshakes do not all queue at once.
        for (let i = 0; i < clients.length; i += 100)
          await Promise.all(clients.slice(i, i + 100).map((c, j) => open(urls[(i + j) % urls.length], c)));
        return;
      }
      case 'balance':
        balanced = request.urls;
        return;
      case 'status': {
        const byUrl: Record<string, number> = {};
        for (const url of at) if (url) byUrl[url] = (byUrl[url] ?? 0) + 1;
        const value: CrowdStatus = {
          total: sockets.length,
          connected: sockets.filter((s) => s.connected).length,
          dropped: everDropped.size,
          back: status.back,
          longestGapMs: status.longestGapMs,
          lastBackAt: status.lastBackAt,
          failedAttempts: status.failedAttempts,
          byUrl,
          events: status.events,
        };
        return value;
      }
      case 'stop':
        for (const s of sockets) s.disconnect();
        setImmediate(() => process.exit(0));
        return;
    }
  }

  process.on('message', (request: Request) => {
    handle(request).then(
      (value) => process.send!({ id: request.id, ok: true, value } satisfies Reply),
      (err: unknown) =>
        process.send!({
          id: request.id,
          ok: false,
          error: err instanceof Error ? err.message : String(err),
        } satisfies Reply),
    );
  });
  // The test process went away without stopping us.
  process.on('disconnect', () => process.exit(0));
}

if (process.env.SOCKET_CROWD_CHILD === '1' && process.send) runCrowd();
