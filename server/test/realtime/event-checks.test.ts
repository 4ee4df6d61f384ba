/**
 * In tests the hub checks every event it sends: the payload against its event's schema, and the
 * addressing against the audience the event declares (shared/src/schemas/events.ts, which the
 * AsyncAPI document is made of). So each test that makes the server send an event also checks
 * it, and an event off its description fails the send, loudly.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, nextEvent, type TestServer } from '../support/harness.js';
import type { Audience } from '../../src/realtime/audience.js';
import { RealtimeHub } from '../../src/realtime/hub.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

const EVERYONE: Audience = { kind: 'everyone' };

/** Sends a payload the type system would refuse, as a bug in a presenter could produce. */
const sendUnchecked = (hub: RealtimeHub, event: 'tournament_deleted' | 'player_moved', payload: object) =>
  hub.send(EVERYONE, event, payload as never);

describe('event checks of the test server', () => {
  it('sends an event whose payload and addressing fit its description', async () => {
    const socket = await server.socket();
    const tournamentId = randomUUID();
    const heard = nextEvent(socket, 'tournament_deleted');
    server.ctx.realtime.send(EVERYONE, 'tournament_deleted', { tournament_id: tournamentId });
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

  it('refuses to send an event to other people than its declared audience', () => {
    const hub = server.ctx.realtime;
    const room = {
      tournament_id: randomUUID(),
      tournament_title: 'Cup',
      room_code: 'R1',
      room_link: null,
      room_password: 'secret',
    };
    // Room details to everyone would leak them; to the insiders and admins is their audience.
    expect(() => hub.send(EVERYONE, 'room_details_updated', room)).toThrow(/declared for roomInsiders/);
    expect(() =>
      hub.send({ kind: 'users', userIds: [randomUUID()], includeAdmins: true }, 'room_details_updated', room),
    ).not.toThrow();
    const request = { request_id: randomUUID(), username: 'p', amount: 10 };
    expect(() => hub.send(EVERYONE, 'new_cashout_request', request)).toThrow(/declared for admins/);
    const reminder = { tournament_id: randomUUID(), tournament_title: 'Cup', start_date: new Date().toISOString() };
    expect(() => hub.send({ kind: 'admins' }, 'tournament_reminder', reminder)).toThrow(/declared for owner/);
  });

  it('is off unless asked for: a production hub sends without checking', () => {
    const hub = new RealtimeHub(null);
    expect(() => sendUnchecked(hub, 'tournament_deleted', { tournament_id: 'not-a-uuid' })).not.toThrow();
  });
});
