/**
 * Only real images are kept (docs/product/tournaments.md#creating-a-tournament: PNG, JPEG, WebP or GIF, at most 5,242,880 bytes). The
 * type is judged from the bytes with `file-type`, never from the file name or the browser's claim.
 */
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, TOURNAMENT_TEXT, VALIDATION } from '@squadhub/shared';
import { badRequest, tooLarge } from '../domain/errors.js';
import type { ImageType, JudgedImage } from './image-store.js';

const isImageType = (mime: string): mime is ImageType => (IMAGE_MIME_TYPES as readonly string[]).includes(mime);

/** The accepted image type the bytes are, if any. */
export async function imageTypeOf(data: Buffer): Promise<ImageType | undefined> {
  const type = await fileTypeFromBuffer(data);
  return type && isImageType(type.mime) ? type.mime : undefined;
}

/** The upload as an image of a known type; 400 when it is missing or not an image, 413 when too big. */
export async function judgeImage(file: Express.Multer.File | undefined): Promise<JudgedImage> {
  if (!file || file.size === 0) throw badRequest(TOURNAMENT_TEXT.imageRequired);
  if (file.size > IMAGE_MAX_BYTES) throw tooLarge(VALIDATION.imageTooLarge);
  const contentType = await imageTypeOf(file.buffer);
  if (!contentType) throw badRequest(TOURNAMENT_TEXT.imageType);
  return { contentType, data: file.buffer };
}
