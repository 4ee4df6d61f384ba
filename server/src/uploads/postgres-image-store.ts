/** The image store over the `images` table (docs/design/storage.md#uploaded-images): bytes, type, size and hash in PostgreSQL. */
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { images } from '../db/schema.js';
import {
  extensionOf,
  imageAddress,
  parseImageAddress,
  type ImageInfo,
  type ImageStore,
  type JudgedImage,
} from './image-store.js';

/** The `images` row of judged bytes: type, size, and the SHA-256 that serves as the ETag. */
export function imageRow(id: string, { contentType, data }: JudgedImage): typeof images.$inferInsert {
  return { id, contentType, byteSize: data.length, sha256: createHash('sha256').update(data).digest('hex'), data };
}

export function postgresImageStore(db: Database): ImageStore {
  return {
    async save(tx, image, folder) {
      const id = randomUUID();
      await tx.insert(images).values(imageRow(id, image));
      return { id, url: imageAddress(folder, id, image.contentType) };
    },

    async find(address): Promise<ImageInfo | undefined> {
      const named = parseImageAddress(address);
      if (!named) return undefined;
      const [row] = await db
        .select({
          id: images.id,
          contentType: images.contentType,
          byteSize: images.byteSize,
          sha256: images.sha256,
        })
        .from(images)
        .where(eq(images.id, named.id));
      return row && extensionOf(row.contentType) === named.extension ? row : undefined;
    },

    async read(id) {
      const [row] = await db.select({ data: images.data }).from(images).where(eq(images.id, id));
      return row?.data;
    },
  };
}
