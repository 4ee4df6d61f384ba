import type { Request } from 'express';
import { z } from 'zod';
import { notFound } from '../../http/errors.js';

const uuid = z.uuid();

/** `:id` as a uuid; anything else names nothing that exists (404, not a 500 from the database). */
export function idParam(req: Request, detail: string): string {
  const parsed = uuid.safeParse(req.params.id);
  if (!parsed.success) throw notFound(detail);
  return parsed.data;
}
