/** Changes a player makes to their own profile from My Account. */
import { eq } from 'drizzle-orm';
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
