/**
 * In tests the hub parses every payload it sends with its event's schema, so each test that makes
 * the server send an event also checks the event against the schemas of shared/src/schemas/events.ts
 * (the ones the AsyncAPI document is made of). A payload off its schema fails the send, loudly.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, nextEvent, type TestServer } from '../harness.js';
import { RealtimeHub } from '../../src/realtime/hub.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

/** Sends a payload the type system would refuse, as a bug in a presenter could produce. */
const sendUnchecked = (hub: RealtimeHub, event: 'tournament_deleted' | 'player_moved', payload: object) =>
  hub.send({ kind: 'everyone' }, event, payload as never);

describe('payload checks of the test server', () => {
  it('sends a payload its schema accepts', async () => {
    const socket = await server.socket();
    const tournamentId = randomUUID();
    const heard = nextEvent(socket, 'tournament_deleted');
    server.ctx.realtime.send({ kind: 'everyone' }, 'tournament_deleted', { tournament_id: tournamentId });
    expect(await heard).toEqual({ tournament_id: tournamentId });
  });

  it('refuses a payload with a wrong field, a missing one or one the schema does not list', () => {
    const hub = server.ctx.realtime;
    expect(() => sendUnchecked(hub, 'tournament_deleted', { tournament_id: 'not-a-uuid' })).toThrow(
      /tournament_deleted payload does not match its schema[\s\S]*tournament_id/,
    );
    expect(() => sendUnchecked(hub, 'player_moved', { tournament_id: randomUUID() })).toThrow(/player_username/);
    expect(() =>
      sendUnchecked(hub, 'tournament_deleted', { tournament_id: randomUUID(), room_password: 'secret' }),
    ).toThrow(/room_password/);
  });

  it('is off unless asked for: a production hub sends without parsing', () => {
    const hub = new RealtimeHub(null);
    expect(() => sendUnchecked(hub, 'tournament_deleted', { tournament_id: 'not-a-uuid' })).not.toThrow();
  });
});
