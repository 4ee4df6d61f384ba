/** The translation of unique-index races into the account errors users see. */
import { ACCOUNT_ERRORS } from '@squadhub/shared';
import { isUniqueViolation, pgConstraint } from '../../db/pg-errors.js';
import { conflict } from '../../domain/errors.js';

/**
 * Two registrations (or username resets) racing for the same name both pass the friendly
 * pre-check; the unique index stops the second. This turns that into the same 409 answer.
 */
export function translateUniqueViolation(err: unknown): unknown {
  if (!isUniqueViolation(err)) return err;
  const name = pgConstraint(err) ?? '';
  if (name.includes('email')) return conflict(ACCOUNT_ERRORS.emailTaken);
  if (name.includes('username')) return conflict(ACCOUNT_ERRORS.usernameTaken);
  return conflict(ACCOUNT_ERRORS.accountExists);
}
