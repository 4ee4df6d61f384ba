/**
 * The live connection is a websocket, as the README promises: socket.io refuses long-polling
 * (the transport it would otherwise start with), and a websocket client connects as before.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '@squadhub/shared';
import { createTestServer, type TestServer } from '../support/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

describe(`socket.io at ${SOCKET_PATH}`, () => {
  it('refuses a long-polling handshake with a 4xx, opening no session', async () => {
    const res = await request(server.httpServer).get(`${SOCKET_PATH}/`).query({ EIO: '4', transport: 'polling' });
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('"sid"');
    expect(server.io.engine.clientsCount).toBe(0);
  });

  it('accepts a websocket client', async () => {
    const socket = await server.socket();
    expect(socket.connected).toBe(true);
    expect(socket.io.engine.transport.name).toBe('websocket');
  });
});
