/**
 * The AsyncAPI 3.0 document of the live events, generated from their shared schemas
 * (SERVER_EVENTS in shared/src/schemas/events.ts) with zod's own JSON Schema output, as the
 * OpenAPI document is generated from the HTTP contract. It describes the socket.io connection
 * at /api/ws, its optional token, and for each event its payload and who receives it.
 */
import { z } from 'zod';
import {
  EVENT_AUDIENCES,
  PUBLIC_AUDIENCES,
  SERVER_EVENTS,
  SOCKET_PATH,
  type ServerEventName,
  type ServerEventSpec,
} from '@squadhub/shared';
import serverPackage from '../../package.json' with { type: 'json' };

export type AsyncApiDocument = Record<string, unknown> & { asyncapi: '3.0.0' };

const SERVER = 'api';
const CHANNEL = 'live';
const TOKEN = 'token';

const DESCRIPTION = `The live events of Squadhub: what the server pushes to its clients over socket.io (Engine.IO
protocol 4) at the path \`${SOCKET_PATH}\`, websocket transport only (long-polling is refused). Clients send no events:
they read the changes with the HTTP API (\`/api/openapi.json\`) and listen here.

**Login.** Connect anonymously for the public events, or put the \`access_token\` of \`POST /api/auth/login\` in the
socket.io handshake, \`io({ path: '${SOCKET_PATH}', transports: ['websocket'], auth: { token } })\`, to receive the
user's own events too (and, for admins, the admins' ones). A forged or expired token, or one of an ended session, is
refused with the connect error \`Invalid or expired token\`, whose \`data\` is the HTTP API's error body
\`{ "detail": "Invalid or expired token", "code": "invalid_token" }\`: drop it and connect anonymously.

**Delivery.** Events are sent only once the change is committed, at most once: a client that was disconnected
refetches what it shows when it reconnects. With several API instances, Redis carries each event to the sockets of
every instance. Copies of a tournament carry its \`version\`: keep the highest one seen.`;

/** The name of a payload's schema, from the `id` its shared schema declares. */
function schemaId(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('Every event payload schema declares its id with .meta({ id })');
  return id;
}

const componentRef = (id: string) => `#/components/schemas/${id}`;

/**
 * The payload schemas and every named schema inside them, as JSON Schema (draft-07, which AsyncAPI
 * schemas extend), one component each: zod puts the nested named schemas into a `__shared` entry,
 * lifted here to components of their own and referenced as such.
 */
function payloadSchemas(specs: readonly ServerEventSpec[]): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  for (const { payload } of specs) if (!registry.has(payload)) registry.add(payload, { id: schemaId(payload) });
  const { schemas } = z.toJSONSchema(registry, { target: 'draft-7', uri: componentRef, unrepresentable: 'throw' });
  const { __shared: shared, ...named } = schemas as Record<string, Record<string, unknown>>;
  const components: Record<string, unknown> = { ...((shared?.definitions as Record<string, unknown>) ?? {}) };
  for (const [id, schema] of Object.entries(named)) {
    if (id in components) throw new Error(`Two event schemas are named ${id}`);
    const { $schema: _dialect, $id: _id, ...body } = schema;
    components[id] = body;
  }
  const sharedRef = new RegExp(`"${componentRef('__shared')}#/definitions/`, 'g');
  const sorted = Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.parse(JSON.stringify(sorted).replace(sharedRef, `"${componentRef('')}`)) as Record<string, unknown>;
}

const audienceNote = (spec: ServerEventSpec) => `**Who receives it:** ${EVENT_AUDIENCES[spec.audience]}`;
const needsToken = (spec: ServerEventSpec) => !PUBLIC_AUDIENCES.includes(spec.audience);

export function buildAsyncApiDocument(): AsyncApiDocument {
  const events = Object.entries(SERVER_EVENTS) as [ServerEventName, ServerEventSpec][];
  const messages = Object.fromEntries(
    events.map(([name, spec]) => [
      name,
      {
        name,
        title: name,
        summary: spec.summary,
        description: audienceNote(spec),
        payload: { $ref: componentRef(schemaId(spec.payload)) },
        'x-audience': spec.audience,
      },
    ]),
  );
  const operations = Object.fromEntries(
    events.map(([name, spec]) => [
      name,
      {
        action: 'send',
        channel: { $ref: `#/channels/${CHANNEL}` },
        messages: [{ $ref: `#/channels/${CHANNEL}/messages/${name}` }],
        summary: spec.summary,
        description: audienceNote(spec),
        ...(needsToken(spec) ? { security: [{ $ref: `#/components/securitySchemes/${TOKEN}` }] } : {}),
      },
    ]),
  );
  return {
    asyncapi: '3.0.0',
    info: { title: 'Squadhub live events', version: serverPackage.version, description: DESCRIPTION },
    defaultContentType: 'application/json',
    servers: {
      [SERVER]: {
        host: '{host}',
        protocol: 'ws',
        pathname: SOCKET_PATH,
        title: 'This API instance',
        description:
          'The host that serves the API (wss behind HTTPS). socket.io adds its own query string to the path: ' +
          '`EIO=4&transport=websocket`.',
        variables: { host: { default: 'localhost:8080', description: 'The host and port of PUBLIC_URL.' } },
      },
    },
    channels: {
      [CHANNEL]: {
        address: '/',
        title: "socket.io's main namespace",
        description:
          'Every event travels on the one connection, in the main namespace, as a socket.io event whose name is the ' +
          "message's name and whose single argument is the payload.",
        servers: [{ $ref: `#/servers/${SERVER}` }],
        messages: Object.fromEntries(events.map(([name]) => [name, { $ref: `#/components/messages/${name}` }])),
        bindings: {
          ws: {
            method: 'GET',
            query: {
              type: 'object',
              properties: {
                EIO: { type: 'string', const: '4' },
                transport: { type: 'string', const: 'websocket' },
              },
              required: ['EIO', 'transport'],
            },
            bindingVersion: '0.1.0',
          },
        },
      },
    },
    operations,
    components: {
      schemas: payloadSchemas(events.map(([, spec]) => spec)),
      messages,
      securitySchemes: {
        [TOKEN]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'Not a header: the JWT `access_token` goes in the socket.io handshake as `auth: { token }`. Optional: ' +
            'without it the socket is anonymous and receives the public events only; the events that carry this ' +
            'requirement reach logged-in users only.',
        },
      },
    },
  };
}
