/**
 * Every upload is drawn again before it is stored (docs/design/storage.md#uploaded-images): turned
 * upright by its EXIF orientation, scaled down to at most IMAGE_MAX_SIDE px on its longest side
 * (never up) and written as WebP, plus a card variant at most IMAGE_CARD_SIDE px. sharp writes no
 * metadata unless asked, so EXIF (GPS included), XMP, ICC profiles (colours are converted to sRGB)
 * and PNG text chunks stay behind. An animated GIF or WebP keeps its first frame.
 *
 * Decoding runs on libuv's thread pool, which file reads and DNS lookups share: at most a few
 * images are drawn at once, each on one libvips thread, so a burst of uploads waits here in turn
 * instead of taking every thread and every core. Callers do this before their transaction.
 */
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { IMAGE_CARD_SIDE, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, UPLOAD_TEXT } from '@squadhub/shared';
import { badRequest, tooLarge } from '../domain/errors.js';
import type { EncodedImage, JudgedImage } from './image-store.js';
import { judgeImage } from './judge.js';

/**
 * WebP quality 80 (sharp's default, and the usual web setting): no artefacts a player would see
 * at card or page size, a fraction of a phone photo's bytes; higher grows files fast for nothing
 * visible, lower shows blocks in artwork's flat colours and text.
 */
const WEBP = { quality: 80, effort: 4 } as const;

/**
 * Images drawn at once in this process (all servers in it share libuv's pool): half the cores, so
 * the event loop always keeps one.
 */
export const REENCODE_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));

let configured = false;
function configure() {
  if (configured) return;
  // Each upload is new: libvips's operation cache would only hold memory.
  sharp.cache(false);
  sharp.concurrency(1);
  configured = true;
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than REENCODE_AT_ONCE others run; the rest wait first come, first served. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < REENCODE_AT_ONCE) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

const within = (side: number) => ({ width: side, height: side, fit: 'inside', withoutEnlargement: true }) as const;

async function draw({ data }: JudgedImage): Promise<EncodedImage> {
  configure();
  // Decoded once, upright and at most IMAGE_MAX_SIDE (JPEG and WebP shrink while decoding); both
  // encodings start from these pixels.
  const { data: pixels, info } = await sharp(data, {
    autoOrient: true,
    limitInputPixels: IMAGE_MAX_PIXELS,
    // Refuses truncated and corrupt pixel data; harmless decoder warnings (stray bytes some cameras
    // write between JPEG segments) still pass.
    failOn: 'error',
    animated: false,
  })
    .resize(within(IMAGE_MAX_SIDE))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const main = await sharp(pixels, raw).webp(WEBP).toBuffer();
  // An image that already fits a card is its own card: no variant is stored.
  if (Math.max(info.width, info.height) <= IMAGE_CARD_SIDE) return { main };
  const card = await sharp(pixels, raw).resize(within(IMAGE_CARD_SIDE)).webp(WEBP).toBuffer();
  return { main, card };
}

/**
 * The upload as it is stored: a WebP at most IMAGE_MAX_SIDE px and its card variant. Bytes that
 * looked like an image but do not decode are a 400, too many pixels a 413, never a 500.
 */
export async function reencodeImage(image: JudgedImage): Promise<EncodedImage> {
  try {
    return await inTurn(() => draw(image));
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message))
      throw tooLarge(UPLOAD_TEXT.tooManyPixels(IMAGE_MAX_PIXELS));
    throw badRequest(UPLOAD_TEXT.undecodable);
  }
}

/** An upload judged (type read from the bytes, size) and then re-encoded: what the stores keep. */
export async function encodeUpload(file: Express.Multer.File | undefined): Promise<EncodedImage> {
  return reencodeImage(await judgeImage(file));
}
