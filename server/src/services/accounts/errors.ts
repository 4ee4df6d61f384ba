/** The account errors users see, and the translation of unique-index races into them. */
import { isUniqueViolation, pgConstraint } from '../../db/pg-errors.js';
import { conflict } from '../../domain/errors.js';

export const ACCOUNT_ERRORS = {
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  phoneTaken: 'An account with this phone number already exists',
  /** One answer for an unknown e-mail/phone and a wrong password, so logins reveal no accounts. */
  badCredentials: 'Incorrect email/phone number or password',
} as const;

/**
 * Two registrations (or username resets) racing for the same name both pass the friendly
 * pre-check; the unique index stops the second. This turns that into the same 409 answer.
 */
export function translateUniqueViolation(err: unknown): unknown {
  if (!isUniqueViolation(err)) return err;
  const name = pgConstraint(err) ?? '';
  if (name.includes('email')) return conflict(ACCOUNT_ERRORS.emailTaken);
  if (name.includes('username')) return conflict(ACCOUNT_ERRORS.usernameTaken);
  return conflict('This account already exists');
}
