/**
 * The reconnect rule against a real socket.io server: after the server drops the connection the
 * client is back after a randomized, growing delay (about 2 s the first time); a successful
 * connection starts the count again; a hidden browser page waits and connects at once when it is
 * visible again, and any page when the network comes back; the desktop app reconnects while hidden. The delays run on vitest's fake clock
 * (setTimeout only: the network is real) with a random source the test sets, so each test checks
 * the delay to the millisecond without waiting for it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Network } from './connection-state';
import { keepConnected, retryDelayMs, type Backoff, type Visibility } from './socket-reconnect';

const BACKOFF: Backoff = { baseMs: 2_000, maxMs: 30_000 };
/** The next values of the random source; 0.5 (the mean) once they run out. */
let randoms: number[] = [];
const random = () => randoms.shift() ?? 0.5;
let server: Server;
let url: string;

beforeAll(async () => {
  const http = createServer();
  server = new Server(http, { path: '/api/ws' });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => void server.close(() => resolve())));
beforeEach(() => {
  randoms = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

/** A page whose visibility the test switches. */
function page(visible: boolean) {
  const listeners = new Set<() => void>();
  const visibility: Visibility = {
    isVisible: () => visible,
    onChange: (l) => (listeners.add(l), () => listeners.delete(l)),
  };
  const setVisible = (v: boolean) => {
    visible = v;
    listeners.forEach((l) => l());
  };
  return { visibility, setVisible };
}

/** A device whose network the test switches. */
function device() {
  let online = true;
  const listeners = new Set<() => void>();
  const network: Network = { isOnline: () => online, onChange: (l) => (listeners.add(l), () => listeners.delete(l)) };
  const setOnline = (v: boolean) => {
    online = v;
    listeners.forEach((l) => l());
  };
  return { network, setOnline };
}

async function connectedClient(visibility: Visibility, whileHidden: boolean, network?: Network) {
  const socket = connect(url, { path: '/api/ws', transports: ['websocket'], reconnection: false, forceNew: true });
  let reconnections = 0;
  const stop = keepConnected(socket, {
    backoff: BACKOFF,
    visibility,
    network,
    whileHidden,
    random,
    onReconnect: () => reconnections++,
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    socket,
    reconnections: () => reconnections,
    close: () => (stop(), socket.disconnect()),
  };
}

const nextConnect = (socket: Socket) => new Promise<void>((r) => socket.once('connect', () => r()));
const nextDisconnect = (socket: Socket) => new Promise<void>((r) => socket.once('disconnect', () => r()));
const nextRefusal = (socket: Socket) => new Promise<void>((r) => socket.once('connect_error', () => r()));
/** Drops every connection from the server side and resolves once the client has noticed. */
async function dropConnection(socket: Socket) {
  const dropped = nextDisconnect(socket);
  server.disconnectSockets(true);
  await dropped;
}
/**
 * The client makes its next attempt exactly `ms` from now, and it ends in `outcome` (a connection
 * or a refusal). `active`: the client is connected or trying to (socket.connect() was called and
 * not undone).
 */
async function expectAttemptAfter(socket: Socket, ms: number, outcome: 'connect' | 'refused' = 'connect') {
  const ended = outcome === 'connect' ? nextConnect(socket) : nextRefusal(socket);
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(socket.active).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(socket.active).toBe(true);
  await ended;
}

describe('retry delays', () => {
  it('start around 2 s, double with each failure, and never pass 30 s', () => {
    const delays = (r: number) => [0, 1, 2, 3, 4, 5, 10].map((n) => retryDelayMs(n, BACKOFF, () => r));
    expect(delays(0.5)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(delays(0)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(delays(0.999)).toEqual([2_998, 5_996, 11_992, 23_984, 30_000, 30_000, 30_000]);
  });

  it('spread clients dropped together: the first retries of many average 2 s', () => {
    const firsts = Array.from({ length: 2_000 }, () => retryDelayMs(0, BACKOFF, Math.random));
    const mean = firsts.reduce((a, b) => a + b, 0) / firsts.length;
    expect(mean).toBeGreaterThan(1_900);
    expect(mean).toBeLessThan(2_100);
    expect(Math.min(...firsts)).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...firsts)).toBeLessThanOrEqual(3_000);
    expect(new Set(firsts).size).toBeGreaterThan(1_000);
  });
});

describe('socket reconnect', () => {
  it('reconnects after a randomized delay when the server closes the connection, then asks for a refetch', async () => {
    const { visibility } = page(true);
    const client = await connectedClient(visibility, false);
    randoms = [0.25];
    await dropConnection(client.socket);
    await expectAttemptAfter(client.socket, 1_500);
    expect(client.socket.connected).toBe(true);
    expect(client.reconnections()).toBe(1);
    client.close();
  });

  it('backs off while the server refuses, and starts from 2 s again once connected', async () => {
    let refusing = true;
    server.use((_socket, next) => next(refusing ? new Error('restarting') : undefined));
    try {
      const { visibility } = page(true);
      refusing = false;
      const client = await connectedClient(visibility, false);
      refusing = true;
      await dropConnection(client.socket);
      await expectAttemptAfter(client.socket, 2_000, 'refused');
      await expectAttemptAfter(client.socket, 4_000, 'refused');
      refusing = false;
      await expectAttemptAfter(client.socket, 8_000);
      expect(client.reconnections()).toBe(1);
      await dropConnection(client.socket);
      await expectAttemptAfter(client.socket, 2_000);
      expect(client.reconnections()).toBe(2);
      client.close();
    } finally {
      refusing = false;
    }
  });

  it('waits while the page is hidden and connects at once when it is visible again', async () => {
    const { visibility, setVisible } = page(true);
    const client = await connectedClient(visibility, false);
    setVisible(false);
    await dropConnection(client.socket);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.socket.connected).toBe(false);
    expect(client.socket.active).toBe(false);
    const back = nextConnect(client.socket);
    setVisible(true);
    expect(client.socket.active).toBe(true);
    await back;
    expect(client.reconnections()).toBe(1);
    client.close();
  });

  it('does not wait for the delay when the page is shown while a retry is pending', async () => {
    const { visibility, setVisible } = page(true);
    const client = await connectedClient(visibility, false);
    await dropConnection(client.socket);
    await vi.advanceTimersByTimeAsync(500);
    setVisible(false);
    const back = nextConnect(client.socket);
    setVisible(true);
    expect(client.socket.active).toBe(true);
    await back;
    // The pending retry was dropped: no second attempt follows.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(client.reconnections()).toBe(1);
    client.close();
  });

  it('connects at once when the device comes back online, without waiting out the delay', async () => {
    const { visibility } = page(true);
    const { network, setOnline } = device();
    const client = await connectedClient(visibility, false, network);
    setOnline(false);
    await dropConnection(client.socket);
    await vi.advanceTimersByTimeAsync(500);
    const back = nextConnect(client.socket);
    setOnline(true);
    expect(client.socket.active).toBe(true);
    await back;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(client.reconnections()).toBe(1);
    client.close();
  });

  it('in the desktop app reconnects while the window is hidden', async () => {
    const { visibility } = page(false);
    const client = await connectedClient(visibility, true);
    await dropConnection(client.socket);
    await expectAttemptAfter(client.socket, 2_000);
    expect(client.socket.connected).toBe(true);
    client.close();
  });

  it('stops for good once stopped, e.g. on logout', async () => {
    const { visibility, setVisible } = page(true);
    const client = await connectedClient(visibility, false);
    client.close();
    await vi.advanceTimersByTimeAsync(60_000);
    setVisible(false);
    setVisible(true);
    expect(client.socket.connected).toBe(false);
    expect(client.socket.active).toBe(false);
  });
});
