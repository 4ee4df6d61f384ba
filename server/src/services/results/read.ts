/**
 * Reading a team's end-of-match screenshot (docs/product/results.md#reading-a-screenshot): the
 * one function the read route and a team's report call. The image was judged by its bytes
 * (uploads/judge.ts); here it must also be a screen's size and nothing but an image, and is
 * then read by the worker pool (screen-reader.ts).
 */
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, RESULT_SCREEN_MIN_SIDE, RESULTS_TEXT, UPLOAD_TEXT, type ScreenRead } from '@squadhub/shared';
import { badRequest, tooLarge } from '../../domain/errors.js';
import type { JudgedImage } from '../../uploads/image-store.js';
import { hasForeignContent } from './polyglot.js';
import type { ScreenReader } from './screen-reader.js';

async function sizeOf(image: JudgedImage): Promise<{ width: number; height: number }> {
  try {
    const { width, height } = await sharp(image.data, {
      limitInputPixels: IMAGE_MAX_PIXELS,
      failOn: 'error',
    }).metadata();
    if (width * height > IMAGE_MAX_PIXELS) throw tooLarge(UPLOAD_TEXT.tooManyPixels(IMAGE_MAX_PIXELS));
    return { width, height };
  } catch (err) {
    if (err instanceof Error && 'kind' in err) throw err;
    throw badRequest(UPLOAD_TEXT.undecodable);
  }
}

/** The placement, the total kills and each visible name with its kills; null where unread. */
export async function readResultScreen(
  ctx: { screens: ScreenReader },
  image: JudgedImage,
  reader: string,
): Promise<ScreenRead> {
  if (hasForeignContent(image.data)) throw badRequest(RESULTS_TEXT.notOnlyAnImage);
  const { width, height } = await sizeOf(image);
  if (Math.min(width, height) < RESULT_SCREEN_MIN_SIDE)
    throw badRequest(RESULTS_TEXT.screenTooSmall(RESULT_SCREEN_MIN_SIDE));
  return ctx.screens.read(image.data, reader);
}
