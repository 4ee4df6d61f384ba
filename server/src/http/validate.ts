/**
 * Request parsing with the zod schemas of `@squadhub/shared`; a failure is a 400 with a clear detail
 * and the code `validation_failed`, whichever field and rule it names.
 *
 * Every body, query string and path parameter goes through `parse`, so it is also the one place
 * that refuses text the database cannot store: NUL (PostgreSQL text never holds it) and broken
 * UTF-16 (a lone surrogate would be silently replaced). The shared schemas refuse the other
 * control characters field by field, where they make no sense.
 */
import type { Request } from 'express';
import type { z } from 'zod';
import { PIPELINE_CODE, REQUEST_TEXT } from '@squadhub/shared';
import { badRequest } from '../domain/errors.js';
import { describeZodError } from './errors.js';

const NUL = '\u0000';
/** A surrogate that is not half of a pair (with the `u` flag, a well-formed pair is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

const unstorable = (text: string): string | null =>
  text.includes(NUL)
    ? 'must not contain the NUL character'
    : LONE_SURROGATE.test(text)
      ? 'must be valid Unicode text'
      : null;

/**
 * The first string (or key) in `value` that the database could not store, as a detail such as
 * "title: must not contain the NUL character". Iterative: a deeply nested body cannot overflow the stack.
 */
export function unstorableTextProblem(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const problem = unstorable(current);
      if (problem) return path ? `${path}: ${problem}` : problem;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const keyProblem = unstorable(key);
        if (keyProblem) return `Field names ${keyProblem}`;
        pending.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const problem = unstorableTextProblem(value);
  if (problem) throw badRequest(problem, { code: PIPELINE_CODE.validationFailed });
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeZodError(result.error), { code: PIPELINE_CODE.validationFailed });
  return result.data;
}

export const parseBody = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> => {
  if (req.body === undefined || req.body === null || typeof req.body !== 'object' || Array.isArray(req.body)) {
    throw badRequest(REQUEST_TEXT.notJsonObject);
  }
  return parse(schema, req.body);
};
export const parseQuery = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> => parse(schema, req.query);
export const parseParams = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> => parse(schema, req.params);
