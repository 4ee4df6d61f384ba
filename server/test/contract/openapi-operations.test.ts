/**
 * What the OpenAPI document says of each operation, as standard tools read it: a unique
 * operationId, the role in `security` and `x-access`, every error answer (with `{ detail, code }`), and
 * the rate-limit headers, which are exactly those the server sends.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACT, errorCodes, type ApiRoute } from '@squadhub/shared';
import { READS_LIMIT } from '../../src/http/reads-limit.js';
import { buildOpenApiDocument } from '../../src/openapi/document.js';
import { createTestServer, type TestServer } from '../support/harness.js';

type Header = { $ref?: string };
type Response = { headers?: Record<string, Header>; content?: Record<string, { schema: { $ref?: string } }> };
type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  'x-access': string;
  responses: Record<string, Response>;
};

const doc = buildOpenApiDocument() as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: {
    headers: Record<string, unknown>;
    schemas: Record<string, { required?: string[]; properties?: Record<string, { enum?: string[] }> }>;
  };
};
const operationOf = (route: { method: string; path: string }) => doc.paths[route.path]![route.method]!;
const RATE_LIMIT = ['RateLimit', 'RateLimit-Policy'];
const ROUTES: readonly ApiRoute[] = API_CONTRACT.routes;

describe('the operations of the OpenAPI document', () => {
  it('each has the unique camelCase operationId of its contract entry', () => {
    const ids = ROUTES.map((route) => {
      expect(operationOf(route).operationId, `${route.method} ${route.path}`).toBe(route.operationId);
      expect(route.operationId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      return route.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('each says its role: the bearer scheme in `security` and the access in `x-access`', () => {
    for (const route of ROUTES) {
      const operation = operationOf(route);
      expect(operation['x-access'], route.operationId).toBe(route.access);
      expect(operation.security, route.operationId).toEqual(
        route.access === 'anyone' ? [{}, { bearer: [] }] : [{ bearer: [] }],
      );
      if (route.access === 'admin' || route.access === 'super_admin') {
        expect(operation.responses['403'], route.operationId).toBeDefined();
      }
    }
  });

  it('each documents a 4xx and the 500, answered as JSON `{ detail, code }`', () => {
    expect(doc.components.schemas.Error?.required).toEqual(['detail', 'code']);
    // Every code the server can answer is listed (shared/src/texts/codes.ts).
    const code = doc.components.schemas.Error?.properties?.code;
    expect(code?.enum).toEqual(errorCodes());
    expect(code?.enum).toEqual(expect.arrayContaining(['slot_taken', 'not_enough_coins', 'validation_failed']));
    for (const route of ROUTES) {
      const responses = operationOf(route).responses;
      const errors = Object.keys(responses).filter((status) => Number(status) >= 400);
      expect(
        errors.some((status) => status.startsWith('4')),
        route.operationId,
      ).toBe(true);
      expect(errors, route.operationId).toContain('500');
      expect(errors, route.operationId).toContain('401');
      for (const status of errors) {
        const schema = responses[status]!.content?.['application/json']?.schema;
        expect(schema, `${route.operationId} ${status}`).toBeDefined();
        // Health's 503 adds the checks to `detail` and `code`; every other error is the shared Error schema.
        if (!(route.operationId === 'getHealth' && status === '503')) {
          expect(schema!.$ref, `${route.operationId} ${status}`).toBe('#/components/schemas/Error');
        }
      }
    }
  });

  it('every operation documents its 429, RateLimit and RateLimit-Policy on every answer, and Retry-After on the 429', () => {
    for (const route of ROUTES) {
      const responses = operationOf(route).responses;
      expect(responses['429'], route.operationId).toBeDefined();
      // A route with no limit of its own counts against the shared reads limit, and says so.
      expect(
        (responses['429'] as { description: string }).description.includes(`${READS_LIMIT.limit} a minute`),
        route.operationId,
      ).toBe(!route.rateLimited);
      for (const [status, response] of Object.entries(responses)) {
        const names = Object.keys(response.headers ?? {});
        expect(names, `${route.operationId} ${status}`).toEqual(expect.arrayContaining(RATE_LIMIT));
        expect(names.includes('Retry-After'), `${route.operationId} ${status}`).toBe(status === '429');
      }
    }
    expect(Object.keys(doc.components.headers).sort()).toEqual(
      [...RATE_LIMIT, 'Retry-After', 'Access-Control-Allow-Origin'].sort(),
    );
  });
});

describe('the rate-limit headers the server sends', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ RATE_LIMITS: 'true' });
  });
  afterAll(() => server?.dispose());

  it('are the documented ones: RateLimit and RateLimit-Policy on every answer, Retry-After on the 429', async () => {
    // verify-phone: 10 requests per 15 minutes per client; a well-formed code is refused with 400.
    const body = { phone_number: '7700900123', country_code: '+44', verification_code: '123456' };
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(await request(server.httpServer).post('/api/auth/verify-phone').send(body));
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(10).fill(400), 429]);
    for (const answer of answers) {
      const sent = Object.keys(answer.headers).filter((name) => /ratelimit|retry-after/i.test(name));
      const documented = [...RATE_LIMIT, ...(answer.status === 429 ? ['Retry-After'] : [])];
      expect(sent.sort()).toEqual(documented.map((name) => name.toLowerCase()).sort());
    }
    expect(answers[0]!.headers.ratelimit).toMatch(/^"10-in-15min"; r=9; t=\d+$/);
    expect(answers[0]!.headers['ratelimit-policy']).toMatch(/^"10-in-15min"; q=10; w=900; pk=:[^:]+:$/);
    expect(answers[10]!.headers['retry-after']).toMatch(/^\d+$/);
  });
});
