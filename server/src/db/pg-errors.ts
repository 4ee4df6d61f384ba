/**
 * Reading the PostgreSQL error inside a failed query: its SQLSTATE and the constraint it names.
 * drizzle wraps the driver's error in `cause`, and PGlite and node-postgres both set these fields.
 */

/** SQLSTATEs the code reacts to by name. */
const PG_UNIQUE_VIOLATION = '23505';
const PG_CHECK_VIOLATION = '23514';

/** A field of the PostgreSQL error inside `err`: drizzle wraps driver errors in `cause`. */
function fromPgError(err: unknown, field: 'code' | 'constraint'): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const value = (e as Record<string, unknown>)[field];
    // A SQLSTATE is five characters; other errors (Node's, say) have codes of their own.
    if (typeof value === 'string' && (field !== 'code' || /^[0-9A-Z]{5}$/.test(value))) return value;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a PostgreSQL error (e.g. 23505), through drizzle's wrapping. */
export const pgErrorCode = (err: unknown) => fromPgError(err, 'code');
/** The constraint a PostgreSQL error names (a unique index, a CHECK), through drizzle's wrapping. */
export const pgConstraint = (err: unknown) => fromPgError(err, 'constraint');
export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === PG_UNIQUE_VIOLATION;
export const isCheckViolation = (err: unknown) => pgErrorCode(err) === PG_CHECK_VIOLATION;
