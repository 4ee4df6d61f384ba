/**
 * The AsyncAPI document of the live events: served at /api/asyncapi.json, the same on every
 * build, valid AsyncAPI 3.0 for the reference parser (no error, no warning), and it describes
 * every event of SERVER_EVENTS: its message, the operation that sends it, its payload schema,
 * who receives it, and whether a token is needed to be among them.
 */
import { DiagnosticSeverity, Parser, type AsyncAPIDocumentInterface } from '@asyncapi/parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_AUDIENCES, PUBLIC_AUDIENCES, SERVER_EVENTS, SOCKET_PATH } from '@squadhub/shared';
import { buildAsyncApiDocument } from '../../src/openapi/asyncapi.js';
import { createTestServer, type TestServer } from '../support/harness.js';

let server: TestServer;
let served: Record<string, unknown>;
let parsed: AsyncAPIDocumentInterface;
beforeAll(async () => {
  server = await createTestServer();
  const res = await request(server.httpServer).get('/api/asyncapi.json').expect(200);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  served = res.body as Record<string, unknown>;
  const { document, diagnostics } = await new Parser().parse(JSON.stringify(served));
  const problems = diagnostics.filter(
    (d) => d.severity === DiagnosticSeverity.Error || d.severity === DiagnosticSeverity.Warning,
  );
  expect(problems.map((d) => `${d.code} at ${d.path.join('.')}: ${d.message}`)).toEqual([]);
  expect(document).toBeDefined();
  parsed = document!;
});
afterAll(() => server?.dispose());

const eventNames = Object.keys(SERVER_EVENTS) as (keyof typeof SERVER_EVENTS)[];

describe('GET /api/asyncapi.json', () => {
  it('is a valid AsyncAPI 3.0 document, deterministic, of the socket.io connection at /api/ws', () => {
    expect(parsed.version()).toBe('3.0.0');
    expect(JSON.stringify(buildAsyncApiDocument())).toBe(JSON.stringify(served));
    const [api] = parsed.servers().all();
    expect(api!.protocol()).toBe('ws');
    expect(api!.pathname()).toBe(SOCKET_PATH);
    expect(parsed.info().description()).toContain('auth: { token }');
    expect(parsed.info().description()).toContain('websocket transport only');
  });

  it('has one message, sent by the server, for every event, with its payload schema', () => {
    expect(
      parsed
        .messages()
        .all()
        .map((m) => m.name())
        .sort(),
    ).toEqual([...eventNames].sort());
    for (const name of eventNames) {
      const operation = parsed.operations().get(name);
      expect(operation, name).toBeDefined();
      expect(operation!.isSend(), name).toBe(true);
      const [message] = operation!.messages().all();
      expect(message!.name()).toBe(name);
      const payload = message!.payload();
      expect(payload?.type(), name).toBe('object');
      expect(payload?.additionalProperties(), `${name} lists every field`).toBe(false);
      expect(Object.keys(payload?.properties() ?? {}).length, name).toBeGreaterThan(0);
    }
  });

  it('says who receives each event, and asks for the token where anonymous sockets are not among them', () => {
    for (const name of eventNames) {
      const { audience } = SERVER_EVENTS[name];
      const message = parsed
        .messages()
        .all()
        .find((m) => m.name() === name)!;
      expect(message.description(), name).toContain(EVENT_AUDIENCES[audience]);
      expect(message.extensions().get('x-audience')?.value(), name).toBe(audience);
      const security = parsed.operations().get(name)!.security();
      expect(security.length > 0, name).toBe(!PUBLIC_AUDIENCES.includes(audience));
    }
    const roomDetails = parsed
      .messages()
      .all()
      .find((m) => m.name() === 'room_details_updated')!;
    expect(roomDetails.description()).toContain('seated players, its creator and admins');
  });

  it('describes every payload down to its fields: no schema is left open', () => {
    const open: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${at}[${i}]`));
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      // An empty schema accepts anything; an object without `additionalProperties: false`, any extra field.
      if (!Object.keys(schema).length || (schema.type === 'object' && schema.additionalProperties !== false)) {
        open.push(at);
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}.${key}`);
    };
    walk((served.components as { schemas: unknown }).schemas, 'components.schemas');
    expect(open).toEqual([]);
    const schemas = (served.components as { schemas: Record<string, { properties?: Record<string, unknown> }> })
      .schemas;
    expect(schemas.NewOpenLobbyEvent!.properties!.lobby).toEqual({ $ref: '#/components/schemas/OpenLobby' });
  });
});
