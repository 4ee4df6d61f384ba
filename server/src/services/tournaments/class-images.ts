/**
 * Class images for the rules popup (docs/product/tournaments.md#class-images): 12 built-in images that ship with the
 * server (server/static/classes/*.svg) plus custom uploads, kept in the image store. The
 * built-ins are written to `class_images` on first use when missing, under an advisory lock so
 * two servers starting together do not both insert them.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { isAdminRole, TOURNAMENT_TEXT, type ClassImage } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import type { Viewer } from './policy.js';
import { classImages } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { forbidden, notFound } from '../../domain/errors.js';
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

type ClassImageRow = typeof classImages.$inferSelect;

/**
 * Who may delete a class image: its uploader or an admin, and nobody a built-in one, which ships
 * with the server (docs/product/tournaments.md#class-images).
 */
const mayDelete = (row: ClassImageRow, viewer: Viewer | null): boolean =>
  row.type === 'custom' && viewer !== null && (row.uploadedBy === viewer.id || isAdminRole(viewer.role));

const present = (row: ClassImageRow, viewer: Viewer | null): ClassImage => ({
  id: row.id,
  name: row.name,
  url: row.url,
  type: row.type,
  can_delete: mayDelete(row, viewer),
});

/** Built-in first (in their order), then custom uploads oldest first. */
export async function listClassImages(ctx: AppContext, viewer: Viewer | null): Promise<ClassImage[]> {
  const db = ctx.db;
  await ensureBuiltInClassImages(db);
  const rows = await db
    .select()
    .from(classImages)
    .orderBy(sql`${classImages.type} = 'custom'`, asc(classImages.createdAt), asc(classImages.id));
  return rows.map((row) => present(row, viewer));
}

/**
 * A custom class from an upload, re-encoded before (uploads/reencode.ts): the image and its class
 * row are written in one transaction, so neither exists without the other.
 */
export async function addCustomClassImage(
  ctx: AppContext,
  uploader: Pick<UserRow, 'id' | 'role'>,
  name: string,
  image: EncodedImage,
): Promise<ClassImage> {
  return inTransaction(ctx, async (tx) => {
    const { url } = await ctx.images.save(tx, image, 'classes');
    const [row] = await tx
      .insert(classImages)
      .values({ name, url, type: 'custom', uploadedBy: uploader.id })
      .returning();
    return present(row, uploader);
  });
}

/**
 * Deletes a custom class image: the row, and with it (the trigger of migration 0005, in this
 * transaction) the image's bytes and variants. Tournaments whose rules picked it keep the address,
 * which now answers 404: an admin must be able to take down an image whoever used it.
 */
export async function deleteClassImage(ctx: AppContext, viewer: Viewer, id: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const [row] = await tx.select().from(classImages).where(eq(classImages.id, id)).for('update');
    if (!row) throw notFound(TOURNAMENT_TEXT.classImageNotFound);
    if (row.type === 'built-in') throw forbidden(TOURNAMENT_TEXT.classImageBuiltIn);
    if (!mayDelete(row, viewer)) throw forbidden(TOURNAMENT_TEXT.classImageNotYours);
    await tx.delete(classImages).where(eq(classImages.id, id));
  });
}
