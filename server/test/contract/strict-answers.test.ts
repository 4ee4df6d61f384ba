/**
 * Every answer the contract declares is strict all the way down: each object in it refuses a field
 * it does not name, so the answer checks of the test servers (server/src/http/answer-checks.ts)
 * catch an undocumented field wherever it appears. Only the two generated API documents are
 * free-form records.
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { API_CONTRACT, type ApiRoute } from '@squadhub/shared';

/** The documents whose shape their own standards describe (OpenAPI 3.1, AsyncAPI 3.0). */
const FREE_FORM = new Set(['getOpenApiDocument', 'getAsyncApiDocument']);

/** The paths inside `schema` to an object that lets unknown fields through. */
function looseObjects(schema: z.ZodType, at: string): string[] {
  if (schema instanceof z.ZodObject) {
    const catchall = schema._zod.def.catchall;
    const own = catchall instanceof z.ZodNever ? [] : [at];
    return [...own, ...Object.entries(schema.shape).flatMap(([k, v]) => looseObjects(v as z.ZodType, `${at}.${k}`))];
  }
  if (schema instanceof z.ZodArray) return looseObjects(schema.element as z.ZodType, `${at}[]`);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return looseObjects(schema.unwrap() as z.ZodType, at);
  }
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((o) => looseObjects(o as z.ZodType, at));
  if (schema instanceof z.ZodPipe) return looseObjects(schema.out as z.ZodType, at);
  if (schema instanceof z.ZodRecord || schema instanceof z.ZodUnknown || schema instanceof z.ZodAny) return [at];
  return [];
}

const answers = API_CONTRACT.routes.flatMap((route: ApiRoute) => [
  ...('json' in route.ok ? [[`${route.operationId} ok`, route.ok.json] as const] : []),
  ...Object.entries(route.errors ?? {}).flatMap(([status, error]) =>
    typeof error === 'object' ? [[`${route.operationId} ${status}`, error.json] as const] : [],
  ),
]);

describe('the answers of the contract', () => {
  it('are strict objects all the way down (but the two API documents)', () => {
    const loose = answers
      .filter(([name]) => !FREE_FORM.has(name.split(' ')[0]!))
      .flatMap(([name, schema]) => looseObjects(schema, name));
    expect(loose).toEqual([]);
    expect(looseObjects(API_CONTRACT.error, 'error')).toEqual([]);
  });

  it('finds a loose object where there is one', () => {
    const schema = z.strictObject({ list: z.array(z.object({ a: z.string() })).nullable() });
    expect(looseObjects(schema, 'x')).toEqual(['x.list[]']);
  });
});
