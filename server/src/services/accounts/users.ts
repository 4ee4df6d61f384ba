/** Lookups of user rows by the identifiers people type: e-mail, phone number, username. */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { parseLoginPhone } from '@squadhub/shared';
import type { Queryable } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
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

/**
 * Users a typed phone number may belong to (see parseLoginPhone): `+447700900123` or
 * `0044 7700 900123` matches country code +44 with number 7700900123 (stored with or without
 * the trunk 0); a number typed without a country code matches it in any country.
 */
export async function findUsersByPhone(db: Queryable, typed: string, limit = 5): Promise<UserRow[]> {
  const phone = parseLoginPhone(typed);
  if (!phone?.nationalNumber) return [];
  const sameNumber = inArray(users.phoneNumber, [phone.nationalNumber, `0${phone.nationalNumber}`]);
  return db
    .select()
    .from(users)
    .where(phone.countryCode ? and(sameNumber, eq(users.countryCode, phone.countryCode)) : sameNumber)
    .limit(limit);
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
