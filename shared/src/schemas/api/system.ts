/** Answers and routes of the instance itself: its health, and this API reference. */
import { z } from 'zod';
import { errorCodeField, requestIdField } from './common.js';
import { defineRoutes } from './contract.js';

// ---- Answers ---------------------------------------------------------------------------------

const check = z.enum(['ok', 'down']);
const healthFields = {
  status: z
    .enum(['ok', 'degraded', 'draining'])
    .describe('`draining` once this instance is shutting down: a load balancer should stop sending it traffic.'),
  database: check,
  database_kind: z.enum(['pglite', 'postgres']),
  redis: z.enum(['ok', 'down', 'not_configured']).describe('`not_configured` without REDIS_URL.'),
};

export const healthSchema = z.strictObject(healthFields).meta({ id: 'Health' });

// ---- Routes ----------------------------------------------------------------------------------

export const SYSTEM_ROUTES = defineRoutes([
  {
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    tag: 'System',
    summary: 'Whether this instance can serve',
    description:
      'For load balancers and monitors: the database and (with REDIS_URL) Redis, each checked with a round ' +
      'trip. While Redis is down the API keeps serving (rate limits let requests through, live events reach ' +
      "only this instance's sockets). From the moment a shutdown begins it answers 503 `draining` while the " +
      'instance still serves for SHUTDOWN_DRAIN_MS, so a load balancer takes it out of rotation first.',
    access: 'anyone',
    ok: { json: healthSchema, description: 'Everything configured answers.' },
    errors: {
      503: {
        when: 'The database or Redis does not answer (`detail` names which), or the instance is shutting down.',
        json: z.strictObject({
          ...healthFields,
          detail: z.string(),
          code: errorCodeField(),
          request_id: requestIdField(),
        }),
      },
    },
  },
  {
    method: 'get',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    tag: 'System',
    summary: 'This API contract (OpenAPI 3.1)',
    access: 'anyone',
    ok: { json: z.record(z.string(), z.unknown()), description: 'The OpenAPI document.' },
  },
  {
    method: 'get',
    path: '/asyncapi.json',
    operationId: 'getAsyncApiDocument',
    tag: 'System',
    summary: 'The live events over socket.io (AsyncAPI 3.0)',
    description: 'Each event the server pushes at /api/ws, with its payload and who receives it.',
    access: 'anyone',
    ok: { json: z.record(z.string(), z.unknown()), description: 'The AsyncAPI document.' },
  },
  {
    method: 'get',
    path: '/docs',
    operationId: 'showApiReference',
    tag: 'System',
    summary: 'The API reference page',
    description: 'Reads /api/openapi.json.',
    access: 'anyone',
    ok: { html: 'The reference, for a browser.' },
  },
]);
