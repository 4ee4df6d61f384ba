/**
 * The OpenAPI document and the reference page: the document is OpenAPI 3.1, the same on every
 * build, names every route of the contract with its answers, and every `$ref` in it resolves; the
 * page and its Swagger UI files come from this server, under its Content-Security-Policy.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACT } from '@squadhub/shared';
import { buildOpenApiDocument } from '../../src/openapi/document.js';
import { createTestServer, type TestServer } from '../support/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

/** Every `$ref` string anywhere in the document. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.push(v);
      else refsIn(v, found);
    }
  }
  return found;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of every route, deterministic, with every $ref resolving', async () => {
    const res = await request(server.httpServer).get('/api/openapi.json').expect(200);
    const doc = res.body as { openapi: string; paths: Record<string, Record<string, { responses: object }>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(res.body));
    for (const route of API_CONTRACT.routes) {
      const operation = doc.paths[route.path]?.[route.method];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(Object.keys(operation!.responses).length).toBeGreaterThan(0);
    }
    for (const ref of refsIn(doc)) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its Swagger UI files itself, with no inline script', async () => {
    const page = await request(server.httpServer).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.text.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\//);
      expect(inline.trim()).toBe('');
    }
    for (const src of [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)) {
      await request(server.httpServer).get(src).expect(200);
    }
    const missing = await request(server.httpServer).get('/api/docs/assets/nope.js').expect(404);
    expect(missing.body).toEqual({ detail: expect.any(String), code: 'no_route' });
    expect(JSON.stringify(missing.body)).not.toContain('/node_modules/');
  });
});
