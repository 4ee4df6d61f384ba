/** Building blocks shared by the request schemas. */
import { z } from 'zod';
import { MAX_COIN_AMOUNT, TEXT_MAX } from '../constants.js';

/** Trimmed text, required, with a length cap so no field carries a huge payload. */
export const requiredText = (message: string, max = TEXT_MAX) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be ${max} characters or less`);

export const optionalText = (max = TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or less`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A whole number of coins, 0 or more, within the per-request cap. */
export const coinAmount = (message = 'Amount must be a whole number') =>
  z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(MAX_COIN_AMOUNT, `Amount must be at most ${MAX_COIN_AMOUNT}`);

/** Query-string integers ("3" → 3), rejecting fractions and junk. */
export const queryInt = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .regex(/^-?\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number);

export const uuidParam = z.object({ id: z.uuid('Not found') });
