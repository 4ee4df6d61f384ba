/** Uploaded images for tests of what deletes them: stored as an upload route stores them. */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../src/context.js';
import { images } from '../../src/db/schema.js';
import type { ImageFolder } from '../../src/uploads/image-store.js';
import { reencodeImage } from '../../src/uploads/reencode.js';
import { TINY_PNG } from './tournament-factories.js';

/** A stored image (re-encoded as an upload is) and its public address, not yet shown by any row. */
export async function storedImage(
  ctx: AppContext,
  folder: ImageFolder = 'tournaments',
): Promise<{ id: string; url: string }> {
  const image = await reencodeImage({ contentType: 'image/png', data: TINY_PNG });
  return ctx.db.transaction((tx) => ctx.images.save(tx, image, folder));
}

/** Whether the image row exists (read from the images table, not through the HTTP cache). */
export async function imageExists(ctx: AppContext, id: string): Promise<boolean> {
  const rows = await ctx.db.select({ id: images.id }).from(images).where(eq(images.id, id));
  return rows.length === 1;
}

export async function imageCount(ctx: AppContext): Promise<number> {
  return (await ctx.db.select({ id: images.id }).from(images)).length;
}
