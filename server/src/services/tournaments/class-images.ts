/**
 * Class images for the rules popup (docs/product/tournaments.md#class-images): 12 built-in images that ship with the
 * server (server/static/classes/*.svg) plus custom uploads, kept in the image store. The
 * built-ins are written to `class_images` on first use when missing, under an advisory lock so
 * two servers starting together do not both insert them.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { ClassImage } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import type { Viewer } from './policy.js';
import { classImages } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { EncodedImage } from '../../uploads/image-store.js';

/** The 12 built-in classes, in the order the popup shows them. */
export const BUILT_IN_CLASSES = [
  ['medic', 'Medic'],
  ['scout', 'Scout'],
  ['ninja', 'Ninja'],
  ['defender', 'Defender'],
  ['mechanic', 'Mechanic'],
  ['airborne', 'Airborne'],
  ['clown', 'Clown'],
  ['desperado', 'Desperado'],
  ['hacker', 'Hacker'],
  ['poltergeist', 'Poltergeist'],
  ['trickster', 'Trickster'],
  ['rewind', 'Rewind'],
] as const;

export const builtInClassUrl = (slug: string) => `/static/classes/${slug}.svg`;

const ensured = new WeakSet<Database>();

/** Inserts the built-in classes that are missing (idempotent). */
export async function ensureBuiltInClassImages(db: Database): Promise<void> {
  if (ensured.has(db)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('squadhub:class_images:built-in'))`);
    const existing = await tx
      .select({ url: classImages.url })
      .from(classImages)
      .where(eq(classImages.type, 'built-in'));
    const have = new Set(existing.map((e) => e.url));
    const missing = BUILT_IN_CLASSES.filter(([slug]) => !have.has(builtInClassUrl(slug)));
    if (missing.length) {
      await tx.insert(classImages).values(
        missing.map(([slug, name], i) => ({
          name,
          url: builtInClassUrl(slug),
          type: 'built-in' as const,
          // Keeps the popup order stable: built-ins sort by creation time.
          createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, i)),
        })),
      );
    }
  });
  ensured.add(db);
}

const present = (row: typeof classImages.$inferSelect): ClassImage => ({
  id: row.id,
  name: row.name,
  url: row.url,
  type: row.type,
});

/** Built-in first (in their order), then custom uploads oldest first. */
export async function listClassImages(ctx: AppContext, _viewer: Viewer | null): Promise<ClassImage[]> {
  const db = ctx.db;
  await ensureBuiltInClassImages(db);
  const rows = await db
    .select()
    .from(classImages)
    .orderBy(sql`${classImages.type} = 'custom'`, asc(classImages.createdAt), asc(classImages.id));
  return rows.map(present);
}

/**
 * A custom class from an upload, re-encoded before (uploads/reencode.ts): the image and its class
 * row are written in one transaction, so neither exists without the other.
 */
export async function addCustomClassImage(
  ctx: AppContext,
  uploader: Pick<UserRow, 'id'>,
  name: string,
  image: EncodedImage,
): Promise<ClassImage> {
  return inTransaction(ctx, async (tx) => {
    const { url } = await ctx.images.save(tx, image, 'classes');
    const [row] = await tx
      .insert(classImages)
      .values({ name, url, type: 'custom', uploadedBy: uploader.id })
      .returning();
    return present(row);
  });
}
