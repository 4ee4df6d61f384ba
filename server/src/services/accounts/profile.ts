/** Changes a player makes to their own profile from My Account. */
import { eq } from 'drizzle-orm';
import type { Locale } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { users } from '../../db/schema.js';

export async function updateTiktokLink(
  ctx: AppContext,
  user: Pick<UserRow, 'id'>,
  tiktokLink: string,
): Promise<UserRow> {
  const [row] = await ctx.db.update(users).set({ tiktokLink }).where(eq(users.id, user.id)).returning();
  return row;
}

/** The language the player reads in (docs/product/languages.md#the-accounts-language). */
export async function setLanguage(ctx: AppContext, user: Pick<UserRow, 'id'>, language: Locale): Promise<UserRow> {
  const [row] = await ctx.db.update(users).set({ language }).where(eq(users.id, user.id)).returning();
  return row;
}
