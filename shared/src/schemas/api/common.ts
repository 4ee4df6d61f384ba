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

/**
 * The machine name of an error (shared/src/texts/codes.ts), for clients to branch on. The API
 * document lists every code (server/src/openapi/document.ts); the contract checks only its shape,
 * so that the client's first download does not carry the catalogues the list is made from.
 */
export const errorCodeField = () =>
  z
    .string()
    .max(64)
    .regex(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/)
    .describe(
      'What went wrong, as a stable snake_case name (e.g. `slot_taken`, `not_enough_coins`, `validation_failed`, ' +
        '`rate_limited`): the same whatever `detail` says. Branch on this, never on `detail`.',
    );

/** Every error the API answers (docs/design/api-conventions.md#errors). */
export const errorResponseSchema = z
  .strictObject({
    detail: z.string().describe('What went wrong, in words the client can show as they are.'),
    code: errorCodeField(),
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
