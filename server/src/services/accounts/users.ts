/** Lookups of user rows by the identifiers people type: e-mail, phone number, username. */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { COUNTRY_CODES } from '@squadhub/shared';
import type { UserRow } from '../../auth/passport.js';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** E-mails are unique regardless of case (the index is on lower(email)). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** True when another user (not `exceptUserId`) already has this username in any case. */
export async function isUsernameTaken(db: Queryable, username: string, exceptUserId?: string): Promise<boolean> {
  const same = sql`lower(${users.username}) = ${username.toLowerCase()}`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(same, ne(users.id, exceptUserId)) : same)
    .limit(1);
  return !!row;
}

/** The same national number with and without the trunk 0 (07700… and 7700…). */
function nationalVariants(digits: string): string[] {
  const bare = digits.replace(/^0+/, '');
  return [...new Set([digits, bare, `0${bare}`])].filter((d) => d.length > 0);
}

/**
 * Users a typed phone number may belong to. `+447700900123` matches country code +44 with
 * number 7700900123 (or 07700900123); digits without + match the stored number in any country.
 */
export async function findUsersByPhone(db: Queryable, typed: string, limit = 5): Promise<UserRow[]> {
  const options: { code?: string; numbers: string[] }[] = typed.startsWith('+')
    ? COUNTRY_CODES.filter((c) => typed.startsWith(c.code)).map((c) => ({
        code: c.code,
        numbers: nationalVariants(typed.slice(c.code.length)),
      }))
    : [{ numbers: nationalVariants(typed) }];
  const numbers = [...new Set(options.flatMap((o) => o.numbers))];
  if (numbers.length === 0) return [];
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.phoneNumber, numbers))
    .limit(limit * 4);
  return rows
    .filter((u) => options.some((o) => (!o.code || o.code === u.countryCode) && o.numbers.includes(u.phoneNumber!)))
    .slice(0, limit);
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
