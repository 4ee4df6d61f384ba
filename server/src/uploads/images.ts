/**
 * Image uploads (spec 1 §5: at most 5,242,880 bytes; only real images). Files arrive in memory
 * through multer (field `file`), are judged by their content with `file-type` — never by their
 * name or the browser's claim — and are written under ctx.uploadsDir with a fresh random name,
 * served back at /uploads/<folder>/<name>.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, TOURNAMENT_TEXT, VALIDATION } from '@squadhub/shared';
import type { AppContext } from '../context.js';
import { HttpError, badRequest } from '../http/errors.js';

export type UploadFolder = 'tournaments' | 'classes';

const EXTENSIONS: Record<(typeof IMAGE_MIME_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 6 },
});

/** Parses one multipart file in field `file`; multer's errors become clear 4xx answers. */
export const singleImage: RequestHandler = (req, res, next) => {
  upload.single('file')(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, VALIDATION.imageTooLarge));
      return next(badRequest(err.code === 'LIMIT_UNEXPECTED_FILE' ? TOURNAMENT_TEXT.imageRequired : err.message));
    }
    next(err);
  });
};

/** Checks the bytes are a PNG, JPEG, WebP or GIF and returns its extension; 400 otherwise. */
export async function judgeImage(file: Express.Multer.File | undefined): Promise<string> {
  if (!file || file.size === 0) throw badRequest(TOURNAMENT_TEXT.imageRequired);
  if (file.size > IMAGE_MAX_BYTES) throw new HttpError(413, VALIDATION.imageTooLarge);
  const type = await fileTypeFromBuffer(file.buffer);
  const ext = type && EXTENSIONS[type.mime as keyof typeof EXTENSIONS];
  if (!ext) throw badRequest(TOURNAMENT_TEXT.imageType);
  return ext;
}

/** Judges and stores an uploaded image; returns its public address. */
export async function storeImage(
  ctx: AppContext,
  file: Express.Multer.File | undefined,
  folder: UploadFolder,
): Promise<string> {
  const ext = await judgeImage(file);
  const dir = path.join(ctx.uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${ext}`;
  await writeFile(path.join(dir, name), file!.buffer, { flag: 'wx' });
  return `/uploads/${folder}/${name}`;
}

/**
 * Removes a stored upload that is no longer referenced (a replaced tournament image, or one
 * whose database change failed). Only our own /uploads/<folder>/<name> addresses are touched.
 */
export async function removeUpload(ctx: AppContext, url: string | null | undefined, folder: UploadFolder) {
  const match = url?.match(/^\/uploads\/([a-z]+)\/([\w-]+\.(png|jpg|webp|gif))$/);
  if (!match || match[1] !== folder) return;
  await unlink(path.join(ctx.uploadsDir, folder, match[2]!)).catch(() => {});
}
