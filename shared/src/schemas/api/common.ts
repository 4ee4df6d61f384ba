/**
 * Pieces of the answers that every resource uses. Answer objects are strict: the contract lists
 * every field a route sends, so a field that appears without being documented is a bug the
 * contract tests catch (and a field that must never leave the server cannot slip out unnoticed).
 */
import { z } from 'zod';

/** The request's id on a 5xx answer (also in its X-Request-Id header), to find its log lines. */
export const requestIdField = () =>
  z
    .string()
    .optional()
    .describe('On a 5xx answer: the X-Request-Id of the request, which its log lines carry. Absent on a 4xx.');

/** Every error the API answers (docs/design/api-conventions.md#errors). */
export const errorResponseSchema = z
  .strictObject({
    detail: z.string().describe('What went wrong, in words the client can show as they are.'),
    request_id: requestIdField(),
  })
  .meta({ id: 'Error' });

/** A confirmation the client shows as it is. */
export const messageResponseSchema = z.strictObject({ message: z.string() }).meta({ id: 'Message' });

/**
 * A moment as ISO 8601 in UTC, e.g. `2025-05-01T18:30:00.000Z` (the server writes 24 characters;
 * 30 leaves room for any fraction down to nanoseconds).
 */
export const timestamp = () => z.iso.datetime().max(30);

/** A coin amount: a whole number of coins, 0 or more. */
export const coins = () => z.int().min(0);
