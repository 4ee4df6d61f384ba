/** Request parsing with the zod schemas of `@squadhub/shared`; a failure is a 400 with a clear detail. */
import type { Request } from 'express';
import type { z } from 'zod';
import { badRequest, describeZodError } from './errors.js';

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}

export const parseBody = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> => {
  if (req.body === undefined || req.body === null || typeof req.body !== 'object' || Array.isArray(req.body)) {
    throw badRequest('Expected a JSON object body');
  }
  return parse(schema, req.body);
};
export const parseQuery = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> => parse(schema, req.query);
export const parseParams = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> => parse(schema, req.params);
