import type { Request } from 'express';
import { uuidParam } from '@squadhub/shared';
import { notFound } from '../domain/errors.js';

/**
 * `:id` of the path, checked by the shared `uuidParam` the API contract declares; anything else
 * names nothing that exists (404 with the resource's text, not a 500 from the database).
 */
export function idParam(req: Request, detail: string): string {
  const parsed = uuidParam.safeParse(req.params);
  if (!parsed.success) throw notFound(detail);
  return parsed.data.id;
}
