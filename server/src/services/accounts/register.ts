/**
 * Registration (docs/product/accounts.md#registration): the CODM username becomes the unique username, the e-mail is
 * unique regardless of case, and a phone number (optional) belongs to one account only, so a
 * phone login always finds one person.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_ERRORS, type RegisterInput } from '@squadhub/shared';
import { hashPassword } from '../../auth/passwords.js';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../domain/errors.js';
import { translateUniqueViolation } from './errors.js';
import { findUserByEmail, isUsernameTaken } from './users.js';

export async function registerUser(ctx: AppContext, input: RegisterInput): Promise<UserRow> {
  // Hash before the transaction: argon2 is deliberately slow and must not hold a connection.
  const passwordHash = await hashPassword(ctx.config, input.password);
  try {
    return await inTransaction(ctx, async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw conflict(ACCOUNT_ERRORS.emailTaken);
      if (await isUsernameTaken(tx, input.codm_username)) throw conflict(ACCOUNT_ERRORS.usernameTaken);
      if (input.phone_number) {
        // No unique index covers (country code, phone): serialize registrations of one number instead.
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtext(${`phone:${input.country_code}${input.phone_number}`}))`,
        );
        const [samePhone] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.phoneNumber, input.phone_number), eq(users.countryCode, input.country_code)))
          .limit(1);
        if (samePhone) throw conflict(ACCOUNT_ERRORS.phoneTaken);
      }
      const [user] = await tx
        .insert(users)
        .values({
          username: input.codm_username,
          codmUsername: input.codm_username,
          fullName: input.full_name,
          email: input.email,
          passwordHash,
          phoneNumber: input.phone_number,
          countryCode: input.country_code,
          tiktokLink: input.tiktok_link,
        })
        .returning();
      return user;
    });
  } catch (err) {
    throw translateUniqueViolation(err);
  }
}
