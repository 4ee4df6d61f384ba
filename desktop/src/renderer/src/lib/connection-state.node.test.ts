/**
 * The connection tag's states against a real socket.io server, with the app's reconnect rule:
 * connecting, online, reconnecting after the server drops the connection and online again once
 * the retry lands; offline when the device loses its network, and after several failed attempts.
 * The retry delay runs on vitest's fake clock (setTimeout only: the network is real).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAILURES_BEFORE_OFFLINE, watchConnection, type ConnectionState, type Network } from './connection-state';
import { keepConnected } from './socket-reconnect';

const RETRY_MS = 200;
const cleanups: (() => Promise<void> | void)[] = [];
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(async () => {
  vi.useRealTimers();
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function startServer() {
  const http = createServer();
  const server = new Server(http, { path: '/api/ws' });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  const close = () => new Promise<void>((resolve) => void server.close(() => resolve()));
  return { server, url: `http://127.0.0.1:${port}`, close };
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

/** A client that reconnects like the app and records every state it reports. */
function watchedClient(url: string, network: Network) {
  const socket = connect(url, { path: '/api/ws', transports: ['websocket'], reconnection: false, forceNew: true });
  const states: ConnectionState[] = [];
  const waiters: { state: ConnectionState; resolve: () => void }[] = [];
  const stopWatching = watchConnection(socket, network, (s) => {
    states.push(s);
    for (const w of waiters.filter((w) => w.state === s)) w.resolve();
  });
  const stopReconnecting = keepConnected(socket, {
    // Every retry waits exactly RETRY_MS: the cap is below even the first jittered step.
    backoff: { baseMs: RETRY_MS, maxMs: RETRY_MS },
    random: () => 0.9,
    whileHidden: true,
    visibility: { isVisible: () => true, onChange: () => () => {} },
  });
  cleanups.push(() => {
    stopReconnecting();
    stopWatching();
    socket.disconnect();
  });
  /** Resolves when the state is (or becomes) `state`. */
  const reach = (state: ConnectionState) =>
    states.at(-1) === state ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ state, resolve }));
  /** Lets the retry delay pass, then waits for the attempt it starts to succeed or fail. */
  const retry = async () => {
    const settled = new Promise<void>((resolve) => {
      const done = () => {
        socket.off('connect', done);
        socket.off('connect_error', done);
        resolve();
      };
      socket.on('connect', done);
      socket.on('connect_error', done);
    });
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    await settled;
  };
  return { socket, states, reach, retry };
}

describe('connection state', () => {
  it('goes connecting, online, reconnecting when the server drops the socket, then online again', async () => {
    const { server, url, close } = await startServer();
    cleanups.push(close);
    const client = watchedClient(url, device().network);
    await client.reach('online');
    server.disconnectSockets(true);
    await client.reach('reconnecting');
    await client.retry();
    await client.reach('online');
    expect(client.states).toEqual(['connecting', 'online', 'reconnecting', 'online']);
  });

  it('says offline as soon as the device loses its network, and online when it is back', async () => {
    const { url, close } = await startServer();
    cleanups.push(close);
    const { network, setOnline } = device();
    const client = watchedClient(url, network);
    await client.reach('online');
    setOnline(false);
    expect(client.states.at(-1)).toBe('offline');
    setOnline(true);
    expect(client.states.at(-1)).toBe('online');
  });

  it(`says offline after ${FAILURES_BEFORE_OFFLINE} failed attempts in a row, and online once one succeeds`, async () => {
    const first = await startServer();
    const client = watchedClient(first.url, device().network);
    await client.reach('online');
    const port = new URL(first.url).port;
    await first.close();
    await client.reach('reconnecting');
    for (let attempt = 0; attempt < FAILURES_BEFORE_OFFLINE; attempt++) await client.retry();
    await client.reach('offline');
    expect(client.states).toEqual(['connecting', 'online', 'reconnecting', 'offline']);

    // The server comes back on the same port: the retries, still running, bring the tag back.
    const http = createServer();
    const again = new Server(http, { path: '/api/ws' });
    await new Promise<void>((resolve) => http.listen(Number(port), '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => void again.close(() => resolve())));
    await client.retry();
    await client.reach('online');
  });
});
