/**
 * The image store over the `images` and `image_variants` tables (docs/design/storage.md#uploaded-images):
 * bytes, type, size and hash in PostgreSQL.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { IMAGE_CARD_SIDE } from '@squadhub/shared';
import type { Database } from '../db/client.js';
import { images, imageVariants } from '../db/schema.js';
import {
  extensionOf,
  imageAddress,
  parseImageAddress,
  type ImageInfo,
  type ImageStore,
  type JudgedImage,
} from './image-store.js';

const bytesOf = (data: Buffer) => ({
  byteSize: data.length,
  sha256: createHash('sha256').update(data).digest('hex'),
  data,
});

/** The `images` row of judged bytes: type, size, and the SHA-256 that serves as the ETag. */
export function imageRow(id: string, { contentType, data }: JudgedImage): typeof images.$inferInsert {
  return { id, contentType, ...bytesOf(data) };
}

export function postgresImageStore(db: Database): ImageStore {
  return {
    async save(tx, { main, card }, folder) {
      const id = randomUUID();
      await tx.insert(images).values(imageRow(id, { contentType: 'image/webp', data: main }));
      if (card) {
        await tx
          .insert(imageVariants)
          .values({ imageId: id, maxSide: IMAGE_CARD_SIDE, contentType: 'image/webp', ...bytesOf(card) });
      }
      return { id, url: imageAddress(folder, id, 'image/webp') };
    },

    async savePrivate(tx, { main }) {
      const id = randomUUID();
      await tx.insert(images).values({ ...imageRow(id, { contentType: 'image/webp', data: main }), private: true });
      return { id };
    },

    async readPrivate(id) {
      const [row] = await db
        .select({ contentType: images.contentType, data: images.data })
        .from(images)
        .where(and(eq(images.id, id), eq(images.private, true)));
      return row;
    },

    async find(address, maxSide): Promise<ImageInfo | undefined> {
      const named = parseImageAddress(address);
      if (!named) return undefined;
      const [row] = await db
        .select({
          id: images.id,
          contentType: images.contentType,
          byteSize: images.byteSize,
          sha256: images.sha256,
          variant: {
            maxSide: imageVariants.maxSide,
            contentType: imageVariants.contentType,
            byteSize: imageVariants.byteSize,
            sha256: imageVariants.sha256,
          },
        })
        .from(images)
        .leftJoin(imageVariants, and(eq(imageVariants.imageId, images.id), eq(imageVariants.maxSide, maxSide ?? 0)))
        // Private images (a report's screenshot, a dispute's evidence) have no public address.
        .where(and(eq(images.id, named.id), eq(images.private, false)));
      // The extension names the image's own type, whichever rendering is asked for.
      if (!row || extensionOf(row.contentType) !== named.extension) return undefined;
      const { variant, ...image } = row;
      return variant ? { id: image.id, ...variant } : { ...image, maxSide: null };
    },

    async read({ id, maxSide }) {
      const [row] =
        maxSide === null
          ? await db.select({ data: images.data }).from(images).where(eq(images.id, id))
          : await db
              .select({ data: imageVariants.data })
              .from(imageVariants)
              .where(and(eq(imageVariants.imageId, id), eq(imageVariants.maxSide, maxSide)));
      return row?.data;
    },
  };
}
