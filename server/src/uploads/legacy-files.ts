/**
 * Before uploads lived in PostgreSQL they were files in DATA_DIR/uploads/<folder>/<id>.<ext>, and
 * tournaments and custom classes still name them by those addresses. At start, every such file
 * that a row still shows is copied into the images table under the id its name carries, so its
 * address keeps working on every instance. Then the folder is renamed (kept, never deleted) so it
 * is read once. Each instance imports its own folder; an image already imported is skipped.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { classImages, images, tournaments } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { extensionOf, parseImageAddress, type ImageFolder } from './image-store.js';
import { imageTypeOf } from './judge.js';
import { imageRow } from './postgres-image-store.js';

const FOLDERS: ImageFolder[] = ['tournaments', 'classes'];

/** Whether a tournament or a class shows this image (uploaded_image_id() comes from migration 0005). */
async function isShown(db: Database, id: string): Promise<boolean> {
  const byTournament = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(sql`uploaded_image_id(${tournaments.imageUrl}) = ${id}`);
  if (byTournament.length) return true;
  const byClass = await db
    .select({ id: classImages.id })
    .from(classImages)
    .where(sql`uploaded_image_id(${classImages.url}) = ${id}`);
  return byClass.length > 0;
}

/** Imports the shown image files of `dataDir/uploads`; returns how many were imported. */
export async function importLegacyUploads(db: Database, dataDir: string, logger: Logger): Promise<number> {
  const dir = path.join(dataDir, 'uploads');
  if (!existsSync(dir)) return 0;
  let imported = 0;
  for (const folder of FOLDERS) {
    const names = await readdir(path.join(dir, folder)).catch(() => [] as string[]);
    for (const name of names) {
      const named = parseImageAddress(`/uploads/${folder}/${name}`);
      if (!named || !(await isShown(db, named.id))) continue;
      const data = await readFile(path.join(dir, folder, name));
      const contentType = await imageTypeOf(data);
      if (!contentType || extensionOf(contentType) !== named.extension) continue;
      const inserted = await db
        .insert(images)
        .values(imageRow(named.id, { contentType, data }))
        .onConflictDoNothing()
        .returning({ id: images.id });
      imported += inserted.length;
    }
  }
  const setAside = `${dir}.imported-${Date.now()}`;
  try {
    await rename(dir, setAside);
    logger.info({ imported, folder: setAside }, 'uploaded image files copied into the database');
  } catch (err) {
    // Importing again at the next start is harmless (imported images are skipped).
    logger.warn({ err, imported, folder: dir }, 'uploaded image files copied, but their folder could not be renamed');
  }
  return imported;
}
