/**
 * What Spectral's OWASP ruleset asks of the OpenAPI document (`npm run lint:api`,
 * docs/design/api-conventions.md#owasp-api-review), checked where it is made: every string a
 * request carries is bounded, every integer has a format and both bounds, and every answer
 * documents the CORS header, whose value, like the rate-limit headers', is what the server sends.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi/document.js';
import { createTestServer, type TestServer } from '../support/harness.js';

type Node = Record<string, unknown>;
type Header = { schema: { pattern: string; maxLength: number } };
type Operation = {
  parameters?: { name: string; schema: Node }[];
  requestBody?: { content: Record<string, { schema: Node }> };
  responses: Record<string, { headers?: Record<string, unknown> }>;
};
const doc = buildOpenApiDocument() as unknown as {
  servers: Node[];
  paths: Record<string, Record<string, Operation>>;
  components: { headers: Record<string, Header>; securitySchemes: Record<string, { description: string }> };
};
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
);

const isType = (node: Node, type: string) =>
  node.type === type || (Array.isArray(node.type) && (node.type as string[]).includes(type));

/** Every schema object under `node`, with where it is, skipping example values. */
function* schemas(node: unknown, at: string): Generator<[string, Node]> {
  if (typeof node !== 'object' || node === null) return;
  if (!Array.isArray(node) && typeof (node as Node).type !== 'undefined') yield [at, node as Node];
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'example' && key !== 'examples') yield* schemas(value, `${at}/${key}`);
  }
}

/** Whether `value` has the shape the header's documented pattern gives it (which it must have). */
const matches = (header: Header, value: string) => {
  expect(header.schema.pattern).toEqual(expect.any(String));
  return new RegExp(header.schema.pattern).test(value);
};

describe('the OpenAPI document under the OWASP API rules', () => {
  it('bounds every string and array a request carries', () => {
    const unbounded: string[] = [];
    for (const { name, operation } of operations) {
      for (const [at, schema] of schemas({ parameters: operation.parameters, body: operation.requestBody }, name)) {
        const limited = schema.maxLength !== undefined || schema.enum !== undefined || schema.const !== undefined;
        if (isType(schema, 'string') && !limited) unbounded.push(at);
        if (isType(schema, 'array') && schema.maxItems === undefined) unbounded.push(at);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('gives every integer a format and both bounds', () => {
    const loose = [...schemas(doc, '#')]
      .filter(([, schema]) => isType(schema, 'integer'))
      .filter(
        ([, schema]) =>
          !['int32', 'int64'].includes(schema.format as string) ||
          (schema.minimum ?? schema.exclusiveMinimum) === undefined ||
          (schema.maximum ?? schema.exclusiveMaximum) === undefined,
      );
    expect(loose.map(([at]) => at)).toEqual([]);
  });

  it('documents the CORS header on every answer, a public server, and the JWT practices the tokens follow', () => {
    for (const { name, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(Object.keys(response.headers ?? {}), `${name} ${status}`).toContain('Access-Control-Allow-Origin');
      }
    }
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api', 'x-internal': false })]);
    expect(doc.components.securitySchemes.bearer!.description).toMatch(/RFC8725/);
  });
});

describe('the documented headers, as the server sends them', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ RATE_LIMITS: 'true' });
  });
  afterAll(() => server?.dispose());

  it('Access-Control-Allow-Origin on a success and on an error to an allowed origin, none without Origin', async () => {
    const origin = new URL(server.ctx.config.PUBLIC_URL).origin;
    const cors = doc.components.headers['Access-Control-Allow-Origin']!;
    const ok = await request(server.url).get('/api/tournaments').set('Origin', origin);
    const missing = await request(server.url).get(`/api/tournaments/${crypto.randomUUID()}`).set('Origin', origin);
    expect([ok.status, missing.status]).toEqual([200, 404]);
    for (const answer of [ok, missing]) {
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      expect(matches(cors, origin)).toBe(true);
    }
    expect(matches(cors, 'null')).toBe(true);
    const sameOrigin = await request(server.url).get('/api/tournaments');
    expect(sameOrigin.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('RateLimit and RateLimit-Policy in the documented shape, with one limit or two', async () => {
    const forgot = await request(server.url).post('/api/auth/forgot-password').send({ email: 'nobody@example.com' });
    // Login counts against a limit per identifier and one per address.
    const login = await request(server.url)
      .post('/api/auth/login')
      .send({ email_or_username: 'nobody@example.com', password: 'not-the-password' });
    expect(login.headers.ratelimit).toContain(', ');
    for (const answer of [forgot, login]) {
      expect(answer.headers.ratelimit).toBeDefined();
      expect(matches(doc.components.headers.RateLimit!, answer.headers.ratelimit!)).toBe(true);
      expect(matches(doc.components.headers['RateLimit-Policy']!, answer.headers['ratelimit-policy']!)).toBe(true);
    }
  });
});
