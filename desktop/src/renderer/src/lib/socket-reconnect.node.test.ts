/**
 * The reconnect rule against a real socket.io server: 2 s after the server drops the connection
 * the client is back; a hidden browser page waits until it is visible again; the desktop app
 * reconnects while hidden. The 2 s run on vitest's fake clock (setTimeout only: the network is
 * real), so each test checks the delay to the millisecond without waiting for it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepConnected, type Visibility } from './socket-reconnect';

const DELAY_MS = 2_000;
let server: Server;
let url: string;

beforeAll(async () => {
  const http = createServer();
  server = new Server(http, { path: '/api/ws' });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => void server.close(() => resolve())));
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
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

async function connectedClient(visibility: Visibility, whileHidden: boolean) {
  const socket = connect(url, { path: '/api/ws', transports: ['websocket'], reconnection: false, forceNew: true });
  let reconnections = 0;
  const stop = keepConnected(socket, {
    delayMs: DELAY_MS,
    visibility,
    whileHidden,
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
/** Drops every connection from the server side and resolves once the client has noticed. */
async function dropConnection(socket: Socket) {
  const dropped = nextDisconnect(socket);
  server.disconnectSockets(true);
  await dropped;
}
/** `active`: the client is connected or trying to (socket.connect() was called and not undone). */
async function expectAttemptAfter(socket: Socket, ms: number) {
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(socket.active).toBe(false);
  const back = nextConnect(socket);
  await vi.advanceTimersByTimeAsync(1);
  expect(socket.active).toBe(true);
  await back;
}

describe('socket reconnect', () => {
  it('reconnects 2 seconds after the server closes the connection, then asks for a refetch', async () => {
    const { visibility } = page(true);
    const client = await connectedClient(visibility, false);
    await dropConnection(client.socket);
    await expectAttemptAfter(client.socket, DELAY_MS);
    expect(client.socket.connected).toBe(true);
    expect(client.reconnections()).toBe(1);
    client.close();
  });

  it('waits while the page is hidden and reconnects 2 seconds after it is visible again', async () => {
    const { visibility, setVisible } = page(true);
    const client = await connectedClient(visibility, false);
    setVisible(false);
    await dropConnection(client.socket);
    await vi.advanceTimersByTimeAsync(DELAY_MS + 800);
    expect(client.socket.connected).toBe(false);
    expect(client.socket.active).toBe(false);
    setVisible(true);
    await expectAttemptAfter(client.socket, DELAY_MS);
    expect(client.socket.connected).toBe(true);
    client.close();
  });

  it('in the desktop app reconnects while the window is hidden', async () => {
    const { visibility } = page(false);
    const client = await connectedClient(visibility, true);
    await dropConnection(client.socket);
    await expectAttemptAfter(client.socket, DELAY_MS);
    expect(client.socket.connected).toBe(true);
    client.close();
  });

  it('stops for good once stopped, e.g. on logout', async () => {
    const { visibility } = page(true);
    const client = await connectedClient(visibility, false);
    client.close();
    await vi.advanceTimersByTimeAsync(DELAY_MS + 500);
    expect(client.socket.connected).toBe(false);
    expect(client.socket.active).toBe(false);
  });
});
