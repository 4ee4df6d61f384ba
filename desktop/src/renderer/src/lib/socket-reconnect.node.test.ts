/**
 * The reconnect rule against a real socket.io server: 2 s after the server drops the connection
 * the client is back; a hidden browser page waits until it is visible again; the desktop app
 * reconnects while hidden.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const nextConnect = (socket: Socket) => new Promise<number>((r) => socket.once('connect', () => r(Date.now())));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('socket reconnect', () => {
  it('reconnects 2 seconds after the server closes the connection, then asks for a refetch', async () => {
    const { visibility } = page(true);
    const client = await connectedClient(visibility, false);
    const back = nextConnect(client.socket);
    const droppedAt = Date.now();
    server.disconnectSockets(true);
    const elapsed = (await back) - droppedAt;
    expect(elapsed).toBeGreaterThanOrEqual(DELAY_MS - 50);
    expect(elapsed).toBeLessThan(DELAY_MS + 1_500);
    expect(client.reconnections()).toBe(1);
    client.close();
  });

  it('waits while the page is hidden and reconnects 2 seconds after it is visible again', async () => {
    const { visibility, setVisible } = page(true);
    const client = await connectedClient(visibility, false);
    setVisible(false);
    server.disconnectSockets(true);
    await sleep(DELAY_MS + 800);
    expect(client.socket.connected).toBe(false);
    const back = nextConnect(client.socket);
    const shownAt = Date.now();
    setVisible(true);
    const elapsed = (await back) - shownAt;
    expect(elapsed).toBeGreaterThanOrEqual(DELAY_MS - 50);
    expect(elapsed).toBeLessThan(DELAY_MS + 1_500);
    client.close();
  });

  it('in the desktop app reconnects while the window is hidden', async () => {
    const { visibility } = page(false);
    const client = await connectedClient(visibility, true);
    const back = nextConnect(client.socket);
    server.disconnectSockets(true);
    await back;
    expect(client.socket.connected).toBe(true);
    client.close();
  });

  it('stops for good once stopped, e.g. on logout', async () => {
    const { visibility } = page(true);
    const client = await connectedClient(visibility, false);
    client.close();
    await sleep(DELAY_MS + 500);
    expect(client.socket.connected).toBe(false);
  });
});
